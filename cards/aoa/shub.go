package aoa

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, AoA 72.
var shub = []entry{
	// "Attach to a non-Ancient One character" is the card database's.
	// The host must commit in every story phase, either player's, while
	// it can (FAQ 2.3).
	card(72, "Wolf Hunger",
		NewConstant("its host must commit to a story each turn, if able", MustCommit().On(HostOfSelf))),
}
