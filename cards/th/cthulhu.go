package th

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, TH 7 and 8.
var cthulhuCards = []entry{
	card(8, "Everlasting Night",
		NewConstant("opponents pay 1 more to play Day cards",
			CostDelta(1).On(All(InOpponentsHand, WithKeyword(Day)))),
		NewAction("exhaust it: the next Night card you play this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(InYourHand, WithKeyword(Night)))))),
}
