package moe

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, MoE 36 to 38.
var syndicate = []entry{
	// "Triggered effects": Actions, Disrupts, Responses and Forced
	// Responses, of either player's cards (FAQ 2.36).
	card(36, "Veronica Frost",
		NewResponse("after she commits: another character of yours you choose at her story is immune to triggered effects this phase").
			On(Commits(Self)).
			Choosing(Choose("another character of yours at her story", All(Character, Yours, Other, AtSameStory))).
			Doing(TargetGains(0, ImmuneTo("triggered effects")))),
	// The character is chosen as the Response starts; whether it gains or
	// loses the skill is chosen as it resolves.
	card(37, "Tattoo Artist",
		NewResponse("after he commits: a character you choose has 2 more or 2 less skill this phase").
			On(Commits(Self)).
			Choosing(Choose("a character", Character)).
			Doing(Choosing(PickValue("2 more or 2 less skill for the character", plusOrMinusTwo, skillLabel), targetGainsPicked))),
	card(38, "Trophy Room",
		NewAction("exhaust it: a character card of either discard pile is attached to it, face down").
			Costing(ExhaustSelf()).
			Choosing(Designate("a character card in a discard pile", CharacterCard).InDiscardPiles()).
			Doing(attachFaceDown),
		// No "choose": the character is designated as the Action starts;
		// the count is made as it resolves.
		NewAction("exhaust it: a character has one more skill this phase for each face-down card attached to it").
			Costing(ExhaustSelf()).
			Choosing(Designate("a character", Character)).
			Doing(Custom(trophySkill, nil))),
}

// The choices of Tattoo Artist (an option's value is no negative
// number).
const (
	twoMore = iota
	twoLess
)

// plusOrMinusTwo (Tattoo Artist) are the two changes of skill.
func plusOrMinusTwo(*Ctx) []int { return []int{twoMore, twoLess} }

// skillLabel names a change of skill.
func skillLabel(_ *Ctx, v int) string {
	if v == twoMore {
		return "2 more skill"
	}
	return "2 less skill"
}

// targetGainsPicked (Tattoo Artist): target 0, still legal, has the
// skill picked until the end of the phase.
func targetGainsPicked(c *Ctx, chosen []CardID) {
	ts := c.LegalTargets(0)
	if len(ts) == 0 || len(chosen) == 0 {
		c.Fail()
		return
	}
	n := 2
	if ChosenValue(chosen[0]) == twoLess {
		n = -2
	}
	c.GainsForPhase(ts[0], Skill(n))
}

// trophySkill (Trophy Room): the character designated has one more skill
// for each face-down card attached to the Room now, until the end of the
// phase.
func trophySkill(c *Ctx) {
	ts := c.LegalTargets(0)
	if len(ts) == 0 {
		c.Fail()
		return
	}
	if n := faceDownOnSelf(c); n > 0 {
		c.GainsForPhase(ts[0], Skill(n))
	}
}
