package thbts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, THBtS 35.
var shub = []entry{
	card(35, "Mind Eater",
		NewAction("pay 1: a character with an investigation icon you choose loses one and Mind Eater gains one, until the end of the phase").
			Costing(Pay(1)).
			Choosing(Choose("a character with an investigation icon", All(Character, IconsAtLeast(carddb.Investigation, 1)))).
			Doing(TargetGains(0, GainIcon(carddb.Investigation, -1)), SelfGains(GainIcon(carddb.Investigation, 1)))),
}
