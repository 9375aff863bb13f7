package atmom

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, AtMoM 12 and 13.
var yog = []entry{
	// Invulnerability is printed (the card database's). A card goes to
	// the bottom of the deck in place of the discard pile while it is in
	// play, not as it leaves play itself.
	card(12, "Forgotten Shoggoth",
		NewConstant("no card can be attached to it", CannotHaveAttachments().On(Self)),
		NewConstant("a card of yours about to go to your discard pile goes to the bottom of your deck instead",
			DiscardToDeckBottom().On(ownedByYou))),
	card(13, "Reawakened Elder Thing",
		NewForced("after an event is played: it exhausts, if able").
			On(On(EventCardPlayed, EvAbility)).
			Doing(exhaustItself)),
}

// exhaustItself (Reawakened Elder Thing) exhausts the ability's own card,
// if able: a card exhausted already changes nothing.
var exhaustItself = Custom(func(c *Ctx) { c.Exhaust(c.Src()) },
	func(c *Ctx) bool { return c.InPlay(c.Src()) && !c.Exhausted(c.Src()) && !c.Insane(c.Src()) })

// ownedByYou (Forgotten Shoggoth) selects the cards the ability's
// controller owns: his discard pile is theirs.
func ownedByYou(c *Ctx, id CardID) bool { return c.Owner(id) == c.You() }
