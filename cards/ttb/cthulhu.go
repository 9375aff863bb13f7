package ttb

import (
	. "cthulhu/engine"
)

// cthulhuCards: the Cthulhu faction's cards, TTB 4 to 6.
var cthulhuCards = []entry{
	// The three Cultists are the cost (FAQ 2.13), any of its player's, no
	// target. Any card titled Cthulhu of its player's hand is put into
	// play, not played: its own cost is not paid.
	card(5, "Underneath the Surface",
		NewAction("sacrifice three Cultist characters of yours: put Cthulhu into play from your hand").
			Costing(SacrificeN(3, All(Character, WithSubtype("Cultist")))).
			Doing(Choosing(PickCard("a Cthulhu card of your hand to put into play", TitleIs("Cthulhu")).FromHand(), PutChosenIntoPlay))),
	// Any refresh phase: the phase's readying and any effect that would
	// ready its host then (docs/rulings.md). Any other phase, it readies.
	card(6, "Gaze of Ghatanothoa",
		NewConstant("its host cannot ready during the refresh phase",
			CannotReadyInRefresh().On(HostOfSelf))),
}
