package tpty

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, TPtY 107 to 109.
var cthulhuCards = []entry{
	// Only a commitment from the uncommitted state answers it, not coming
	// into play committed (FAQ, Julia Brown, Oddly Amphibious rulings);
	// with fewer than two cards in hand she discards what there is and
	// draws nothing.
	card(107, "Julia Brown",
		NewForced("after she commits: discard 2 cards at random from your hand, then draw 2").
			On(Commits(Self)).
			Doing(DiscardAtRandom((*Ctx).You, 2), Draw(2).Then())),
	// FAQ errata: an Action, and "the Deep One subtype".
	card(109, "Scalethorn Asylum",
		NewAction("exhaust it, pay 1: a character you choose is a Deep One with two more combat icons and an arcane icon this phase").
			Costing(ExhaustSelf(), Pay(1)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainSubtype("Deep One"), GainIcon(carddb.Combat, 2), GainIcon(carddb.Arcane, 1)))),
}
