package tsots

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, TSotS 1 and 2.
var agency = []entry{
	card(1, "Government Exorcist",
		NewResponse("after he commits on your turn: an opponent's character with a terror icon you choose may not join him at his story").
			On(Commits(Self)).When(YourTurn).
			Choosing(Choose("an opponent's character with a terror icon", All(Character, Opponents, IconsAtLeast(carddb.Terror, 1)))).
			Doing(TargetCannotCommitWithSelf(0))),
	card(2, "Interrogation Center",
		NewConstant("characters without a faction may not commit to stories",
			CannotCommit().On(All(Character, OfFaction(carddb.Neutral))))),
}
