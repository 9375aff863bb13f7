package sfw

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, SfW 81 to 83.
var agency = []entry{
	card(81, "Border Patrol Guard",
		NewConstant("while it is Day, two more combat icons", GainIcon(carddb.Combat, 2).On(Self)).When(IsDay)),
	// "Choose and exhaust": the Criminal chosen must be ready, since
	// exhausting an exhausted one would change nothing.
	card(82, "Police Headquarters",
		NewAction("exhaust it: exhaust a ready Criminal character you choose").
			Costing(ExhaustSelf()).
			Choosing(Choose("a ready Criminal character", All(Character, ReadyCard, WithSubtype("Criminal")))).
			Doing(ExhaustTarget(0))),
	card(83, "Sledgehammer",
		NewAction("sacrifice it: destroy a Monster or Creature character of printed skill 3 or lower you choose").
			Costing(SacrificeSelf()).
			Choosing(Choose("a Monster or Creature character of printed skill 3 or lower",
				All(Character, AnyOf(WithSubtype("Monster"), WithSubtype("Creature")), PrintedSkillAtMost(3)))).
			Doing(DestroyTarget(0))),
}
