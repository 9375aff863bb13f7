package tpty

import (
	. "cthulhu/engine"
)

// neutral: the neutral cards, TPtY 116 to 120.
var neutral = []entry{
	// If it leaves play, a player with enough won stories wins at once;
	// both, the active player (FAQ, Conspiracy Theorist ruling).
	card(117, "Conspiracy Theorist",
		NewConstant("no player wins by stories without a won conspiracy among them, until the story deck runs out",
			StoryWinNeedsConspiracy().On(Self))),
	// The story's text box is blank while Foiled! is attached: a story
	// won so has no effect for its winner, though Foiled! leaves with it
	// (FAQ 1.12; the Rulebook's Support Cards).
	card(119, "Foiled!",
		NewConstant("its story's text box counts as blank", Blank().On(HostOfSelf))),
	// "Any story card currently in play": a story or a conspiracy in a
	// story slot (a conspiracy is a story card, as Conspiracy Theorist's
	// text has it). Its winner executes the effect as if he had won it.
	conspiracy(120, "The Path to Y'ha-nthlei",
		"Its winner may execute the effect of a story in play, as if he had won it.",
		Choosing(PickCard("a story in play whose effect you execute", All(StoryInPlay, withStoryEffect)).FromStories(),
			executeChosenStories)),
}

// withStoryEffect selects the stories with an effect their winner may
// execute now.
func withStoryEffect(c *Ctx, id CardID) bool { return c.HasStoryEffect(id) }

// executeChosenStories executes, for the ability's player, the effect of
// each story picked.
func executeChosenStories(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if !c.ExecuteStoryEffect(id) {
			c.Fail()
		}
	}
}
