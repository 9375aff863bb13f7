package som

import (
	. "cthulhu/engine"
)

// shub: The Shub-Niggurath faction, SoM 13 and 14.
var shub = []entry{
	// Banned from tournament play (FAQ, Banned List): the ban is a rule of
	// deck building only, and changes nothing of the card's ability.
	card(14, "Glimpse of the Void",
		NewAction("in your operations phase: until the end of your next turn each player skips his story phase; draw a card").
			When(YourOperations).
			Doing(EachPlayerSkipsStoryPhaseUntilYourNextTurnEnds(), Draw(1))),
}
