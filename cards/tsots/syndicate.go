package tsots

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TSotS 6 and 7.
var syndicate = []entry{
	card(7, "Underground Asylum",
		NewDisrupt("exhaust it, pay 1: cancel an effect about to drive a character insane").
			// Any effect about to drive a character insane, a lost
			// terror struggle included (FAQ, "What is an effect?"), but a
			// passive one, which no Disrupt that cancels answers (FAQ,
			// Timing Structure; engine.Cancel).
			On(GoesInsane(Character)).
			Costing(ExhaustSelf(), Pay(1)).
			Doing(Cancel())),
}
