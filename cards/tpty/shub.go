package tpty

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, TPtY 114 and 115.
var shub = []entry{
	card(114, "Binding Worm",
		NewConstant("no character commits to a story without another of its player's characters there",
			CannotCommitAlone().On(Character))),
	card(115, "Unspeakable Transformation",
		NewAction("your character of cost 3 or less you choose gains, this phase, the icons another character of yours has").
			Choosing(Choose("a character you control with cost 3 or lower", All(Character, Yours, inPlayCostAtMost(3)))).
			Doing(Choosing(PickCard("another character you control, whose icons it gains", All(Character, Yours, NotTarget(0))),
				gainIconsOfChosen))),
}

// inPlayCostAtMost selects cards in play whose cost is n or lower: its
// printed cost (a printed X is 0, FAQ 2.1); an insane character costs 0
// (FAQ 2.34).
func inPlayCostAtMost(n int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		if c.Insane(id) {
			return true
		}
		d := c.Card(id)
		if d.NoCost {
			return false
		}
		if d.CostX {
			return 0 <= n
		}
		return int(d.Cost) <= n
	}
}

// gainIconsOfChosen (Unspeakable Transformation): the target gains, until
// the end of the phase, the icons the picked character has as the effect
// resolves, fixed then (a group effect fixes its group as it resolves).
// An insane character has no icons to give, and cannot be modified (FAQ
// 2.34).
func gainIconsOfChosen(c *Ctx, chosen []CardID) {
	t := c.Target(0)
	if t == None || len(chosen) == 0 || !c.InPlay(t) {
		return
	}
	icons := c.Icons(chosen[0])
	var mods []Mod
	for ic, n := range icons {
		if n > 0 {
			mods = append(mods, GainIcon(carddb.Icon(ic), int(n)))
		}
	}
	if len(mods) > 0 {
		c.GainsForPhase(t, mods...)
		c.Note(t, None, "gains the icons of "+c.Card(chosen[0]).Title+" this phase")
	}
}
