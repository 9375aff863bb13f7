package twc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TWC 107 and 108.
var miskatonic = []entry{
	// Characters with one or more terror icons, either player's; the
	// icons are read as each commits.
	card(107, "Elder Sign Parchment",
		NewAction("sacrifice it: characters with a terror icon cannot commit to a story you choose this phase").
			Costing(SacrificeSelf()).
			Choosing(Choose("a story", StoryInPlay).Story()).
			Doing(TargetGains(0, BarsIconFromStory(carddb.Terror)))),
	// The host is the player's own (its requirement); its sacrifice is the
	// cost (FAQ 2.13), which takes this card to the discard pile with it.
	card(108, "Forbidden Knowledge",
		NewAction("sacrifice its host: draw 4 cards").
			Costing(SacrificeOne(All(Character, HostOfSelf))).
			Doing(Draw(4))),
}
