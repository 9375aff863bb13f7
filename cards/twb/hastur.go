package twb

import (
	. "cthulhu/engine"
)

// hastur: Hastur, TWB 66 and 67.
var hastur = []entry{
	// No "choose": the card is picked as the Action resolves. It goes
	// back to its owner's hand as the phase ends, if it is still in play
	// as the same card (FAQ 2.23).
	card(66, "Renowned Sculptor",
		NewAction("go insane: an Artifact or Item support card from your hand comes into play until the end of the phase").
			Costing(InsaneSelf()).
			Doing(Choosing(PickCard("an Artifact or Item support card from your hand",
				All(AnyOf(PrintedSubtype("Artifact"), PrintedSubtype("Item")), supportForPlay)).FromHand(), putSupport(true)),
				attachSupport(0, true))),
	card(67, "Wraith",
		NewForced("gone from play to your discard pile: your opponent discards a card at random").
			On(EntersDiscardFromPlay(Self)).
			Doing(DiscardAtRandom(Opponent, 1))),
}
