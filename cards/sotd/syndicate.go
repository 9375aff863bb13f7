package sotd

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, SotD 85 and 86.
var syndicate = []entry{
	// Hand sizes are compared as the Forced Response resolves; with a
	// tie, nobody discards and it does nothing.
	card(85, "Clover Club Executive",
		NewForced("after it enters play: the player with the most cards in hand discards 2 of them at random (nobody on a tie)").
			On(EntersPlay(Self)).
			Doing(If(oneHandLargest, DiscardAtRandom(largestHand, 2)))),
	// "A story card": a conspiracy too, which functions as one (Rulebook,
	// Conspiracy Cards; Dreams Within Dreams says "non-conspiracy story
	// card" to leave it out).
	card(86, "Clover Club Cardroom",
		NewResponse("after a player wins a story card, sacrifice it: every player shuffles his hand into his deck; then every player draws 6").
			On(On(storyCardWon, EvWinStory)).
			Costing(SacrificeSelf()).
			Doing(shuffleHandsIntoDecks, EachPlayerDraws(6).Then())),
}

// oneHandLargest (Clover Club Executive) holds when one player has more
// cards in hand than the other.
func oneHandLargest(c *Ctx) bool { return len(c.Hand(0)) != len(c.Hand(1)) }

// largestHand (Clover Club Executive) is the player with more cards in
// hand.
func largestHand(c *Ctx) int {
	if len(c.Hand(1)) > len(c.Hand(0)) {
		return 1
	}
	return 0
}

// storyCardWon (Clover Club Cardroom) matches any player winning a story
// card or a conspiracy.
func storyCardWon(c *Ctx, e *Event) bool { return e.Card != None }

// shuffleHandsIntoDecks (Clover Club Cardroom): each player, the active
// player first, shuffles his hand into his deck.
var shuffleHandsIntoDecks = Custom(func(c *Ctx) {
	a := c.Active()
	c.ShuffleHandIntoDeck(a)
	c.ShuffleHandIntoDeck(1 - a)
}, nil)
