package twb

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TWB 75 to 77.
var syndicate = []entry{
	// The cost is its host's exhausting: a character its player controls
	// (the requirement), so a cost he can pay (FAQ 2.13).
	card(77, "Meat Wagon",
		NewAction("exhaust its host: exhaust a character of skill 2 or less you choose").
			Costing(ExhaustOne(HostOfSelf)).
			Choosing(Choose("a character of skill 2 or less", All(Character, SkillAtMost(2)))).
			Doing(ExhaustTarget(0))),
}
