package sftsk

import (
	. "cthulhu/engine"
)

// neutral: the neutral cards, SftSK 75 to 80.
var neutral = []entry{
	card(79, "The Book of Black Stones",
		NewAction("exhaust it: the top card of each player's deck is discarded").
			Costing(ExhaustSelf()).
			Doing(DiscardTopOfDeck(AbilityController, 1), DiscardTopOfDeck(Opponent, 1))),
}
