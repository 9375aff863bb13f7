package core

import . "cthulhu/engine"

// agency: The Agency, Core F1-F20 and F23.
var agency = []entry{
	card(3, "From the discard pile, the turn it went there: pay 1 to return it to your hand.",
		NewAction("pay 1: return it from your discard pile to your hand, the phase it entered the pile").
			Working(FromDiscard).When(SelfEnteredDiscardThisPhase).
			Costing(Pay(1)).Doing(ReturnSelfToHand())),
	card(16, "Wound a character whose skill is at most the X paid.",
		NewAction("wound a character with skill X or lower").
			Choosing(Choose("a character with skill X or lower", All(Character, SkillAtMostX)).ToWound()).
			Doing(WoundTarget(0))),
}
