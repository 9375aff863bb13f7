package sotd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, SotD 89 and 90.
var hastur = []entry{
	// The sacrifice has no bold trigger: a passive, which cannot be
	// cancelled; a conspiracy won is no story card.
	card(89, "Ward Phillips",
		NewPassive("after an opponent wins a story card: he is sacrificed").
			On(On(opponentWonStoryCard, EvWinStory)).
			Doing(SacrificeItself()),
		NewDisrupt("exhaust him: cancel a character's triggered ability about to resolve").
			On(On(AbilityOfCardType(carddb.Character), EvAbility)).
			Costing(ExhaustSelf()).
			Doing(Cancel())),
}

// opponentWonStoryCard (Ward Phillips) matches an opponent of the
// ability's player winning a story card.
func opponentWonStoryCard(c *Ctx, e *Event) bool {
	return int(e.Player) == c.Opp() && e.Card != None && c.Card(e.Card).Type == carddb.Story
}
