package tad

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TAD 45 to 47.
var syndicate = []entry{
	card(45, "Brazen Hoodlum",
		NewConstant("characters without a combat icon committed to his story add no skill to its skill total",
			DoesNotCountSkill().On(All(Character, WithoutIcon(carddb.Combat), AtSameStory)))),
	// The opponent's domain is designated as the Response is used (the
	// card does not say "choose"); the two domains are compared as the
	// effect resolves, after both are drained.
	card(46, "Blackball Jim",
		NewResponse("after you succeed at his story, drain one of your domains: drain an opponent's domain; one more success token there if yours has more resources").
			On(On(succeededAtSelfStory, EvSuccess)).
			Costing(DrainOne()).
			Choosing(Designate("an opponent's undrained domain", All(Opponents, UndrainedDomain)).Domains()).
			Doing(DrainTarget(0), Custom(tokenIfBiggerDomain, nil))),
	card(47, "Vengeful Mob",
		NewResponse("after you lose a combat struggle: wound an opponent's character you choose, if it has fewer combat icons than your uncommitted characters together").
			On(On(lostCombatStruggle, EvStruggle)).
			Choosing(Choose("an opponent's character", All(Character, Opponents)).ToWound()).
			Doing(If(targetOutgunned, WoundTarget(0)))),
}

// lostCombatStruggle (Vengeful Mob) matches a combat struggle the
// opponent won: the ability's player lost it.
func lostCombatStruggle(c *Ctx, e *Event) bool {
	return e.Kind == EvStruggle && int(e.Player) == c.Opp() && carddb.Icon(e.N) == carddb.Combat
}

// targetOutgunned (Vengeful Mob) holds when the chosen character has
// fewer combat icons than the ability's player's characters that are not
// committed to a story have altogether.
func targetOutgunned(c *Ctx) bool {
	ts := c.LegalTargets(0)
	if len(ts) == 0 {
		return false
	}
	total := 0
	for _, id := range c.PlayArea(c.You()) {
		if c.IsCharacter(id) && c.CommittedTo(id) == None {
			total += int(c.Icons(id)[carddb.Combat])
		}
	}
	return int(c.Icons(ts[0])[carddb.Combat]) < total
}

// succeededAtSelfStory (Blackball Jim) matches the ability's player
// succeeding at the story its card is committed to.
func succeededAtSelfStory(c *Ctx, e *Event) bool {
	return e.Kind == EvSuccess && int(e.Player) == c.You() && e.N > 0 && c.CommittedTo(c.Src()) == e.Card
}

// tokenIfBiggerDomain (Blackball Jim) places one more success token of
// the ability's player on the story he succeeded at, if the domain he
// drained to pay has more resource cards than the opponent's domain
// designated.
func tokenIfBiggerDomain(c *Ctx) {
	story := c.Event().Card
	if c.ResourcesOn(c.DomainDrainedToPay()) > c.ResourcesOn(c.Target(0)) && c.Zone(story) == ZoneStory {
		c.AddSuccess(c.You(), story, 1)
	}
}
