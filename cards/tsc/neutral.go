package tsc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, TSC 52 and 53.
var neutral = []entry{
	// A constant of the conspiracy: "your" characters are those of the
	// player who controls it, the one who put it into play.
	card(52, "The Guardian of the Key",
		NewConstant("your characters committed to it gain a combat icon",
			GainIcon(carddb.Combat, 1).On(All(Character, Yours, CommittedToSelf)))),
	// "Drive ... insane to put into play": the insanity is the cost
	// (FAQ 2.13), paid with a character of the player's that can go
	// insane.
	card(53, "Drunken Hallucinations",
		NewAction("drive one of your characters insane: a Monster character of printed cost 3 or less comes into play from your hand, sacrificed as the phase ends").
			Costing(InsaneOne(Character)).
			Doing(Choosing(PickCard("a Monster character of printed cost 3 or less",
				All(CharacterCard, WithSubtype("Monster"), PrintedCostAtMost(3), CanEnterPlay)).FromHand(),
				putIntoPlayForPhase))),
}

// putIntoPlayForPhase (Drunken Hallucinations) puts the card chosen into
// play, to be sacrificed as the phase ends if it is still in play then.
func putIntoPlayForPhase(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if !c.PutIntoPlay(id) {
			c.Fail()
			continue
		}
		c.SacrificeAtEndOfPhase(id)
	}
}
