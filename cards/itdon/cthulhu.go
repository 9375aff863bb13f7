package itdon

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, ItDoN 47 and 48.
var cthulhuCards = []entry{
	// FAQ, Dreamlands Fanatic rulings: a character that becomes an
	// attachment has not left play; a cancelled Response leaves the
	// Fanatic in the hand, free to answer again.
	card(47, "Dreamlands Fanatic",
		NewResponse("after a character of an opponent's leaves play: it comes into play from your hand").
			On(On(opponentsCharacterLeft, EvDestroy, EvSacrifice, EvDiscardFromPlay, EvReturnToHand, EvReturnToDeck)).
			Working(FromHand).
			Doing(PutSelfIntoPlay())),
}

// opponentsCharacterLeft (Dreamlands Fanatic) matches a card leaving play
// as a character its controller's opponent controlled then.
func opponentsCharacterLeft(c *Ctx, e *Event) bool {
	return e.LeftAsCharacter() && int(e.Player) != c.You()
}
