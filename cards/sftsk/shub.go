package sftsk

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, SftSK 73 and 74.
var shub = []entry{
	// Both passives of a sort: whenever it is Day, it is sacrificed, by
	// itself (it cannot be cancelled); while it is Night, its owner may
	// play it from his discard pile, as if it were in his hand, when he
	// could play it from there (his operations phase, its cost paid).
	card(73, "Ghoulish Hag",
		NewPassive("sacrificed whenever it is Day").
			On(AtAnyTime(IsDay)).
			Doing(Custom(func(c *Ctx) { c.Sacrifice(c.Src()) }, func(c *Ctx) bool { return c.Zone(c.Src()) == ZonePlay })),
		NewConstant("while it is Night, you may play it from your discard pile as if from your hand",
			PlayableFromDiscard().On(Self)).When(IsNight).Working(FromDiscard)),
	// The Disrupt is the Vale's only while its player controls more
	// Dreamlands locations than his opponent. It answers a struggle won
	// at any story (a tie has no effect to cancel), before the struggle's
	// effect (FAQ 3.2, 3.5); cancelled, the struggle is still won, and
	// its effect (the wound, the insanity, the readying, the token, and a
	// lasting effect's token for winning it) does not happen.
	card(74, "The Vale of Pnath",
		NewDisrupt("while you control more Dreamlands locations than your opponent, exhaust it: cancel the effect of a struggle as it resolves").
			When(moreDreamlandsLocations).
			On(On(struggleWon, EvStruggle)).
			Costing(ExhaustSelf()).
			Doing(Cancel())),
}

// dreamlandsLocation selects the Dreamlands Location cards in play.
var dreamlandsLocation = All(InPlayCard, WithSubtype("Dreamlands"), WithSubtype("Location"))

// moreDreamlandsLocations (The Vale of Pnath) holds while the ability's
// player controls more Dreamlands locations than his opponent.
func moreDreamlandsLocations(c *Ctx) bool {
	var n [2]int
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.Matches(dreamlandsLocation, id) {
				n[p]++
			}
		}
	}
	return n[c.You()] > n[c.Opp()]
}

// struggleWon matches an icon struggle that a player won.
func struggleWon(c *Ctx, e *Event) bool { return e.Kind == EvStruggle && e.Player >= 0 }
