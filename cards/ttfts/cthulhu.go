package ttfts

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, TTftS 87 and 88.
var cthulhuCards = []entry{
	// It took part in the story if it is committed to it when its player
	// succeeds there (FAQ errata, Erich Zann: "participating").
	card(87, "The Thing from the Shore",
		NewResponse("after you succeed at its story: every wound on it is removed").
			On(On(youSucceededAtSelfStory, EvSuccess)).
			Doing(Custom(removeOwnWounds, selfWounded))),
	// Either player's characters, committed by a player or by an effect;
	// a neutral character has no faction and differs from none.
	card(88, "Communal Shower",
		NewConstant("no player commits characters of two factions to one story",
			CommitsOnlyWithSameFaction().On(Character))),
}

// removeOwnWounds (The Thing from the Shore) removes the wound tokens of
// the ability's card.
func removeOwnWounds(c *Ctx) {
	if !c.RemoveWounds(c.Src()) {
		c.Fail()
	}
}

// selfWounded holds while the ability's card, in play, has a wound.
func selfWounded(c *Ctx) bool { return c.InPlay(c.Src()) && c.Wounds(c.Src()) > 0 }
