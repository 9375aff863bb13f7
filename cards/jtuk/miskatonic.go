package jtuk

import (
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, JtUK 103 and 104.
var miskatonic = []entry{
	// She must be ready to exhaust: committed without exhausting (Dream
	// Diary, Dhole Tunnel). The card discarded is chosen (a target); with
	// the opponent's hand empty there is nothing to do and the Response is
	// not offered.
	card(103, "Twila Katherine Price",
		NewResponse("after you succeed at her story, exhaust her: look at the opponent's hand and discard a card of it you choose").
			On(On(youSucceededAtSelfStory, EvSuccess)).
			Costing(ExhaustSelf()).
			Doing(Choosing(PickCard("a card of your opponent's hand to discard", nil).FromOpponentsHand().Targeting(),
				DiscardChosen))),
	// The tokens an opponent is about to place on its story that would
	// take him to five or more: from his fifth on, none is placed (he
	// stays at four; docs/rulings.md). Put on the bottom of the deck is
	// its cost.
	card(104, "Dreaming of the Past",
		NewDisrupt("put it on the bottom of your deck: an opponent's fifth success token on its story is not placed").
			On(On(opponentFifthTokenHere, EvSuccessToken)).
			Costing(BottomOfDeckSelf()).
			Doing(Custom(preventFifth, nil))),
}

// opponentFifthTokenHere (Dreaming of the Past) matches an opponent's
// success tokens about to be placed on the card's host story that would
// be his fifth or more there.
func opponentFifthTokenHere(c *Ctx, e *Event) bool {
	if e.Kind != EvSuccessToken || int(e.Player) != c.Opp() || e.N <= 0 || e.Card != c.Host(c.Src()) {
		return false
	}
	has := c.SuccessTokens(e.Card, c.Opp())
	return has < 5 && has+int(e.N) >= 5
}

// preventFifth keeps the opponent's tokens from his fifth on off the
// story.
func preventFifth(c *Ctx) {
	e := c.Event()
	if e == nil {
		c.Fail()
		return
	}
	has := c.SuccessTokens(e.Card, c.Opp())
	if c.PreventSuccessTokens(has+int(e.N)-4) == 0 {
		c.Fail()
	}
}
