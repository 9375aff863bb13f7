package thbts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, THBtS 35 and 36.
var shub = []entry{
	card(35, "Mind Eater",
		NewAction("pay 1: a character with an investigation icon you choose loses one and Mind Eater gains one, until the end of the phase").
			Costing(Pay(1)).
			Choosing(Choose("a character with an investigation icon", All(Character, IconsAtLeast(carddb.Investigation, 1)))).
			Doing(TargetGains(0, GainIcon(carddb.Investigation, -1)), SelfGains(GainIcon(carddb.Investigation, 1)))),
	// The character found goes back to its owner's hand as the phase
	// ends, if in play then, whoever controls it.
	card(36, "Under the Porch",
		NewAction("sacrifice it: put a Shub-Niggurath character from your deck into play; it returns to its owner's hand at the end of the phase").
			Costing(SacrificeSelf()).
			Doing(SearchDeckIntoPlay("a Shub-Niggurath character", All(CharacterCard, OfFaction(carddb.ShubNiggurath))),
				Custom(returnFoundAtEnd, nil).Then())),
}

// returnFoundAtEnd (Under the Porch) makes the character the search put
// into play return to its owner's hand at the end of the phase.
func returnFoundAtEnd(c *Ctx) {
	for _, id := range c.PickedLast() {
		c.ReturnToHandAtEndOfPhase(id)
	}
}
