package sotd

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, SotD 93 and 94.
var shub = []entry{
	// Night is his keyword (the card database's). The discarding has no
	// bold trigger: a passive, for a play from the hand only (FAQ 2.24).
	card(93, "Shuggob, Ghoul Sage",
		NewPassive("after you play him from your hand: every Day card in play is discarded").
			On(PlayedFromHand(Self)).
			Doing(discardDayCards)),
	// "Any number": none at all is a choice too.
	card(94, "Mi-Go Dreams",
		NewAction("any number of Mi-Go characters of your discard pile go back to your hand").
			Doing(Choosing(PickCard("Mi-Go characters to take back to your hand", All(CharacterCard, PrintedSubtype("Mi-Go"))).FromDiscardPile().AnyNumber(),
				PutChosenInHand))),
}

// discardDayCards (Shuggob) discards from play every card in play with
// the Day keyword now, either player's.
var discardDayCards = Custom(func(c *Ctx) {
	var ids []CardID
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.Is(id, Day) {
				ids = append(ids, id)
			}
		}
	}
	for _, id := range ids {
		if c.InPlay(id) {
			c.DiscardFromPlay(id)
		}
	}
}, nil)
