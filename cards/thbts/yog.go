package thbts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, THBtS 33 and 34.
var yog = []entry{
	card(33, "Unfathomable Elder Thing",
		NewResponse("after it commits: an opponent's character with an investigation icon you choose may not join it at its story").
			On(Commits(Self)).
			Choosing(Choose("an opponent's character with an investigation icon", All(Character, Opponents, IconsAtLeast(carddb.Investigation, 1)))).
			Doing(TargetCannotCommitWithSelf(0))),
	// FAQ ruling: the limit does not stop drawing past five; the discard
	// comes at once, as a state check, whenever the hand holds more.
	card(34, "Book of Eibon",
		NewConstant("its host's controller holds at most 5 cards in hand, discarding down to 5 of his choice whenever he holds more",
			HandLimit(5).On(HostOfSelf))),
}
