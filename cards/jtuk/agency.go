package jtuk

import (
	. "cthulhu/engine"
)

// agency: The Agency, JtUK 101 and 102.
var agency = []entry{
	// A wound to any unique character, either player's.
	card(101, "Agency Bodyguard",
		NewDisrupt("exhaust him: cancel a wound about to be dealt to a unique character").
			On(WoundTo(All(Character, UniqueCard))).
			Costing(ExhaustSelf()).
			Doing(Cancel())),
}
