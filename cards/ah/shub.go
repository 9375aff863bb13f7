package ah

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, AH 18 to 20.
var shub = []entry{
	card(18, "Nyogtha",
		NewAction("sacrifice a Monster character: ready it").
			Costing(SacrificeOne(monster)).
			Doing(ReadySelf()),
		NewAction("sacrifice a Monster character: remove a wound from it").
			Costing(SacrificeOne(monster)).
			Doing(Custom(func(c *Ctx) { c.RemoveWound(c.Src()) }, func(c *Ctx) bool { return c.Wounds(c.Src()) > 0 }))).
		Unblankable(),
	card(19, "Ghoulish Worshipper",
		NewConstant("your Monster and Ancient One cards cost 1 less to play from your hand, never below 1",
			CostDeltaMin1(-1).On(All(InYourHand, AnyOf(PrintedSubtype("Monster"), PrintedSubtype("Ancient One")))))),
	// "Enters play from your hand": played, or put into play from there
	// (FAQ 1.13).
	card(20, "Dark Druid",
		NewResponse("after it enters play from your hand: search your deck for a Dark Druid, reveal it and put it in your hand").
			On(EntersPlayFromHand(Self)).
			Doing(SearchDeck("a card titled Dark Druid", TitleIs("Dark Druid")))),
}
