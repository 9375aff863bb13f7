package witd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, WitD 1 and 2.
var agency = []entry{
	// No "choose": the cards are found as it resolves, each one that may
	// be attached to him (its "Attach to ..." requirement, uniqueness);
	// finding none is allowed, and the deck is shuffled anyway.
	card(1, "James Logan",
		NewResponse("after he enters play: search your deck for up to two Attachment supports, put them into play on him, and shuffle").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("up to two Attachment supports of your deck to attach to him", attachableToSelf).FromDeck().UpToCount(2).Optional(),
				attachChosenToSelf),
				shuffleYourDeck)),
	// The two characters exhausted are the player's own (costs, FAQ
	// 2.13); the character destroyed is chosen as it is played, and may
	// be any non-Ancient One character in play.
	card(2, "Flanking Maneuver",
		NewAction("exhaust two characters of yours with a combat icon: destroy a non-Ancient One character you choose").
			Costing(ExhaustN(2, All(Character, IconsAtLeast(carddb.Combat, 1)))).
			Choosing(Choose("a non-Ancient One character", All(Character, Not(WithSubtype("Ancient One"))))).
			Doing(DestroyTarget(0))),
}

// attachableToSelf (James Logan) selects the Attachment support cards of
// the deck that could be put into play attached to the ability's card.
func attachableToSelf(c *Ctx, id CardID) bool {
	d := c.Card(id)
	return d.Type == carddb.Support && c.Matches(PrintedSubtype("Attachment"), id) && c.CanAttachByRequirement(id, c.Src())
}

// attachChosenToSelf (James Logan) puts the cards found into play
// attached to the ability's card, one after the other: one that can no
// longer go there (the first was unique, its copy is not) stays.
func attachChosenToSelf(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if c.InPlay(c.Src()) && c.CanAttachByRequirement(id, c.Src()) {
			c.AttachFromOutOfPlay(id, c.Src())
		}
	}
}

// shuffleYourDeck (James Logan) shuffles the ability's player's deck.
var shuffleYourDeck = Custom(func(c *Ctx) { c.ShuffleDeck(c.You()) }, nil)
