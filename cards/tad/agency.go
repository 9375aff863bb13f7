package tad

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, TAD 41 and 42.
var agency = []entry{
	// A passive replacement of the combat struggle's effect (FAQ 1.8), as
	// Scholarly Plagiarist's (THBtS 24): the card is designated, not
	// chosen, as it starts. When the loser controls no support card he
	// could take, it could not be executed and replaces nothing. A
	// story's attachment taken may then go to another story (FAQ 1.13).
	card(41, "Repo Man",
		Ability{Kind: Replacement, Text: "when you win a combat struggle at his story: instead of its effect, take control of a support card the loser controls"}.
			On(On(repossessed, EvStruggle)).When(loserHasSupport).
			Choosing(Designate("a support card the loser controls", All(SupportCard, Opponents, takeable))).
			Doing(TakeControlOfTarget(0),
				If(takenFromStory, Choosing(PickCard("another story to attach it to (or pass to leave it where it is)", otherStory).FromStories().Optional(), moveTaken)).Then())),
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

// repossessed (Repo Man) matches a combat struggle won by his controller
// at the story he is committed to.
func repossessed(c *Ctx, e *Event) bool {
	return e.Kind == EvStruggle && int(e.Player) == c.You() && carddb.Icon(e.N) == carddb.Combat &&
		e.Card != None && c.CommittedTo(c.Src()) == e.Card
}

// takeable selects the cards the ability's controller could take control
// of now.
func takeable(c *Ctx, id CardID) bool { return c.CanTakeControl(id) }

// loserHasSupport (Repo Man) holds while the opponent controls a support
// card the ability's controller could take control of.
func loserHasSupport(c *Ctx) bool {
	for _, id := range c.PlayArea(c.Opp()) {
		if SupportCard(c, id) && c.CanTakeControl(id) {
			return true
		}
	}
	return false
}

// takenFromStory (Repo Man) holds when the card taken is attached to a
// story and now its player's.
func takenFromStory(c *Ctx) bool {
	t := c.Target(0)
	return t != None && c.Controller(t) == c.You() && c.Host(t) != None && c.Zone(c.Host(t)) == ZoneStory
}

// otherStory (Repo Man) selects the stories other than the one the card
// taken is attached to.
func otherStory(c *Ctx, id CardID) bool {
	t := c.Target(0)
	return t != None && StoryCard(c, id) && c.Zone(id) == ZoneStory && id != c.Host(t)
}

// moveTaken (Repo Man) attaches the card taken to the story picked.
func moveTaken(c *Ctx, chosen []CardID) {
	if !c.MoveAttachment(c.Target(0), chosen[0]) {
		c.Fail()
	}
}
