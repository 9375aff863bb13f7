package th

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TH 5 and 6.
var syndicate = []entry{
	card(5, "Gregory Gry",
		NewConstant("Willpower and Toughness +2 while it is Day",
			Gain(Willpower).On(Self), ToughnessPlus(2).On(Self)).When(IsDay),
		NewAction("pay 1, while no Dreamer character is in play: ready him").
			When(noDreamerInPlay).
			Costing(Pay(1)).
			Doing(ReadySelf())),
	card(6, "Clover Club Deck",
		NewAction("exhaust it, pay 2: look at an opponent's hand and discard a card of it you choose; then he draws a card").
			Costing(ExhaustSelf(), Pay(2)).
			Doing(Choosing(PickCard("a card of your opponent's hand to discard", nil).FromOpponentsHand().Targeting(),
				DiscardChosen),
				opponentDraws.Then())),
}

// opponentDraws (Clover Club Deck): the player whose hand it was draws a
// card.
var opponentDraws = Custom(func(c *Ctx) { c.Draw(c.Opp(), 1) }, nil)

// noDreamerInPlay (Gregory Gry) holds while no character in play, either
// player's, has the Dreamer subtype.
func noDreamerInPlay(c *Ctx) bool {
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.IsCharacter(id) && c.HasSubtype(id, "Dreamer") {
				return false
			}
		}
	}
	return true
}
