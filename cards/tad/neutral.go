package tad

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, TAD 57 to 60.
var neutral = []entry{
	// A Disrupt with an "after" trigger, used at once (FAQ 3.2, 3.5): the
	// extra combat struggle resolves then, with its own effect, before the
	// effect of the struggle it answers. He took part in the struggle if
	// he is committed to the story (FAQ errata, Erich Zann).
	card(57, "The Cornered Man",
		NewDisrupt("after you win a combat struggle at his story, wound him: another combat struggle there at once").
			On(On(wonCombatAtSelfStory, EvStruggle)).
			Costing(WoundSelf()).
			Doing(Custom(anotherCombatStruggle, func(c *Ctx) bool { return c.Zone(c.Event().Card) == ZoneStory }))),
	// A Disrupt with an "after" trigger: it takes place at once, in the
	// stories' resolution (FAQ 3.2, 3.5; FAQ, Military Bike question).
	card(58, "Secret Stiletto",
		NewDisrupt("after you win a combat struggle by 3 or more at its host's story, pay 2: wound a character of the loser's you choose").
			On(On(wonCombatBy3AtHostStory, EvStruggle)).
			Costing(Pay(2)).
			Choosing(Choose("a character the loser controls", All(Character, Opponents)).ToWound()).
			Doing(WoundTarget(0))),
	card(59, "Antediluvian Dreams",
		NewAction("in your story phase, before commitments: an extra combat struggle at every story this phase").
			When(YourStoryBeforeCommitments).
			Doing(UntilEndOfPhase(StoryStruggles(carddb.Combat, 1).On(StoryInPlay)))),
	conspiracy(60, "Ask Questions Later",
		"Every character in play is wounded.",
		WoundAll(Character)),
}

// wonCombatBy3AtHostStory (Secret Stiletto) matches a combat struggle
// the ability's player won by 3 icons or more at the story its host is
// committed to.
func wonCombatBy3AtHostStory(c *Ctx, e *Event) bool {
	if e.Kind != EvStruggle || carddb.Icon(e.N) != carddb.Combat || !WonStruggleBy(3)(c, e) {
		return false
	}
	h := c.Host(c.Src())
	return h != None && c.CommittedTo(h) == e.Card
}

// wonCombatAtSelfStory (The Cornered Man) matches a combat struggle the
// ability's player won at the story its card is committed to.
func wonCombatAtSelfStory(c *Ctx, e *Event) bool {
	return e.Kind == EvStruggle && int(e.Player) == c.You() && carddb.Icon(e.N) == carddb.Combat &&
		c.CommittedTo(c.Src()) == e.Card
}

// anotherCombatStruggle (The Cornered Man) resolves one more combat
// struggle at the story of the struggle answered.
func anotherCombatStruggle(c *Ctx) {
	if !c.ResolveStruggle(c.Event().Card, carddb.Combat) {
		c.Fail()
	}
}
