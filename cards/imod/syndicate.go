package imod

import (
	"strings"

	. "cthulhu/engine"
)

// syndicate: The Syndicate, IMoD 26 and 27.
var syndicate = []entry{
	// No "choose": the cards are picked as the event resolves; the draw
	// counts the cards discarded ("then": none discarded, none drawn).
	card(27, "Forcibly Removed",
		NewAction("look at an opponent's hand and discard up to 2 character cards of it that are not unique; then he draws a card for each").
			Doing(Custom(lookAtOpponentsHand, nil),
				Choosing(PickCard("up to 2 non-unique character cards to discard", All(CharacterCard, Not(UniqueCard))).FromOpponentsHand().UpToCount(2).Optional(),
					discardThenOpponentDraws))),
}

// lookAtOpponentsHand (Forcibly Removed) shows its player the cards in his
// opponent's hand, in the log.
func lookAtOpponentsHand(c *Ctx) {
	hand := c.Hand(c.Opp())
	names := make([]string, 0, len(hand))
	for _, id := range hand {
		names = append(names, c.Card(id).Title)
	}
	seen := "no card"
	if len(names) > 0 {
		seen = strings.Join(names, ", ")
	}
	c.Note(c.Src(), None, c.Game().PlayerName(c.You())+" looks at "+c.Game().PlayerName(c.Opp())+"'s hand: "+seen)
}

// discardThenOpponentDraws (Forcibly Removed) discards the cards picked,
// then their owner draws as many cards.
func discardThenOpponentDraws(c *Ctx, chosen []CardID) {
	n := 0
	for _, id := range chosen {
		if c.Zone(id) == ZoneHand {
			c.Discard(id)
			n++
		}
	}
	if n > 0 {
		c.Draw(c.Opp(), n)
	}
}
