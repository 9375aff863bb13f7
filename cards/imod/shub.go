package imod

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, IMoD 34 and 35.
var shub = []entry{
	// No "choose": the Ghoul is picked from the hand as it resolves.
	card(34, "Ghoul Spawn",
		NewAction("only while it is Night, sacrifice it: a Ghoul character from your hand comes into play").
			When(IsNight).
			Costing(SacrificeSelf()).
			Doing(Choosing(PickCard("a Ghoul character to put into play", All(CharacterCard, PrintedSubtype("Ghoul"), CanEnterPlay)).FromHand(),
				PutChosenIntoPlay))),
}
