package atmom

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, AtMoM 6 and 7.
var syndicate = []entry{
	card(6, "Specimen Bags",
		NewConstant("its host gains the Scientist subtype", GainSubtype("Scientist").On(HostOfSelf)),
		NewResponse("after an opponent's character is destroyed: that card becomes an attachment of this one").
			On(On(opponentsCharacterDestroyed, EvDestroy)).
			Doing(bagIt),
		NewConstant("the owner of a card attached to it may not play other copies of that card",
			CannotBePlayed().On(copyOfBagged))),
	card(7, "Hand Camera",
		NewResponse("sacrifice it, after an opponent plays a card: search your deck for a card of the same title and take it into your hand").
			On(On(opponentPlayedCard, playKinds...)).
			Costing(SacrificeSelf()).
			Doing(SearchDeck("a card with the title of the card played", sameTitleAsPlayed))),
}

// opponentsCharacterDestroyed (Specimen Bags) matches a character an
// opponent controlled being destroyed (not an attachment, FAQ 1.15).
func opponentsCharacterDestroyed(c *Ctx, e *Event) bool {
	return e.Kind == EvDestroy && e.LeftAsCharacter() && int(e.Player) == c.Opp()
}

// bagIt (Specimen Bags) attaches the destroyed card, from its owner's
// discard pile, to the ability's card; a card no longer there is not.
var bagIt = Custom(func(c *Ctx) {
	e := c.Event()
	if e == nil || e.Card == None || !c.AttachFromOutOfPlay(e.Card, c.Src()) {
		c.Fail()
	}
}, func(c *Ctx) bool {
	e := c.Event()
	return e != nil && e.Card != None && c.Zone(e.Card) == ZoneDiscard && c.InPlay(c.Src())
})

// copyOfBagged (Specimen Bags) selects the cards in a hand, or being
// played from it, with the title of a card attached to the ability's card
// and the same owner.
func copyOfBagged(c *Ctx, id CardID) bool {
	if !playableLikeFromHand(c, id) {
		return false
	}
	title, owner := c.Card(id).Title, c.Owner(id)
	for p := range 2 {
		for _, a := range c.PlayArea(p) {
			if c.Host(a) == c.Src() && c.Owner(a) == owner && c.Card(a).Title == title {
				return true
			}
		}
	}
	return false
}

// opponentPlayedCard (Hand Camera) matches a card played by an opponent
// of the ability's controller.
func opponentPlayedCard(c *Ctx, e *Event) bool { return int(e.Player) == c.Opp() && cardPlayed(c, e) }

// sameTitleAsPlayed (Hand Camera) selects the cards with the title of the
// card the Response answers.
func sameTitleAsPlayed(c *Ctx, id CardID) bool {
	e := c.Event()
	return e != nil && e.Card != None && c.Card(id).Title == c.Card(e.Card).Title
}
