package jtuk

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, JtUK 101 and 102.
var agency = []entry{
	// The story is the one the chosen character is committed to as the
	// Action resolves, marked for the phase. Succeeding there later in the
	// phase, its player searches (FAQ 2.11: he may find nothing), even if
	// the Ship has left play since: a passive of the card, in play, in the
	// discard pile or in the hand.
	card(102, "The White Ship",
		NewAction("exhaust it: a committed character of yours you choose has +2 skill and Fast this phase; if you succeed at its story, search your deck for a Dreamlands support card").
			Costing(ExhaustSelf()).
			Choosing(Choose("a committed character you control", All(Character, Yours, CommittedCard))).
			Doing(TargetGains(0, Skill(2), Gain(Fast)), Custom(markTargetsStory, nil)),
		NewPassive("after you succeed at the story its Action marked this phase: search your deck for a Dreamlands support card, reveal it and take it").
			On(On(succeededAtMarkedStory, EvSuccess)).Working(FromPlay|FromDiscard|FromHand).
			Doing(SearchDeck("a Dreamlands support card", All(printedSupport, PrintedSubtype("Dreamlands"))))),
	// A wound to any unique character, either player's.
	card(101, "Agency Bodyguard",
		NewDisrupt("exhaust him: cancel a wound about to be dealt to a unique character").
			On(WoundTo(All(Character, UniqueCard))).
			Costing(ExhaustSelf()).
			Doing(Cancel())),
}

// markTargetsStory (The White Ship) marks, for the phase, the story the
// chosen character is committed to.
func markTargetsStory(c *Ctx) {
	for _, id := range c.LegalTargets(0) {
		if s := c.CommittedTo(id); s != None {
			c.MarkForPhase(s)
		}
	}
}

// succeededAtMarkedStory (The White Ship) matches its player succeeding
// at a story its card marked this phase.
func succeededAtMarkedStory(c *Ctx, e *Event) bool {
	return youSucceeded(c, e) && c.MarkedThisPhase(e.Card)
}

// printedSupport selects cards printed as supports, wherever they are.
func printedSupport(c *Ctx, id CardID) bool { return c.Card(id).Type == carddb.Support }
