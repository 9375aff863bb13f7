package th

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TH 11 and 12.
var yog = []entry{
	// "After he is wounded": a wound that destroys him still answers, as
	// a response to a card leaving play (SelfWounded).
	card(11, "Puj-Dunk",
		NewResponse("after he is wounded: a Gug character from your hand comes into play").
			On(SelfWounded()).Working(FromPlay|FromDiscard).
			Doing(Choosing(PickCard("a Gug character to put into play", All(CharacterCard, PrintedSubtype("Gug"), CanEnterPlay)).FromHand(),
				PutChosenIntoPlay))),
}
