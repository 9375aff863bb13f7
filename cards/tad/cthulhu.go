package tad

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, TAD 48 and 49.
var cthulhuCards = []entry{
	card(48, "Nocturnal Scavenger",
		NewResponse("after you win a combat struggle, pay X: destroy an attachment of printed cost X or lower you choose").
			On(WonStruggleOf(carddb.Combat)).
			Costing(PayX()).
			Choosing(Choose("an attachment of printed cost X or lower", All(AttachmentCard, CostAtMostX))).
			Doing(DestroyTarget(0))),
	card(49, "Muddy Waters",
		NewResponse("after a character reaches a discard pile, exhaust it: exhaust a character").
			On(On(characterToDiscard, EvDestroy, EvSacrifice, EvDiscardFromPlay, EvDiscardFromHand, EvDiscardFromDeck)).
			Costing(ExhaustSelf()).
			Doing(Choosing(PickCard("a character to exhaust", All(Character, ReadyCard)), exhaustChosen))),
}

// characterToDiscard (Muddy Waters) matches a character entering a
// discard pile, either player's, from anywhere: a character leaving play
// for the pile (destroyed, sacrificed, discarded), or a character card
// discarded from a hand or a deck.
func characterToDiscard(c *Ctx, e *Event) bool {
	if e.Card == None || c.Zone(e.Card) != ZoneDiscard {
		return false
	}
	switch e.Kind {
	case EvDiscardFromHand, EvDiscardFromDeck:
		return c.Card(e.Card).Type == carddb.Character
	}
	return e.LeftAsCharacter()
}

// exhaustChosen exhausts the cards picked.
func exhaustChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Exhaust(id)
	}
}
