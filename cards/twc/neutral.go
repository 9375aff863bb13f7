package twc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: TWC 111.
var neutral = []entry{
	// Willpower is printed. The target is chosen before the costs are
	// paid (docs/timing.md): one of printed cost lower than some character
	// card of its player's hand; the card discarded must then cost more
	// than the target's printed cost (a printed X counts 0, FAQ 2.1).
	card(111, "The Mage Known as Magnus",
		NewAction("exhaust him, discard a character card of a higher printed cost from your hand: destroy a non-Ancient One character you choose").
			Costing(ExhaustSelf(), DiscardOne(magnusDiscard)).
			Choosing(Choose("a non-Ancient One character of a printed cost lower than a character card of your hand", All(nonAncient, cheaperThanHand))).
			Doing(DestroyTarget(0))),
}

// cardCost is a card's printed cost, a printed X counting 0 (FAQ 2.1).
func cardCost(c *Ctx, id CardID) int {
	d := c.Card(id)
	if d.CostX {
		return 0
	}
	return int(d.Cost)
}

// cheaperThanHand selects a character of printed cost lower than some
// character card of its player's hand, and once the cost is paid, than
// the card discarded; an insane character has no printed cost (FAQ 2.34).
func cheaperThanHand(c *Ctx, id CardID) bool {
	if c.Insane(id) {
		return false
	}
	if d := c.CostCard(); d != None {
		return cardCost(c, d) > cardCost(c, id)
	}
	for _, h := range c.Hand(c.You()) {
		if c.Card(h).Type == carddb.Character {
			if cardCost(c, h) > cardCost(c, id) {
				return true
			}
		}
	}
	return false
}

// magnusDiscard (The Mage Known as Magnus) selects a character card of
// the hand of a printed cost higher than the target's; before the target
// is chosen, any character card.
func magnusDiscard(c *Ctx, id CardID) bool {
	if c.Card(id).Type != carddb.Character {
		return false
	}
	t := c.Target(0)
	return t == None || cardCost(c, id) > cardCost(c, t)
}
