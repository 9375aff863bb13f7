package ttott

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TTotT 65 and 66.
var syndicate = []entry{
	card(65, "Arcane Grifter",
		NewConstant("characters without an arcane icon committed to his story add no skill to its skill total",
			DoesNotCountSkill().On(All(Character, WithoutIcon(carddb.Arcane), AtSameStory)))),
	// The opponent is the one player it can choose; he picks one of his
	// domains, drained or not, as the effect resolves, and then his hand
	// and that domain's resources change places.
	card(66, "Midnight Alley",
		NewResponse("after you lose an arcane struggle, sacrifice it: an opponent picks one of his domains, then swaps his hand with its resources").
			On(On(lostArcane, EvStruggle)).
			Costing(SacrificeSelf()).
			Doing(Choosing(PickDomain("one of your domains, whose resources you exchange with your hand").By(Opponent), exchangeHand))),
}

// lostArcane (Midnight Alley) matches an arcane struggle the opponent
// won: the ability's player lost it.
func lostArcane(c *Ctx, e *Event) bool {
	return e.Kind == EvStruggle && int(e.Player) == c.Opp() && carddb.Icon(e.N) == carddb.Arcane
}

// exchangeHand (Midnight Alley): the opponent's hand and the resources of
// the domain he picked change places.
func exchangeHand(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.ExchangeHandWithDomain(c.Opp(), ChosenValue(chosen[0])) {
		c.Fail()
	}
}
