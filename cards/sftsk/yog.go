package sftsk

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, SftSK 71 and 72.
var yog = []entry{
	// Any effect choosing a support card in play (an attachment too) as a
	// target, either player's, of either player's support card.
	card(71, "Guardian of the Key",
		NewDisrupt("exhaust it: cancel an effect that chooses a support card as a target").
			On(AbilityTargetingIt(SupportCard)).
			Costing(ExhaustSelf()).
			Doing(Cancel())),
	// Attached to a story: its constant is on the story, for every
	// character of either player, committed by its player's declaration
	// or by an effect; an exhausted character committing there stays
	// exhausted (the commitment exhausts it). Each commitment there is
	// answered apart, the character readied if it is still exhausted and
	// sane (the Key's player's Forced Response, whoever's the character).
	card(72, "The Silver Key",
		NewConstant("ready characters cannot commit to its story; exhausted ones can",
			OnlyExhaustedCommit().On(HostOfSelf)),
		NewForced("after a character commits to its story: that character is readied").
			On(On(commitsToHost, EvCommit)).
			Doing(Custom(readyCommitted, committedExhausted))),
}

// commitsToHost (The Silver Key) matches a character's commitment to the
// story the ability's card is attached to.
func commitsToHost(c *Ctx, e *Event) bool {
	h := c.Host(c.Src())
	return e.Kind == EvCommit && h != None && e.Other == h
}

// committedExhausted (The Silver Key) holds while the character whose
// commitment the ability answers is in play, exhausted and sane.
func committedExhausted(c *Ctx) bool {
	id := c.Event().Card
	return c.InPlay(id) && c.Exhausted(id) && !c.Insane(id)
}

// readyCommitted (The Silver Key) readies the character whose commitment
// the ability answers.
func readyCommitted(c *Ctx) {
	if !committedExhausted(c) {
		c.Fail()
		return
	}
	c.Ready(c.Event().Card)
}
