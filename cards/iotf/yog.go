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
}
