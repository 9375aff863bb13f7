package aoa

import (
	. "cthulhu/engine"
)

// agency: The Agency, AoA 61 to 63.
var agency = []entry{
	// Loyal, Heroic and Willpower are printed. The cards of its
	// controller's hand, to a minimum of 1 (FAQ 2.16; a printed 0 stays
	// 0, 2.17).
	card(61, "Special Agent Clarkston",
		NewConstant("your Government cards cost 1 less to play, to a minimum of 1",
			CostDeltaMin1(-1).On(All(InYourHand, PrintedSubtype("Government"))))),
	// Toughness +2 is printed. The wound is not dealt; its token is
	// placed on the Agent, which is no wound to it. The Agent is not
	// unique: it never answers a wound to itself.
	card(62, "Secret Service Agent",
		NewDisrupt("a wound about to be dealt to a unique character of yours: its token goes on the Agent instead").
			On(WoundTo(All(Character, Yours, UniqueCard))).
			Doing(Cancel(), placeWoundOnSelf.Then())),
	// "Choose an opponent": in a game of two, the opponent. The two cards
	// looked at go on the bottom of his deck (the last picked lowest)
	// or back on top, in the order chosen; with fewer cards in his deck,
	// those there are.
	card(63, "G-AAMX",
		NewAction("exhaust it: look at your opponent's top two cards and put each on the top or the bottom of his deck, in any order").
			Costing(ExhaustSelf()).
			Doing(Custom(keepOpponentsTop, func(c *Ctx) bool { return c.DeckSize(c.Opp()) > 0 }),
				Choosing(PickCard("the cards to put on the bottom of the deck, the last picked lowest", KeptInDeck).FromTopOfDecks(2).UpToCount(2).Optional(),
					PutChosenOnBottomOfDeck),
				If(twoKeptOnTop, Choosing(PickCard("the card to leave on top", KeptInDeck).FromTopOfDecks(2), PutChosenOnTopOfDeck)))),
}

// keepOpponentsTop (G-AAMX) keeps the top two cards of the opponent's
// deck as the ability's group for the parts after.
func keepOpponentsTop(c *Ctx) { c.Keep(c.TopOfDeck(c.Opp(), 2)...) }

// twoKeptOnTop holds while both cards kept are the top two of the deck:
// their order is still to choose.
func twoKeptOnTop(c *Ctx) bool {
	g := c.Group(0)
	if len(g) != 2 {
		return false
	}
	top := c.TopOfDeck(c.Opp(), 2)
	return len(top) == 2 && (top[0] == g[0] && top[1] == g[1] || top[0] == g[1] && top[1] == g[0])
}

// placeWoundOnSelf (Secret Service Agent) places a wound token on the
// ability's own character, as long as it can bear one.
var placeWoundOnSelf = Custom(func(c *Ctx) {
	if !c.PlaceWound(c.Src()) {
		c.Fail()
	}
}, func(c *Ctx) bool { return c.IsCharacter(c.Src()) && !c.Is(c.Src(), Invulnerability) })
