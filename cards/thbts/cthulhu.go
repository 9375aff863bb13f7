package thbts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, THBtS 29 and 30.
var cthulhuCards = []entry{
	card(29, "Silver Twilight Temptress",
		NewResponse("after she commits on your turn: a character without an investigation icon you choose must commit to her story, if able").
			On(Commits(Self)).When(YourTurn).
			Choosing(Choose("a character without an investigation icon", All(Character, WithoutIcon(carddb.Investigation)))).
			Doing(TargetMustCommitWithSelf(0))),
	// Played in either player's story phase, before commitments; the
	// limit is on every character, those entering play later included.
	card(30, "A Single Path",
		NewAction("in a story phase, before commitments: each player commits characters to one story only this phase").
			When(StoryBeforeCommitments).
			Doing(UntilEndOfPhase(CommitsToOneStory().On(Character)))),
}
