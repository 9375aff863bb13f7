package kd

import (
	. "cthulhu/engine"
)

// bainExhausted (William Bain) matches a character or support card an
// opponent of his controls, exhausted: by a cost, an effect, or a
// commitment (FAQ, Exhausted).
func bainExhausted(c *Ctx, e *Event) bool {
	if e.Kind != EvExhaust || e.Card == None || c.Controller(e.Card) == c.You() || !c.InPlay(e.Card) {
		return false
	}
	return c.IsCharacter(e.Card) || c.Matches(SupportCard, e.Card)
}

// bainToBottom (William Bain) puts the cards picked among the top two of
// the deck on its bottom, in the order picked, the last picked at the
// bottom; the card not picked stays on top.
func bainToBottom(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.DeckCardToBottom(id)
	}
}

// colonyReveal (Artists Colony) shows the top card of each player's deck,
// then discards each, the active player's first; the ability's player's
// goes to his hand instead when its printed cost is higher than every
// other card shown (a tie is no "highest card": his is discarded too).
// A printed X is 0 (FAQ 2.1).
func colonyReveal(c *Ctx) {
	var tops [2]CardID
	for p := range tops {
		if tops[p] = c.DeckTop(p); tops[p] != None {
			c.Reveal(tops[p])
		}
	}
	mine := tops[c.You()]
	keep := mine != None
	for p, id := range tops {
		if p != c.You() && id != None && colonyCost(c, id) >= colonyCost(c, mine) {
			keep = false
		}
	}
	for _, p := range []int{c.Active(), 1 - c.Active()} {
		switch {
		case tops[p] == None:
		case p == c.You() && keep:
			c.DeckCardToHand(tops[p])
		default:
			c.DiscardTopOfDeck(p, 1)
		}
	}
}

// colonyWould (Artists Colony): a deck has a card to show.
func colonyWould(c *Ctx) bool { return c.DeckTop(0) != None || c.DeckTop(1) != None }

// colonyCost is a card's printed cost, -1 for a card that has none.
func colonyCost(c *Ctx, id CardID) int {
	if id == None || c.Card(id).NoCost {
		return -1
	}
	return int(c.Card(id).Cost)
}
