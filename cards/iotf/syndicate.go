package iotf

import (
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
