package iotf

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, IotF 59 and 60.
var yog = []entry{
	card(59, "Constricting Elder Thing",
		NewResponse("after it enters play: a support card you choose returns to its owner's hand").
			On(EntersPlay(Self)).
			Choosing(Choose("a support card", SupportCard)).
			Doing(ReturnTargetToHand(0))),
	// As Twilight Gate (TH 12): an Ancient One is known by its printed
	// subtype, a resource's text box being blank. Sacrificed as the cost,
	// the Shoggoth's card itself is no longer a resource to choose.
	card(60, "Evolving Shoggoth",
		NewAction("pay 2, sacrifice it: a non-Ancient One character card you choose among your resources comes into play").
			Costing(Pay(2), SacrificeSelf()).
			Choosing(Choose("a character card attached to your domains, not an Ancient One",
				All(CharacterCard, Not(PrintedSubtype("Ancient One")), CanEnterPlay)).InYourDomains()).
			Doing(PutTargetIntoPlay(0))),
}
