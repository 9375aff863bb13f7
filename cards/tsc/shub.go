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
	// One icon chosen, gained once for each of the player's Mi-Go (as the
	// FAQ rules for Soothsayer's "an icon of your choice ... for each").
	card(56, "Mi-Go Scalpel",
		NewAction("exhaust it: its host gains an icon of your choice once for each Mi-Go character you control, this phase").
			Costing(ExhaustSelf()).
			Doing(Choosing(PickIcon("the icon its host gains for each of your Mi-Go characters"), scalpelGains))),
}

// scalpelGains (Mi-Go Scalpel): the card's host gains the icon chosen
// once for each Mi-Go character its player controls now, until the end
// of the phase.
func scalpelGains(c *Ctx, chosen []CardID) {
	n := 0
	for _, id := range c.PlayArea(c.You()) {
		if c.Matches(miGo, id) {
			n++
		}
	}
	h := c.Host(c.Src())
	if len(chosen) == 0 || n == 0 || h == None || !c.InPlay(h) {
		c.Fail()
		return
	}
	c.GainsForPhase(h, GainIcon(ChosenIcon(chosen[0]), n))
}
