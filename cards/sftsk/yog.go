package sftsk

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, SftSK 71 and 72.
var yog = []entry{
	// Any effect choosing a support card in play (an attachment too) as a
	// target, either player's, of either player's support card.
	card(71, "Guardian of the Key",
		NewDisrupt("exhaust it: cancel an effect that chooses a support card as a target").
			On(AbilityTargetingIt(SupportCard)).
			Costing(ExhaustSelf()).
			Doing(Cancel())),
}
