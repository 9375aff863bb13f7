package sfw

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, SfW 92 and 93.
var neutral = []entry{
	// A conspiracy's player is the one who played it: his characters
	// committed to it have Fast while they are there.
	card(92, "Losing the Tail",
		NewConstant("your characters committed here have Fast", Gain(Fast).On(All(Character, Yours, CommittedToSelf)))),
	card(93, "Riding Shotgun",
		NewResponse("after you win a combat struggle, exhaust one of your characters with a combat icon: wound a character committed to that story you choose").
			On(WonStruggleOf(carddb.Combat)).
			Costing(ExhaustOne(All(Character, IconsAtLeast(carddb.Combat, 1)))).
			Choosing(Choose("a character committed to that story", All(Character, atStruggleStory)).ToWound()).
			Doing(WoundTarget(0))),
}

// atStruggleStory (Riding Shotgun) selects the characters committed to
// the story of the struggle the Response answers.
func atStruggleStory(c *Ctx, id CardID) bool {
	e := c.Event()
	return e != nil && e.Card != None && c.CommittedTo(id) == e.Card
}
