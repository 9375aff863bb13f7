package pt

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: PT 25 to 27.
var hastur = []entry{
	// No "then": the card is discarded first; the Clerk goes back to its
	// owner's hand only if it was a character card (an empty deck
	// discards nothing, and the Clerk stays).
	card(25, "Sinister Clerk",
		NewAction("exhaust it: discard the top card of your opponent's deck; a character card discarded sends it back to its owner's hand").
			Costing(ExhaustSelf()).
			Doing(Custom(clerkDiscards, nil))),
	// Loyal is the card's keyword (the card database has it).
	card(27, "Horrifying Daydreams",
		NewAction("drive insane a character you choose").
			Choosing(Choose("a character", Character).ToInsane()).
			Doing(InsaneTarget(0))),
}

// clerkDiscards (Sinister Clerk) discards the top card of the opponent's
// deck and returns the Clerk to its owner's hand when that card is a
// character card.
func clerkDiscards(c *Ctx) {
	got := c.DiscardTopOfDeck(c.Opp(), 1)
	if len(got) == 0 {
		c.Fail()
		return
	}
	if c.Card(got[0]).Type == carddb.Character && c.InPlay(c.Src()) {
		c.ReturnToHand(c.Src())
	}
}
