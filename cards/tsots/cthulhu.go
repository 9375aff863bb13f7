package tsots

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, TSotS 8 and 9.
var cthulhuCards = []entry{
	card(8, "Emerging Deep One",
		NewForced("played from your hand: destroy a Cthulhu character of your choice").
			On(PlayedFromHand(Self)).
			Choosing(Choose("a Cthulhu character to destroy", All(Character, OfFaction(carddb.Cthulhu)))).
			Doing(DestroyTarget(0))),
	card(9, "Called by Azathoth",
		NewConstant("its host's printed text box counts as blank", Blank().On(HostOfSelf))),
}
