package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestDoesNotCountSkill: a character under DoesNotCountSkill adds nothing
// to a story's skill total, either player's, while its skill is
// unchanged; one the filter leaves out (an investigation icon), or
// committed elsewhere, counts as usual.
func TestDoesNotCountSkill(t *testing.T) {
	warden := char("Warden", carddb.Syndicate, 2, 1, "I")
	brute := char("Brute", carddb.Syndicate, 2, 5, "C")
	sleuth := char("Sleuth", carddb.Agency, 2, 2, "I")
	thug := char("Thug", carddb.Agency, 2, 3, "C")
	pos := position()
	pos.Library = lib(warden, impl(NewConstant("characters without an investigation icon at its story add no skill",
		DoesNotCountSkill().On(All(Character, WithoutIcon(carddb.Investigation), AtSameStory)))))
	at := func(def *carddb.Card, s int) CardPosition {
		c := inPlayPos(def)
		c.Committed, c.Exhausted = s, true
		return c
	}
	pos.Players[0].InPlay = []CardPosition{at(warden, 0), at(brute, 0), at(brute, 1)}
	pos.Players[1].InPlay = []CardPosition{at(sleuth, 0), at(thug, 0)}
	g := mustPosition(t, pos)
	s0, s1 := g.stories[0].card, g.stories[1].card
	if got := [3]int{g.skillTotal(0, s0), g.skillTotal(1, s0), g.skillTotal(0, s1)}; got != [3]int{1, 2, 5} {
		t.Fatalf("skill totals at the warden's story (both players) and elsewhere = %v, want [1 2 5]", got)
	}
	if b := g.FindCards("Brute")[0]; g.skill(b) != 5 {
		t.Fatalf("the brute's skill = %d, want 5 (unchanged)", g.skill(b))
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
