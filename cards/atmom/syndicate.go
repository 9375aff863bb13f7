package atmom

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, AtMoM 6 and 7.
var syndicate = []entry{
	card(7, "Hand Camera",
		NewResponse("sacrifice it, after an opponent plays a card: search your deck for a card of the same title and take it into your hand").
			On(On(opponentPlayedCard, playKinds...)).
			Costing(SacrificeSelf()).
			Doing(SearchDeck("a card with the title of the card played", sameTitleAsPlayed))),
}

// opponentPlayedCard (Hand Camera) matches a card played by an opponent
// of the ability's controller.
func opponentPlayedCard(c *Ctx, e *Event) bool { return int(e.Player) == c.Opp() && cardPlayed(c, e) }

// sameTitleAsPlayed (Hand Camera) selects the cards with the title of the
// card the Response answers.
func sameTitleAsPlayed(c *Ctx, id CardID) bool {
	e := c.Event()
	return e != nil && e.Card != None && c.Card(id).Title == c.Card(e.Card).Title
}
