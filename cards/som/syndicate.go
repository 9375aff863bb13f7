package som

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, SoM 5 and 6.
var syndicate = []entry{
	card(5, "Danny O'Bannion's Crony",
		NewAction("exhaust him: ready another Criminal character you choose; this phase it has one combat and one investigation icon more").
			Costing(ExhaustSelf()).
			Choosing(Choose("another Criminal character", All(Character, Other, WithSubtype("Criminal")))).
			Doing(ReadyTarget(0), TargetGains(0, GainIcon(carddb.Combat, 1), GainIcon(carddb.Investigation, 1)))),
	card(6, "Gun Runner's Club",
		NewAction("while an opponent holds more cards than you, exhaust it: draw a card").
			When(opponentHoldsMore).
			Costing(ExhaustSelf()).
			Doing(Draw(1))),
}

// opponentHoldsMore (Gun Runner's Club) holds while the opponent has more
// cards in his hand than the ability's player.
func opponentHoldsMore(c *Ctx) bool {
	return len(c.Hand(c.Opp())) > len(c.Hand(c.You()))
}
