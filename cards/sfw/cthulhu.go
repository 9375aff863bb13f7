package sfw

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, SfW 84 and 85.
var cthulhuCards = []entry{
	card(84, "River of Serpents",
		NewAction("exhaust it: a Serpent character you choose gains two terror icons this phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a Serpent character", All(Character, WithSubtype("Serpent")))).
			Doing(TargetGains(0, GainIcon(carddb.Terror, 2)))),
	// The Action has no limit: each use turns one terror icon he has now
	// into two combat icons and an arcane one, as long as he has one.
	card(85, "Yig",
		NewConstant("every Serpent character has one more terror icon",
			GainIcon(carddb.Terror, 1).On(All(Character, WithSubtype("Serpent")))),
		NewAction("one of his terror icons becomes two combat icons and an arcane icon this phase").
			When(selfHasTerror).
			Doing(SelfGains(GainIcon(carddb.Terror, -1), GainIcon(carddb.Combat, 2), GainIcon(carddb.Arcane, 1)))),
}

// selfHasTerror (Yig) holds while the ability's card has a terror icon.
func selfHasTerror(c *Ctx) bool { return c.Icons(c.Src())[carddb.Terror] > 0 }
