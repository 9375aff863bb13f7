package engine

import "cthulhu/carddb"

// CostPaid returns the cost a card's player paid the last time he played
// it: the actual cost (FAQ 2.14), the surplus of the domain drained aside;
// 0 for a card that cost nothing or was played without paying its cost.
func (c *Ctx) CostPaid(id CardID) int { return int(c.g.cards[id].paid) }

// PlayedBelowPrintedCost answers a card played by the player who gives
// (Opponent, say): a character, a support, an attachment or a conspiracy
// put into play, or an event card (as its ability is about to resolve,
// answered once it has resolved), whose cost paid (Ctx.CostPaid) is lower
// than its printed cost; a printed cost X is the X chosen.
func PlayedBelowPrintedCost(who func(c *Ctx) int) *Trigger {
	return On(func(c *Ctx, e *Event) bool {
		if e.Card == None || int(e.Player) != who(c) {
			return false
		}
		def := c.g.cards[e.Card].def
		if e.Kind == EvAbility && (def.Type != carddb.Event || TriggeredAbilityOfCardInPlay(c, e)) {
			return false
		}
		printed := int(def.Cost)
		if def.CostX {
			printed = int(e.X)
		}
		return c.CostPaid(e.Card) < printed
	}, EvPlay, EvAttach, EvPlayConspiracy, EvAbility)
}
