package pt

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, PT 39 and 40.
var yog = []entry{
	// "Choose an opponent": in a game of two, the opponent. He picks the
	// character as the event resolves (no "choose" of a character: no
	// target), any he controls, to the top of its owner's deck.
	card(40, "A Gate Opens",
		NewAction("your opponent puts a character he controls on top of its owner's deck").
			Doing(Choosing(PickCard("a character of yours to put on top of its owner's deck", All(Character, Opponents)).By(Opponent), topOfDeckChosen))),
}

// topOfDeckChosen (A Gate Opens) puts the character picked on top of its
// owner's deck.
func topOfDeckChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.ReturnToTopOfDeck(id)
	}
}
