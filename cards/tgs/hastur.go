package tgs

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: TGS 85 to 87.
var hastur = []entry{
	// Its player's Servitor characters, itself among them.
	card(85, "Moonbound Byakhee",
		NewConstant("your Servitor characters gain a terror icon",
			GainIcon(carddb.Terror, 1).On(All(Character, Yours, WithSubtype("Servitor"))))),
	// Either player's character. "Cannot" is absolute (FAQ 2.2): neither
	// the end of the story phase nor an effect takes its host from its
	// story, until the story is won (docs/rulings.md).
	card(86, "Unhealthy Fixation",
		NewConstant("its host, once committed, stays at its story until that story is won",
			StaysCommitted().On(HostOfSelf), CannotBeUncommitted().On(HostOfSelf))),
	// Its own Action, not its host's. "Choose": a target, either player's
	// character with an icon; the player picks a kind of icon it has now,
	// and it has one of them less until the end of the phase.
	card(87, "Scalpel",
		NewAction("exhaust it: a character you choose has one icon of a kind you pick less this phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character with an icon", All(Character, hasIcon))).
			Doing(Choosing(PickIconAmong("a kind of icon the character loses one of", targetIconKinds), removeChosenIcon))),
}

// hasIcon selects cards with an icon now.
func hasIcon(c *Ctx, id CardID) bool { return c.Icons(id) != carddb.Icons{} }

// targetIconKinds are the kinds of icon the first target has now.
func targetIconKinds(c *Ctx) []carddb.Icon {
	var out []carddb.Icon
	if id := c.Target(0); id != None && c.InPlay(id) {
		for k, n := range c.Icons(id) {
			if n > 0 {
				out = append(out, carddb.Icon(k))
			}
		}
	}
	return out
}

// removeChosenIcon (Scalpel): the first target has one icon of the kind
// picked less until the end of the phase.
func removeChosenIcon(c *Ctx, chosen []CardID) {
	id := c.Target(0)
	if len(chosen) == 0 || id == None || !c.InPlay(id) {
		c.Fail()
		return
	}
	c.GainsForPhase(id, GainIcon(ChosenIcon(chosen[0]), -1))
}
