package witd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, WitD 3 and 4.
var cthulhuCards = []entry{
	// Toughness only: the card database has it.
	card(3, "Backwater Deep One"),
	// Each use turns one more terror icon it has now into a combat icon;
	// with none left, it would change nothing and is not offered.
	card(4, "Brood of Yig",
		NewAction("pay 1: one of its terror icons becomes a combat icon this phase").
			When(selfHasTerror).
			Costing(Pay(1)).
			Doing(SelfGains(GainIcon(carddb.Terror, -1), GainIcon(carddb.Combat, 1)))),
}

// selfHasTerror (Brood of Yig) holds while the card has a terror icon.
func selfHasTerror(c *Ctx) bool { return c.Icons(c.Src())[carddb.Terror] > 0 }
