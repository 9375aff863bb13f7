package iotf

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, IotF 43 and 44.
var cthulhuCards = []entry{
	// Toughness and its terror booster only: the card database has them.
	card(43, "Horrific Shoggoth"),
	// The copy revealed is the cost: it stays in the hand, seen by every
	// player (FAQ 2.4). "Then" (FAQ 1.3): the copy is shuffled into the
	// deck only when the character was destroyed, and only if it is
	// still in the hand.
	card(44, "Ghatanotha",
		NewAction("reveal another copy of it from your hand: destroy a non-Ancient One character you choose; then that copy is shuffled into your deck").
			Costing(RevealOne(All(InYourHand, TitleIs("Ghatanotha")))).
			Choosing(Choose("a non-Ancient One character", All(Character, Not(WithSubtype("Ancient One"))))).
			Doing(DestroyTarget(0), Custom(shuffleRevealedIntoDeck, nil).Then())),
}

// shuffleRevealedIntoDeck (Ghatanotha) shuffles the card revealed from the
// hand as the cost into its owner's deck, if it is still in the hand.
func shuffleRevealedIntoDeck(c *Ctx) {
	id := c.CostCard()
	if id == None || c.Zone(id) != ZoneHand || !c.ShuffleIntoDeck(id) {
		c.Fail()
	}
}
