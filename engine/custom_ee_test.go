package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestDestroyedThisPhase: a character destroyed is one in its discard
// pile destroyed this phase; one sacrificed is not, nor one that moved
// since it was destroyed, nor one destroyed in another phase.
func TestDestroyedThisPhase(t *testing.T) {
	a := char("Doomed", carddb.Agency, 1, 1, "C")
	b := char("Offered", carddb.Agency, 1, 1, "C")
	pos := position()
	pos.Players[0].InPlay = []CardPosition{inPlayPos(a), inPlayPos(b)}
	g := mustPosition(t, pos)
	doomed, offered := g.FindCards("Doomed")[0], g.FindCards("Offered")[0]
	g.leavePlay(doomed, leaveDestroy)
	g.leavePlay(offered, leaveSacrifice)
	c := g.ctx(None, 0, -1)
	if !c.DestroyedThisPhase(doomed) || c.DestroyedThisPhase(offered) {
		t.Errorf("destroyed this phase: the destroyed one %v, the sacrificed one %v; want true, false",
			c.DestroyedThisPhase(doomed), c.DestroyedThisPhase(offered))
	}
	g.step = StepStoryBegin
	if c.DestroyedThisPhase(doomed) {
		t.Error("a character destroyed in the operations phase counts in the story phase")
	}
	g.step = StepOperations
	g.moveTo(doomed, ZoneHand)
	g.moveTo(doomed, ZoneDiscard)
	if c.DestroyedThisPhase(doomed) {
		t.Error("a character discarded from the hand counts as destroyed")
	}
	g.release()
}

// TestAddDomainOf: a card of its player's discard pile becomes his new
// domain, face down; an opponent's card does not.
func TestAddDomainOf(t *testing.T) {
	mine := char("Mine", carddb.ShubNiggurath, 3, 3, "I")
	theirs := char("Theirs", carddb.Agency, 1, 1, "C")
	pos := position()
	pos.Players[0].Discard = []*carddb.Card{mine}
	pos.Players[1].Discard = []*carddb.Card{theirs}
	g := mustPosition(t, pos)
	m, o := g.FindCards("Mine")[0], g.FindCards("Theirs")[0]
	n := len(g.players[0].domains)
	c := g.ctx(None, 0, -1)
	if c.AddDomainOf(o) {
		t.Error("an opponent's card became a domain")
	}
	if !c.AddDomainOf(m) {
		t.Fatal("AddDomainOf refused its player's card")
	}
	g.release()
	if len(g.players[0].domains) != n+1 || g.cards[m].zone != ZoneDomain || g.players[0].domains[n].card != m {
		t.Errorf("domains %d, zone %v; want %d, the domain zone", len(g.players[0].domains), g.cards[m].zone, n+1)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}

// TestPutIntoPlayExhausted: a character of the opponent's discard pile
// enters play under the ability's player's control, exhausted, with no
// exhaustion told.
func TestPutIntoPlayExhausted(t *testing.T) {
	theirs := char("Theirs", carddb.Agency, 1, 1, "C")
	pos := position()
	pos.Players[1].Discard = []*carddb.Card{theirs}
	g := mustPosition(t, pos)
	o := g.FindCards("Theirs")[0]
	before := len(g.occ)
	c := g.ctx(None, 0, -1)
	if !c.PutIntoPlayExhausted(o) {
		t.Fatal("PutIntoPlayExhausted refused")
	}
	g.release()
	if cd := &g.cards[o]; cd.zone != ZonePlay || cd.ctrl != 0 || !cd.exhausted {
		t.Errorf("zone %v, controller %d, exhausted %v; want in play, 0, true", cd.zone, cd.ctrl, cd.exhausted)
	}
	for _, e := range g.occ[before:] {
		if e.Kind == EvExhaust {
			t.Error("entering exhausted told an exhaustion")
		}
	}
}
