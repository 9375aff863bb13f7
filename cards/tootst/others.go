package tootst

import . "cthulhu/engine"

// The seven older factions' cards and the neutral one, TOotST 1 to 15.
var (
	agency = []entry{} // 1 and 2

	syndicate = []entry{ // 3 and 4
		// "All characters": both players', itself included (printed skill 1
		// or lower, whatever its skill is now).
		card(3, "Distraught Shopkeeper",
			NewForced("after it enters play: exhaust every character of printed skill 1 or lower").
				On(EntersPlay(Self)).
				Doing(ExhaustAll(All(Character, PrintedSkillAtMost(1))))),
	}

	miskatonic   = []entry{} // 5 and 6
	yog          = []entry{} // 7 and 8
	shub         = []entry{} // 9 and 10
	hastur       = []entry{} // 11 and 12
	cthulhuCards = []entry{} // 13 and 14
	neutral      = []entry{} // 15
)
