package itdon

import (
	"fmt"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, ItDoN 55 to 60.
var neutral = []entry{
	// A Zoog resource: its Response works from the domain (FAQ 2.25). The
	// character, any player's, is picked as it resolves (no "choose").
	// Attached, the card is a support, an Attachment.
	card(55, "Ancient Zoog",
		NewResponse("after you drain the domain it is a resource of: it leaves the domain and is attached to a character that is not a Zoog").
			On(DrainsDomainOfSelf()).Working(FromDomain).
			Doing(Choosing(PickCard("a character that is not a Zoog to attach it to", All(Character, Not(WithSubtype("Zoog")))), attachItself)),
		NewConstant("attached, it is an Attachment, and its host is a Dreamer with an arcane icon more",
			GainSubtype("Attachment").On(Self), GainSubtype("Dreamer").On(HostOfSelf),
			GainIcon(carddb.Arcane, 1).On(HostOfSelf)).When(SelfAttached)),
	// The Zoog drawn is among the cards of the draw (the last ones of
	// the hand as the Response answers it); shown to the opponent as it
	// becomes a resource. "Then": the drain is offered only once it is
	// a resource, and only of that domain, if undrained.
	card(56, "Zoog Burrow",
		NewResponse("exhaust it, after you draw a Zoog character: show it and make it a resource on a domain of yours; then you may drain that domain to draw a card").
			On(On(youDrewZoog, EvDraw)).
			Costing(ExhaustSelf()).
			Doing(Choosing(PickCard("the Zoog character you drew", drawnZoog).FromHand(), func(*Ctx, []CardID) {}),
				Choosing(PickDomain("a domain of yours to attach it to as a resource"), zoogToDomain),
				Choosing(PickValue("drain that domain to draw a card", burrowDomain, burrowLabel).Optional(), drainBurrowDomain).Then())),
	// FAQ errata: characters with the Night keyword are spared. "Night"
	// is the printed keyword (a blank card has none: reading the keyword
	// now would make the blank depend on itself).
	card(57, "The Night",
		NewConstant("costs 3 less to play while it is Night", CostDelta(-3).On(Self)).
			Working(FromHand).When(IsNight),
		NewConstant("while it is Night, every exhausted character that is neither unique nor Night has a blank text box",
			Blank().On(All(Character, ExhaustedCard, Not(UniqueCard), notPrintedNight))).When(IsNight)),
	card(58, "Dream Dagger",
		NewConstant("its host has a combat icon more, unless a Dreamer",
			GainIcon(carddb.Combat, 1).On(HostOfSelf)).When(hostNotDreamer),
		NewConstant("a Dreamer host has a terror icon, two combat icons and an arcane icon more",
			GainIcon(carddb.Terror, 1).On(HostOfSelf), GainIcon(carddb.Combat, 2).On(HostOfSelf),
			GainIcon(carddb.Arcane, 1).On(HostOfSelf)).When(hostDreamer),
		NewAction("pay 1: it moves to another character you control").
			Costing(Pay(1)).
			Doing(Choosing(PickCard("another character you control to move it to", All(Character, Yours, Not(HostOfSelf))), moveItself))),
	card(59, "Blasphemous Dreams",
		NewConstant("costs 2 less to play while it is Night", CostDelta(-2).On(Self)).
			Working(FromHand).When(IsNight),
		NewAction("ready a Dreamer character you control: exhaust a character you choose that is not a Dreamer").
			Costing(ReadyOne(All(Character, WithSubtype("Dreamer")))).
			Choosing(Choose("a character that is not a Dreamer", All(Character, Not(WithSubtype("Dreamer"))))).
			Doing(ExhaustTarget(0))),
	card(60, "Assist Dreamer",
		NewConstant("costs 2 less to play while it is Night", CostDelta(-2).On(Self)).
			Working(FromHand).When(IsNight),
		NewAction("ready a unique character you choose; this phase it is a Dreamer with three arcane icons more").
			Choosing(Choose("a unique character", All(Character, UniqueCard))).
			Doing(ReadyTarget(0), TargetGains(0, GainSubtype("Dreamer"), GainIcon(carddb.Arcane, 3)))),
}

// hostDreamer and hostNotDreamer (Dream Dagger) hold while the card's
// host is, or is not, a Dreamer character.
func hostDreamer(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && c.HasSubtype(h, "Dreamer")
}

func hostNotDreamer(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && !c.HasSubtype(h, "Dreamer")
}

// moveItself (Dream Dagger) attaches the card, in play as an attachment,
// to the character picked.
func moveItself(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if !c.MoveAttachment(c.Src(), id) {
			c.Fail()
		}
	}
}

// notPrintedNight (The Night) selects a card without the printed Night
// keyword.
func notPrintedNight(c *Ctx, id CardID) bool { return !c.Card(id).Keywords.Night }

// drawnCards (Zoog Burrow) are the cards of the draw the ability answers:
// the last ones of the drawer's hand.
func drawnCards(c *Ctx) []CardID {
	e := c.Event()
	if e == nil || e.Kind != EvDraw || e.N <= 0 {
		return nil
	}
	hand := c.Hand(int(e.Player))
	return hand[max(0, len(hand)-int(e.N)):]
}

// drawnZoog (Zoog Burrow) selects a Zoog character card of the draw.
func drawnZoog(c *Ctx, id CardID) bool {
	if !c.Matches(All(CharacterCard, PrintedSubtype("Zoog")), id) {
		return false
	}
	for _, d := range drawnCards(c) {
		if d == id {
			return true
		}
	}
	return false
}

// youDrewZoog (Zoog Burrow) matches a draw of the controller's with a
// Zoog character among the cards drawn.
func youDrewZoog(c *Ctx, e *Event) bool {
	if e.Kind != EvDraw || int(e.Player) != c.You() {
		return false
	}
	for _, id := range drawnCards(c) {
		if drawnZoog(c, id) {
			return true
		}
	}
	return false
}

// zoogToDomain (Zoog Burrow) shows the Zoog picked first and attaches it
// to the domain picked as a resource.
func zoogToDomain(c *Ctx, chosen []CardID) {
	z := c.Picked(0)
	if len(z) == 0 || len(chosen) == 0 {
		c.Fail()
		return
	}
	c.Note(z[0], None, "is shown to the opponent")
	if !c.AttachAsResource(z[0], c.DomainCard(c.You(), ChosenValue(chosen[0]))) {
		c.Fail()
	}
}

// burrowDomain (Zoog Burrow) offers the domain the Zoog went to, if it is
// undrained.
func burrowDomain(c *Ctx) []int {
	d := c.Picked(1)
	if len(d) == 0 {
		return nil
	}
	v := ChosenValue(d[0])
	if dom := c.DomainCard(c.You(), v); dom == None || c.Matches(DrainedDomain, dom) {
		return nil
	}
	return []int{v}
}

func burrowLabel(c *Ctx, d int) string { return fmt.Sprintf("Drain domain %d to draw a card", d+1) }

// drainBurrowDomain (Zoog Burrow) drains the domain chosen and draws a
// card.
func drainBurrowDomain(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.DrainDomain(c.You(), ChosenValue(chosen[0])) {
		c.Fail()
		return
	}
	c.Draw(c.You(), 1)
}

// attachItself (Ancient Zoog) attaches the ability's card, a resource
// leaving its domain, to the character picked.
func attachItself(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.AttachTo(c.Src(), chosen[0]) {
		c.Fail()
	}
}
