package witd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, WitD 10 to 12.
var neutral = []entry{
	card(10, "The Locked Door",
		NewConstant("each character of yours committed here gains an investigation icon",
			GainIcon(carddb.Investigation, 1).On(All(Character, Yours, CommittedToSelf)))),
	card(11, "The Red-Gloved Man",
		NewResponse("after he enters play: search your deck for a conspiracy, put it into play, and shuffle").
			On(EntersPlay(Self)).
			Doing(SearchDeckIntoPlay("a conspiracy", ConspiracyCard))),
	// The character sacrificed is any of the host's controller's (costs
	// are paid with his own cards, FAQ 2.13): the host itself too.
	card(12, "The Yuggoth Contract",
		NewAction("pay 1 and sacrifice a character of yours: draw 2 cards").
			GivenToHost().
			Costing(Pay(1), SacrificeOne(Character)).
			Doing(Draw(2))),
}
