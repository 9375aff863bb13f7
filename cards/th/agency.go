package th

import (
	. "cthulhu/engine"
)

// agency: The Agency, TH 1 and 2.
var agency = []entry{
	card(1, "Night-shift Security",
		NewConstant("while it is Night, no event may choose one of your characters as its only target",
			CannotBeOnlyEventTarget().On(All(Character, Yours))).When(IsNight)),
	card(2, "Flood Lights",
		NewConstant("opponents pay 1 more to play Night cards",
			CostDelta(1).On(All(InOpponentsHand, WithKeyword(Night)))),
		NewAction("exhaust it: the next Day card you play this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(InYourHand, WithKeyword(Day)))))),
}
