package moe

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, MoE 21 and 22.
var agency = []entry{
	// "Attached character": its host, no target; it gains the keyword and
	// the icons until the end of the phase (FAQ 1.4).
	card(21, "Machete",
		NewAction("exhaust it: its host gains Fast and two combat icons this phase").
			Costing(ExhaustSelf()).
			Doing(EachGains(HostOfSelf, Gain(Fast), GainIcon(carddb.Combat, 2)))),
	card(22, "Apprentice Monster Hunter",
		NewAction("sacrifice him: wound a Monster character of printed skill 3 or lower you choose").
			Costing(SacrificeSelf()).
			Choosing(Choose("a Monster character of printed skill 3 or lower", All(Character, WithSubtype("Monster"), PrintedSkillAtMost(3))).ToWound()).
			Doing(WoundTarget(0))),
}
