package pt

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, PT 39 and 40.
var yog = []entry{
	// Fast is the card's keyword. Its Response works from its player's
	// hand or discard pile; a character the opponent controls put into
	// play by an Action, Disrupt, Response or Forced Response (an event's
	// too), not one played, nor one a passive effect or a story's effect
	// puts into play.
	card(39, "Stalking Hound",
		NewResponse("from your hand or discard pile, after an opponent's character is put into play by a triggered effect: put it into play").
			Working(FromHand|FromDiscard).
			On(On(opponentsCharacterPutByTrigger, EvPutIntoPlay)).
			Doing(PutSelfIntoPlay())),
	// "Choose an opponent": in a game of two, the opponent. He picks the
	// character as the event resolves (no "choose" of a character: no
	// target), any he controls, to the top of its owner's deck.
	card(40, "A Gate Opens",
		NewAction("your opponent puts a character he controls on top of its owner's deck").
			Doing(Choosing(PickCard("a character of yours to put on top of its owner's deck", All(Character, Opponents)).By(Opponent), topOfDeckChosen))),
}

// topOfDeckChosen (A Gate Opens) puts the character picked on top of its
// owner's deck.
func topOfDeckChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.ReturnToTopOfDeck(id)
	}
}

// opponentsCharacterPutByTrigger (Stalking Hound) matches a character an
// opponent controls put into play by a triggered effect.
func opponentsCharacterPutByTrigger(c *Ctx, e *Event) bool {
	return e.ByTriggeredEffect() && e.Card != None && c.IsCharacter(e.Card) && c.Controller(e.Card) == c.Opp()
}
