package itdon

import (
	. "cthulhu/engine"
)

// agency: The Agency, ItDoN 41 and 42.
var agency = []entry{
	// The Heroic character exhausted is a cost: Nathaniel himself may pay it.
	card(41, "Nathaniel Elton",
		NewAction("exhaust a Heroic character you control: exhaust a Villainous character you choose").
			Costing(ExhaustOne(All(Character, Yours, WithKeyword(Heroic)))).
			Choosing(Choose("a Villainous character", All(Character, WithKeyword(Villainous)))).
			Doing(ExhaustTarget(0))),
}
