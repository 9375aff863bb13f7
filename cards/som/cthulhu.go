package som

import (
	. "cthulhu/engine"
)

// cthulhuCards: The Cthulhu faction, SoM 7 and 8.
var cthulhuCards = []entry{
	card(7, "Cthuloid Spawn",
		NewForced("after a story it is committed to resolves: every committed character is destroyed").
			On(StoryResolved(StoryOfSelf)).
			Doing(DestroyAll(All(Character, CommittedCard)))),
}
