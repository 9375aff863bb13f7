package twb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, TWB 73 and 74.
var shub = []entry{
	card(74, "Optic Warehouse",
		NewAction("exhaust it, pay 2: a story you choose gains or loses a terror struggle this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a story", nil).Story()).
			Doing(TargetStoryGainsOrLosesStruggle(0, carddb.Terror, PerPhase))),
}
