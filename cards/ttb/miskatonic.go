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
	// Either player's Zoog characters, itself too, played or put into
	// play this phase, counted whether or not they are still in play, by
	// what they were as they entered: printed Zoog character cards.
	card(10, "Experiment Subject #613b",
		NewAction("pay 2: one draw per Zoog character played or put into play in this phase").
			Costing(Pay(2)).
			Doing(Custom(subjectDraw, func(c *Ctx) bool { return zoogsEntered(c) > 0 }))),
}

// zoogsEntered (Experiment Subject #613b) counts the Zoog character
// cards, by their printed type and subtypes, that entered play this phase
// (docs/rulings.md).
func zoogsEntered(c *Ctx) int {
	return c.EnteredPlayThisPhase(func(c *Ctx, id CardID) bool {
		return CharacterCard(c, id) && c.Card(id).HasSubtype("Zoog")
	})
}

// subjectDraw (Experiment Subject #613b) draws a card per Zoog character
// that entered play this phase.
func subjectDraw(c *Ctx) {
	if n := zoogsEntered(c); n > 0 {
		c.Draw(c.You(), n)
	}
}

// storyOfSelf selects the story the ability's card is committed to.
func storyOfSelf(c *Ctx, id CardID) bool {
	s := c.CommittedTo(c.Src())
	return s != None && id == s
}
