package core

import . "cthulhu/engine"

// yog: Yog-Sothoth, Core F101-F120.
var yog = []entry{
	card(104, "When it goes from play to your discard pile, every character takes a wound.",
		NewForced("after it enters your discard pile from play, wound every character").
			On(EntersDiscardFromPlay(Self)).
			Doing(WoundAll(Character))),
	card(116, "In your operations phase: put into play a character from each player's discard pile.",
		NewAction("put into play one character from each player's discard pile").
			When(YourOperations).
			Choosing(Choose("a character in your discard pile", All(CharacterCard, InYourDiscard)).InDiscardPiles(),
				Choose("a character in an opponent's discard pile", All(CharacterCard, InOpponentsDiscard)).InDiscardPiles()).
			Doing(PutTargetIntoPlay(0), PutTargetIntoPlay(1))),
}
