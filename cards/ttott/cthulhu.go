package ttott

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, TTotT 67 and 68.
var cthulhuCards = []entry{
	// Put into play, not played: no resource match, no play restriction
	// (FAQ 2.24, whose example this card is). The four wounds come
	// "then", each a step of its own.
	card(67, "The Terror of the Tides",
		NewAction("pay 3: put it into play from your hand; then it takes four wounds").
			Working(FromHand).
			Costing(Pay(3)).
			Doing(PutSelfIntoPlay(), Custom(fourWoundsToSelf, nil).Then())),
	card(68, "Bite Marks",
		NewResponse("after its host is wounded: destroy that character").
			On(WoundTo(HostOfSelf)).
			Doing(Custom(destroyWounded, woundedStillInPlay))),
}

// fourWoundsToSelf (The Terror of the Tides) gives the card four wounds,
// one after the other.
func fourWoundsToSelf(c *Ctx) {
	if !c.InPlay(c.Src()) {
		c.Fail()
		return
	}
	c.Wound(c.Src(), c.Src(), c.Src(), c.Src())
}

// destroyWounded (Bite Marks) destroys the character whose wound the
// Response answers, if it is still in play.
func destroyWounded(c *Ctx) {
	if e := c.Event(); e != nil && c.IsCharacter(e.Card) {
		c.Destroy(e.Card)
		return
	}
	c.Fail()
}

// woundedStillInPlay (Bite Marks) holds while the wounded character is
// in play.
func woundedStillInPlay(c *Ctx) bool {
	e := c.Event()
	return e != nil && c.IsCharacter(e.Card)
}
