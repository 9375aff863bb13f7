package aoa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, AoA 64 to 66.
var cthulhuCards = []entry{
	// The Response is its own only while it is Night; any event card
	// played, either player's, once it has resolved.
	card(64, "Lurking Deep One",
		NewResponse("while it is Night, after an event card is played: ready it").
			When(IsNight).
			On(On(eventPlayed, EvAbility)).
			Doing(ReadySelf())),
	// Its controller's Deep One characters, to a minimum of 1 (FAQ 2.16).
	card(65, "Devil's Reef",
		NewConstant("your Deep One characters cost 1 less to play, to a minimum of 1",
			CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, PrintedSubtype("Deep One"))))),
}

// eventPlayed (Lurking Deep One) matches an event card played, not the
// triggered ability of a card in play.
func eventPlayed(c *Ctx, e *Event) bool {
	return e.Card != None && c.Card(e.Card).Type == carddb.Event && !TriggeredAbilityOfCardInPlay(c, e)
}
