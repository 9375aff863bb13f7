package sfw

import (
	. "cthulhu/engine"
)

// hastur: Hastur, SfW 86 and 87.
var hastur = []entry{
	card(86, "Dangerous Inmate",
		NewAction("drive it insane: a character of printed skill 2 or lower you choose goes insane").
			Costing(InsaneSelf()).
			Choosing(Choose("a character of printed skill 2 or lower", All(Character, PrintedSkillAtMost(2))).ToInsane()).
			Doing(InsaneTarget(0))),
	// FAQ 1.2: the reduction works from the hand, as it is played.
	card(87, "Thing from Nightmare",
		NewConstant("one cheaper, never below 1, per insane character in play",
			CostDeltaMin1(-1).Times(CountInPlay(All(Character, InsaneCard))).On(Self)).
			Working(FromHand)),
}
