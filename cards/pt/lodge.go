package pt

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// lodge: the Silver Twilight's cards, PT 33 to 36.
var lodge = []entry{
	// FAQ errata: it comes into play from its owner's hand, the Response
	// used from there. Any character leaving play, either player's,
	// however it leaves.
	card(33, "Rich Widow",
		NewResponse("from your hand, after a character leaves play: put it into play").
			Working(FromHand).
			On(On(characterLeftPlay, EvDestroy, EvSacrifice, EvDiscardFromPlay, EvReturnToHand, EvReturnToDeck)).
			Doing(PutSelfIntoPlay())),
	// No "choose": the Weapon and the character are picked as the
	// ability resolves; the Weapon's "Attach to" requirement and
	// uniqueness hold, its cost is not paid.
	card(34, "Master Artificer",
		NewAction("exhaust it: a Weapon support card of your hand attaches to a character you control").
			Costing(ExhaustSelf()).
			Doing(Choosing(PickCard("a Weapon support card of your hand", weaponInHand).FromHand(), KeepChosen),
				Choosing(PickCard("a character you control to attach it to", All(Character, Yours, HostsFirstPicked)), AttachFirstPickedTo).Then())),
	// "You succeed": its controller, the active player, succeeding at
	// the story its host is committed to. No "choose": the character,
	// either player's, is picked as the Response resolves.
	card(35, "The Silver Lance",
		NewResponse("after you succeed at its host's story: return a character of printed cost 3 or lower to its owner's hand").
			On(On(succeededAtHostStory, EvSuccess)).
			Doing(Choosing(PickCard("a character of printed cost 3 or lower to return to its owner's hand", All(Character, PrintedCostAtMost(3))), ReturnChosenToHand))),
	// The host's Response, its controller's: any character, either
	// player's, entering a discard pile from play (destroyed, sacrificed,
	// discarded); the host gains a combat icon until the end of the
	// phase, once per use.
	card(36, "Spirit Dagger",
		NewResponse("after any character goes from play to a discard pile: its host has one more combat icon this phase").
			GivenToHost().
			On(On(characterLeftPlay, EvDestroy, EvSacrifice, EvDiscardFromPlay)).
			Doing(Custom(hostGainsCombat, nil))),
}

// succeededAtHostStory (The Silver Lance) matches its player succeeding at
// the story its host is committed to.
func succeededAtHostStory(c *Ctx, e *Event) bool {
	h := c.Host(c.Src())
	return int(e.Player) == c.You() && e.N > 0 && h != None && c.CommittedTo(h) == e.Card
}

// hostGainsCombat (Spirit Dagger) gives the card's host a combat icon
// until the end of the phase.
func hostGainsCombat(c *Ctx) {
	h := c.Host(c.Src())
	if h == None || !c.IsCharacter(h) {
		c.Fail()
		return
	}
	c.GainsForPhase(h, GainIcon(carddb.Combat, 1))
}

// characterLeftPlay (Rich Widow) matches a character leaving play,
// whoever's, however.
func characterLeftPlay(c *Ctx, e *Event) bool { return e.LeftAsCharacter() }

// weaponInHand (Master Artificer) selects a Weapon support card of the
// controller's hand that could attach to a character he controls.
func weaponInHand(c *Ctx, id CardID) bool {
	if c.Zone(id) != ZoneHand || c.Owner(id) != c.You() || c.Card(id).Type != carddb.Support || !c.Card(id).HasSubtype("Weapon") {
		return false
	}
	return AttachableToYourCharacter(c, id)
}
