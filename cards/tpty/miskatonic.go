package tpty

import (
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TPtY 103 and 104.
var miskatonic = []entry{
	// The story stays in its winner's won pile; the game ending with a
	// third story leaves no time for it (FAQ, Field Researcher ruling).
	card(103, "Field Researcher",
		NewResponse("after an opponent wins a story and does not execute its effect, exhaust it: you execute that effect as if you had won it").
			On(On(opponentDeclinedStory, EvStoryDeclined)).
			Costing(ExhaustSelf()).
			Doing(executeDeclinedStory)),
}

// opponentDeclinedStory (Field Researcher) matches an opponent of the
// ability's player choosing not to execute the effect of a story he won.
func opponentDeclinedStory(c *Ctx, e *Event) bool {
	return e.Kind == EvStoryDeclined && int(e.Player) != c.You()
}

// executeDeclinedStory (Field Researcher) executes, for the ability's
// player, the effect of the story the occurrence names.
var executeDeclinedStory = Custom(func(c *Ctx) {
	if e := c.Event(); e == nil || !c.ExecuteStoryEffect(e.Card) {
		c.Fail()
	}
}, func(c *Ctx) bool {
	e := c.Event()
	return e != nil && c.HasStoryEffect(e.Card)
})
