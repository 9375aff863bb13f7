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
	// No "choose": the stories and the player are picked as it
	// resolves, and are no targets.
	card(104, "Changing the Names",
		NewAction("one player's success tokens at two stories change places").
			Doing(Choosing(PickCard("two stories whose success tokens change places", StoryInPlay).FromStories().Count(2), keepPicked),
				Choosing(PickPlayer("the player whose success tokens change places"), exchangeTokens))),
}

// keepPicked keeps the cards picked for a later part, which reads them
// as the ability's first group of choices.
func keepPicked(*Ctx, []CardID) {}

// exchangeTokens (Changing the Names) exchanges the picked player's
// success tokens at the two stories picked before.
func exchangeTokens(c *Ctx, chosen []CardID) {
	stories := c.Targets(0)
	if len(chosen) == 0 || len(stories) != 2 || !c.ExchangeSuccess(ChosenValue(chosen[0]), stories[0], stories[1]) {
		c.Fail()
	}
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
