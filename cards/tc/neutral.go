package tc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, TC 112 and 113.
var neutral = []entry{
	// A conspiracy's constant ability: "your" characters are those of the
	// player who controls it.
	card(112, "Behind the Door",
		NewConstant("your characters committed here have a terror icon more",
			GainIcon(carddb.Terror, 1).On(All(Character, Yours, CommittedToSelf)))),
	// The sacrifice is no "then": it is due whether or not the wound was
	// cancelled. A wound a passive effect causes is never cancelled (FAQ,
	// Timing Structure), and this Disrupt is not offered for it.
	card(113, "Forgiveness?",
		NewDisrupt("cancel a wound to a character you control; it is sacrificed as the phase ends").
			On(WoundTo(All(Character, Yours))).
			Doing(Cancel(), Custom(sacrificeSubjectAtPhaseEnd, nil))),
}

// sacrificeSubjectAtPhaseEnd (Forgiveness?) marks the character whose
// wound was answered to be sacrificed as the phase ends.
func sacrificeSubjectAtPhaseEnd(c *Ctx) {
	e := c.Event()
	if e == nil || e.Card == None || !c.InPlay(e.Card) {
		c.Fail()
		return
	}
	c.SacrificeAtEndOfPhase(e.Card)
}
