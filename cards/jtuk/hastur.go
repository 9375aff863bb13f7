package jtuk

import (
	. "cthulhu/engine"
)

// hastur: Hastur, JtUK 109 and 110.
var hastur = []entry{
	// The character's controller decides: a random card of his hand, or
	// the Willpower for the phase. With an empty hand he cannot discard,
	// and the character loses it.
	card(109, "Keeper of Dreams",
		NewAction("exhaust it: a character you choose loses Willpower this phase unless its controller discards a random card of his hand").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(Choosing(PickValue("whether to discard a card at random or let the character lose Willpower", keeperOptions, keeperLabel).By(TargetController(0)), KeepChosen),
				If(keeperChose(keeperDiscard), DiscardAtRandom(TargetController(0), 1)),
				If(keeperChose(keeperLose), TargetGains(0, Lose(Willpower))))),
	// Banned from tournament play (FAQ, Banned List); implemented all the
	// same. The search is optional (FAQ 2.11).
	card(110, "Magah Bird",
		NewResponse("after it enters play: search your deck for a Magah Bird and put it into play").
			On(EntersPlay(Self)).
			Doing(SearchDeckIntoPlay("a Magah Bird to put into play", All(CharacterCard, TitleIs("Magah Bird"))))),
}

// The choices of the controller of Keeper of Dreams's character.
const (
	keeperLose = iota
	keeperDiscard
)

// keeperOptions: losing Willpower always; discarding only with a card in
// hand.
func keeperOptions(c *Ctx) []int {
	if len(c.Hand(TargetController(0)(c))) > 0 {
		return []int{keeperLose, keeperDiscard}
	}
	return []int{keeperLose}
}

func keeperLabel(c *Ctx, v int) string {
	if v == keeperDiscard {
		return "Discard a card at random from your hand"
	}
	return "The character loses Willpower this phase"
}

// keeperChose holds when the choice made (the pick after the target) is v.
func keeperChose(v int) Cond {
	return func(c *Ctx) bool {
		g := c.Picked(1)
		return len(g) > 0 && ChosenValue(g[0]) == v
	}
}
