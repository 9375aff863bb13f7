package tsc

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TSC 57 and 58.
var syndicate = []entry{
	card(57, "Bound and Gagged",
		NewConstant("its host's text box counts as blank, and its host cannot commit to stories",
			Blank().On(HostOfSelf), CannotCommit().On(HostOfSelf))).
		AttachingTo("attach to a character with skill 2 or less", SkillAtMost(2)),
	// The Location is exhausted as the cost, with a card of the player's
	// own (FAQ 2.13): an opponent's Location cannot pay it.
	card(58, "Bootlegging Operation",
		NewAction("exhaust the Location it is attached to: draw the bottom card of your deck").
			Costing(ExhaustOne(HostOfSelf)).
			Doing(drawFromBottom)),
}

// drawFromBottom (Bootlegging Operation) draws one card from the bottom
// of the player's deck.
var drawFromBottom = Custom(func(c *Ctx) {
	c.DrawFromBottom(c.You(), 1)
}, func(c *Ctx) bool { return c.DeckSize(c.You()) > 0 })
