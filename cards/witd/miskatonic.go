package witd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, WitD 8 and 9.
var miskatonic = []entry{
	card(8, "Focused Art Student",
		NewResponse("after she enters play: draw 1 card").
			On(EntersPlay(Self)).
			Doing(Draw(1))),
	// The characters in play as it resolves lose the icons printed on
	// them; icons gained otherwise stay (FAQ 2.28), and a character
	// entering play later keeps its own.
	card(9, "Perpetual Silence",
		NewAction("every character in play loses its printed icons this phase").
			Doing(EachLosesPrintedIcons(Character, carddb.Terror), EachLosesPrintedIcons(Character, carddb.Combat),
				EachLosesPrintedIcons(Character, carddb.Arcane), EachLosesPrintedIcons(Character, carddb.Investigation))),
}
