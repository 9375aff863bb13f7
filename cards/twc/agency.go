package twc

import . "cthulhu/engine"

// agency: The Agency, TWC 101 and 102.
var agency = []entry{
	// "Choose an opponent" names a player, no card: with two players, the
	// opponent. His hand is shown and stays in it (FAQ 2.4); an empty hand
	// shows nothing ("if able").
	card(101, "Unlikely Informant",
		NewResponse("after he commits: the opponent shows his hand").
			On(Commits(Self)).
			Doing(Custom(revealOpponentsHand, opponentHasCards))),
	// A triggered effect: an event, or a triggered ability of a card (not
	// a passive, FAQ 1.6), either player's, about to destroy one or more
	// Location supports.
	card(102, "Fire Extinguisher",
		NewDisrupt("sacrifice it: cancel a triggered effect about to destroy a Location support").
			On(On(TriggeredWouldDestroy(location), EvAbility)).
			Costing(SacrificeSelf()).
			Doing(Cancel())),
}

// revealOpponentsHand (Unlikely Informant) shows every card of the
// opponent's hand to every player.
func revealOpponentsHand(c *Ctx) {
	for _, id := range c.Hand(c.Opp()) {
		c.Reveal(id)
	}
}

// opponentHasCards holds while the opponent has a card in his hand.
func opponentHasCards(c *Ctx) bool { return len(c.Hand(c.Opp())) > 0 }
