package ttfts

import (
	. "cthulhu/engine"
)

// agency: The Agency, TTftS 81 and 82.
var agency = []entry{
	// Looking changes nothing but what its player knows: the cards are
	// named in the log, which the opponent, who holds them, knows already.
	card(81, "Unorthodox Psychologist",
		NewAction("exhaust him: look at an opponent's hand").
			Costing(ExhaustSelf()).
			Doing(LookAtOpponentsHand())),
	// The payment of 1 is a domain of yours able to pay 1 drained; "then":
	// with no card discarded (every opponent's hand empty) it is not
	// offered, and the card goes to the discard pile as usual.
	card(82, "Endless Interrogation",
		NewResponse("after you succeed at a story: each opponent discards a random card; then you may pay 1 to take this card back to your hand").
			On(On(youSucceeded, EvSuccess)).
			Doing(DiscardAtRandom(Opponent, 1),
				Choosing(PickDomainToPayFor("a domain to pay 1 with, to take this card back to your hand", 1).Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
}
