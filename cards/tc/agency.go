package tc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, TC 101 to 103.
var agency = []entry{
	// "Choose": the card is a target in the discard pile.
	card(101, "Out of the Darkness",
		NewAction("a Weapon or Item card you choose in your discard pile goes back to your hand").
			Choosing(Choose("a Weapon or Item card in your discard pile",
				All(InYourDiscard, AnyOf(WithSubtype("Weapon"), WithSubtype("Item")))).InDiscardPiles()).
			Doing(PutTargetInHand(0))),
	card(103, "Springfield M1903",
		NewConstant("its host has 2 more skill and two combat icons more",
			Skill(2).On(HostOfSelf), GainIcon(carddb.Combat, 2).On(HostOfSelf))),
}
