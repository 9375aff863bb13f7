package ttfts

import (
	. "cthulhu/engine"
)

// neutral: the neutral cards, TTftS 95 to 100.
var neutral = []entry{
	// Every card of either player, whatever its type, whose printed cost
	// is 2 or less (an X cost counts as 0, FAQ 2.1).
	card(95, "Campaign Chief",
		NewConstant("cards of printed cost 2 or less cost 1 more to play",
			CostDelta(1).On(All(Not(InPlayCard), PrintedCostAtMost(2))))),
	card(96, "Samantha Grace",
		NewConstant("each player needs one more won story to win the game",
			ExtraStoryToWin(1).On(Self))),
	// FAQ ruling: card effects may still take him from his story.
	card(97, "Obsessive Inmate",
		NewConstant("once committed, he stays committed until his story is won",
			StaysCommitted().On(Self))),
	// It is put into play attached to a story by its Action only: it has
	// no other host a normal play could give it.
	card(98, "Parallel Universe",
		NewAction("from your hand, pay 1: it is attached to a story card").
			Working(FromHand).
			Costing(Pay(1)).
			Doing(Choosing(PickCard("a story to attach it to", StoryInPlay).FromStories(), attachSelfToChosen)),
		NewConstant("the struggles at its story compare the skill totals of the characters committed instead of icons",
			StruggleCountsSkill().On(HostOfSelf))).
		AttachingTo("attach to a story card, by its Action only", noHost),
	card(99, "The Spawn of Madness",
		NewResponse("after you succeed at a story where the opponent has characters committed: every drained domain in play is refreshed").
			On(On(succeededOpposed, EvSuccess)).
			Doing(Custom(refreshAllDomains, anyDrainedDomain))),
}

// attachSelfToChosen (Parallel Universe, Tear Gas) attaches the
// ability's card, from wherever it is, to the card chosen.
func attachSelfToChosen(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.AttachTo(c.Src(), chosen[0]) {
		c.Fail()
	}
}

// noHost (Parallel Universe) selects no card: it has no host to be
// played to.
func noHost(c *Ctx, id CardID) bool { return false }

// succeededOpposed (The Spawn of Madness) matches its player succeeding
// at a story to which an opponent has a character committed.
func succeededOpposed(c *Ctx, e *Event) bool {
	if !youSucceeded(c, e) {
		return false
	}
	for _, id := range c.PlayArea(c.Opp()) {
		if c.CommittedTo(id) == e.Card {
			return true
		}
	}
	return false
}

// anyDrainedDomain holds while some player has a drained domain.
func anyDrainedDomain(c *Ctx) bool {
	for p := range 2 {
		for _, d := range c.Game().Domains(p) {
			if d.Drained {
				return true
			}
		}
	}
	return false
}

// refreshAllDomains (The Spawn of Madness, with its errata: "all domains
// in play") refreshes every drained domain of both players.
func refreshAllDomains(c *Ctx) {
	for p := range 2 {
		for _, d := range c.Game().Domains(p) {
			if d.Drained {
				c.RefreshDomain(d.Card)
			}
		}
	}
}
