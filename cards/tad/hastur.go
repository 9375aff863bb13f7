package tad

import (
	. "cthulhu/engine"
)

// hastur: Hastur, TAD 50 and 51.
var hastur = []entry{
	card(50, "Long-Dead Prince",
		NewAction("while he is wounded: he returns to his owner's hand").
			When(selfWounded).
			Doing(ReturnSelfToHand())),
}

// selfWounded holds while the ability's own card has a wound.
func selfWounded(c *Ctx) bool { return c.Wounds(c.Src()) > 0 }
