package kd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// locations: the set's neutral Location support cards left for later.
var locations = []entry{
	// "A card with the Independent subtype" as it left play: its printed
	// subtypes, unless it was blank or insane then (FAQ 1.12, 2.34);
	// "that character": one that left play as a character, any player's,
	// still in its owner's discard pile and able to enter play again.
	card(39, "607 Walter Street",
		NewResponse("after an Independent character is destroyed, exhaust it: that character comes back into play under its owner's control").
			On(On(independentDestroyed, EvDestroy)).
			Costing(ExhaustSelf()).
			Doing(Custom(returnDestroyed, nil))),
	// No bold word: a passive, for a play from the hand only. The
	// subtype named is kept on the Tavern while it stays in play as the
	// same card (FAQ 2.23); put into play otherwise, it names none and its
	// Action is not offered (docs/rulings.md).
	card(40, "The Rope and Anchor Tavern",
		NewPassive("after you play it from your hand: you name a subtype, which it keeps while in play").
			On(PlayedFromHand(Self)).
			Doing(Choosing(PickAmong("a subtype to name", namedSubtypes), keepSubtype)),
		NewAction("exhaust it: the next character of the subtype it keeps that you play this phase costs 1 less, to a minimum of 1").
			When(keepsSubtype).
			Costing(ExhaustSelf()).
			Doing(Custom(nextOfSubtypeCostsLess, nil))),
}

// namedSubtypes are the subtypes the LCG's cards print, in alphabetical
// order, but Attachment, which no character has: the subtypes a player
// may name (FAQ 1.14).
var namedSubtypes = carddb.Default().PrintedSubtypes(carddb.LCG, "Attachment")

// keepSubtype (The Rope and Anchor Tavern) keeps the subtype named on the
// card.
func keepSubtype(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		return
	}
	i := ChosenValue(chosen[0])
	if i < 0 || i >= len(namedSubtypes) || !c.InPlay(c.Src()) {
		return
	}
	c.KeepName(namedSubtypes[i])
	c.Note(c.Src(), None, "names the subtype "+namedSubtypes[i])
}

// keepsSubtype (The Rope and Anchor Tavern): the card keeps a subtype
// named.
func keepsSubtype(c *Ctx) bool {
	_, ok := c.KeptName(c.Src())
	return ok
}

// nextOfSubtypeCostsLess (The Rope and Anchor Tavern) lowers by 1, to a
// minimum of 1, the cost of the next character of the subtype kept that
// the ability's player plays from his hand this phase. The subtype is read
// as the effect resolves, and stays with the reduction if the Tavern
// leaves play after.
func nextOfSubtypeCostsLess(c *Ctx) {
	s, ok := c.KeptName(c.Src())
	if !ok {
		c.Fail()
		return
	}
	c.NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, WithSubtype(s))))
	c.Note(c.Src(), None, "the next "+s+" character played this phase costs 1 less")
}

// independentDestroyed (607 Walter Street) matches a character of the
// Independent subtype destroyed, now in its owner's discard pile, that
// could enter play under his control.
func independentDestroyed(c *Ctx, e *Event) bool {
	if !e.LeftAsCharacter() || e.LeftBlank() || !c.Card(e.Card).HasSubtype("Independent") {
		return false
	}
	return c.Zone(e.Card) == ZoneDiscard && CanEnterPlay(c, e.Card)
}

// returnDestroyed (607 Walter Street) puts the destroyed character into
// play again from its owner's discard pile, under his control (FAQ 2.24).
func returnDestroyed(c *Ctx) {
	e := c.Event()
	if e == nil || c.Zone(e.Card) != ZoneDiscard || !c.PutIntoPlay(e.Card) {
		c.Fail()
	}
}
