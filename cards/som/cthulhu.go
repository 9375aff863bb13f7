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
	// Not targeted: a character immune to the event stays (FAQ 2.36).
	card(8, "The Sleeper Awakens!",
		NewAction("in your operations phase: each player sacrifices every character of his without attachments; you skip your story phase this turn").
			When(YourOperations).
			Doing(EachPlayerSacrificesAll(WithoutAttachments), SkipYourStoryPhaseThisTurn())),
}
