package thbts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, THBtS 26 to 28.
var syndicate = []entry{
	// Either player's characters, and the Scientist himself if he has lost
	// his investigation icon.
	card(26, "Fugitive Scientist",
		NewConstant("characters without an investigation icon committed to his story add no skill to its skill total",
			DoesNotCountSkill().On(All(Character, WithoutIcon(carddb.Investigation), AtSameStory)))),
	// A Disrupt with an "after" trigger: it takes place at once, in the
	// stories' resolution, before the struggle's effect (FAQ 3.2, 3.5;
	// FAQ, Military Bike question), as Those Without Faces' does.
	card(27, "Vengeful Hit",
		NewDisrupt("after you lose an investigation struggle: a character with an investigation icon you choose leaves its story, then is exhausted").
			On(On(lostStruggleOf(carddb.Investigation), EvStruggle)).
			Choosing(Choose("a character with an investigation icon", All(Character, IconsAtLeast(carddb.Investigation, 1)))).
			Doing(removeFromStory, ExhaustTarget(0).Then())),
	// FAQ errata: the domain refreshed is one with 2 or fewer resources
	// attached.
	card(28, "Arkham Advertiser Archives",
		NewResponse("after you win an investigation struggle, exhaust it: refresh a drained domain of yours holding 2 or fewer resources").
			On(WonStruggleOf(carddb.Investigation)).
			Costing(ExhaustSelf()).
			Choosing(Designate("a drained domain of yours with 2 or fewer resources", All(Yours, DrainedDomain, smallDomain)).Domains()).
			Doing(refreshDomain)),
}

// lostStruggleOf (Vengeful Hit) matches a struggle of kind ic that the
// ability's controller lost: his opponent won it.
func lostStruggleOf(ic carddb.Icon) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		return e.Kind == EvStruggle && int(e.Player) == c.Opp() && carddb.Icon(e.N) == ic
	}
}

// removeFromStory (Vengeful Hit) removes the chosen character from the
// story it is committed to; it fails (and nothing is exhausted, "then")
// when the character is committed to no story.
var removeFromStory = Custom(func(c *Ctx) {
	ids := c.LegalTargets(0)
	if len(ids) == 0 || !c.Uncommit(ids[0]) {
		c.Fail()
	}
}, nil)

// smallDomain (Arkham Advertiser Archives) selects the domains with 2 or
// fewer resource cards attached.
func smallDomain(c *Ctx, id CardID) bool { return c.ResourcesOn(id) <= 2 }

// refreshDomain (Arkham Advertiser Archives) refreshes the domain
// designated.
var refreshDomain = Custom(func(c *Ctx) {
	if ids := c.LegalTargets(0); len(ids) == 0 || !c.RefreshDomain(ids[0]) {
		c.Fail()
	}
}, nil)
