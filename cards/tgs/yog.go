package tgs

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: TGS 99 and 100.
var yog = []entry{
	// "Choose": the opponent's pick is a target (FAQ 1.9), a character
	// of his he may choose.
	card(99, "Many-angled Thing",
		NewResponse("after it enters play: your opponent chooses and sacrifices a character, if able").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("a character of yours to sacrifice", All(Character, Opponents)).By(Opponent).Targeting(), SacrificeChosen))),
	// The Forced Response is its host's: the host's controller mills his
	// own top card.
	card(100, "Hermetic Text",
		NewConstant("its host gains an arcane icon", GainIcon(carddb.Arcane, 1).On(HostOfSelf)),
		NewForced("after this character commits to a story: discard your top card").
			GivenToHost().
			On(Commits(HostOfSelf)).
			Doing(DiscardTopOfDeck(AbilityController, 1))),
}
