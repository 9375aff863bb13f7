package tpty

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, TPtY 101 and 102.
var agency = []entry{
	card(101, "Confident Rookie",
		NewConstant("with a Weapon attached: a combat icon more, and Willpower",
			GainIcon(carddb.Combat, 1).On(Self), Gain(Willpower).On(Self)).
			When(hasAttached(weapon)),
		NewConstant("with a Vehicle attached: an arcane icon more, and Fast",
			GainIcon(carddb.Arcane, 1).On(Self), Gain(Fast).On(Self)).
			When(hasAttached(vehicle))),
}

var (
	weapon  = WithSubtype("Weapon")
	vehicle = WithSubtype("Vehicle")
)

// hasAttached (Confident Rookie) holds while a card the filter selects is
// attached to the ability's card, whoever controls it.
func hasAttached(f CardFilter) Cond {
	return func(c *Ctx) bool {
		for p := range 2 {
			for _, id := range c.PlayArea(p) {
				if c.Host(id) == c.Src() && f(c, id) {
					return true
				}
			}
		}
		return false
	}
}
