package tc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, TC 114 and 115.
var shub = []entry{
	// No "choose": the Dark Young are picked as the Action resolves, from
	// the hand and the discard pile of its player, as many as he likes.
	card(114, "Shub-Niggurath",
		NewAction("pay 2: as many Dark Young characters as you like come into play from your hand or your discard pile").
			Costing(Pay(2)).
			Doing(Choosing(PickCard("Dark Young characters to put into play", All(CharacterCard, PrintedSubtype("Dark Young"), CanEnterPlay)).FromHandOrDiscard().AnyNumber(),
				PutChosenIntoPlay))),
	card(115, "Examining the Optic Nerve",
		NewAction("a Mi-Go character you choose gains an investigation icon for the phase").
			Choosing(Choose("a Mi-Go character", All(Character, WithSubtype("Mi-Go")))).
			Doing(TargetGains(0, GainIcon(carddb.Investigation, 1)))),
}
