package th

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, TH 13 and 14.
var shub = []entry{
	// A passive: whenever it is Day, it is sacrificed, by itself; it
	// cannot be cancelled.
	card(13, "Twilight Cannibal",
		NewPassive("sacrificed whenever it is Day").
			On(AtAnyTime(IsDay)).
			Doing(SacrificeItself())),
	card(14, "Dhole Tunnel",
		NewAction("sacrifice it: this phase, characters do not exhaust to commit to a story you choose").
			Costing(SacrificeSelf()).
			Choosing(Choose("a story", All(StoryInPlay, StoryCard)).Story()).
			Doing(TargetGains(0, CommitsWithoutExhausting()))),
}
