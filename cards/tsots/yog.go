package tsots

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TSotS 13 and 14.
var yog = []entry{
	card(14, "Touched with Madness",
		NewAction("in your story phase: this phase, whenever you win a terror struggle, you choose which of the loser's characters there goes insane").
			When(yourStoryPhase).
			Doing(UntilEndOfPhase(WinnerChoosesInsane().On(All(Character, Yours))))),
	card(13, "Bloodthirsty Zealot",
		NewConstant("two more combat icons while any character in play is insane",
			GainIcon(carddb.Combat, 2).On(Self)).
			When(anyInsane)),
}

// anyInsane holds while some character in play, either player's, is
// insane.
func anyInsane(c *Ctx) bool {
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.Insane(id) {
				return true
			}
		}
	}
	return false
}

// yourStoryPhase holds during its player's story phase.
func yourStoryPhase(c *Ctx) bool {
	return c.Active() == c.You() && c.Game().Step().Phase() == PhaseStory
}
