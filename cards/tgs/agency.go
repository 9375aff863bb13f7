package tgs

import (
	. "cthulhu/engine"
)

// agency: TGS 81 and 82.
var agency = []entry{
	// The reduction works from the hand, as it is played (FAQ 1.2), to a
	// minimum of 1 (FAQ 2.16). "Choose": a target, either player's
	// character, itself too; it stays out of stories until the end of the
	// turn.
	card(81, "Trial Judge",
		NewConstant("while it is Day: costs 2 less to play, to a minimum of 1", CostDeltaMin1(-2).On(Self)).
			When(IsDay).Working(FromHand),
		NewAction("exhaust it: a character you choose cannot commit to stories this turn").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character that cannot commit this turn", Character)).
			Doing(TargetGainsForTurn(0, CannotCommit()))),
	// X is the player's to set as he plays it (FAQ, Catastrophic
	// Explosion question); every character of printed skill below X,
	// untargeted (FAQ 2.37: Invulnerability only keeps its own off). An
	// insane character's printed skill is 0 (FAQ 2.34).
	card(82, "Catastrophic Explosion",
		NewAction("in your operations phase: wound every character of printed skill below X").
			When(YourOperations).
			Doing(WoundAll(All(Character, printedSkillBelowX)))),
}

// printedSkillBelowX selects characters of printed skill lower than X.
func printedSkillBelowX(c *Ctx, id CardID) bool { return PrintedSkillAtMost(c.X()-1)(c, id) }
