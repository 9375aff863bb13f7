package tad

import (
	. "cthulhu/engine"
)

// hastur: Hastur, TAD 50 and 51.
var hastur = []entry{
	card(50, "Long-Dead Prince",
		NewAction("while he is wounded: he returns to his owner's hand").
			When(selfWounded).
			Doing(ReturnSelfToHand())),
	// "While attached, you gain control": passives of its own, each at
	// its moment. Entering play attached, its controller takes control of
	// the host while it is in play (FAQ 1.13: control an attached card
	// gives lasts as long as it is in play); leaving play, control goes
	// back. When the host's control changes again by another effect, it
	// is discarded; when its own control changes, its new controller takes
	// control of the host, and it is discarded (FAQ, Repo Man question).
	card(51, "Infernal Obsession",
		NewPassive("as it enters play attached: its controller takes control of its host while it is in play").
			On(EntersPlay(Self)).
			Doing(Custom(obsess, nil)),
		NewPassive("when another effect changes its host's control: it is discarded from play").
			On(On(hostTakenAway, EvTakeControl)).
			Doing(Custom(discardItself, nil)),
		NewPassive("when its own control changes: its new controller takes control of its host, and it is discarded from play").
			On(On(obsessionTaken, EvTakeControl)).
			Doing(Custom(retakeHost, nil)),
		NewPassive("when it leaves play: control of its host goes back to the player before").
			On(On(leftItself, EvDestroy, EvSacrifice, EvDiscardFromPlay, EvReturnToHand)).
			Doing(Custom(func(c *Ctx) { c.ReturnControl() }, nil))),
}

// obsess (Infernal Obsession) makes its controller take control of its
// host for as long as it is in play.
func obsess(c *Ctx) {
	h := c.Host(c.Src())
	if h == None || !c.IsCharacter(h) || !c.TakeControlWhileInPlay(h) {
		c.Fail()
	}
}

// hostTakenAway (Infernal Obsession) matches its host's control changing
// by another effect than its own, while it is attached.
func hostTakenAway(c *Ctx, e *Event) bool {
	return e.Kind == EvTakeControl && e.Card != None && e.Card == c.Host(c.Src()) && e.Src != c.Src() && c.Zone(c.Src()) == ZonePlay
}

// obsessionTaken (Infernal Obsession) matches its own control changing.
func obsessionTaken(c *Ctx, e *Event) bool {
	return e.Kind == EvTakeControl && e.Card == c.Src() && c.Zone(c.Src()) == ZonePlay
}

// leftItself matches the ability's own card leaving play.
func leftItself(c *Ctx, e *Event) bool { return e.Card == c.Src() }

// discardItself discards the ability's own card from play.
func discardItself(c *Ctx) {
	if c.Zone(c.Src()) != ZonePlay {
		c.Fail()
		return
	}
	c.DiscardFromPlay(c.Src())
}

// retakeHost (Infernal Obsession): its new controller takes control of
// its host for good; control having changed again, it is discarded.
func retakeHost(c *Ctx) {
	h := c.Host(c.Src())
	if h == None || !c.TakeControl(h) {
		c.Fail()
		return
	}
	c.DiscardFromPlay(c.Src())
}

// selfWounded holds while the ability's own card has a wound.
func selfWounded(c *Ctx) bool { return c.Wounds(c.Src()) > 0 }
