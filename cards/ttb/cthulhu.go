package ttb

import (
	. "cthulhu/engine"
)

// cthulhuCards: the Cthulhu faction's cards, TTB 4 to 6.
var cthulhuCards = []entry{
	// Any refresh phase: the phase's readying and any effect that would
	// ready its host then (docs/rulings.md). Any other phase, it readies.
	card(6, "Gaze of Ghatanothoa",
		NewConstant("its host cannot ready during the refresh phase",
			CannotReadyInRefresh().On(HostOfSelf))),
}
