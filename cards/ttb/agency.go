package ttb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: the Agency's cards, TTB 1 to 3.
var agency = []entry{
	// "Cannot" (FAQ 2.2): unlike Obsessive Inmate (FAQ ruling), no card
	// effect takes him from his story either; he leaves it when it is
	// won, by either player (docs/rulings.md).
	card(1, "Obsessive Detective",
		NewConstant("once committed, he cannot uncommit until his story is won",
			StaysCommitted().On(Self), CannotBeUncommitted().On(Self))),
	// Its host, whoever controls it, has Willpower for the phase; an
	// insane host cannot be modified (FAQ 2.34).
	card(2, "Holy Rosary",
		NewAction("exhaust it: its host has Willpower until the end of the phase").
			Costing(ExhaustSelf()).
			Doing(Custom(rosaryWillpower, rosaryHostSane))),
	// No "choose": the attachment is designated as the Action starts,
	// X being its printed cost (only an X some attachment of the pile
	// costs, and that may go on a character of yours, is offered); the
	// character is picked as it resolves, by the attachment's own
	// requirement (FAQ 2.33).
	card(3, "Evidence Locker",
		NewAction("exhaust it, pay X: an Attachment support card of your discard pile of cost X is attached to a character you control").
			Costing(ExhaustSelf(), PayX()).
			Choosing(Designate("an Attachment support card of your discard pile of cost X", lockerAttachment).InDiscardPiles()).
			Doing(Choosing(PickCard("a character you control to attach it to", All(Character, Yours, lockerHost)), lockerAttach))),
}

// lockerAttachment (Evidence Locker) selects the Attachment support cards
// of its player's discard pile of printed cost X that may go on a
// character he controls.
func lockerAttachment(c *Ctx, id CardID) bool {
	d := c.Card(id)
	if !InYourDiscard(c, id) || d.Type != carddb.Support || !d.HasSubtype("Attachment") || d.NoCost || d.CostX || int(d.Cost) != c.X() {
		return false
	}
	for _, h := range c.AttachHosts(id) {
		if c.InPlay(h) && c.Matches(All(Character, Yours), h) {
			return true
		}
	}
	return false
}

// lockerHost (Evidence Locker) selects the characters the designated
// attachment may go on.
func lockerHost(c *Ctx, id CardID) bool {
	t := c.Target(0)
	return t != None && c.Zone(t) == ZoneDiscard && c.CanAttachByRequirement(t, id)
}

// lockerAttach (Evidence Locker) attaches the designated card to the
// character picked.
func lockerAttach(c *Ctx, chosen []CardID) {
	t := c.Target(0)
	if len(chosen) == 0 || t == None || c.Zone(t) != ZoneDiscard || !c.AttachFromOutOfPlay(t, chosen[0]) {
		c.Fail()
	}
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
