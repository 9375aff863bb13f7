package tgs

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: TGS 83 and 84.
var cthulhuCards = []entry{
	// The card revealed is a cost (it stays in the hand, FAQ 2.4): a card
	// titled Cthulhu, any printing. Its player's characters titled
	// Cthulhu as it resolves have two terror icons more until the end of
	// the turn.
	card(83, "While He Sleeps",
		NewAction("reveal a Cthulhu card of your hand: your Cthulhu characters have two terror icons more this turn").
			Costing(RevealOne(TitleIs("Cthulhu"))).
			Doing(Custom(sleepsGiveTerror, nil))),
	// "Choose": a target, either player's character. The requirement lasts
	// until the end of the turn, as the commitment rules enforce any
	// "must commit" (docs/rulings.md).
	card(84, "Slave to the Undivided Mind",
		NewAction("a character you choose must commit to a story this turn, if able").
			Choosing(Choose("a character that must commit this turn", Character)).
			Doing(TargetGainsForTurn(0, MustCommit()))),
}

// sleepsGiveTerror (While He Sleeps): each character titled Cthulhu its
// player controls gains two terror icons until the end of the turn.
func sleepsGiveTerror(c *Ctx) {
	for _, id := range c.PlayArea(c.You()) {
		if c.IsCharacter(id) && c.Matches(TitleIs("Cthulhu"), id) {
			c.GainsForTurn(id, GainIcon(carddb.Terror, 2))
		}
	}
}
