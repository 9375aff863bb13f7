package iotf

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, IotF 49 to 51.
var shub = []entry{
	// "That story": the one it committed to; every player's characters
	// there of printed skill 1 or lower, untargeted (FAQ 1.9), in the
	// active player's order (FAQ 1.7).
	card(49, "Trampling Dark Young",
		NewForced("after it commits to a story: every character there of printed skill 1 or lower is wounded").
			On(Commits(Self)).
			Doing(WoundAll(All(Character, atCommittedStory, PrintedSkillAtMost(1))))),
	// No "choose": the card, the domain and the resource are picked as
	// the Action resolves. "Then": a resource of that domain, the card just
	// attached among them, goes back to the hand (FAQ 1.3).
	card(50, "Slime Covered Dhole",
		NewAction("pay 1: a card of your hand becomes a resource of one of your domains; then a resource of that domain returns to your hand").
			When(handNotEmpty).
			Costing(Pay(1)).
			Doing(Choosing(PickCard("a card of your hand to attach as a resource", InYourHand).FromHand(), pickedOnly),
				Choosing(PickDomain("the domain it goes to as a resource"), attachPickedAsResource),
				Choosing(PickCard("a resource of that domain to return to your hand", onPickedDomain).FromResources(), returnResourcesToHand).Then())),
	card(51, "Grasping Chthonian",
		NewResponse("after it enters play: destroy a support card you choose").
			On(EntersPlay(Self)).
			Choosing(Choose("a support card", SupportCard)).
			Doing(DestroyTarget(0))),
}

// atCommittedStory (Trampling Dark Young) selects the characters committed
// to the story of the commitment the ability answers.
func atCommittedStory(c *Ctx, id CardID) bool {
	e := c.Event()
	return e != nil && e.Other != None && c.CommittedTo(id) == e.Other
}

// handNotEmpty holds while the ability's player has a card in his hand.
func handNotEmpty(c *Ctx) bool { return len(c.Hand(c.You())) > 0 }

// pickedOnly applies nothing: the cards picked are read back by a later
// part (Group).
func pickedOnly(*Ctx, []CardID) {}

// pickedDomain is the domain the ability's second choice picked (a
// PickDomain after a card), or None.
func pickedDomain(c *Ctx) CardID {
	g := c.Group(1)
	if len(g) == 0 {
		return None
	}
	return c.DomainCard(c.You(), ChosenValue(g[0]))
}

// attachPickedAsResource (Slime Covered Dhole) attaches the card of the
// hand picked first to the domain picked, as a resource.
func attachPickedAsResource(c *Ctx, chosen []CardID) {
	cards := c.Group(0)
	if len(chosen) == 0 || len(cards) == 0 || c.Zone(cards[0]) != ZoneHand ||
		!c.AttachAsResource(cards[0], c.DomainCard(c.You(), ChosenValue(chosen[0]))) {
		c.Fail()
	}
}

// onPickedDomain (Slime Covered Dhole) selects the resources of the domain
// picked.
func onPickedDomain(c *Ctx, id CardID) bool {
	d := pickedDomain(c)
	return d != None && c.Zone(id) == ZoneResource && c.Host(id) == d
}

// returnResourcesToHand puts the resources picked into their owners'
// hands.
func returnResourcesToHand(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if !c.ReturnResourceToHand(id) {
			c.Fail()
		}
	}
}
