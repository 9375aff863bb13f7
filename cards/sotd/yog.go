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
	// The wound removed pays for the readying ("to"): the Gug is
	// designated as the event starts, not chosen (no target); the readying
	// depends on the wound removed (docs/rulings.md).
	card(92, "Ascension to Zura",
		NewAction("an exhausted, wounded Gug character of yours loses a wound; then it is readied").
			Choosing(Designate("an exhausted, wounded Gug character you control", All(Character, Yours, ExhaustedCard, Wounded, WithSubtype("Gug")))).
			Doing(removeAWound, ReadyTarget(0).Then())),
}

// discardTopOne (Wandering Gug) discards the top card of the deck of the
// player picked.
func discardTopOne(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || len(c.DiscardTopOfDeck(ChosenValue(chosen[0]), 1)) == 0 {
		c.Fail()
	}
}

// removeAWound (Ascension to Zura) removes one wound from the designated
// character, if it still has one.
var removeAWound = Custom(func(c *Ctx) {
	ids := c.LegalTargets(0)
	if len(ids) == 0 || !c.RemoveWound(ids[0]) {
		c.Fail()
	}
}, nil)
