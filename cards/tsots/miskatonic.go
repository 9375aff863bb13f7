package tsots

import (
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TSotS 3 to 5.
var miskatonic = []entry{
	card(3, "Dr. Carson",
		NewAction("exhaust him: an insane character is restored and readied").
			Costing(ExhaustSelf()).
			Doing(Choosing(PickCard("an insane character to restore and ready", All(Character, InsaneCard, restorable)),
				restoreAndReady))),
}

// restorable selects the insane characters nothing forbids restoring.
func restorable(c *Ctx, id CardID) bool { return c.CanBeRestored(id) }

// restoreAndReady (Dr. Carson) restores the chosen character and readies
// it: two parts of one effect, the second done even if the first was not.
func restoreAndReady(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Restore(id)
		c.Ready(id)
	}
}
