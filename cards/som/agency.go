package som

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, SoM 1.
var agency = []entry{
	card(1, "Shadow Team",
		NewConstant("characters your opponents control have one combat icon fewer",
			GainIcon(carddb.Combat, -1).On(All(Character, Opponents)))),
	// SoM 2, Torch the Joint!, has Core 18's text and plays as it
	// (carddb.Card.Reprint).
}
