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
	// A play restriction: in its player's story phase, before he commits.
	// The lasting effect is for both players, whoever wins a combat
	// struggle this turn; the winner picks the characters at the story,
	// either player's, one at a time, each wound dealt as picked (FAQ,
	// Bloodbath question: the winner distributes them; none to a
	// character with Invulnerability).
	card(102, "Bloodbath",
		NewAction("in your story phase, before commitments: this turn, each combat struggle's winner may wound one more character at its story for each icon he won it by").
			When(YourStoryBeforeCommitments).
			Doing(CombatWinnersWoundMoreThisTurn())),
	card(103, "Springfield M1903",
		NewConstant("its host has 2 more skill and two combat icons more",
			Skill(2).On(HostOfSelf), GainIcon(carddb.Combat, 2).On(HostOfSelf))),
}
