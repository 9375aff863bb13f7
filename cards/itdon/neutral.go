package itdon

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, ItDoN 55 to 60.
var neutral = []entry{
	card(60, "Assist Dreamer",
		NewConstant("costs 2 less to play while it is Night", CostDelta(-2).On(Self)).
			Working(FromHand).When(IsNight),
		NewAction("ready a unique character you choose; this phase it is a Dreamer with three arcane icons more").
			Choosing(Choose("a unique character", All(Character, UniqueCard))).
			Doing(ReadyTarget(0), TargetGains(0, GainSubtype("Dreamer"), GainIcon(carddb.Arcane, 3)))),
}
