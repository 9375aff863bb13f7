package jtuk

import (
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, JtUK 103 and 104.
var miskatonic = []entry{
	// She must be ready to exhaust: committed without exhausting (Dream
	// Diary, Dhole Tunnel). The card discarded is chosen (a target); with
	// the opponent's hand empty there is nothing to do and the Response is
	// not offered.
	card(103, "Twila Katherine Price",
		NewResponse("after you succeed at her story, exhaust her: look at the opponent's hand and discard a card of it you choose").
			On(On(youSucceededAtSelfStory, EvSuccess)).
			Costing(ExhaustSelf()).
			Doing(Choosing(PickCard("a card of your opponent's hand to discard", nil).FromOpponentsHand().Targeting(),
				DiscardChosen))),
}
