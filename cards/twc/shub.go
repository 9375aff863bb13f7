package twc

import (
	"slices"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, TWC 109 and 110.
var shub = []entry{
	// "Choose" as it resolves: a target picked once the top card is seen
	// (FAQ 1.9). An empty deck discards nothing: the Location branch.
	card(109, "Sinkhole!",
		NewAction("discard your top card: a Chthonian character destroys a non-Ancient One character you choose, anything else a Location support you choose").
			Doing(Custom(discardTopAndKeep, nil),
				If(discardedChthonian, Choosing(PickCard("a non-Ancient One character to destroy", nonAncient).Targeting(), destroyChosen)),
				If(noChthonian, Choosing(PickCard("a Location support to destroy", location).Targeting(), destroyChosen)))),
	card(110, "Bast's Hunt",
		NewAction("destroy a wounded character you choose").
			Choosing(Choose("a wounded character", All(Character, Wounded))).
			Doing(DestroyTarget(0))),
}

// discardTopAndKeep (Sinkhole!) discards the top card of its player's
// deck and keeps it for the parts after.
func discardTopAndKeep(c *Ctx) { c.Keep(c.DiscardTopOfDeck(c.You(), 1)...) }

// discardedChthonian holds when the card Sinkhole! discarded is a
// Chthonian character card.
func discardedChthonian(c *Ctx) bool {
	for _, id := range c.Group(0) {
		if d := c.Card(id); d.Type == carddb.Character && slices.Contains(d.Subtypes, "Chthonian") {
			return true
		}
	}
	return false
}

// noChthonian holds when it discarded anything else, or nothing.
func noChthonian(c *Ctx) bool { return !discardedChthonian(c) }

// destroyChosen destroys the cards chosen.
func destroyChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Destroy(id)
	}
}
