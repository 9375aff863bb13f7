package th

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TH 11 and 12.
var yog = []entry{
	// "After he is wounded": a wound that destroys him still answers, as
	// a response to a card leaving play (SelfWounded).
	card(11, "Puj-Dunk",
		NewResponse("after he is wounded: a Gug character from your hand comes into play").
			On(SelfWounded()).Working(FromPlay|FromDiscard).
			Doing(Choosing(PickCard("a Gug character to put into play", All(CharacterCard, PrintedSubtype("Gug"), CanEnterPlay)).FromHand(),
				PutChosenIntoPlay))),
	// FAQ, Twilight Gate ruling: an Ancient One is never chosen, though a
	// resource's text box is blank (its printed subtype counts).
	card(12, "Twilight Gate",
		NewAction("a character card you choose among your resources, not an Ancient One, comes into play under your control; if still in play as the phase ends, it goes back to one of your domains as a resource").
			Choosing(Choose("a character card attached to your domains, not an Ancient One",
				All(CharacterCard, Not(PrintedSubtype("Ancient One")), CanEnterPlay)).InYourDomains()).
			Doing(intoPlayForThePhase)),
}

// intoPlayForThePhase (Twilight Gate) puts the chosen resource into play
// under its owner's control, its player's (it was on his domain); once in
// play, it is attached to one of his domains, his choice, as the phase
// ends, if it is still in play then.
var intoPlayForThePhase = Custom(func(c *Ctx) {
	var ids [1]CardID
	chosen := append(ids[:0], c.LegalTargets(0)...)
	for _, id := range chosen {
		if c.PutIntoPlay(id) {
			c.ResourceAtEndOfPhase(id)
		} else {
			c.Fail()
		}
	}
}, nil)
