package tpty

import (
	. "cthulhu/engine"
)

// neutral: the neutral cards, TPtY 116 to 120.
var neutral = []entry{
	// The story's text box is blank while Foiled! is attached: a story
	// won so has no effect for its winner, though Foiled! leaves with it
	// (FAQ 1.12; the Rulebook's Support Cards).
	card(119, "Foiled!",
		NewConstant("its story's text box counts as blank", Blank().On(HostOfSelf))),
}
