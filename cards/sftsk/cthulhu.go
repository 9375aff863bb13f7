package sftsk

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, SftSK 67 and 68.
var cthulhuCards = []entry{
	// A reduction of its own cost, working from the hand (FAQ 1.2); the
	// cost does not go below 0.
	card(67, "Cerenerian Deep One",
		NewConstant("costs 1 less to play for each Dreamlands support card you control",
			CostDelta(-1).Times(CountInPlay(dreamlandsSupportYouControl)).On(Self)).
			Working(FromHand)),
}
