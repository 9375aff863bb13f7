package tsots

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TSotS 6 and 7.
var syndicate = []entry{
	card(7, "Underground Asylum",
		NewDisrupt("exhaust it, pay 1: cancel an effect about to drive a character insane").
			On(On(insanityByNonPassive, EvInsane)).
			Costing(ExhaustSelf(), Pay(1)).
			Doing(Cancel())),
}

// insanityByNonPassive (Underground Asylum) matches a character about to
// go insane by a card's triggered ability or by a game effect, a lost
// terror struggle included; not by a passive effect, which cannot be
// cancelled (FAQ, "What is an effect?"; FAQ 1.6): a card's passive or
// constant ability, or a story's or conspiracy's effect (FAQ, "Are
// stories triggered effects?").
func insanityByNonPassive(c *Ctx, e *Event) bool {
	if e.Kind != EvInsane {
		return false
	}
	k, byAbility := c.CauseKind(e)
	if !byAbility {
		return true
	}
	switch k {
	case Action, Disrupt, Response, Forced:
		return true
	}
	return false
}
