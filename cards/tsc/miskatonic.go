package tsc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TSC 49 to 51.
var miskatonic = []entry{
	card(49, "Broken Glasses",
		NewConstant("its host has two investigation icons fewer", GainIcon(carddb.Investigation, -2).On(HostOfSelf))),
	// Its effect is a lasting one on each story and conspiracy in play
	// (the phase is the rest of the turn in which a struggle may
	// resolve); the winner of each investigation struggle, either player,
	// chooses the characters to ready, either player's.
	card(50, "Under the Microscope",
		NewAction("in your story phase, before commitments: this turn, whoever wins an investigation struggle may ready a character at its story per icon he won it by").
			When(YourStoryBeforeCommitments).
			Doing(Custom(readyPerMarginAtEveryStory, nil))),
	card(51, "M.U. Chem Lab",
		NewAction("pay 1: every Student character gains an investigation icon this phase").
			Costing(Pay(1)).
			Doing(EachGains(WithSubtype("Student"), GainIcon(carddb.Investigation, 1)))),
}

// readyPerMarginAtEveryStory (Under the Microscope) puts on every story
// and conspiracy in play, until the end of the phase, the lasting effect
// that lets the winner of each of its investigation struggles ready
// characters there by his margin.
func readyPerMarginAtEveryStory(c *Ctx) {
	for _, s := range c.Stories() {
		c.GainsForPhase(s, ReadyPerStruggleMargin(carddb.Investigation))
	}
}
