package tsc

import (
	. "cthulhu/engine"
)

// agency: The Agency, TSC 42 and 43.
var agency = []entry{
	// He commits with the active player's characters or after them: an
	// opponent's character is at his story only when he commits second.
	card(43, "Priest of Two Faiths",
		NewResponse("after he commits: an opponent's non-Ancient One character you choose at his story adds no icons to the struggles this phase").
			On(Commits(Self)).
			Choosing(Choose("an opponent's non-Ancient One character at his story",
				All(Character, Opponents, Not(WithSubtype("Ancient One")), AtSameStory))).
			Doing(TargetGains(0, DoesNotCountIcons()))),
}
