package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, Core F141-F155.
var neutral = []entry{
	card(143, "The attached character gains a combat icon.",
		NewConstant("the attached character gains a combat icon", GainIcon(carddb.Combat, 1).On(HostOfSelf))),
	card(151, "A story loses a struggle icon of your choice this phase.",
		NewAction("a story loses a struggle icon of your choice until the end of the phase").
			Choosing(Choose("a story", nil).Story()).
			Doing(TargetStoryLosesChosenIcon(0))),
}
