package ttott

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, TTotT 61 and 62.
var agency = []entry{
	// The support chosen may be exhausted already: it is a Location or
	// not, and a Location is destroyed all the same ("if", not "then").
	card(61, "Agency Groundskeeper",
		NewAction("exhaust him: exhaust a support card you choose, and destroy it if it is a Location").
			Costing(ExhaustSelf()).
			Choosing(Choose("a support card", SupportCard)).
			Doing(ExhaustTarget(0), If(targetIsLocation, DestroyTarget(0)))),
	card(62, "A Call for Help",
		NewAction("exhaust a character of yours with an arcane icon: find an Agency character in your deck, take it into your hand and shuffle").
			Costing(ExhaustOne(All(Character, IconsAtLeast(carddb.Arcane, 1)))).
			Doing(SearchDeck("an Agency character", All(CharacterCard, OfFaction(carddb.Agency))))),
}

// targetIsLocation (Agency Groundskeeper) holds while the chosen support
// card is still a legal target and has the Location subtype.
func targetIsLocation(c *Ctx) bool {
	ts := c.LegalTargets(0)
	return len(ts) > 0 && c.HasSubtype(ts[0], "Location")
}
