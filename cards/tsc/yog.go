package tsc

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TSC 60.
var yog = []entry{
	// The player puts one revealed card in his hand, then picks the one
	// for his discard pile; the last stays on top. With fewer than three
	// cards in his deck, the hand is served first, then the discard pile.
	card(60, "All are One",
		NewAction("reveal your top three cards: one goes to your hand, one to your discard pile, the third stays on top").
			Doing(revealTopThree,
				Choosing(PickCard("a revealed card to put into your hand", InTopOfDeck(3)).FromDeck(), PutChosenInHand),
				Choosing(PickCard("a revealed card to put in your discard pile", InTopOfDeck(2)).FromDeck(), discardFromTop))),
}

// revealTopThree (All are One) reveals the top three cards of the
// player's deck.
var revealTopThree = Custom(func(c *Ctx) {
	if len(c.RevealTopOfDeck(c.You(), 3)) == 0 {
		c.Fail()
	}
}, nil)

// discardFromTop (All are One) discards the card chosen among the top
// ones of the player's deck: put on top, then discarded from there.
func discardFromTop(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		PutChosenOnTopOfDeck(c, []CardID{id})
		c.DiscardTopOfDeck(c.You(), 1)
	}
}
