package tc

import (
	"fmt"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TC 109 to 111.
var miskatonic = []entry{
	// The tokens discarded are a cost (before "in order to"), paid even if
	// the Action is cancelled (FAQ 2.13); none at all draws nothing.
	card(109, "Stone Calendar",
		NewAction("exhaust it and discard any number of your success tokens: draw a card for each").
			Costing(ExhaustSelf(), DiscardAnyYourSuccess()).
			Doing(Custom(drawX, func(c *Ctx) bool { return c.X() > 0 && c.DeckSize(c.You()) > 0 }))),
	// The count is made as the Action resolves, and fixed then
	// (docs/rulings.md).
	card(110, "Uneasy Translator",
		NewAction("exhaust it: a character you choose gains 2 skill for each character in play of another faction, counted now, for the phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(Custom(translatorSkill, nil))),
	// FAQ 2.2: an Action that could not take him from his story is not
	// offered. "Then": he readies only once he has left it.
	card(111, "Harry Houdini",
		NewAction("committed, pay 1: he leaves his story; then he readies").
			When(selfCanLeave).
			Costing(Pay(1)).
			Doing(Custom(selfLeavesStory, nil), ReadySelf().Then())),
}

// drawX (Stone Calendar) draws a card for each success token discarded.
func drawX(c *Ctx) {
	if c.DeckSize(c.You()) < c.X() {
		c.Fail()
	}
	c.Draw(c.You(), c.X())
}

// translatorSkill (Uneasy Translator) gives the target 2 skill for the
// phase for each other character in play that has a faction and shares
// none with it, counted as the Action resolves.
func translatorSkill(c *Ctx) {
	ids := c.LegalTargets(0)
	if len(ids) == 0 {
		c.Fail()
		return
	}
	t := ids[0]
	n := 0
	for _, p := range []int{0, 1} {
		for _, id := range c.PlayArea(p) {
			if id != t && c.IsCharacter(id) && otherFaction(c, id, t) {
				n++
			}
		}
	}
	if n > 0 && !c.Insane(t) {
		c.GainsForPhase(t, Skill(2*n))
		c.Note(t, None, fmt.Sprintf("gains %d skill this phase", 2*n))
	}
}

// otherFaction reports whether card id has a faction and shares none with
// card t: a neutral card (an insane character too, FAQ 2.34) is of no
// faction.
func otherFaction(c *Ctx, id, t CardID) bool {
	has := false
	for f := carddb.Agency; f < carddb.Zoog; f++ {
		if !c.HasFaction(id, f) {
			continue
		}
		if c.HasFaction(t, f) {
			return false
		}
		has = true
	}
	return has
}

// selfCanLeave (Harry Houdini) holds while the card is committed and may
// be taken from its story.
func selfCanLeave(c *Ctx) bool { return c.CanUncommit(c.Src()) }

// selfLeavesStory (Harry Houdini) removes the card from its story.
func selfLeavesStory(c *Ctx) {
	if !c.Uncommit(c.Src()) {
		c.Fail()
	}
}
