package witd

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, WitD 15 to 17.
var syndicate = []entry{
	// Printed Heroic and Villainous himself: his own constant ability
	// lets him into play beside either (docs/rulings.md).
	card(15, "Tyler Scindere",
		NewConstant("his player may have Heroic and Villainous characters in play together",
			HeroicAndVillainousTogether().On(Self))),
	// It goes to the discard pile with its host, and answers from there
	// its own leaving with the host (as Eat the Dead): destroyed,
	// sacrificed or discarded, the host is put into its owner's discard
	// pile. Its player draws.
	card(16, "Want Ads",
		NewForced("after its host is put into its owner's discard pile: draw 2 cards").
			On(On(hostToDiscard, EvDestroy, EvSacrifice, EvDiscardFromPlay)).
			Doing(Draw(2))),
	card(17, "The Laundromat",
		NewAction("pay 2 and put a card of your hand on the bottom of your deck: draw 1 card").
			Costing(Pay(2), HandToDeckBottom()).
			Doing(Draw(1))),
}

// hostToDiscard (Want Ads) matches the card's own leaving play with its
// host, the host now in its owner's discard pile.
func hostToDiscard(c *Ctx, e *Event) bool {
	if e.Card != c.Src() {
		return false
	}
	h, how := c.HostThatLeft(e)
	return how != EvNone && h != None && c.Zone(h) == ZoneDiscard
}
