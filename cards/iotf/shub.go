package iotf

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, IotF 49 to 51.
var shub = []entry{
	// "That story": the one it committed to; every player's characters
	// there of printed skill 1 or lower, untargeted (FAQ 1.9), in the
	// active player's order (FAQ 1.7).
	card(49, "Trampling Dark Young",
		NewForced("after it commits to a story: every character there of printed skill 1 or lower is wounded").
			On(Commits(Self)).
			Doing(WoundAll(All(Character, atCommittedStory, PrintedSkillAtMost(1))))),
	card(51, "Grasping Chthonian",
		NewResponse("after it enters play: destroy a support card you choose").
			On(EntersPlay(Self)).
			Choosing(Choose("a support card", SupportCard)).
			Doing(DestroyTarget(0))),
}

// atCommittedStory (Trampling Dark Young) selects the characters committed
// to the story of the commitment the ability answers.
func atCommittedStory(c *Ctx, id CardID) bool {
	e := c.Event()
	return e != nil && e.Other != None && c.CommittedTo(id) == e.Other
}
