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
