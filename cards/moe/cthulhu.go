package moe

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, MoE 23 to 25 (Ravenous Piranhas, 24, has a
// keyword only).
var cthulhuCards = []entry{
	card(23, "Shrine to Yig",
		NewConstant("your Serpent characters gain a terror icon",
			GainIcon(carddb.Terror, 1).On(All(Character, Yours, WithSubtype("Serpent"))))),
	// No limit: each use changes one more of its terror icons (printed or
	// gained), while it has one.
	card(25, "Feathered Serpent",
		NewAction("one of its terror icons becomes a combat and an arcane icon this phase").
			When(selfHasTerror).
			Doing(SelfGains(GainIcon(carddb.Terror, -1), GainIcon(carddb.Combat, 1), GainIcon(carddb.Arcane, 1)))),
}

// selfHasTerror (Feathered Serpent) holds while the card has a terror
// icon.
func selfHasTerror(c *Ctx) bool { return c.Icons(c.Src())[carddb.Terror] > 0 }
