package ttb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: the Miskatonic University's cards, TTB 9 and 10.
var miskatonic = []entry{
	// The story's other struggles all resolve first, in their order, its
	// terror struggles after them (a story's own effect putting terror
	// first meets it: docs/rulings.md).
	card(9, "Professional Counselor",
		NewConstant("while it is committed: terror struggles resolve last at its story",
			StrugglesFirst(carddb.Combat).On(storyOfSelf), StrugglesFirst(carddb.Arcane).On(storyOfSelf),
			StrugglesFirst(carddb.Investigation).On(storyOfSelf))),
}

// storyOfSelf selects the story the ability's card is committed to.
func storyOfSelf(c *Ctx, id CardID) bool {
	s := c.CommittedTo(c.Src())
	return s != None && id == s
}
