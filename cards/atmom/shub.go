package atmom

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, AtMoM 14 and 15.
var shub = []entry{
	card(14, "Antarctic Yeti",
		NewResponse("after it commits on your turn: a character without wounds you choose has a blank text box this phase").
			On(Commits(Self)).When(YourTurn).
			Choosing(Choose("a character without wounds", All(Character, Not(Wounded)))).
			Doing(TargetGains(0, Blank()))),
}
