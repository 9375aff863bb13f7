package jtuk

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, JtUK 107 and 108.
var cthulhuCards = []entry{
	// "Unaffected" is immunity (FAQ 2.36) to the effects of story and
	// conspiracy cards, while it is Night. The token discarded is the
	// opponent's, from the story it is committed to (no "choose").
	card(108, "Mnomquah",
		NewConstant("while it is Night, immune to the effects of story and conspiracy cards",
			ImmuneTo("story").On(Self), ImmuneTo("conspiracy").On(Self)).When(IsNight),
		NewResponse("after you succeed at its story: one of the opponent's success tokens there is discarded").
			On(On(youSucceededAtSelfStory, EvSuccess)).
			Doing(Custom(discardOpponentToken, opponentTokenAtSelfStory))),
}

// opponentTokenAtSelfStory holds while the opponent has a success token
// on the story the card is committed to.
func opponentTokenAtSelfStory(c *Ctx) bool {
	s := c.CommittedTo(c.Src())
	return s != None && c.SuccessTokens(s, c.Opp()) > 0
}

// discardOpponentToken (Mnomquah) discards one of the opponent's success
// tokens from the story the card is committed to.
func discardOpponentToken(c *Ctx) {
	s := c.CommittedTo(c.Src())
	if s == None || c.DiscardSuccess(c.Opp(), s, 1) == 0 {
		c.Fail()
	}
}
