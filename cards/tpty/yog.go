package tpty

import (
	"cthulhu/carddb"
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
	// No longer a support while a character (FAQ, Guardian Pillar
	// ruling); a support again as the phase ends.
	card(113, "Idol of the Abomination",
		NewAction("pay 2: it is a character of skill 3 with two terror and two combat icons this phase").
			Costing(Pay(2)).
			Doing(idolAwakens)),
}

// idolAwakens (Idol of the Abomination) makes the card a character until
// the end of the phase, of printed skill 3 with two terror and two combat
// icons.
var idolAwakens = Custom(func(c *Ctx) {
	if !c.BecomesCharacterForPhase(c.Src()) {
		c.Fail()
		return
	}
	c.GainsForPhase(c.Src(), PrintedSkillIs(3), GainIcon(carddb.Terror, 2), GainIcon(carddb.Combat, 2))
}, func(c *Ctx) bool { return c.InPlay(c.Src()) && c.Host(c.Src()) == None && !c.IsCharacter(c.Src()) })

// placeWoundOnSelf (Hideous Guardian) places a wound token on the
// ability's own character, as long as it can bear one.
var placeWoundOnSelf = Custom(func(c *Ctx) {
	if !c.PlaceWound(c.Src()) {
		c.Fail()
	}
}, func(c *Ctx) bool { return c.IsCharacter(c.Src()) && !c.Is(c.Src(), Invulnerability) })
