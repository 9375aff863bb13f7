package sotd

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, SotD 87 and 88.
var cthulhuCards = []entry{
	// "Then": she must be readied (exhausted, sane) for the draw.
	card(87, "Princess Zura",
		NewResponse("after an opponent's character leaves play: ready her; then draw a card").
			On(On(opponentsCharacterLeft, EvDestroy, EvSacrifice, EvDiscardFromPlay, EvReturnToHand, EvReturnToDeck)).
			Doing(ReadySelf(), Draw(1).Then())),
	// Not targeted; uniqueness is printed.
	card(88, "In an Unmarked Grave",
		NewAction("every player sacrifices each character he controls that is not unique").
			Doing(EachPlayerSacrificesAll(Not(UniqueCard)))),
}

// opponentsCharacterLeft (Princess Zura) matches a character an opponent
// of the ability's player controlled leaving play.
func opponentsCharacterLeft(c *Ctx, e *Event) bool {
	return int(e.Player) == c.Opp() && e.LeftAsCharacter()
}
