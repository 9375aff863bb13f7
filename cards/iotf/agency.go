package iotf

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, IotF 41 and 42.
var agency = []entry{
	// "Your discard pile": its owner's, where it went from play; the
	// Response is his, and fails if the card has left the pile since.
	card(41, "New Recruit",
		NewResponse("after he goes from play to your discard pile: shuffle him into your deck").
			On(EntersDiscardFromPlay(Self)).
			Doing(Custom(shuffleSelfFromDiscard, selfInDiscard))),
	// The icons lost and the subtype gained last until the end of the
	// phase (FAQ 1.4).
	card(42, "Arrest Warrant",
		NewAction("a character you choose loses 3 combat icons and is a Criminal this phase").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Combat, -3), GainSubtype("Criminal")))),
}

// selfInDiscard holds while the ability's card is in a discard pile.
func selfInDiscard(c *Ctx) bool { return c.Zone(c.Src()) == ZoneDiscard }

// shuffleSelfFromDiscard (New Recruit) shuffles the card, still in its
// owner's discard pile, into his deck.
func shuffleSelfFromDiscard(c *Ctx) {
	if !selfInDiscard(c) || !c.ShuffleIntoDeck(c.Src()) {
		c.Fail()
	}
}
