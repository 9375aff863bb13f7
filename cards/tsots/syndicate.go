package tsots

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TSotS 6 and 7.
var syndicate = []entry{
	// FAQ errata: "the only character you control that is committed to a
	// story, count his skill and icons to all other story cards as well".
	card(6, "Trent Dixon",
		NewConstant("he must commit to a story, if able", MustCommit().On(Self)),
		NewConstant("while he is the one character of yours committed, his skill and icons count at every other story as well",
			CountsAtEveryStory().On(Self)).When(aloneCommitted)),
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

// aloneCommitted (Trent Dixon) holds while the card is committed to a
// story and no other character its player controls is.
func aloneCommitted(c *Ctx) bool {
	if c.CommittedTo(c.Src()) == None {
		return false
	}
	for _, id := range c.PlayArea(c.You()) {
		if id != c.Src() && c.CommittedTo(id) != None {
			return false
		}
	}
	return true
}
