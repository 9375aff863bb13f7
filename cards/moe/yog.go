package moe

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, MoE 39 and 40.
var yog = []entry{
	// A passive as its player's story phase begins: his opponent chooses
	// the story ("chosen": a target, FAQ 1.9), and the Shoggoth must
	// commit there this phase, if able: the requirement binds in the
	// commit step only while it can commit there (docs/rulings.md).
	// Toughness +1 is printed.
	card(39, "Crazed Shoggoth",
		NewPassive("as your story phase begins: your opponent chooses a story it must commit to this phase, if able").
			On(On(yourStoryPhaseBegins, EvPhaseBegin)).
			Doing(Choosing(PickCard("a story Crazed Shoggoth must commit to, if able", StoryInPlay).FromStories().By(Opponent).Targeting(), mustCommitToChosen))),
	// "Choose an opponent": in a game of two, the opponent. He picks which
	// of his characters he sacrifices: no "choose", no target (FAQ 1.9).
	card(40, "Cursed Skull",
		NewAction("pay 1, sacrifice it: your opponent sacrifices a character of his choice").
			Costing(Pay(1), SacrificeSelf()).
			Doing(Choosing(PickCard("a character to sacrifice", All(Character, ControlledBy(Opponent))).By(Opponent), SacrificeChosen))),
}

// yourStoryPhaseBegins (Crazed Shoggoth) matches the beginning of the
// story phase of the ability's player.
func yourStoryPhaseBegins(c *Ctx, e *Event) bool {
	return e.Kind == EvPhaseBegin && YourTurn(c) && DuringPhase(PhaseStory)(c)
}

// mustCommitToChosen (Crazed Shoggoth): the ability's card must commit to
// the story chosen this phase, if able.
func mustCommitToChosen(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.MustCommitTo(c.Src(), chosen[0]) {
		c.Fail()
		return
	}
	c.Note(c.Src(), chosen[0], "must commit to this story this phase, if able")
}
