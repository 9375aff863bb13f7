package iotf

import (
	"fmt"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, IotF 56 to 58.
var syndicate = []entry{
	// No "choose": the Attachment is picked as the Response resolves, not
	// targeted (FAQ 1.9). X is what was overpaid to play it from the hand
	// (FAQ 2.14), 0 when it was put into play; "cost" is the printed one.
	card(56, "Thief for Hire",
		NewResponse("after he enters play: take control of an Attachment support card costing no more than you overpaid for him").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("an Attachment support card of cost X or lower", All(SupportCard, WithSubtype("Attachment"), InPlayCard, Not(Yours), PrintedCostAtMostCount(overpaidForSelf))),
				takeControlOfChosen))),
	// No "choose": the resource and the domain are picked as the Action
	// resolves; the domain is another of its player's.
	card(57, "Southside Speakeasy",
		NewAction("exhaust it: a Syndicate resource of one of your domains moves to another of your domains").
			When(syndicateResourceToMove).
			Costing(ExhaustSelf()).
			Doing(Choosing(PickCard("a Syndicate resource of your domains", syndicateResource).FromResources(), pickedOnly),
				Choosing(PickValue("the domain it moves to", otherDomains, domainLabel), movePickedResource))),
	// "Attached character gains": the Action is its host's, used by the
	// host's controller (as Shotgun, Core 14); the Guitar pays its cost.
	card(58, "Expensive Guitar",
		NewAction("exhaust the Guitar: its host gains +3 skill this phase").
			GivenToHost().
			Costing(ExhaustSelf()).
			Doing(EachGains(HostOfSelf, Skill(3)))),
}

// overpaidForSelf is what was overpaid to play the card whose entering
// play the ability answers (FAQ 2.14): 0 when it was put into play.
func overpaidForSelf(c *Ctx) int {
	e := c.Event()
	if e == nil || e.Kind != EvPlay && e.Kind != EvAttach {
		return 0
	}
	return int(e.N)
}

// takeControlOfChosen takes control of the card picked.
func takeControlOfChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if !c.TakeControl(id) {
			c.Fail()
		}
	}
}

// syndicateResource selects the resources of the ability's player's
// domains with the Syndicate resource icon.
func syndicateResource(c *Ctx, id CardID) bool {
	if c.Zone(id) != ZoneResource || c.Card(id).Resource != carddb.Syndicate {
		return false
	}
	h := c.Host(id)
	return h != None && c.Controller(h) == c.You()
}

// syndicateResourceToMove (Southside Speakeasy) holds while its player has
// two domains or more and a Syndicate resource on one of them.
func syndicateResourceToMove(c *Ctx) bool {
	if c.Domains(c.You()) < 2 {
		return false
	}
	for _, id := range c.Resources(c.You()) {
		if syndicateResource(c, id) {
			return true
		}
	}
	return false
}

// otherDomains lists the indexes of the player's domains but the one the
// resource picked first is on.
func otherDomains(c *Ctx) []int {
	var from CardID = None
	if g := c.Group(0); len(g) > 0 {
		from = c.Host(g[0])
	}
	var out []int
	for d := range c.Domains(c.You()) {
		if c.DomainCard(c.You(), d) != from {
			out = append(out, d)
		}
	}
	return out
}

// domainLabel names a domain of the player by its number.
func domainLabel(c *Ctx, v int) string { return fmt.Sprintf("Domain %d", v+1) }

// movePickedResource (Southside Speakeasy) moves the resource picked
// first to the domain picked.
func movePickedResource(c *Ctx, chosen []CardID) {
	g := c.Group(0)
	if len(chosen) == 0 || len(g) == 0 || !c.MoveResource(g[0], c.DomainCard(c.You(), ChosenValue(chosen[0]))) {
		c.Fail()
	}
}
