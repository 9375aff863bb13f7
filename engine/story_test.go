package engine

import (
	"slices"
	"strings"
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

// TestCommitsToOneStory: once a character under CommitsToOneStory is
// declared to a story, its player's others under it may go only there,
// and the refusal of another story says why; a character not under it
// goes anywhere.
func TestCommitsToOneStory(t *testing.T) {
	a := char("Alpha", carddb.Agency, 1, 1, "I")
	b := char("Beta", carddb.Agency, 1, 1, "C")
	free := char("Free", carddb.Agency, 1, 1, "C")
	pos := position()
	pos.Step = StepCommit
	under := func(def *carddb.Card) CardPosition {
		c := inPlayPos(def)
		c.Lasting = []LastingPosition{{Mod: CommitsToOneStory()}}
		return c
	}
	pos.Players[0].InPlay = []CardPosition{under(a), under(b), inPlayPos(free)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Commit Alpha to S0")
	var got []string
	for _, o := range g.Options() {
		got = append(got, g.Label(o))
	}
	want := []string{"Done", "Commit Beta to S0", "Commit Free to S0", "Commit Free to S1", "Commit Free to S2"}
	if !slices.Equal(got, want) {
		t.Fatalf("options after Alpha's declaration = %q, want %q", got, want)
	}
	beta := g.FindCards("Beta")[0]
	err := g.Apply(Option{Act: ActCommit, Card: beta, Arg: int32(g.stories[1].card)})
	if err == nil || !strings.Contains(err.Error(), "can commit only to S0") {
		t.Fatalf("Beta to S1: %v, want a refusal naming S0", err)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestStruggleCountsIcons: a story's struggle of a kind under
// StruggleCountsIcons compares the icons of the other kind; the other
// kinds, and the other stories, count their own.
func TestStruggleCountsIcons(t *testing.T) {
	sleuth := char("Sleuth", carddb.Agency, 1, 1, "II")
	cultist := char("Cultist", carddb.Hastur, 1, 1, "TTT")
	pos := position()
	pos.Step = StepResolve
	pos.Stories[0].Lasting = []LastingPosition{{Mod: StruggleCountsIcons(carddb.Terror, carddb.Investigation)}}
	at := func(def *carddb.Card, s int) CardPosition {
		c := inPlayPos(def)
		c.Committed, c.Exhausted = s, true
		return c
	}
	pos.Players[0].InPlay = []CardPosition{at(sleuth, 0), at(sleuth, 1)}
	pos.Players[1].InPlay = []CardPosition{at(cultist, 0), at(cultist, 1)}
	g := mustPosition(t, pos)
	s0, s1 := g.stories[0].card, g.stories[1].card
	got := [3]carddb.Icon{g.countedIcon(s0, carddb.Terror), g.countedIcon(s0, carddb.Combat), g.countedIcon(s1, carddb.Terror)}
	if want := [3]carddb.Icon{carddb.Investigation, carddb.Combat, carddb.Terror}; got != want {
		t.Fatalf("icons counted = %v, want %v", got, want)
	}
	n := len(g.log)
	g.struggle(s0, carddb.Terror)
	var e *Event
	for i := n; i < len(g.log); i++ {
		if g.log[i].Kind == EvStruggle {
			e = &g.log[i]
		}
	}
	if e == nil || e.Player != 0 || e.Counts != [2]int16{2, 0} || carddb.Icon(e.N) != carddb.Terror {
		t.Fatalf("the terror struggle at the story: %+v, want player 1 winning 2 to 0 a terror struggle", e)
	}
}

// TestWinsStoryByMargin: the lasting effect holds for its own player, at
// its own story, for its kind of struggle, from its margin up.
func TestWinsStoryByMargin(t *testing.T) {
	g := mustPosition(t, position())
	s0, s1 := g.stories[0].card, g.stories[1].card
	g.addLasting(WinsStoryByMargin(carddb.Investigation, 3), s0, None, 0, PerPhase)
	I, C := carddb.Investigation, carddb.Combat
	got := [6]bool{
		g.winsByMargin(s0, I, 0, 3),  // player 1 by 3
		g.winsByMargin(s0, I, 0, 2),  // by 2
		g.winsByMargin(s0, I, 1, -5), // player 2 by 5: not his effect
		g.winsByMargin(s0, C, 0, 5),  // another kind
		g.winsByMargin(s1, I, 0, 5),  // another story
		g.winsByMargin(s0, I, 0, 7),
	}
	if want := [6]bool{true, false, false, false, false, true}; got != want {
		t.Fatalf("winsByMargin = %v, want %v", got, want)
	}
}

// TestStruggleReplacement: a passive replacement answering a struggle
// won takes the place of its effect (no choice of the struggle is
// offered); one whose trigger does not match leaves the effect alone.
func TestStruggleReplacement(t *testing.T) {
	thief := char("Thief", carddb.Syndicate, 1, 1, "II")
	mark := Custom(func(c *Ctx) {}, nil)
	pos := position()
	pos.Step = StepResolve
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(thief, impl(Ability{Kind: Replacement, Text: "instead of an investigation struggle's effect, mark"}.
		On(On(func(c *Ctx, e *Event) bool {
			return int(e.Player) == c.You() && carddb.Icon(e.N) == carddb.Investigation
		}, EvStruggle)).Doing(mark)))
	c := inPlayPos(thief)
	c.Committed, c.Exhausted = 0, true
	pos.Players[0].InPlay = []CardPosition{c}
	g := mustPosition(t, pos)
	s0 := g.stories[0].card
	if !g.struggleEffect(s0, carddb.Investigation, 0, 1) {
		t.Fatalf("the replacement started no frame")
	}
	if top := g.stack[len(g.stack)-1]; top.kind != fAbility {
		t.Fatalf("top frame %v, want the replacement's ability", top.kind)
	}
	if g.replaceStruggle(s0, carddb.Combat, 0) || g.replaceStruggle(s0, carddb.Investigation, 1) {
		t.Fatalf("a replacement for another kind or another winner")
	}
}
