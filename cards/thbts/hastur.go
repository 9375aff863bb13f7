package thbts

import (
	. "cthulhu/engine"
)

// hastur: Hastur, THBtS 31 and 32.
var hastur = []entry{
	// The owner of the character restored decides whether to pay its
	// printed cost, draining one of his domains with enough resources
	// (no resource match: no card is played); declining, or unable, the
	// character goes back to his hand. A printed cost of 0 is paid with
	// nothing: the character stays.
	card(31, "Wandering Inmate",
		NewResponse("after an insane character is restored, exhaust it: that character returns to its owner's hand, unless he pays its printed cost").
			On(Restored(Character)).
			Costing(ExhaustSelf()).
			Doing(If(restoredCostsSomething,
				Choosing(PickDomainToPay("a domain to drain to pay the printed cost of the character restored, or pass to let it return to your hand", restoredCost).
					Optional().By(restoredOwner), payRestoredCost)),
				IfFailed(Custom(returnRestored, nil)))),
	card(32, "Local Brew",
		NewConstant("its host, and your characters committed to its host's story, gain Fast",
			Gain(Fast).On(HostOfSelf), Gain(Fast).On(All(Character, Yours, AtSameStoryAsHost)))),
}

// restoredCost (Wandering Inmate) is the printed cost of the character
// whose restoration the Response answers.
func restoredCost(c *Ctx) int {
	e := c.Event()
	if e == nil || e.Card == None {
		return 0
	}
	return max(0, int(c.Card(e.Card).Cost))
}

// restoredCostsSomething (Wandering Inmate) holds when that printed cost
// is more than 0.
func restoredCostsSomething(c *Ctx) bool { return restoredCost(c) > 0 }

// restoredOwner (Wandering Inmate) is the owner of the character
// restored.
func restoredOwner(c *Ctx) int { return c.Owner(c.Event().Card) }

// payRestoredCost (Wandering Inmate): the owner drains the domain he
// picked.
func payRestoredCost(c *Ctx, chosen []CardID) {
	if !c.DrainDomain(restoredOwner(c), ChosenValue(chosen[0])) {
		c.Fail()
	}
}

// returnRestored (Wandering Inmate) returns the character restored to
// its owner's hand, if it is still in play.
func returnRestored(c *Ctx) {
	if id := c.Event().Card; c.InPlay(id) {
		c.ReturnToHand(id)
	} else {
		c.Fail()
	}
}
