package ttb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: the Yog-Sothoth faction's cards, TTB 19 and 20.
var yog = []entry{
	// From the hand, once the opponent's event has been played (its
	// ability resolved or cancelled). Put into play, not played.
	card(19, "Intruder from Beyond",
		NewResponse("from your hand, after an opponent plays an event: put it into play").
			On(On(opponentPlayedEvent, EvAbility)).Working(FromHand).
			Doing(PutSelfIntoPlay())),
	// Both players' top cards, while it is in play, blank text aside.
	// The player whose deck loses its top card is picked as the Action
	// resolves.
	card(20, "Prism of Many Views",
		NewConstant("each player's top card of his deck is revealed",
			TopOfDeckRevealed().On(InTopOfDeck(1))),
		NewAction("exhaust it: the top card of a player's deck is discarded").
			Costing(ExhaustSelf()).
			Doing(Choosing(PickPlayer("the player whose deck loses its top card"), prismDiscardTop))),
}

// opponentPlayedEvent (Intruder from Beyond) matches an event card played
// by an opponent of the card's player.
func opponentPlayedEvent(c *Ctx, e *Event) bool {
	return e.Kind == EvAbility && e.Card != None && int(e.Player) == c.Opp() &&
		c.Card(e.Card).Type == carddb.Event && !TriggeredAbilityOfCardInPlay(c, e)
}

// prismDiscardTop (Prism of Many Views) discards the top card of the deck
// of the player picked.
func prismDiscardTop(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || len(c.DiscardTopOfDeck(ChosenValue(chosen[0]), 1)) == 0 {
		c.Fail()
	}
}
