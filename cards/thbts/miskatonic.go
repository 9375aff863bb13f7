package thbts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, THBtS 25.
var miskatonic = []entry{
	// Naming is no choice of a target; the kind named may be one the story
	// lacks (then nothing changes). The effect is on the story for the
	// phase, and holds whether he stays or not (FAQ, Chess Prodigy
	// question).
	card(25, "Chess Prodigy",
		NewPassive("when he commits on your turn: name a kind of struggle; this phase it is resolved at his story by counting investigation icons").
			On(Commits(Self)).When(YourTurn).
			Doing(Choosing(PickIcon("the kind of struggle to resolve by counting investigation icons"), countInvestigation))),
}

// prodigyStory (Chess Prodigy) is the story he committed to: the one the
// occurrence names, or the one he is committed to now.
func prodigyStory(c *Ctx) CardID {
	if e := c.Event(); e != nil && e.Kind == EvCommit && e.Other != None {
		return e.Other
	}
	return c.CommittedTo(c.Src())
}

// countInvestigation (Chess Prodigy): the named kind of struggle at his
// story counts investigation icons until the end of the phase.
func countInvestigation(c *Ctx, chosen []CardID) {
	s := prodigyStory(c)
	if len(chosen) == 0 || s == None || c.Zone(s) != ZoneStory {
		return
	}
	ic := ChosenIcon(chosen[0])
	c.GainsForPhase(s, StruggleCountsIcons(ic, carddb.Investigation))
	c.Note(s, None, "resolves its "+ic.Title()+" struggles by counting investigation icons this phase")
}
