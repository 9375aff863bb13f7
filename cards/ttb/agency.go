package ttb

import (
	. "cthulhu/engine"
)

// agency: the Agency's cards, TTB 1 to 3.
var agency = []entry{
	// Its host, whoever controls it, has Willpower for the phase; an
	// insane host cannot be modified (FAQ 2.34).
	card(2, "Holy Rosary",
		NewAction("exhaust it: its host has Willpower until the end of the phase").
			Costing(ExhaustSelf()).
			Doing(Custom(rosaryWillpower, rosaryHostSane))),
}

// rosaryWillpower (Holy Rosary) gives its host Willpower for the phase.
func rosaryWillpower(c *Ctx) {
	if h := c.Host(c.Src()); h != None && c.InPlay(h) {
		c.GainsForPhase(h, Gain(Willpower))
	}
}

// rosaryHostSane (Holy Rosary): its host is in play and sane.
func rosaryHostSane(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && c.InPlay(h) && !c.Insane(h)
}
