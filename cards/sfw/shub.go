package sfw

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, SfW 94 and 95.
var shub = []entry{
	// "Sacrifice a character": any character of his player's, itself too
	// (then it gains nothing).
	card(94, "Chupacabra",
		NewAction("pay 1, sacrifice a character: three more combat icons this phase").
			Costing(Pay(1), SacrificeOne(Character)).
			Doing(SelfGains(GainIcon(carddb.Combat, 3)))),
	// No "choose": the characters and the domain are picked as the event
	// resolves, the characters first.
	card(95, "Feeding Time",
		NewAction("up to three character cards of your discard pile become resources of one of your domains").
			Doing(Choosing(PickCard("up to three character cards of your discard pile", All(CharacterCard, InYourDiscard)).FromDiscardPile().UpToCount(3), pickedOnly),
				Choosing(PickDomain("the domain they go to as resources"), feedDomain).Then())),
}

// pickedOnly applies nothing: the cards picked are read back by a later
// part (Group).
func pickedOnly(*Ctx, []CardID) {}

// feedDomain (Feeding Time) attaches the character cards picked to the
// domain picked, as resources.
func feedDomain(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	dom := c.DomainCard(c.You(), ChosenValue(chosen[0]))
	moved := false
	for _, id := range c.Group(0) {
		if c.Zone(id) == ZoneDiscard && c.AttachAsResource(id, dom) {
			moved = true
		}
	}
	if !moved {
		c.Fail()
	}
}
