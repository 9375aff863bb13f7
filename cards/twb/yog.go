package twb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TWB 78 to 80.
var yog = []entry{
	// With two players the opponent is the one chosen; insane characters
	// are characters he controls too.
	card(78, "Curse of the Stone",
		NewAction("the opponent mills one card of his deck per character on his side").
			Doing(curseOfTheStone)),
	card(80, "Cultist of the Key",
		NewAction("exhaust it: a story you choose gains or loses an arcane struggle this phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a story", nil).Story()).
			Doing(TargetStoryGainsOrLosesStruggle(0, carddb.Arcane, PerPhase))),
}

// charactersOf counts the characters player p controls.
func charactersOf(c *Ctx, p int) int {
	n := 0
	for _, id := range c.PlayArea(p) {
		if c.IsCharacter(id) {
			n++
		}
	}
	return n
}

// curseOfTheStone (Curse of the Stone) discards the top cards of the
// opponent's deck, one per character he controls.
var curseOfTheStone = Custom(func(c *Ctx) {
	n := charactersOf(c, c.Opp())
	if len(c.DiscardTopOfDeck(c.Opp(), n)) < n {
		c.Fail()
	}
}, func(c *Ctx) bool { return charactersOf(c, c.Opp()) > 0 && c.DeckSize(c.Opp()) > 0 })
