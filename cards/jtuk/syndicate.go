package jtuk

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, JtUK 105 and 106.
var syndicate = []entry{
	// The discard pile is picked as the Action resolves (no "choose"),
	// either player's; with one card there, that card goes back.
	card(105, "Gregory Gry",
		NewAction("exhaust him: the top 2 cards of a discard pile go back into their owner's deck, shuffled").
			When(someDiscardPile).
			Costing(ExhaustSelf()).
			Doing(Choosing(PickPlayer("the player whose discard pile gives back its top 2 cards"), shuffleTopTwo))),
}

// someDiscardPile holds while some player has a card in his discard
// pile.
func someDiscardPile(c *Ctx) bool { return len(c.DiscardPile(0))+len(c.DiscardPile(1)) > 0 }

// shuffleTopTwo (Gregory Gry) shuffles the top 2 cards of the picked
// player's discard pile into his deck.
func shuffleTopTwo(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	pile := c.DiscardPile(ChosenValue(chosen[0]))
	if len(pile) == 0 {
		c.Fail()
		return
	}
	top := append([]CardID(nil), pile[max(0, len(pile)-2):]...)
	c.ShuffleIntoDeck(top...)
}
