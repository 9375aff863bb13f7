package sfw

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, SfW 99 and 100.
var yog = []entry{
	// "All wounds to that character": the wound disrupted and every other
	// wound about to be dealt to it (a character taking several at once),
	// but those of a passive effect, which cannot be cancelled.
	card(100, "Spiritual Guidance",
		NewDisrupt("discard a character card from your hand, when a character of yours is about to be wounded: cancel every wound about to be dealt to it").
			On(WoundTo(All(Character, Yours))).
			Costing(DiscardOne(CharacterCard)).
			Doing(Cancel(), Custom(cancelOtherWounds, nil))),
}

// cancelOtherWounds (Spiritual Guidance) cancels the other wounds about
// to be dealt to the character whose wound the Disrupt answers.
func cancelOtherWounds(c *Ctx) {
	if e := c.Event(); e != nil && e.Card != None {
		c.CancelWoundsTo(e.Card)
	}
}
