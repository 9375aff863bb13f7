package thbts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, THBtS 21 and 22.
var agency = []entry{
	card(21, "Marshall Greene",
		NewConstant("while he has no wounds, your characters committed to his story gain Willpower",
			Gain(Willpower).On(All(Character, Yours, AtSameStory))).When(selfUnwounded)),
	card(22, "Hand Restraints",
		NewConstant("its host loses a combat icon and an investigation icon",
			GainIcon(carddb.Combat, -1).On(HostOfSelf), GainIcon(carddb.Investigation, -1).On(HostOfSelf))),
}

// selfUnwounded (Marshall Greene) holds while the card has no wound.
func selfUnwounded(c *Ctx) bool { return c.Wounds(c.Src()) == 0 }
