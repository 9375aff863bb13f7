package tad

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, TAD 54 to 56.
var shub = []entry{
	card(54, "Gibbering Soul",
		NewResponse("once destroyed: find a Shub-Niggurath character with a combat icon in your deck, show it, take it into your hand and shuffle").
			Working(FromDiscard).
			On(Destroyed(Self)).
			Doing(SearchDeck("a Shub-Niggurath character with a combat icon",
				All(CharacterCard, OfFaction(carddb.ShubNiggurath), IconsAtLeast(carddb.Combat, 1))))),
	card(55, "Ghoulish Thrill Seeker",
		NewResponse("after a character is wounded: ready it").
			On(On(characterWounded, EvWound)).
			Doing(ReadySelf())),
}

// characterWounded (Ghoulish Thrill Seeker) matches a wound dealt to a
// character, whether or not the wound destroyed it.
func characterWounded(c *Ctx, e *Event) bool {
	return e.Kind == EvWound && e.Card != None && (c.IsCharacter(e.Card) || c.Card(e.Card).Type == carddb.Character)
}
