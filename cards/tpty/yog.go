package tpty

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TPtY 112 and 113.
var yog = []entry{
	// Toughness +5 is a keyword of the card database. The wound is not
	// dealt; its token is placed on the Guardian, which is no wound to it.
	card(112, "Hideous Guardian",
		NewDisrupt("a wound about to be dealt to another character of yours: its token goes on the Guardian instead").
			On(WoundTo(All(Character, Yours, Other))).
			Doing(Cancel(), placeWoundOnSelf.Then())),
}

// placeWoundOnSelf (Hideous Guardian) places a wound token on the
// ability's own character, as long as it can bear one.
var placeWoundOnSelf = Custom(func(c *Ctx) {
	if !c.PlaceWound(c.Src()) {
		c.Fail()
	}
}, func(c *Ctx) bool { return c.IsCharacter(c.Src()) && !c.Is(c.Src(), Invulnerability) })
