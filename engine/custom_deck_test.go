package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestDeckCardToHand: a card under the top of a deck goes to its owner's
// hand, no draw told; a card out of the deck does not move.
func TestDeckCardToHand(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 2, 2, "C")
	var moved CardID = None
	act := Custom(func(c *Ctx) {
		top := c.TopOfDeck(0, 2)
		if len(top) < 2 {
			t.Fatal("a deck of fewer than two cards")
		}
		moved = top[1]
		if !c.DeckCardToHand(moved) {
			t.Error("DeckCardToHand: the second card did not move")
		}
		if c.DeckCardToHand(moved) {
			t.Error("DeckCardToHand: a card of the hand moved again")
		}
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("take the second card").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	g := mustPosition(t, pos)
	deck, hand := len(g.Zone(0, ZoneDeck)), len(g.Zone(0, ZoneHand))
	mustApply(t, g, "Use Gunner")
	if z := g.Card(moved).Zone; z != ZoneHand || len(g.Zone(0, ZoneDeck)) != deck-1 || len(g.Zone(0, ZoneHand)) != hand+1 {
		t.Fatalf("card in %v, deck %d (was %d), hand %d (was %d)", z, len(g.Zone(0, ZoneDeck)), deck, len(g.Zone(0, ZoneHand)), hand)
	}
	for _, e := range g.Events() {
		if e.Kind == EvDraw {
			t.Fatal("a draw was told")
		}
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
