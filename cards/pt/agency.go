package pt

import (
	. "cthulhu/engine"
)

// agency: PT 21 and 22.
var agency = []entry{
	// Any wound an opponent's character takes, whatever dealt it, and a
	// wound that destroys it too: the character was wounded. One draw per
	// wound dealt.
	card(21, "Educated Officer",
		NewResponse("after a character of your opponent's is wounded: draw a card").
			On(On(opponentsCharacterWounded, EvWound)).
			Doing(Draw(1))),
	// No "choose": the conspiracy is found as the event resolves; costs
	// and play restrictions bypassed (FAQ 2.24), the deck shuffled anyway
	// (FAQ 2.11).
	card(22, "Cover Up",
		NewAction("a conspiracy card of your deck comes into play").
			Doing(SearchDeckIntoPlay("a conspiracy card", ConspiracyCard))),
}

// opponentsCharacterWounded (Educated Officer) matches a wound dealt to a
// character an opponent controlled as it was wounded.
func opponentsCharacterWounded(c *Ctx, e *Event) bool {
	return e.Card != None && int(e.Player) == c.Opp()
}
