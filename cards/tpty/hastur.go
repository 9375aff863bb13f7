package tpty

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, TPtY 110 and 111.
var hastur = []entry{
	// Used from the hand (FAQ 1.2); the character returned is one in play
	// the player controls (FAQ 2.13), never one from elsewhere.
	card(110, "The Thing Behind You",
		NewAction("in your hand, pay 2 and return a Hastur character of yours to your hand: it comes into play").
			Working(FromHand).
			Costing(Pay(2), ReturnOne(All(Character, Yours, OfFaction(carddb.Hastur)))).
			Doing(PutSelfIntoPlay())),
	card(111, "Brain Transplant",
		NewAction("an insane and a ready character of one player you choose: the ready one goes insane, if able; then the insane one is restored and readied").
			Choosing(Choose("an insane character", All(Character, InsaneCard)),
				Choose("a ready character of the same player", All(Character, ReadyCard, sameControllerAsFirst))).
			Doing(InsaneTarget(1), restoreAndReadyTarget(0).Then())),
}

// sameControllerAsFirst selects cards controlled by the first target's
// controller (any card before the first target is chosen).
func sameControllerAsFirst(c *Ctx, id CardID) bool {
	t := c.Target(0)
	return t == None || c.Controller(t) == c.Controller(id)
}

// restoreAndReadyTarget (Brain Transplant) restores target i's character
// and readies it: two parts of one effect, the second done even if the
// first was not.
func restoreAndReadyTarget(i int) Effect {
	return Custom(func(c *Ctx) {
		for _, id := range c.Targets(i) {
			if c.InPlay(id) {
				c.Restore(id)
				c.Ready(id)
			}
		}
	}, nil)
}
