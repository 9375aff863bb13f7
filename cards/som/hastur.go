package som

import (
	. "cthulhu/engine"
)

// hastur: The Hastur faction, SoM 9 and 10.
var hastur = []entry{
	card(9, "Obscene Byakhee",
		NewResponse("after it enters play: your opponent discards a random card of his hand").
			On(EntersPlay(Self)).
			Doing(DiscardAtRandom(Opponent, 1))),
	// X is counted as the event's cost is (docs/rulings.md).
	card(10, "Altar of Madness",
		NewAction("exhaust it: the next event you play this phase costs 1 less per insane character your opponent controls, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).Times(CountInPlay(All(Character, Opponents, InsaneCard))).On(All(EventCard, InYourHand))))),
}
