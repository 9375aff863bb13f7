package jtuk

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, JtUK 113 and 114.
var shub = []entry{
	// "You" is the Contagion's controller; its host is anyone's.
	card(114, "Dark Contagion",
		NewResponse("after a Shub-Niggurath character you control is wounded: its host is wounded").
			On(WoundTo(All(Character, Yours, OfFaction(carddb.ShubNiggurath)))).
			Doing(Custom(woundHost, hostCanBeWounded))),
}

// hostCanBeWounded holds while the card's host is a character in play
// that can be wounded.
func hostCanBeWounded(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && c.InPlay(h) && c.IsCharacter(h) && c.CanBeWounded(h)
}

// woundHost wounds the card's host.
func woundHost(c *Ctx) {
	if !hostCanBeWounded(c) {
		c.Fail()
		return
	}
	c.Wound(c.Host(c.Src()))
}
