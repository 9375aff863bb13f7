package thbts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, THBtS 33.
var yog = []entry{
	card(33, "Unfathomable Elder Thing",
		NewResponse("after it commits: an opponent's character with an investigation icon you choose may not join it at its story").
			On(Commits(Self)).
			Choosing(Choose("an opponent's character with an investigation icon", All(Character, Opponents, IconsAtLeast(carddb.Investigation, 1)))).
			Doing(TargetCannotCommitWithSelf(0))),
}
