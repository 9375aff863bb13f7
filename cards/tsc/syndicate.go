package tsc

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TSC 57 and 58.
var syndicate = []entry{
	card(57, "Bound and Gagged",
		NewConstant("its host's text box counts as blank, and its host cannot commit to stories",
			Blank().On(HostOfSelf), CannotCommit().On(HostOfSelf))).
		AttachingTo("attach to a character with skill 2 or less", SkillAtMost(2)),
}
