package sotd

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, SotD 91 and 92.
var yog = []entry{
	// "After he is wounded": a wound that destroys him still answers (as
	// Puj-Dunk's). The deck is picked as the Response resolves.
	card(91, "Wandering Gug",
		NewResponse("after he is wounded: the top card of a deck of your choice is discarded").
			On(SelfWounded()).Working(FromPlay|FromDiscard).
			Doing(Choosing(PickPlayer("the player whose deck loses its top card"), discardTopOne))),
	// The wound removed is the cost (FAQ 2.13: what comes before "to"),
	// paid after the event's own cost; a cancelled event leaves it
	// removed. The Gug is no target.
	card(92, "Ascension to Zura",
		NewAction("remove a wound from an exhausted Gug character of yours: ready it").
			Costing(RemoveWoundFromOne(All(Character, ExhaustedCard, WithSubtype("Gug")))).
			Doing(readyCostCard)),
}

// discardTopOne (Wandering Gug) discards the top card of the deck of the
// player picked.
func discardTopOne(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || len(c.DiscardTopOfDeck(ChosenValue(chosen[0]), 1)) == 0 {
		c.Fail()
	}
}

// readyCostCard (Ascension to Zura) readies the character the wound came
// off.
var readyCostCard = Custom(func(c *Ctx) {
	id := c.CostCard()
	if id == None || !c.InPlay(id) || !c.Exhausted(id) {
		c.Fail()
		return
	}
	c.Ready(id)
}, nil)
