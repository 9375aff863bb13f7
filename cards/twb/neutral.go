package twb

import (
	. "cthulhu/engine"
)

// neutral: the neutral cards, TWB 71 and 72.
var neutral = []entry{
	// A conspiracy's "your": its controller, who played it (Rulebook,
	// Conspiracy Cards 4).
	card(71, "Taming the Storm",
		NewConstant("its controller's characters committed here have 2 more skill",
			Skill(2).On(All(Character, Yours, CommittedToSelf)))),
	card(72, "Getaway Vehicle",
		NewConstant("its host gains Fast and Toughness +2",
			Gain(Fast).On(HostOfSelf), ToughnessPlus(2).On(HostOfSelf))),
}
