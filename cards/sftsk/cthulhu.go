package sftsk

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, SftSK 67 and 68.
var cthulhuCards = []entry{
	// A reduction of its own cost, working from the hand (FAQ 1.2); the
	// cost does not go below 0.
	card(67, "Cerenerian Deep One",
		NewConstant("costs 1 less to play for each Dreamlands support card you control",
			CostDelta(-1).Times(CountInPlay(dreamlandsSupportYouControl)).On(Self)).
			Working(FromHand)),
	// "A triggered effect": an Action, Disrupt, Response or Forced
	// Response, of an event or of a card; one choosing it among other
	// targets may. The token removal is a passive (no bold trigger): the
	// active player, as his story phase begins, removes one of his own
	// tokens from the story it is attached to, if he has one there.
	card(68, "Dark Quagmire",
		NewConstant("no triggered effect may choose it as its only target",
			CannotBeOnlyTriggeredTarget().On(Self)),
		NewPassive("as each player's story phase begins: he removes one of his success tokens from its story").
			On(On(storyPhaseBegins, EvPhaseBegin)).
			Doing(Custom(removeActiveToken, activeHasToken))),
}

// storyPhaseBegins matches the beginning of a story phase.
func storyPhaseBegins(c *Ctx, e *Event) bool {
	return e.Kind == EvPhaseBegin && DuringPhase(PhaseStory)(c)
}

// activeHasToken (Dark Quagmire) holds when the active player has a
// success token on the story the card is attached to.
func activeHasToken(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && c.SuccessTokens(h, c.Active()) > 0
}

// removeActiveToken (Dark Quagmire) removes one of the active player's
// success tokens from the story the card is attached to.
func removeActiveToken(c *Ctx) {
	h := c.Host(c.Src())
	if h == None || c.RemoveSuccess(c.Active(), h, 1) == 0 {
		c.Fail()
		return
	}
	c.Note(h, None, "one of "+c.PlayerName(c.Active())+"'s success tokens is removed from it")
}
