package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestReturnToHandAtEndOfPhase: a card an effect marks returns to its
// owner's hand as the phase ends, whoever controls it; one unmarked
// stays in play.
func TestReturnToHandAtEndOfPhase(t *testing.T) {
	caller := char("Caller", carddb.Agency, 2, 1, "I")
	guest := char("Guest", carddb.Agency, 2, 1, "C")
	stay := char("Stay", carddb.Agency, 2, 1, "C")
	act := Custom(func(c *Ctx) {
		c.ReturnToHandAtEndOfPhase(c.Game().FindCards("Guest")[0])
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(caller, impl(NewAction("mark the guest").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(caller), inPlayPos(guest), inPlayPos(stay)}
	pos.Players[0].Hand = []*carddb.Card{support("Spare", carddb.Agency, 0)}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Caller")
	if z := g.Card(g.FindCards("Guest")[0]).Zone; z != ZonePlay {
		t.Fatalf("guest in %v before the end of the phase, want play", z)
	}
	mustApply(t, g, "pass")
	if g.Step() == StepOperations {
		t.Fatalf("still in the operations phase")
	}
	if z := g.Card(g.FindCards("Guest")[0]).Zone; z != ZoneHand {
		t.Fatalf("guest in %v after the phase, want hand", z)
	}
	if z := g.Card(g.FindCards("Stay")[0]).Zone; z != ZonePlay {
		t.Fatalf("the unmarked character in %v, want play", z)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestHandLimit: a player whose character carries HandLimit(2) and who
// holds four cards is asked at once to discard, one card at a time, until
// two remain; then play goes on.
func TestHandLimit(t *testing.T) {
	keeper := char("Keeper", carddb.Agency, 2, 1, "I")
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(keeper, impl(NewConstant("its controller holds at most 2 cards", HandLimit(2).On(Self))))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(keeper)}
	for range 4 {
		pos.Players[0].Hand = append(pos.Players[0].Hand, event("Idea", carddb.Agency, 9))
	}
	g := mustPosition(t, pos)
	for want := 4; want > 2; want-- {
		if p := g.Prompt(); p.Kind != PromptChoose || len(g.players[0].hand) != want {
			t.Fatalf("holding %d cards: prompt %v, want a choice of a card to discard with %d cards", len(g.players[0].hand), p.Kind, want)
		}
		if err := g.Apply(g.Options()[0]); err != nil {
			t.Fatal(err)
		}
	}
	if n := len(g.players[0].hand); n != 2 || g.Prompt().Kind == PromptChoose {
		t.Fatalf("after the discards: %d cards, prompt %v; want 2 and play going on", n, g.Prompt().Kind)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestPutConspiracyIntoPlay: a conspiracy put into play goes to its
// owner's empty conspiracy slot; with the slot taken, it cannot, and
// CanEnterPlay says so.
func TestPutConspiracyIntoPlay(t *testing.T) {
	plot := &carddb.Card{Set: "T", Title: "Plot", Type: carddb.Conspiracy, Faction: carddb.Neutral, Cost: 2, Max: 3}
	scheme := &carddb.Card{Set: "T", Title: "Scheme", Type: carddb.Conspiracy, Faction: carddb.Neutral, Cost: 2, Max: 3}
	pos := position()
	pos.Format = carddb.FormatLCG
	pos.Players[0].Hand = []*carddb.Card{plot}
	pos.Players[1].Hand = []*carddb.Card{scheme}
	pos.Players[1].Conspiracy = &StoryPosition{Card: scheme}
	g := mustPosition(t, pos)
	mine, theirs := g.players[0].hand[0], g.players[1].hand[0]
	c := g.ctx(mine, 0, -1)
	fits := [2]bool{CanEnterPlay(c, mine), CanEnterPlay(c, theirs)}
	g.release()
	if fits != [2]bool{true, false} {
		t.Fatalf("CanEnterPlay = %v, want [true false] (the second owner's slot is taken)", fits)
	}
	if !g.putIntoPlay(mine, None) || g.putIntoPlay(theirs, None) {
		t.Fatalf("putIntoPlay: the first should go in, the second not")
	}
	if g.stories[3].card != mine || g.cards[mine].zone != ZoneStory || g.cards[mine].ctrl != 0 {
		t.Fatalf("the conspiracy is not in its owner's slot")
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
