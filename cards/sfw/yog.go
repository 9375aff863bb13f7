package sfw

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, SfW 99 and 100.
var yog = []entry{
	// FAQ (Yog-Sothoth rulings): X is 0 for a Spell of cost X; the card
	// goes to the bottom of the deck even if it attached itself. Only an
	// Action event is played so, its play restriction, limit, other costs
	// and targets allowing it now; the "then" needs the event played.
	card(99, "Yog-Sothoth",
		NewAction("pay 2: play a Spell event of your discard pile you choose without paying its cost (X is 0); then it goes to the bottom of your deck").
			Costing(Pay(2)).
			Choosing(Choose("a Spell event card in your discard pile you could play now",
				All(EventCard, InYourDiscard, PrintedSubtype("Spell"), playableFree)).InDiscardPiles()).
			Doing(Custom(playChosenFree, nil), Custom(chosenToDeckBottom, nil).Then())),
	// "All wounds to that character": the wound disrupted and every other
	// wound about to be dealt to it (a character taking several at once),
	// but those of a passive effect, which cannot be cancelled.
	card(100, "Spiritual Guidance",
		NewDisrupt("discard a character card from your hand, when a character of yours is about to be wounded: cancel every wound about to be dealt to it").
			On(WoundTo(All(Character, Yours))).
			Costing(DiscardOne(CharacterCard)).
			Doing(Cancel(), Custom(cancelOtherWounds, nil))),
}

// playableFree (Yog-Sothoth) selects the event cards its player could
// play now without paying their cost.
func playableFree(c *Ctx, id CardID) bool { return c.CanPlayEventFree(id) }

// playChosenFree (Yog-Sothoth) plays the event chosen, without paying its
// cost.
func playChosenFree(c *Ctx) {
	ts := c.LegalTargets(0)
	if len(ts) == 0 || !c.PlayEventFree(ts[0]) {
		c.Fail()
	}
}

// chosenToDeckBottom (Yog-Sothoth) puts the event played, wherever it is
// now, on the bottom of its owner's deck.
func chosenToDeckBottom(c *Ctx) {
	if g := c.Group(0); len(g) == 0 || !c.PutOnBottomOfDeck(g[0]) {
		c.Fail()
	}
}

// cancelOtherWounds (Spiritual Guidance) cancels the other wounds about
// to be dealt to the character whose wound the Disrupt answers.
func cancelOtherWounds(c *Ctx) {
	if e := c.Event(); e != nil && e.Card != None {
		c.CancelWoundsTo(e.Card)
	}
}
