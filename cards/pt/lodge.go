package pt

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// lodge: the Silver Twilight's cards, PT 33 to 36.
var lodge = []entry{
	// FAQ errata: it comes into play from its owner's hand, the Response
	// used from there. Any character leaving play, either player's,
	// however it leaves.
	card(33, "Rich Widow",
		NewResponse("from your hand, after a character leaves play: put it into play").
			Working(FromHand).
			On(On(characterLeftPlay, EvDestroy, EvSacrifice, EvDiscardFromPlay, EvReturnToHand, EvReturnToDeck)).
			Doing(PutSelfIntoPlay())),
	// No "choose": the Weapon and the character are picked as the
	// ability resolves; the Weapon's "Attach to" requirement and
	// uniqueness hold, its cost is not paid.
	card(34, "Master Artificer",
		NewAction("exhaust it: a Weapon support card of your hand attaches to a character you control").
			Costing(ExhaustSelf()).
			Doing(Choosing(PickCard("a Weapon support card of your hand", weaponInHand).FromHand(), keepChoice),
				Choosing(PickCard("a character you control to attach it to", All(Character, Yours, armsPickedWeapon)), attachPickedWeapon).Then())),
}

// characterLeftPlay (Rich Widow) matches a character leaving play,
// whoever's, however.
func characterLeftPlay(c *Ctx, e *Event) bool { return e.LeftAsCharacter() }

// weaponInHand (Master Artificer) selects a Weapon support card of the
// controller's hand that could attach to a character he controls.
func weaponInHand(c *Ctx, id CardID) bool {
	if c.Zone(id) != ZoneHand || c.Owner(id) != c.You() || c.Card(id).Type != carddb.Support || !c.Card(id).HasSubtype("Weapon") {
		return false
	}
	for _, h := range c.PlayArea(c.You()) {
		if c.IsCharacter(h) && c.CanAttachByRequirement(id, h) {
			return true
		}
	}
	return false
}

// keepChoice keeps a pick for a later part.
func keepChoice(c *Ctx, chosen []CardID) {}

// pickedWeapon is the Weapon Master Artificer picked first, or None.
func pickedWeapon(c *Ctx) CardID {
	if g := c.Picked(0); len(g) > 0 {
		return g[0]
	}
	return None
}

// armsPickedWeapon (Master Artificer) selects the characters the picked
// Weapon may attach to.
func armsPickedWeapon(c *Ctx, id CardID) bool {
	w := pickedWeapon(c)
	return w != None && c.CanAttachByRequirement(w, id)
}

// attachPickedWeapon (Master Artificer) attaches the picked Weapon to the
// character picked.
func attachPickedWeapon(c *Ctx, chosen []CardID) {
	w := pickedWeapon(c)
	if len(chosen) == 0 || w == None || !c.AttachFromOutOfPlay(w, chosen[0]) {
		c.Fail()
	}
}
