package jtuk

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, JtUK 111 and 112.
var yog = []entry{
	// A wound that destroys it still answers (SelfWounded). The character
	// chosen must be ready, to be exhausted.
	card(111, "Gug Sentinel",
		NewResponse("after it is wounded: exhaust an opponent's ready character you choose").
			On(SelfWounded()).Working(FromPlay|FromDiscard).
			Choosing(Choose("an opponent's ready character", All(Character, Opponents, ReadyCard))).
			Doing(ExhaustTarget(0))),
	// Any Monster character, either player's.
	card(112, "The Tower of Koth",
		NewResponse("after you succeed at a story, exhaust it: wound a Monster character you choose").
			On(On(youSucceeded, EvSuccess)).
			Costing(ExhaustSelf()).
			Choosing(Choose("a Monster character", All(Character, WithSubtype("Monster"))).ToWound()).
			Doing(WoundTarget(0))),
}
