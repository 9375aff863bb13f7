package tsots

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, TSotS 1 and 2.
var agency = []entry{
	card(2, "Interrogation Center",
		NewConstant("characters without a faction may not commit to stories",
			CannotCommit().On(All(Character, OfFaction(carddb.Neutral))))),
}
