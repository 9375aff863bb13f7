package sotd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, SotD 89 and 90.
var hastur = []entry{
	// The sacrifice has no bold trigger: a passive, which cannot be
	// cancelled. A conspiracy won is a story card won (Rulebook,
	// Conspiracy Cards), as for Clover Club Cardroom.
	card(89, "Ward Phillips",
		NewPassive("after an opponent wins a story card: he is sacrificed").
			On(On(opponentWonStoryCard, EvWinStory)).
			Doing(SacrificeItself()),
		NewDisrupt("exhaust him: cancel a character's triggered ability about to resolve").
			On(On(AbilityOfCardType(carddb.Character), EvAbility)).
			Costing(ExhaustSelf()).
			Doing(Cancel())),
	// FAQ 3.4: no effect but a story's may move a story card not won
	// into a won pile; its exchange always would (the story in play goes
	// to its player's won pile), so it can never be played, as Twila
	// Katherine Price's Action cannot be used at The Seventh Gate (FAQ
	// ruling) (docs/rulings.md).
	card(90, "Dreams Within Dreams",
		NewAction("never playable: its exchange would put a story card not won into your won pile (FAQ 3.4)").
			When(never)),
}

// opponentWonStoryCard (Ward Phillips) matches an opponent of the
// ability's player winning a story card.
func opponentWonStoryCard(c *Ctx, e *Event) bool {
	return int(e.Player) == c.Opp() && e.Card != None
}

// never (Dreams Within Dreams) never holds.
func never(c *Ctx) bool { return false }
