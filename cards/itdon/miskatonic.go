package itdon

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, ItDoN 43 and 44.
var miskatonic = []entry{
	// The two cards left go to the bottom one at a time, in the order
	// their player picks them: the second picked ends at the very bottom.
	card(43, "Dreamlands Scholar",
		NewAction("pay 1, exhaust a Dreamer character: look at your top three cards, take one into your hand and put the others on the bottom of your deck in the order you like").
			Costing(Pay(1), ExhaustOne(All(Character, WithSubtype("Dreamer")))).
			Doing(TakeOneFromTopOfDeck(3),
				Choosing(PickCard("the card to put on the bottom of your deck first", InTopOfDeck(2)).FromDeck(), PutChosenOnBottomOfDeck),
				Choosing(PickCard("the card to put on the bottom of your deck last", InTopOfDeck(1)).FromDeck(), PutChosenOnBottomOfDeck))),
	card(44, "Night Class",
		NewAction("only while it is not Day: a Miskatonic character with an arcane icon comes into play from your hand, and goes back to your hand as the phase ends if still in play").
			When(notDay).
			Doing(Choosing(PickCard("a Miskatonic character with an arcane icon",
				All(CharacterCard, OfFaction(carddb.Miskatonic), IconsAtLeast(carddb.Arcane, 1), CanEnterPlay)).FromHand(),
				intoPlayUntilPhaseEnd))),
}

// notDay holds while no Day card is in play.
func notDay(c *Ctx) bool { return !c.IsDay() }

// intoPlayUntilPhaseEnd (Night Class) puts the picked character into
// play; if it is still in play as the phase ends, it goes back to its
// owner's hand.
func intoPlayUntilPhaseEnd(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if c.PutIntoPlay(id) {
			c.ReturnToHandAtEndOfPhase(id)
		} else {
			c.Fail()
		}
	}
}
