package core

import . "cthulhu/engine"

// shub: Shub-Niggurath, Core F121-F140.
var shub = []entry{
	card(124, "Pay 4: wound a character.",
		NewAction("pay 4: wound a character").
			Costing(Pay(4)).
			Choosing(Choose("a character", Character).ToWound()).
			Doing(WoundTarget(0))),
	card(125, "Pay 1: cancel a wound to her.",
		NewDisrupt("pay 1: cancel a wound to her").
			On(WoundTo(Self)).Costing(Pay(1)).Doing(Cancel())),
	card(131, "When it enters play, you may put into play a character of printed cost 2 or lower from your hand or discard pile.",
		NewResponse("after it enters play, put into play a character of printed cost 2 or lower from your hand or discard pile").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("a character of printed cost 2 or lower", All(CharacterCard, PrintedCostAtMost(2))).FromHandOrDiscard(),
				PutChosenIntoPlay))),
}
