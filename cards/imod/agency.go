package imod

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, IMoD 21 and 22.
var agency = []entry{
	// FAQ, The Captain ruling: never at the story he is committed to, nor
	// twice at one story (CountsAtStory excludes both).
	card(21, "The Captain",
		NewAction("while it is Day, pay 2: this phase his skill and icons count at a story you choose, without his committing there").
			When(IsDay).
			Costing(Pay(2)).
			Choosing(Choose("a story he does not count at", All(StoryInPlay, Not(CountsAtStory))).Story()).
			Doing(SelfCountsAtTargetStory(0))),
	card(22, "Prize Pistol",
		NewConstant("its host has a combat icon more", GainIcon(carddb.Combat, 1).On(HostOfSelf)),
		NewAction("exhaust it, pay 1: wound a character you choose whose skill is lower than its host's combat icons").
			Costing(ExhaustSelf(), Pay(1)).
			Choosing(Choose("a character with less skill than the host has combat icons", All(Character, skillBelowHostsCombat)).ToWound()).
			Doing(WoundTarget(0))),
}

// skillBelowHostsCombat (Prize Pistol) selects the characters whose skill
// is lower than the number of combat icons the card's host has now.
func skillBelowHostsCombat(c *Ctx, id CardID) bool {
	h := c.Host(c.Src())
	return h != None && c.Skill(id) < int(c.Icons(h)[carddb.Combat])
}
