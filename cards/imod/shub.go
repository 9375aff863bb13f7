package imod

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, IMoD 34 and 35.
var shub = []entry{
	// No "choose": the Ghoul is picked from the hand as it resolves.
	card(34, "Ghoul Spawn",
		NewAction("only while it is Night, sacrifice it: a Ghoul character from your hand comes into play").
			When(IsNight).
			Costing(SacrificeSelf()).
			Doing(Choosing(PickCard("a Ghoul character to put into play", All(CharacterCard, PrintedSubtype("Ghoul"), CanEnterPlay)).FromHand(),
				PutChosenIntoPlay))),
	// "Play only if it is Night" is a play restriction. The character
	// chosen comes into play under its player's control, whoever owns it,
	// and the event stays attached to it. Its sacrifice whenever it is Day
	// is a passive (docs/rulings.md); so is the one as the event leaves
	// play, which the engine carries out (SacrificeWhenLeavesPlay).
	card(35, "Back From the Dead",
		NewAction("only while it is Night: a unique character card you choose in a discard pile, not an Ancient One, comes into play under your control with this card attached, and is sacrificed when it leaves play or it is Day").
			When(IsNight).When(notInPlay).
			Choosing(Choose("a unique character card in a discard pile, not an Ancient One",
				All(CharacterCard, UniqueCard, Not(PrintedSubtype("Ancient One")))).InDiscardPiles()).
			Doing(Custom(raiseWithSelfAttached, nil)),
		NewConstant("attached, it is an Attachment", GainSubtype("Attachment").On(Self)).When(SelfAttached),
		NewPassive("its host is sacrificed whenever it is Day").
			On(AtAnyTime(dayWithHost)).
			Doing(Custom(sacrificeHost, dayWithHost))),
}

// raiseWithSelfAttached (Back From the Dead) puts the target into play
// under the ability's player's control, attaches the event to it, and
// binds it to the event: it is sacrificed when the event leaves play.
func raiseWithSelfAttached(c *Ctx) {
	ts := c.LegalTargets(0)
	if len(ts) == 0 || !c.PutIntoPlayUnderYourControl(ts[0]) {
		c.Fail()
		return
	}
	if !c.AttachTo(c.Src(), ts[0]) {
		c.Fail()
		return
	}
	c.SacrificeWhenLeavesPlay(ts[0])
}

// dayWithHost (Back From the Dead) holds while it is Day and the card is
// attached to a card in play.
func dayWithHost(c *Ctx) bool {
	h := c.Host(c.Src())
	return c.InPlay(c.Src()) && h != None && c.InPlay(h) && c.IsDay()
}

// sacrificeHost (Back From the Dead) sacrifices the card's host.
func sacrificeHost(c *Ctx) {
	if h := c.Host(c.Src()); h != None {
		c.Sacrifice(h)
	}
}
