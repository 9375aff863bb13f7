package tsc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, TSC 44 and 45.
var cthulhuCards = []entry{
	card(44, "Labyrinth of a Dead City",
		NewConstant("characters of printed skill 1 or less cannot commit to its story",
			BarsPrintedSkillAtMost(1).On(HostOfSelf))),
	card(45, "Stygian Idol",
		NewConstant("its host gains two terror icons", GainIcon(carddb.Terror, 2).On(HostOfSelf)),
		NewAction("exhaust: your next Serpent character this phase costs 1 less (never below 1)").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, WithSubtype("Serpent")))))),
}
