package th

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, TH 7 and 8.
var cthulhuCards = []entry{
	// "Lower the cost to play Bokrug": its controller's Bokrug, a cost
	// he pays (docs/rulings.md).
	card(7, "Beings of Ib",
		NewConstant("your Bokrug costs 1 less to play, to a minimum of 1",
			CostDeltaMin1(-1).On(All(InYourHand, TitleIs("Bokrug")))),
		NewConstant("while you control a single Ancient One character, its skill and icons count at any story it is committed to",
			CountsLoneCharacterOf("Ancient One").On(Self))),
	card(8, "Everlasting Night",
		NewConstant("opponents pay 1 more to play Day cards",
			CostDelta(1).On(All(InOpponentsHand, WithKeyword(Day)))),
		NewAction("exhaust it: the next Night card you play this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(InYourHand, WithKeyword(Night)))))),
}
