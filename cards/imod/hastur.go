package imod

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, IMoD 30 and 31.
var hastur = []entry{
	// Either player's characters, by the number of story cards (not
	// conspiracies) in their controller's won pile as they enter play.
	card(30, "The Seventy Steps",
		NewConstant("characters of a player who has won no story enter play exhausted",
			EntersPlayExhausted().On(All(Character, controllerWon(0)))),
		NewAction("pay 2: sacrifice it").
			Costing(Pay(2)).
			Doing(SacrificeItself())),
	card(31, "The Seven Hundred Steps",
		NewConstant("characters of a player who has won exactly 2 stories enter play exhausted",
			EntersPlayExhausted().On(All(Character, controllerWon(2)))),
		NewAction("pay 2: sacrifice it").
			Costing(Pay(2)).
			Doing(SacrificeItself())),
}

// controllerWon (The Seventy Steps, The Seven Hundred Steps) selects the
// cards whose controller has exactly n story cards in his won pile.
func controllerWon(n int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		won := 0
		for _, s := range c.WonPile(c.Controller(id)) {
			if c.Card(s).Type == carddb.Story {
				won++
			}
		}
		return won == n
	}
}
