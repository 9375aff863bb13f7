package atmom

import (
	. "cthulhu/engine"
)

// hastur: Hastur, AtMoM 9 to 11.
var hastur = []entry{
	card(9, "Giant Albino Penguin",
		NewResponse("exhaust it, after a Polar event is played: draw a card").
			On(On(polarEventPlayed, EvAbility)).
			Costing(ExhaustSelf()).
			Doing(Draw(1))),
	// FAQ errata: it counts neither its icons nor its skill.
	card(10, "White Out",
		NewAction("in an opponent's turn: a committed character you choose counts neither its icons nor its skill this phase").
			When(OpponentsTurn).
			Choosing(Choose("a character committed to a story", All(Character, CommittedCard))).
			Doing(TargetGains(0, DoesNotCountIcons(), DoesNotCountSkill()))),
	card(11, "Polar Mirage",
		NewAction("in an opponent's turn, after his commitments: control an uncommitted character of his you choose this phase; it commits to a story you pick, if able").
			When(OpponentsStoryAfterCommitments).
			Choosing(Choose("an opponent's character not committed to a story", All(Character, Opponents, Not(CommittedCard)))).
			Doing(TakeControlOfTargetUntilEndOfPhase(0),
				Choosing(PickCard("a story to commit it to", storyForTarget).FromStories(), commitTargetTo)),
	),
}

// storyForTarget (Polar Mirage, Polar Fog) selects the stories an effect
// could commit the ability's target to now, other than its own
// (CanCommitByEffect).
func storyForTarget(c *Ctx, id CardID) bool {
	t := c.Target(0)
	return t != None && c.CanCommitByEffect(t, id)
}

// commitTargetTo (Polar Mirage, Polar Fog) commits the ability's target to
// the story chosen, moving it from its own if it is committed: it stays
// ready or exhausted as it is (FAQ, Cats of Ulthar question).
func commitTargetTo(c *Ctx, chosen []CardID) {
	t := c.Target(0)
	if t == None || len(chosen) == 0 || !c.CommitByEffect(t, chosen[0]) {
		c.Fail()
	}
}
