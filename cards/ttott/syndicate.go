package ttott

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TTotT 65 and 66.
var syndicate = []entry{
	card(65, "Arcane Grifter",
		NewConstant("characters without an arcane icon committed to his story add no skill to its skill total",
			DoesNotCountSkill().On(All(Character, WithoutIcon(carddb.Arcane), AtSameStory)))),
}
