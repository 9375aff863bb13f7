package tpty

import (
	. "cthulhu/engine"
)

// neutral: the neutral cards, TPtY 116 to 120.
var neutral = []entry{
	card(116, "Old Sea Dog",
		NewAction("exhaust it: a character you choose has no faction, neutral, this phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, LosesFactions()))),
	// If it leaves play, a player with enough won stories wins at once;
	// both, the active player (FAQ, Conspiracy Theorist ruling).
	card(117, "Conspiracy Theorist",
		NewConstant("no player wins by stories without a won conspiracy among them, until the story deck runs out",
			StoryWinNeedsConspiracy().On(Self))),
	// FAQ errata: an Action. The faction is one more for its host, which
	// keeps its own.
	card(118, "Strange Delusions",
		NewAction("exhaust it: its host has a faction of your choice as well, this phase").
			Costing(ExhaustSelf()).
			Doing(Choosing(PickFaction("a faction for its host"), hostGainsFaction))),
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

// hostGainsFaction (Strange Delusions) gives the card's host the faction
// chosen until the end of the phase.
func hostGainsFaction(c *Ctx, chosen []CardID) {
	h := c.Host(c.Src())
	if h == None || len(chosen) == 0 || !c.InPlay(h) {
		c.Fail()
		return
	}
	f := ChosenFaction(chosen[0])
	c.GainsForPhase(h, GainFaction(f))
	c.Note(h, None, "has the faction "+f.Title()+" as well this phase")
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
