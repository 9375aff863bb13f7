package som

import (
	. "cthulhu/engine"
)

// yog: The Yog-Sothoth faction, SoM 11 and 12.
var yog = []entry{
	card(11, "Elder Thing",
		NewResponse("after it enters play: up to two cards of your discard pile on top of your deck, in the order you pick them").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("cards of your discard pile to put on top of your deck, the first on top", anyCard).
				FromDiscardPile().UpToCount(2), discardToTopOfDeck))),
}

// discardToTopOfDeck (Elder Thing) puts the cards picked in the discard
// pile on top of their owner's deck, the first picked on top.
func discardToTopOfDeck(c *Ctx, chosen []CardID) {
	for k := len(chosen) - 1; k >= 0; k-- {
		c.PutOnTopOfDeck(chosen[k])
	}
}
