package tc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TC 116 to 118.
var syndicate = []entry{
	// The character is the one that went from play to its owner's (the
	// Location's player's) discard pile; it must still be there.
	card(116, "Safe House",
		NewResponse("after a character goes from play to your discard pile, pay 1: it goes back to your hand").
			On(EntersDiscardFromPlay(All(CharacterCard, InYourDiscard))).
			Costing(Pay(1)).
			Doing(Custom(subjectToHand, subjectInYourDiscard))),
	card(117, "Tattooed Thug",
		NewConstant("while a conspiracy is in play: Willpower, a combat icon and two arcane icons more",
			Gain(Willpower).On(Self), GainIcon(carddb.Combat, 1).On(Self), GainIcon(carddb.Arcane, 2).On(Self)).When(conspiracyInPlay)),
	// The opponent's top cards are seen by the player alone; "then" they
	// go back on top in the order he picks them, the first on top.
	card(118, "The View from Within",
		NewAction("look at the top 4 cards of an opponent's deck; then put them back in the order you choose").
			Doing(ArrangeTopOfDeckOf(Opponent, 4))),
}

// subjectInYourDiscard (Safe House) holds while the character answered is
// still in its player's discard pile.
func subjectInYourDiscard(c *Ctx) bool {
	e := c.Event()
	return e != nil && e.Card != None && c.Matches(InYourDiscard, e.Card)
}

// subjectToHand (Safe House) takes the character answered back to its
// owner's hand.
func subjectToHand(c *Ctx) {
	if !subjectInYourDiscard(c) || !c.PutInHand(c.Event().Card) {
		c.Fail()
	}
}

// conspiracyInPlay (Tattooed Thug) holds while a conspiracy is in a story
// slot.
func conspiracyInPlay(c *Ctx) bool {
	for _, s := range c.Stories() {
		if c.Matches(ConspiracyCard, s) {
			return true
		}
	}
	return false
}
