package tsc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miGo selects the Mi-Go characters.
var miGo = CharacterWithSubtype("Mi-Go")

// shub: Shub-Niggurath, TSC 54 to 56.
var shub = []entry{
	card(54, "Mi-Go Laboratory",
		NewAction("exhaust it, sacrifice one of your non-Mi-Go characters: every Mi-Go character gets +2 skill and an arcane icon this phase").
			Costing(ExhaustSelf(), SacrificeOne(All(Character, Not(WithSubtype("Mi-Go"))))).
			Doing(EachGains(WithSubtype("Mi-Go"), Skill(2), GainIcon(carddb.Arcane, 1)))),
	card(55, "Mi-Go Guard",
		NewConstant("a combat icon more for every Mi-Go character in play, himself included",
			GainIcon(carddb.Combat, 1).Times(CountInPlay(miGo)).On(Self))),
}
