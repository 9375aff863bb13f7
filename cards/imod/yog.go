package imod

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, IMoD 32 and 33.
var yog = []entry{
	// "After it is wounded": a wound that destroys it still answers, as a
	// response to a card leaving play (SelfWounded).
	card(32, "Enraged Gug",
		NewResponse("after it is wounded: wound a character with a combat icon you choose").
			On(SelfWounded()).Working(FromPlay|FromDiscard).
			Choosing(Choose("a character with a combat icon", All(Character, IconsAtLeast(carddb.Combat, 1))).ToWound()).
			Doing(WoundTarget(0))),
	card(33, "City of Gugs",
		NewConstant("while it is Day, your Gug characters have Toughness +1",
			ToughnessPlus(1).On(All(Character, Yours, WithSubtype("Gug")))).When(IsDay)),
}
