package tad

import (
	. "cthulhu/engine"
)

// agency: The Agency, TAD 41 and 42.
var agency = []entry{
	// FAQ errata: Dynamite has the Attachment subtype (in the card
	// database). Its host is designated as the Action starts, before
	// Dynamite leaves play as its cost, so that the effect still knows
	// which character it was attached to.
	card(42, "Dynamite",
		NewAction("discard it from play: wound every character committed to its host's story").
			Costing(DiscardSelf()).
			Choosing(Designate("its host", HostOfSelf)).
			Doing(WoundAll(All(Character, atFormerHostStory)))),
}

// atFormerHostStory (Dynamite) selects the characters committed to the
// story the designated host is committed to as the effect resolves.
func atFormerHostStory(c *Ctx, id CardID) bool {
	ts := c.Targets(0)
	if len(ts) == 0 {
		return false
	}
	s := c.CommittedTo(ts[0])
	return s != None && c.InPlay(ts[0]) && c.CommittedTo(id) == s
}
