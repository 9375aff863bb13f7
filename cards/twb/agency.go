package twb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, TWB 61 and 62.
var agency = []entry{
	card(61, "Sam Archer",
		NewAction("pay 2: he gains an investigation icon this phase").
			Costing(Pay(2)).
			Doing(SelfGains(GainIcon(carddb.Investigation, 1)))),
}
