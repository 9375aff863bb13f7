package ttott

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, TTotT 69 and 70.
var hastur = []entry{
	card(69, "Stealthy Byakhee",
		NewResponse("after it commits: an opponent's character with an arcane icon you choose may not join it at its story").
			On(Commits(Self)).
			Choosing(Choose("an opponent's character with an arcane icon", All(Character, Opponents, IconsAtLeast(carddb.Arcane, 1)))).
			Doing(TargetCannotCommitWithSelf(0))),
	card(70, "Coffee House",
		NewResponse("after you win an arcane struggle by 2 or more, sacrifice it: ready every character you control").
			On(On(wonArcaneBy2, EvStruggle)).
			Costing(SacrificeSelf()).
			Doing(ReadyAll(All(Character, Yours)))),
}

// wonArcaneBy2 (Coffee House) matches an arcane struggle the ability's
// player won by 2 icons or more.
func wonArcaneBy2(c *Ctx, e *Event) bool {
	return carddb.Icon(e.N) == carddb.Arcane && WonStruggleBy(2)(c, e)
}
