package twc

import . "cthulhu/engine"

// hastur: Hastur, TWC 105 and 106.
var hastur = []entry{
	// Every insane character in play, either player's, untargeted.
	card(105, "Final Note",
		NewResponse("after you succeed at a story: every insane character is destroyed").
			On(On(youSucceeded, EvSuccess)).
			Doing(DestroyAll(All(Character, InsaneCard)))),
	// "Choose an opponent" names a player: with two players, the
	// opponent. He chooses the cards (FAQ, Painful Reflection ruling), up
	// to X, X counted as he discards; none is a choice he may make.
	card(106, "Painful Reflection",
		NewAction("the opponent discards up to as many cards of his hand as there are insane characters").
			Doing(Choosing(PickCard("cards of your hand to discard", nil).FromHand().By(Opponent).UpToCountOf(insaneInPlay).Optional(),
				DiscardChosen))),
}

// insaneInPlay counts the insane characters in play, either player's.
func insaneInPlay(c *Ctx) int { return CountInPlay(All(Character, InsaneCard))(c) }
