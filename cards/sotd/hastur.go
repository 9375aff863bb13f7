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
	// The story in play is chosen (a target); the one of the won pile is
	// picked as the event resolves. With no story card in his won pile
	// there is nothing to exchange: the event cannot be played.
	card(90, "Dreams Within Dreams",
		NewAction("a story card in play you choose and a story card of your won pile change places, the success tokens staying where they are").
			When(wonStoryCard).
			Choosing(Choose("a story card in play, not a conspiracy", All(StoryInPlay, StoryCard)).Story()).
			Doing(Choosing(PickCard("a story card of your won pile to put in its place", StoryCard).FromWon(), exchangeWithWon))),
}

// opponentWonStoryCard (Ward Phillips) matches an opponent of the
// ability's player winning a story card.
func opponentWonStoryCard(c *Ctx, e *Event) bool {
	return int(e.Player) == c.Opp() && e.Card != None && c.Card(e.Card).Type == carddb.Story
}

// wonStoryCard (Dreams Within Dreams) holds while the ability's player
// has a story card (not a conspiracy) in his won pile.
func wonStoryCard(c *Ctx) bool {
	for _, id := range c.WonPile(c.You()) {
		if StoryCard(c, id) {
			return true
		}
	}
	return false
}

// exchangeWithWon (Dreams Within Dreams) puts the story picked from the
// won pile in the place of the story chosen, if it is still in play.
func exchangeWithWon(c *Ctx, chosen []CardID) {
	ts := c.LegalTargets(0)
	if len(chosen) == 0 || len(ts) == 0 || !c.ExchangeStoryWithWon(ts[0], chosen[0]) {
		c.Fail()
	}
}
