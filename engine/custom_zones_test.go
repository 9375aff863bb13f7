package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestShuffleIntoDeck: a card in play shuffled into its owner's deck
// leaves play (EvReturnToDeck) and the deck is shuffled.
func TestShuffleIntoDeck(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	victim := char("Victim", carddb.Hastur, 1, 1, "")
	act := Custom(func(c *Ctx) {
		for _, id := range c.PlayArea(1) {
			if c.Card(id).Title == "Victim" && !c.ShuffleIntoDeck(id) {
				t.Error("ShuffleIntoDeck: the Victim did not move")
			}
		}
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("shuffle the Victim away").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(victim)}
	g := mustPosition(t, pos)
	deck := len(g.Zone(1, ZoneDeck))
	mustApply(t, g, "Use Gunner")
	id := g.FindCards("Victim")[0]
	if z := g.Card(id).Zone; z != ZoneDeck || len(g.Zone(1, ZoneDeck)) != deck+1 {
		t.Fatalf("Victim in %v, deck %d (was %d)", z, len(g.Zone(1, ZoneDeck)), deck)
	}
	var left, shuffled bool
	for _, e := range g.Events() {
		left = left || e.Kind == EvReturnToDeck && e.Card == id
		shuffled = shuffled || e.Kind == EvShuffle && e.Player == 1
	}
	if !left || !shuffled {
		t.Fatalf("left play %v, shuffled %v", left, shuffled)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestPutIntoPlayUnderYourControlAndBind: a card of the opponent's
// discard pile enters play under the ability's player's control; bound to
// the ability's card (SacrificeWhenLeavesPlay), it is sacrificed when
// that card leaves play, back to its owner's discard pile.
func TestPutIntoPlayUnderYourControlAndBind(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	victim := char("Victim", carddb.Hastur, 1, 1, "")
	act := Custom(func(c *Ctx) {
		v := c.DiscardPile(1)[0]
		if !c.PutIntoPlayUnderYourControl(v) {
			t.Fatal("the Victim did not enter play")
		}
		if c.Controller(v) != 0 || c.Owner(v) != 1 {
			t.Fatalf("controller %d owner %d", c.Controller(v), c.Owner(v))
		}
		if c.PutIntoPlayUnderYourControl(v) {
			t.Fatal("a card in play entered play again")
		}
		c.SacrificeWhenLeavesPlay(v)
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("raise the Victim").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	pos.Players[1].Discard = []*carddb.Card{victim}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Gunner")
	id := g.FindCards("Victim")[0]
	if st := g.Card(id); st.Zone != ZonePlay || st.Controller != 0 {
		t.Fatalf("Victim: %+v", st)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	g.leavePlay(g.FindCards("Gunner")[0], leaveDestroy)
	if st := g.Card(id); st.Zone != ZoneDiscard || st.Owner != 1 {
		t.Fatalf("after the Gunner left, Victim: %+v", st)
	}
	if len(g.lasting) != 0 {
		t.Fatalf("the binding outlived its card: %d lasting effects", len(g.lasting))
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
