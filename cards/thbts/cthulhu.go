package thbts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, THBtS 29.
var cthulhuCards = []entry{
	card(29, "Silver Twilight Temptress",
		NewResponse("after she commits on your turn: a character without an investigation icon you choose must commit to her story, if able").
			On(Commits(Self)).When(YourTurn).
			Choosing(Choose("a character without an investigation icon", All(Character, WithoutIcon(carddb.Investigation)))).
			Doing(TargetMustCommitWithSelf(0))),
}
