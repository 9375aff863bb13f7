package ttfts

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TTftS 85 and 86.
var syndicate = []entry{
	card(85, "Friend of the Family",
		NewConstant("while he is committed, the opponent's characters at his story have 1 less skill",
			Skill(-1).On(All(Character, Opponents, AtSameStory))).When(SelfCommitted)),
}
