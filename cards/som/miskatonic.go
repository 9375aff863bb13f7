package som

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, SoM 3 and 4.
var miskatonic = []entry{
	// The icon picked may be any kind but investigation (turning one into
	// itself would change nothing).
	card(3, "Omega Alumnus",
		NewAction("pay 1: one investigation icon of a character you choose becomes another icon of your choice this phase").
			Costing(Pay(1)).
			Choosing(Choose("a character with an investigation icon", All(Character, IconsAtLeast(carddb.Investigation, 1)))).
			Doing(Choosing(PickIconAmong("the icon it becomes", otherThanInvestigation), changeInvestigationIcon))),
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

// otherThanInvestigation lists the icons an investigation icon may become.
func otherThanInvestigation(c *Ctx) []carddb.Icon {
	return []carddb.Icon{carddb.Terror, carddb.Combat, carddb.Arcane}
}

// changeInvestigationIcon (Omega Alumnus) takes one investigation icon
// from the target and gives it one of the kind picked, this phase.
func changeInvestigationIcon(c *Ctx, chosen []CardID) {
	t := c.Target(0)
	if len(chosen) == 0 || t == None || !c.InPlay(t) || !c.Matches(IconsAtLeast(carddb.Investigation, 1), t) {
		c.Fail()
		return
	}
	c.GainsForPhase(t, GainIcon(carddb.Investigation, -1), GainIcon(ChosenIcon(chosen[0]), 1))
}
