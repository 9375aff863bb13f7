package twb

import (
	"slices"

	. "cthulhu/engine"
)

// syndicate: The Syndicate, TWB 75 to 77.
var syndicate = []entry{
	// A passive (no bold trigger word): not cancelled, not optional. The
	// hand goes under the deck in its order (docs/rulings.md); "then":
	// with an empty hand nothing follows.
	card(75, "Smugglers",
		NewPassive("after it enters play: your hand goes under your deck, then you draw as many cards").
			On(EntersPlay(Self)).
			Doing(handUnderDeck, drawAsManyAsPlaced.Then()),
		NewAction("exhaust it, pay 1: draw the bottom card of your deck").
			Costing(ExhaustSelf(), Pay(1)).
			Doing(drawFromBottom)),
	card(76, "Eyes in a Jar",
		NewConstant("the opponents' hands are revealed", RevealedInHand().On(InOpponentsHand))),
	// The cost is its host's exhausting: a character its player controls
	// (the requirement), so a cost he can pay (FAQ 2.13).
	card(77, "Meat Wagon",
		NewAction("exhaust its host: exhaust a character of skill 2 or less you choose").
			Costing(ExhaustOne(HostOfSelf)).
			Choosing(Choose("a character of skill 2 or less", All(Character, SkillAtMost(2)))).
			Doing(ExhaustTarget(0))),
}

// handUnderDeck (Smugglers) puts its player's hand on the bottom of his
// deck and keeps the cards for the part after.
var handUnderDeck = Custom(func(c *Ctx) {
	hand := slices.Clone(c.Hand(c.You()))
	if len(hand) == 0 {
		c.Fail()
		return
	}
	PutChosenOnBottomOfDeck(c, hand)
	c.Keep(hand...)
}, nil)

// drawAsManyAsPlaced (Smugglers) draws as many cards as the part before
// put under the deck.
var drawAsManyAsPlaced = Custom(func(c *Ctx) {
	c.Draw(c.You(), len(c.Group(0)))
}, nil)

// drawFromBottom (Smugglers) draws the bottom card of its player's deck.
var drawFromBottom = Custom(func(c *Ctx) {
	c.DrawFromBottom(c.You(), 1)
}, func(c *Ctx) bool { return c.DeckSize(c.You()) > 0 })
