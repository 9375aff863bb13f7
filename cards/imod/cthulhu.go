package imod

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, IMoD 28 and 29.
var cthulhuCards = []entry{
	// The Deep One sacrificed is a cost, one of the player's own (FAQ
	// 2.13); the character it attaches to is picked as it resolves (no
	// "choose"), either player's. "Then": destroying all Day cards is done
	// with none in play (FAQ, "destroy all Day cards, then" ruling).
	card(28, "Day of the Deep Ones",
		NewAction("sacrifice a Deep One character: destroy every Day card in play; then it becomes an Attachment of a Deep One character and makes it Night").
			When(notInPlay).
			Costing(SacrificeOne(All(Character, WithSubtype("Deep One")))).
			Doing(DestroyAll(dayCard),
				Choosing(PickCard("a Deep One character to attach it to", All(Character, WithSubtype("Deep One"))), attachSelfToChosen).Then()),
		NewConstant("attached, it is an Attachment with the Night keyword",
			GainSubtype("Attachment").On(Self), Gain(Night).On(Self)).When(SelfAttached)),
	// "A Day card just played": an event with the Day keyword about to
	// resolve, played from the hand (a character or support card enters
	// play as it is played, with nothing to cancel; docs/rulings.md).
	card(29, "Curse of Darkness",
		NewDisrupt("cancel a Day event just played; then shuffle it into its owner's deck").
			On(On(dayEventPlayed, EvAbility)).
			Doing(Cancel(), Custom(shuffleSubjectIntoDeck, nil).Then())),
}

// dayEventPlayed (Curse of Darkness) matches an event card with the Day
// keyword, being played, about to resolve.
func dayEventPlayed(c *Ctx, e *Event) bool {
	if !AbilityOfCardType(carddb.Event)(c, e) {
		return false
	}
	return c.Zone(e.Card) == ZoneResolving && c.Is(e.Card, Day)
}

// shuffleSubjectIntoDeck (Curse of Darkness) shuffles the event cancelled
// into its owner's deck.
func shuffleSubjectIntoDeck(c *Ctx) {
	if e := c.Event(); e == nil || !c.ShuffleIntoDeck(e.Card) {
		c.Fail()
	}
}
