package tsots

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TSotS 3 to 5.
var miskatonic = []entry{
	card(3, "Dr. Carson",
		NewAction("exhaust him: an insane character is restored and readied").
			Costing(ExhaustSelf()).
			Doing(Choosing(PickCard("an insane character to restore and ready", All(Character, InsaneCard, restorable)),
				restoreAndReady))),
	card(4, "Rabbit's Foot",
		NewResponse("after its host commits: reveal your top card and take it into your hand; a character card stops combat struggles at that story this phase").
			On(Commits(HostOfSelf)).
			Doing(rabbitsFoot)),
	card(5, "Sleeping Pills",
		NewConstant("while its host is committed, no terror struggle resolves at its story",
			NoStruggles(carddb.Terror).On(storyOfHost))),
}

// restorable selects the insane characters nothing forbids restoring.
func restorable(c *Ctx, id CardID) bool { return c.CanBeRestored(id) }

// restoreAndReady (Dr. Carson) restores the chosen character and readies
// it: two parts of one effect, the second done even if the first was not.
func restoreAndReady(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Restore(id)
		c.Ready(id)
	}
}

// rabbitsFoot (Rabbit's Foot): the top card of its player's deck is
// revealed and put into his hand, which is not drawing it (FAQ, Rabbit's
// Foot ruling); if it is a character card, combat struggles do not
// resolve this phase at the story its host committed to.
var rabbitsFoot = Custom(func(c *Ctx) {
	id := c.RevealTopIntoHand(c.You())
	if id == None {
		c.Fail()
		return
	}
	if c.Card(id).Type != carddb.Character {
		return
	}
	story := None
	if e := c.Event(); e != nil {
		story = e.Other
	}
	if h := c.Host(c.Src()); h != None && c.CommittedTo(h) != None {
		story = c.CommittedTo(h)
	}
	if story != None && c.Zone(story) == ZoneStory {
		c.GainsForPhase(story, NoStruggles(carddb.Combat))
		c.Note(story, None, "resolves no combat struggle this phase")
	}
}, func(c *Ctx) bool { return c.DeckSize(c.You()) > 0 })

// storyOfHost (Sleeping Pills) selects the story the card's host is
// committed to.
func storyOfHost(c *Ctx, id CardID) bool {
	h := c.Host(c.Src())
	return h != None && c.CommittedTo(h) == id && id != None
}
