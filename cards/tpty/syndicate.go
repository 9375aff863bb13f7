package tpty

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TPtY 105 and 106.
var syndicate = []entry{
	// A passive "instead" (FAQ 1.8): it never leaves play, it becomes an
	// Attachment support card (FAQ, Expendable Muscle rulings; FAQ 1.15).
	card(105, "Expendable Muscle",
		Ability{Kind: Replacement, Text: "if it would be wounded or go insane, it becomes an attachment of another character you control instead",
			Trigger: On(SelfIs, EvWound, EvInsane),
			Effects: []Effect{Choosing(PickCard("another character you control to attach it to", All(Character, Yours, Other)), AttachItselfTo)}},
		NewConstant("attached: its host has Toughness +1 and Willpower",
			ToughnessPlus(1).On(HostOfSelf), Gain(Willpower).On(HostOfSelf))),
	// Steadfast is a keyword of the card database. Only a subtype some
	// card of the game prints may be given (FAQ 1.14).
	card(106, "False Papers",
		NewAction("exhaust it: its host has a subtype of your choice this phase").
			Costing(ExhaustSelf()).
			Doing(Choosing(PickAmong("a subtype for its host", printedSubtypes), hostGainsSubtype))),
}

// printedSubtypes are the subtypes the LCG's cards print, in alphabetical
// order, but Attachment, which makes a card a support's attachment rather
// than a character's trait.
var printedSubtypes = carddb.Default().PrintedSubtypes(carddb.LCG, "Attachment")

// hostGainsSubtype (False Papers) gives the card's host the subtype picked
// until the end of the phase.
func hostGainsSubtype(c *Ctx, chosen []CardID) {
	h := c.Host(c.Src())
	if h == None || len(chosen) == 0 || !c.InPlay(h) {
		c.Fail()
		return
	}
	i := ChosenValue(chosen[0])
	if i < 0 || i >= len(printedSubtypes) {
		c.Fail()
		return
	}
	c.GainsForPhase(h, GainSubtype(printedSubtypes[i]))
	c.Note(h, None, "is a "+printedSubtypes[i]+" as well this phase")
}
