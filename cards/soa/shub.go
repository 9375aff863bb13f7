package soa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, SoA 19 to 24.
var shub = []entry{
	card(19, "Mi-Go Surgeon",
		NewConstant("every Mi-Go character has an arcane icon more",
			GainIcon(carddb.Arcane, 1).On(CharacterWithSubtype("Mi-Go")))),
	card(20, "Mi-Go Commander",
		NewConstant("every Mi-Go character has a combat icon more",
			GainIcon(carddb.Combat, 1).On(CharacterWithSubtype("Mi-Go")))),
	// No "choose": the character is picked as the Response resolves.
	card(21, "Rampaging Dark Young",
		NewResponse("after it goes from play to your discard pile: put into play a character of printed cost 3 or less from your hand or discard pile").
			On(EntersDiscardFromPlay(Self)).
			Doing(Choosing(PickCard("a character of printed cost 3 or less", All(CharacterCard, PrintedCostAtMost(3), CanEnterPlay)).FromHandOrDiscard(),
				PutChosenIntoPlay))),
	card(22, "Albino Goat-spawn",
		NewForced("after a Day card enters play: it takes a wound").
			On(EntersPlay(WithKeyword(Day))).
			Doing(WoundAll(Self))),
	card(23, "Ageless Mi-Go",
		NewConstant("your Mi-Go characters have Toughness +1",
			ToughnessPlus(1).On(All(Character, Yours, WithSubtype("Mi-Go"))))),
	card(24, "The Mother's Hand",
		NewResponse("after you play it overpaid: refresh a drained domain you choose").
			On(PlayedOverpaid(Self)).
			Choosing(Choose("a drained domain", DrainedDomain).Domains()).
			Doing(Custom(refreshTarget, nil))),
}

// refreshTarget (The Mother's Hand) refreshes the domain chosen.
func refreshTarget(c *Ctx) {
	if d := c.Target(0); d == None || !c.RefreshDomain(d) {
		c.Fail()
	}
}
