package ttott

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TTotT 71 and 72.
var yog = []entry{
	card(72, "Path of Blood",
		NewAction("a neutral character in play you choose returns to its owner's hand").
			Choosing(Choose("a neutral character", All(Character, OfFaction(carddb.Neutral)))).
			Doing(ReturnTargetToHand(0))),
}
