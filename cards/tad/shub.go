package tad

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, TAD 54 to 56.
var shub = []entry{
	card(54, "Gibbering Soul",
		NewResponse("once destroyed: find a Shub-Niggurath character with a combat icon in your deck, show it, take it into your hand and shuffle").
			Working(FromDiscard).
			On(Destroyed(Self)).
			Doing(SearchDeck("a Shub-Niggurath character with a combat icon",
				All(CharacterCard, OfFaction(carddb.ShubNiggurath), IconsAtLeast(carddb.Combat, 1))))),
	card(55, "Ghoulish Thrill Seeker",
		NewResponse("after a character is wounded: ready it").
			On(On(characterWounded, EvWound)).
			Doing(ReadySelf())),
	// It goes to the discard pile with its host, and answers from there
	// its own leaving with the host's destruction (the two occurrences,
	// one after the other). No "choose": the host and the domain are
	// designated as the Response is used.
	card(56, "Eat the Dead",
		NewResponse("when its host is destroyed: that character and this card become resources on a domain of yours").
			On(On(hostDestroyed, EvDestroy)).
			Choosing(Designate("the character it was attached to", formerHost).InDiscardPiles(),
				Designate("a domain of yours", Yours).Domains()).
			Doing(Custom(eatTheDead, nil))),
}

// hostDestroyed (Eat the Dead) matches the card's own leaving play as
// its host is destroyed, the host now in a discard pile.
func hostDestroyed(c *Ctx, e *Event) bool {
	if e.Card != c.Src() {
		return false
	}
	h, how := c.HostThatLeft(e)
	return how == EvDestroy && c.Zone(h) == ZoneDiscard
}

// formerHost (Eat the Dead) selects the character whose destruction the
// Response answers.
func formerHost(c *Ctx, id CardID) bool {
	e := c.Event()
	if e == nil {
		return false
	}
	h, how := c.HostThatLeft(e)
	return how == EvDestroy && id == h && c.Zone(id) == ZoneDiscard
}

// eatTheDead (Eat the Dead) attaches the character and the card itself
// to the domain designated, as resources.
func eatTheDead(c *Ctx) {
	dom := c.Target(1)
	if dom == None {
		c.Fail()
		return
	}
	ok := false
	if h := c.Target(0); h != None && c.AttachAsResource(h, dom) {
		ok = true
	}
	if c.AttachAsResource(c.Src(), dom) {
		ok = true
	}
	if !ok {
		c.Fail()
	}
}

// characterWounded (Ghoulish Thrill Seeker) matches a wound dealt to a
// character, whether or not the wound destroyed it.
func characterWounded(c *Ctx, e *Event) bool {
	return e.Kind == EvWound && e.Card != None && (c.IsCharacter(e.Card) || c.Card(e.Card).Type == carddb.Character)
}
