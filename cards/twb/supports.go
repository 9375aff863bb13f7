package twb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// Support cards put into play by an effect (Renowned Sculptor, Museum
// Curator): costs and play restrictions are bypassed, uniqueness is not
// (FAQ 2.24). An Attachment comes into play only attached to a host its
// own requirement allows; with none, it cannot be put into play (FAQ,
// Museum Curator ruling).

// supportForPlay selects a support card out of play that could come into
// play under the ability's player: alone, or as an Attachment with a host.
func supportForPlay(c *Ctx, id CardID) bool {
	if c.Card(id).Type != carddb.Support {
		return false
	}
	if c.Card(id).HasSubtype("Attachment") {
		return len(c.AttachHosts(id)) > 0
	}
	return CanEnterPlay(c, id)
}

// pickedAttachment is the Attachment picked in the ability's group i,
// still out of play, or None.
func pickedAttachment(c *Ctx, i int) CardID {
	g := c.Picked(i)
	if len(g) == 0 || g[0] < 0 || c.InPlay(g[0]) || !c.Card(g[0]).HasSubtype("Attachment") {
		return None
	}
	return g[0]
}

// putSupport is the apply function of the pick of the support: one that
// is no Attachment comes into play now (and, with back, returns to its
// owner's hand at the end of the phase); an Attachment waits for the
// pick of its host (attachSupport).
func putSupport(back bool) func(c *Ctx, chosen []CardID) {
	return func(c *Ctx, chosen []CardID) {
		for _, id := range chosen {
			if c.Card(id).HasSubtype("Attachment") {
				continue
			}
			if !c.PutIntoPlay(id) {
				c.Fail()
				continue
			}
			if back {
				c.ReturnToHandAtEndOfPhase(id)
			}
		}
	}
}

// attachSupport is the pick of the host of the Attachment picked in group
// i (none when it was no Attachment): it comes into play attached there.
func attachSupport(i int, back bool) Effect {
	hosts := func(c *Ctx) []int {
		id := pickedAttachment(c, i)
		if id == None {
			return nil
		}
		var out []int
		for _, h := range c.AttachHosts(id) {
			out = append(out, int(h))
		}
		return out
	}
	label := func(c *Ctx, v int) string {
		h := CardID(v)
		who := "yours"
		if c.Controller(h) != c.You() {
			who = "the opponent's"
		}
		if c.Zone(h) == ZoneStory {
			return "Attach it to " + c.Card(h).Title
		}
		return "Attach it to " + c.Card(h).Title + ", " + who
	}
	return Choosing(PickValue("what to attach it to", hosts, label), func(c *Ctx, chosen []CardID) {
		id := pickedAttachment(c, i)
		if id == None || len(chosen) == 0 {
			return
		}
		if !c.AttachFromOutOfPlay(id, CardID(ChosenValue(chosen[0]))) {
			c.Fail()
			return
		}
		if back {
			c.ReturnToHandAtEndOfPhase(id)
		}
	})
}

// keepTop keeps the top n cards of its player's deck, the top first, as
// the ability's first group (and reveals them, with reveal), for the
// parts after: a pick among them, then restUnderDeck.
func keepTop(n int, reveal bool) Effect {
	return Custom(func(c *Ctx) {
		ids := c.TopOfDeck(c.You(), n)
		if reveal {
			for _, id := range ids {
				c.Reveal(id)
			}
		}
		c.Keep(ids...)
	}, func(c *Ctx) bool { return c.DeckSize(c.You()) > 0 })
}

// restUnderDeck puts the cards keepTop kept that are still in the deck
// on the bottom of it, in their order.
var restUnderDeck = Custom(func(c *Ctx) {
	var rest []CardID
	for _, id := range c.Group(0) {
		if c.Zone(id) == ZoneDeck {
			rest = append(rest, id)
		}
	}
	if len(rest) > 0 {
		PutChosenOnBottomOfDeck(c, rest)
	}
}, nil)
