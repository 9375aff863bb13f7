package pt

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, PT 31 and 32.
var shub = []entry{
	// Shuffled into its owner's deck as the cost; the lower cost waits
	// for the next Shub-Niggurath character its player plays from his
	// hand this phase.
	card(32, "One of the Thousand",
		NewAction("shuffle it into your deck: the next Shub-Niggurath character you play this phase costs 1 less, to a minimum of 1").
			Costing(ShuffleSelfIntoDeck()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.ShubNiggurath)))))),
}
