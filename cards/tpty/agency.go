package tpty

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, TPtY 101 and 102.
var agency = []entry{
	card(101, "Confident Rookie",
		NewConstant("with a Weapon attached: a combat icon more, and Willpower",
			GainIcon(carddb.Combat, 1).On(Self), Gain(Willpower).On(Self)).
			When(hasAttached(weapon)),
		NewConstant("with a Vehicle attached: an arcane icon more, and Fast",
			GainIcon(carddb.Arcane, 1).On(Self), Gain(Fast).On(Self)).
			When(hasAttached(vehicle))),
	// A Disrupt with an "after" trigger, used at once (FAQ 3.2, 3.5). FAQ
	// errata and ruling: only to a story still to resolve where
	// characters are committed already, which for the defending player
	// means one the attacking player committed to.
	card(102, "Military Bike",
		NewDisrupt("after its host's story resolves, exhaust it: its host moves at once to another story still to resolve").
			On(StoryResolved(storyOfHost)).
			Costing(ExhaustSelf()).
			Doing(Choosing(PickCard("another story still to resolve for its host to move to", storyStillToResolve).FromStories(),
				recommitHost))),
}

// storyOfHost (Military Bike) matches an occurrence about the story the
// card's host is committed to.
func storyOfHost(c *Ctx, e *Event) bool {
	h := c.Host(c.Src())
	return h != None && c.CommittedTo(h) != None && c.CommittedTo(h) == e.Card
}

// storyStillToResolve selects the stories still to resolve this phase:
// those the active player has characters committed to, not resolved yet.
func storyStillToResolve(c *Ctx, id CardID) bool { return c.StoryToResolve(id) }

// recommitHost (Military Bike) moves the card's host, still committed, to
// the story picked.
func recommitHost(c *Ctx, chosen []CardID) {
	h := c.Host(c.Src())
	if h == None || len(chosen) == 0 || !c.Recommit(h, chosen[0]) {
		c.Fail()
	}
}

var (
	weapon  = WithSubtype("Weapon")
	vehicle = WithSubtype("Vehicle")
)

// hasAttached (Confident Rookie) holds while a card the filter selects is
// attached to the ability's card, whoever controls it.
func hasAttached(f CardFilter) Cond {
	return func(c *Ctx) bool {
		for p := range 2 {
			for _, id := range c.PlayArea(p) {
				if c.Host(id) == c.Src() && f(c, id) {
					return true
				}
			}
		}
		return false
	}
}
