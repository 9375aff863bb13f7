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
	// FAQ errata: played from the hand, it chooses (a target) a
	// non-unique character in play of printed cost X or lower, X paid as
	// it was played, and becomes a printed copy of it: the copy is made
	// after its costs, so its own loyalty and resources were asked, not
	// the copied card's (FAQ, Doppelganger question). An insane character
	// has no printed cost (FAQ). A passive: it becomes the copy as it
	// resolves, its copied abilities then answering its entering play;
	// with no character to choose it stays as printed (docs/rulings.md).
	card(79, "Doppelganger",
		NewPassive("after you play it from your hand: it becomes a printed copy of a non-unique character in play of printed cost X or lower you choose, back to your hand when that character leaves play").
			On(PlayedFromHand(Self)).
			Doing(Choosing(PickCard("a non-unique character of printed cost X or lower to copy",
				All(Character, Other, Not(UniqueCard), PrintedCostAtMostCount(playedX))).Targeting(), copyChosen))),
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

// playedX (Doppelganger) is the X its player paid as he played it.
func playedX(c *Ctx) int {
	if e := c.Event(); e != nil && e.Kind == EvPlay {
		return int(e.X)
	}
	return 0
}

// copyChosen (Doppelganger) makes the card a printed copy of the
// character chosen, returning to its owner's hand when that character
// leaves play.
func copyChosen(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.BecomePrintedCopy(chosen[0]) {
		c.Fail()
		return
	}
	c.ReturnToHandWhenLeavesPlay(c.Src(), chosen[0])
}
