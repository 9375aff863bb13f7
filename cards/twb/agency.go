package twb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, TWB 61 and 62.
var agency = []entry{
	card(61, "Sam Archer",
		NewAction("pay 2: he gains an investigation icon this phase").
			Costing(Pay(2)).
			Doing(SelfGains(GainIcon(carddb.Investigation, 1)))),
	// The take is no choice of a target; one is taken if one was
	// revealed. The others go under the deck in their order.
	card(62, "Exploring the Ruins",
		NewAction("reveal your top four cards: one support card among them to your hand, the others under your deck").
			Doing(keepTop(4, true),
				Choosing(PickCard("a revealed support card to take into your hand", All(KeptInDeck, printedSupport)).FromDeck(),
					PutChosenInHand),
				restUnderDeck)),
}

// printedSupport selects support cards wherever they are.
func printedSupport(c *Ctx, id CardID) bool { return c.Card(id).Type == carddb.Support }
