package som

import (
	. "cthulhu/engine"
)

// shub: The Shub-Niggurath faction, SoM 13 and 14.
var shub = []entry{
	// Events from anywhere, and the Actions, Disrupts and Responses of
	// every card, in play or not, are barred while it is committed; a
	// Forced Response is no player's triggering (FAQ 1.11) and still
	// triggers (docs/rulings.md).
	card(13, "Dreamlands Messenger",
		NewConstant("while it is committed: no player may play an event or trigger a card's Action, Disrupt or Response",
			NoEventsOrTriggeredAbilities()).
			When(SelfCommitted)),
	// Banned from tournament play (FAQ, Banned List): the ban is a rule of
	// deck building only, and changes nothing of the card's ability.
	card(14, "Glimpse of the Void",
		NewAction("in your operations phase: no story phase for any player through the end of your next turn; draw a card").
			When(YourOperations).
			Doing(EachPlayerSkipsStoryPhaseUntilYourNextTurnEnds(), Draw(1))),
}
