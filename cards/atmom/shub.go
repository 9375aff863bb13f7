package atmom

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, AtMoM 14 and 15.
var shub = []entry{
	card(14, "Antarctic Yeti",
		NewResponse("after it commits on your turn: a character without wounds you choose has a blank text box this phase").
			On(Commits(Self)).When(YourTurn).
			Choosing(Choose("a character without wounds", All(Character, Not(Wounded)))).
			Doing(TargetGains(0, Blank()))),
	// FAQ (Stygian Eye question): a card that must go to the held pile
	// first stays there; no effect, passive or triggered, takes a card
	// out of it while the Graves are attached with their text box.
	card(15, "Snow Graves",
		NewConstant("no card can leave the discard pile it is attached to", HoldsDiscardPile().On(HostOfSelf))),
}
