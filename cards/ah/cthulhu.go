package ah

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, AH 10 and 11. The Ancient Ones' text boxes are
// never blanked (Unblankable).
var cthulhuCards = []entry{
	// FAQ 1.11: the Forced Response resolves even while the story
	// resolves. Only a combat struggle wounds.
	card(10, "Bokrug",
		NewForced("after a struggle wounds it: wound another character committed to its story you choose, if able").
			On(On(woundedByStruggle, EvWound)).
			Choosing(Choose("another character committed to its story", All(Character, Other, AtSameStory)).ToWound()).
			Doing(WoundTarget(0))).Unblankable(),
	card(11, "Ghatanothoa",
		NewConstant("one more combat icon for each card in your hand",
			GainIcon(carddb.Combat, 1).Times(cardsInYourHand).On(Self))).Unblankable(),
}

// woundedByStruggle (Bokrug) matches a wound to the ability's card that a
// struggle gave.
func woundedByStruggle(c *Ctx, e *Event) bool { return e.Card == c.Src() && e.FromStruggle() }

// cardsInYourHand (Ghatanothoa) counts the cards in its controller's hand.
func cardsInYourHand(c *Ctx) int { return len(c.Hand(c.You())) }
