package core

import . "cthulhu/engine"

// syndicate: The Syndicate, Core F61-F80.
var syndicate = []entry{
	card(61, "Before a triggered ability resolves, he may return to his owner's hand.",
		NewDisrupt("before a triggered ability resolves, return him to his owner's hand").
			On(On(TriggeredAbilityOfCardInPlay, EvAbility)).
			Doing(ReturnSelfToHand())),
	card(65, "Exhaust: a character gets -1 skill this phase.",
		NewAction("exhaust: a character gets -1 skill until the end of the phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(-1)))),
}
