package som

import (
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, SoM 3 and 4.
var miskatonic = []entry{
	// The card taken is not revealed: any card may be taken (FAQ 2.11).
	// The deck is shuffled whether or not a card was taken.
	card(4, "Unspeakable Research",
		NewAction("in your operations phase: any card of your deck into your hand, then you shuffle").
			When(YourOperations).
			Doing(Choosing(PickCard("a card of your deck to put into your hand", anyCard).FromDeck(), takeFromDeck),
				shuffleYourDeck)),
}

// anyCard selects every card.
func anyCard(c *Ctx, id CardID) bool { return true }

// takeFromDeck (Unspeakable Research) puts the card picked in the deck
// into its owner's hand, unrevealed.
func takeFromDeck(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
	}
	PutChosenInHand(c, chosen)
}

// shuffleYourDeck shuffles the ability's player's deck.
var shuffleYourDeck = Custom(func(c *Ctx) { c.ShuffleDeck(c.You()) }, nil)
