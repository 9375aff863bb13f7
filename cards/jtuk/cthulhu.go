package jtuk

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, JtUK 107 and 108.
var cthulhuCards = []entry{
	// The event, played at Night, stays in play as an Attachment of a
	// character picked as it resolves (no "choose"): a Night Curse whose
	// host cannot commit, and whose host's controller discards a random
	// card at the end of each of his turns (a Forced Response, before the
	// turn's lasting effects end; docs/rulings.md).
	card(107, "Mnomquah's Serpent",
		NewAction("only at Night: it becomes a Curse attachment of a character, which cannot commit; its controller discards a random card at the end of each of his turns").
			When(IsNight).When(notInPlay).
			Doing(Choosing(PickCard("a character to attach it to", Character), attachSelfToChosen)),
		NewConstant("attached, it is a Night Curse Attachment and its host cannot commit to stories",
			GainSubtype("Attachment").On(Self), GainSubtype("Curse").On(Self), Gain(Night).On(Self),
			CannotCommit().On(HostOfSelf)).When(SelfAttached),
		NewForced("at the end of each turn of its host's controller: he discards a card at random").
			On(On(hostControllersTurnEnds, EvTurnEnd)).When(SelfAttached).
			Doing(DiscardAtRandom(hostController, 1))),
	// "Unaffected" is immunity (FAQ 2.36) to the effects of story and
	// conspiracy cards, while it is Night. The token discarded is the
	// opponent's, from the story it is committed to (no "choose").
	card(108, "Mnomquah",
		NewConstant("while it is Night, immune to the effects of story and conspiracy cards",
			ImmuneTo("story").On(Self), ImmuneTo("conspiracy").On(Self)).When(IsNight),
		NewResponse("after you succeed at its story: one of the opponent's success tokens there is discarded").
			On(On(youSucceededAtSelfStory, EvSuccess)).
			Doing(Custom(discardOpponentToken, opponentTokenAtSelfStory))),
}

// opponentTokenAtSelfStory holds while the opponent has a success token
// on the story the card is committed to.
func opponentTokenAtSelfStory(c *Ctx) bool {
	s := c.CommittedTo(c.Src())
	return s != None && c.SuccessTokens(s, c.Opp()) > 0
}

// discardOpponentToken (Mnomquah) discards one of the opponent's success
// tokens from the story the card is committed to.
func discardOpponentToken(c *Ctx) {
	s := c.CommittedTo(c.Src())
	if s == None || c.DiscardSuccess(c.Opp(), s, 1) == 0 {
		c.Fail()
	}
}

// notInPlay holds while the ability's card is out of play (an event
// being played).
func notInPlay(c *Ctx) bool { return !c.InPlay(c.Src()) }

// attachSelfToChosen attaches the ability's card, from wherever it is, to
// the card chosen.
func attachSelfToChosen(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.AttachTo(c.Src(), chosen[0]) {
		c.Fail()
	}
}

// hostController is the controller of the card's host.
func hostController(c *Ctx) int {
	if h := c.Host(c.Src()); h != None {
		return c.Controller(h)
	}
	return c.You()
}

// hostControllersTurnEnds (Mnomquah's Serpent) matches the end of a turn
// of the controller of the card's host.
func hostControllersTurnEnds(c *Ctx, e *Event) bool {
	h := c.Host(c.Src())
	return e.Kind == EvTurnEnd && h != None && c.InPlay(h) && int(e.Player) == c.Controller(h)
}
