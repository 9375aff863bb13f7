package aoa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, AoA 69 and 70.
var miskatonic = []entry{
	// Willpower is printed. Any character, either player's, itself too;
	// the icons gained otherwise stay (FAQ 2.28).
	card(69, "Obscure Linguist",
		NewResponse("after it commits to a story: a character you choose loses its printed icons this phase").
			On(Commits(Self)).
			Choosing(Choose("a character", Character)).
			Doing(TargetLosesPrintedIcons(0))),
	// "Choose and ready": only exhausted characters may be chosen, either
	// player's (docs/rulings.md).
	card(70, "Rush Week",
		NewAction("ready up to two exhausted Miskatonic University characters you choose").
			Choosing(Choose("up to 2 exhausted Miskatonic University characters", All(Character, OfFaction(carddb.Miskatonic), ExhaustedCard, Not(InsaneCard))).UpTo(2)).
			Doing(ReadyTarget(0))),
}
