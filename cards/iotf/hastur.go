package iotf

import (
	. "cthulhu/engine"
)

// hastur: Hastur, IotF 45 and 46.
var hastur = []entry{
	// "All characters": no target (FAQ 1.9), each player's, itself too if
	// its skill has fallen to 2; one at a time in the active player's
	// order (FAQ 1.7).
	card(45, "Bloated Leng Spider",
		NewForced("after it enters play: every character of skill 2 or lower goes insane").
			On(EntersPlay(Self)).
			Doing(InsaneAll(All(Character, SkillAtMost(2))))),
	// The target is checked once, as the effect begins: restored, it is
	// no longer insane, and taken, no longer the opponent's, but it is
	// still readied and kept (docs/rulings.md). The control returns at
	// the end of the phase (FAQ 1.4).
	card(46, "Come With Us",
		NewAction("an insane character an opponent controls you choose is restored, readied, and yours until the end of the phase").
			Choosing(Choose("an insane character an opponent controls", All(Character, Opponents, InsaneCard))).
			Doing(Custom(comeWithUs, nil))),
}

// comeWithUs (Come With Us) restores, readies and takes for the phase the
// character chosen, still a legal target as the effect begins.
func comeWithUs(c *Ctx) {
	ids := c.LegalTargets(0)
	if len(ids) == 0 {
		c.Fail()
		return
	}
	for _, id := range ids {
		c.Restore(id)
		c.Ready(id)
		if !c.TakeControlForPhase(id) {
			c.Fail()
		}
	}
}
