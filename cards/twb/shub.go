package twb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, TWB 73 and 74.
var shub = []entry{
	// The character card is taken (no "choose") from the opponent's
	// discard pile and attached under its player's control: a blank
	// Attachment support while attached (FAQ 1.15), face down for as long
	// as it stays attached. Only the cards attached so count.
	card(73, "Feasting Ghouls",
		NewConstant("one more skill and one more terror icon per card attached to it face down",
			Skill(1).Times(faceDownOnSelf).On(Self), GainIcon(carddb.Terror, 1).Times(faceDownOnSelf).On(Self)),
		NewAction("pay 1: a character card from your opponent's discard pile is attached face down to it, blank").
			Costing(Pay(1)).
			Doing(Choosing(PickCard("a character card in your opponent's discard pile", CharacterCard).FromOpponentsDiscardPile(),
				attachFaceDown))),
	card(74, "Optic Warehouse",
		NewAction("exhaust it, pay 2: a story you choose gains or loses a terror struggle this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a story", nil).Story()).
			Doing(TargetStoryGainsOrLosesStruggle(0, carddb.Terror, PerPhase))),
}

// faceDownOnSelf (Feasting Ghouls) counts the cards attached to the
// ability's card that it attached face down.
func faceDownOnSelf(c *Ctx) int {
	n := 0
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.Host(id) == c.Src() && c.Marked(id) {
				n++
			}
		}
	}
	return n
}

// attachFaceDown (Feasting Ghouls) attaches the card picked to the
// ability's card, blank and marked face down while it stays attached.
func attachFaceDown(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if !c.InPlay(c.Src()) || !c.AttachFromOutOfPlay(id, c.Src()) {
			c.Fail()
			continue
		}
		c.GainsWhileInPlay(id, Blank())
		c.MarkWhileInPlay(id)
		c.Note(id, c.Src(), "is attached face down, blank, to "+c.Card(c.Src()).Title)
	}
}
