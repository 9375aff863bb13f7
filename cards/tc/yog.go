package tc

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TC 119 (Bird Demon, TC 120, has no ability but its
// keyword).
var yog = []entry{
	// No target: the wound goes to the card itself, which may be disrupted.
	card(119, "Reckless Elder Thing",
		NewForced("after it commits: it takes a wound").
			On(Commits(Self)).
			Doing(WoundAll(Self))),
}
