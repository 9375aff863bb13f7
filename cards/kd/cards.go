package kd

import (
	. "cthulhu/engine"
)

// cards: the set's implemented cards, in collector-number order.
var cards = []entry{
	card(26, "The Seventh House on the Left",
		NewAction("exhaust it: exhaust a ready character or support card you choose").
			Costing(ExhaustSelf()).
			Choosing(Choose("a ready character or support card", ReadyCard)).
			Doing(ExhaustTarget(0))),
	card(34, "Thunder in the East",
		NewAction("in your operations phase: destroy a support card you choose; then draw a card").
			When(YourOperations).
			Choosing(Choose("a support card", SupportCard)).
			Doing(DestroyTarget(0), Draw(1).Then())),
	card(35, "Mentor to Vaughn",
		NewAction("pay 1: exhaust a ready character of skill 2 or less you choose").
			Costing(Pay(1)).
			Choosing(Choose("a ready character of skill 2 or less", All(Character, ReadyCard, SkillAtMost(2)))).
			Doing(ExhaustTarget(0))),
	// Not targeted; himself included, his skill being 3.
	card(36, "Nodens",
		NewResponse("after he enters play: a wound to every character of skill 3 or less").
			On(EntersPlay(Self)).
			Doing(WoundAll(All(Character, SkillAtMost(3))))),
	card(38, "Granny Orne",
		NewResponse("after she enters play: every insane character is destroyed").
			On(EntersPlay(Self)).
			Doing(DestroyAll(All(Character, InsaneCard)))),
}
