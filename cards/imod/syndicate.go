package imod

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, IMoD 26 and 27.
var syndicate = []entry{
	// The top card of each opponent's deck is seen by every player (the
	// view, the log of its player's choices, the computer players'
	// samples). The Response answers each placing by an opponent: tokens
	// placed together are one placing, and one card drawn.
	card(26, "Clover Club Regular",
		NewConstant("opponents play with the top card of their deck revealed",
			TopOfDeckRevealed().On(All(InTopOfDeck(1), OwnedBy(Opponent)))),
		NewResponse("after an opponent places success tokens at a story: he draws a card").
			On(On(opponentPlacedToken, EvSuccessToken)).
			Doing(opponentDraws)),
	// No "choose": the cards are picked as the event resolves; the draw
	// counts the cards discarded ("then": none discarded, none drawn).
	card(27, "Forcibly Removed",
		NewAction("look at an opponent's hand and discard up to 2 character cards of it that are not unique; then he draws a card for each").
			Doing(LookAtOpponentsHand(),
				Choosing(PickCard("up to 2 non-unique character cards to discard", All(CharacterCard, Not(UniqueCard))).FromOpponentsHand().UpToCount(2).Optional(),
					discardThenOpponentDraws))),
}

// opponentPlacedToken (Clover Club Regular) matches success tokens placed
// by an opponent.
func opponentPlacedToken(c *Ctx, e *Event) bool { return int(e.Player) == c.Opp() }

// opponentDraws (Clover Club Regular): the opponent draws a card.
var opponentDraws = Custom(func(c *Ctx) { c.Draw(c.Opp(), 1) }, nil)

// discardThenOpponentDraws (Forcibly Removed) discards the cards picked,
// then their owner draws as many cards.
func discardThenOpponentDraws(c *Ctx, chosen []CardID) {
	n := 0
	for _, id := range chosen {
		if c.Zone(id) == ZoneHand {
			c.Discard(id)
			n++
		}
	}
	if n > 0 {
		c.Draw(c.Opp(), n)
	}
}
