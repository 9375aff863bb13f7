package soa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, SoA 13 to 18 (Hired Mystic, SoA 14, and
// Anarchist, SoA 17, have no ability but their keywords).
var syndicate = []entry{
	card(13, "Elite Hit Squad",
		NewConstant("it cannot commit to stories in an opponent's turn",
			CannotCommit().On(Self)).When(OpponentsTurn),
		NewAction("pay 1: it has 1 more skill and a combat icon more until the end of the phase").
			Costing(Pay(1)).
			Doing(SelfGains(Skill(1), GainIcon(carddb.Combat, 1)))),
	// The Location is picked as the event resolves (no "choose"); the
	// event stays in play as its Attachment (FAQ 1.15), and its player
	// controls the Location while it is in play, if the rules let him
	// (FAQ 1.13); when it leaves play, control goes back (as Infernal
	// Obsession's).
	card(15, "Forced Foreclosure",
		NewAction("in your operations phase: it becomes an Attachment of a Location, which you control while it is attached").
			When(YourOperations).When(notInPlay).
			Doing(Choosing(PickCard("a Location card to attach it to", All(InPlayCard, WithSubtype("Location"))), foreclose)),
		NewPassive("when it leaves play: control of its host goes back to the player before").
			On(On(leftItself, EvDestroy, EvSacrifice, EvDiscardFromPlay, EvReturnToHand)).
			Doing(Custom(func(c *Ctx) { c.ReturnControl() }, nil))),
	card(16, "Intimidate",
		NewAction("exhaust a character you choose that is not an Ancient One").
			Choosing(Choose("a character that is not an Ancient One", All(Character, Not(WithSubtype("Ancient One"))))).
			Doing(ExhaustTarget(0))),
	// Its own cost while it is played (FAQ 1.2: a self-referential
	// reduction works from the hand).
	card(18, "Fixer",
		NewConstant("costs 2 less to play while an Attachment is in play, to a minimum of 1",
			CostDeltaMin1(-2).On(Self)).When(AnyAttachmentInPlay).Working(FromHand)),
}

// notInPlay holds while the ability's card is out of play (an event
// being played).
func notInPlay(c *Ctx) bool { return !c.InPlay(c.Src()) }

// foreclose (Forced Foreclosure) attaches the event to the Location
// picked, then takes control of the Location while it is in play.
func foreclose(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.AttachTo(c.Src(), chosen[0]) {
		c.Fail()
		return
	}
	if c.Controller(chosen[0]) != c.You() {
		c.TakeControlWhileInPlay(chosen[0])
	}
}

// leftItself matches the ability's own card leaving play.
func leftItself(c *Ctx, e *Event) bool { return e.Card == c.Src() }
