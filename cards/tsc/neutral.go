package tsc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, TSC 52 and 53.
var neutral = []entry{
	// A constant of the conspiracy: "your" characters are those of the
	// player who controls it, the one who put it into play.
	card(52, "The Guardian of the Key",
		NewConstant("your characters committed to it gain a combat icon",
			GainIcon(carddb.Combat, 1).On(All(Character, Yours, CommittedToSelf)))),
}
