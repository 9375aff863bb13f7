package core

import . "cthulhu/engine"

// hastur: Hastur, Core F81-F100.
var hastur = []entry{
	card(82, "When she enters play, a character goes insane.",
		NewForced("after she enters play, a character goes insane").
			On(EntersPlay(Self)).
			Choosing(Choose("a character to go insane", Character).ToInsane()).
			Doing(InsaneTarget(0))),
	card(89, "Sacrifice him: discard the top three cards of an opponent's deck.",
		NewAction("sacrifice: discard the top 3 cards of an opponent's deck").
			Costing(SacrificeSelf()).
			Doing(DiscardTopOfDeck(Opponent, 3))),
	card(95, "In your operations phase: each opponent discards two cards of his choice, if able.",
		NewAction("each opponent chooses and discards 2 cards from his hand").
			When(YourOperations).
			Doing(Choosing(PickCard("2 cards to discard", nil).FromHand().Count(2).By(Opponent), DiscardChosen))),
	card(100, "Cancel an Action or a Response just played or used.",
		NewDisrupt("cancel an Action or Response just played or used").
			On(AbilityAboutToResolve(Action, Response)).
			Doing(Cancel())),
}
