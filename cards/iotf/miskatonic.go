package iotf

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, IotF 47 and 48.
var miskatonic = []entry{
	// A search finding nothing is allowed; the deck is shuffled (FAQ
	// 2.11, 2.24).
	card(47, "Board of Directors",
		NewResponse("after it enters play: search your deck for a Miskatonic Location support and put it into play").
			On(EntersPlay(Self)).
			Doing(SearchDeckIntoPlay("a Miskatonic University Location support card",
				All(printedSupport, OfFaction(carddb.Miskatonic), WithSubtype("Location"))))),
	// Its attachment requirement and investigation booster are printed:
	// the card database has them.
	card(48, "Zeiss Model C"),
}

// printedSupport selects cards printed as support cards, wherever they are
// (SupportCard selects those in play).
func printedSupport(c *Ctx, id CardID) bool { return c.Card(id).Type == carddb.Support }
