package tc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, TC 107 and 108.
var hastur = []entry{
	// No "choose": every character in play that can go insane does, one at
	// a time in the order the active player chooses (FAQ 1.7).
	card(107, "Lost to the Madness",
		NewAction("every character in play goes insane").
			Doing(InsaneAll(Character))),
	card(108, "Fledgling Byakhee",
		NewConstant("while it is Night: two terror icons and an arcane icon more",
			GainIcon(carddb.Terror, 2).On(Self), GainIcon(carddb.Arcane, 1).On(Self)).When(IsNight)),
}
