package ttb

import (
	. "cthulhu/engine"
)

// syndicate: the Syndicate's cards, TTB 17 and 18.
var syndicate = []entry{
	// No "choose": the Criminal character, either player's, is picked
	// as the Response resolves, and one must be if any is in play.
	card(17, "Small Time Magician",
		NewResponse("after it enters play: a Criminal character goes back to its owner's hand").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("a Criminal character to return to its owner's hand", All(Character, WithSubtype("Criminal"))),
				ReturnChosenToHand))),
	// Exhausted, it commits to any story and stays exhausted; ready, it
	// exhausts to commit as any character.
	card(18, "Clover Club Bootlegger",
		NewConstant("it may commit to a story while exhausted",
			CommitsWhileExhausted().On(Self))),
}
