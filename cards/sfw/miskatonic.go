package sfw

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, SfW 88 to 91.
var miskatonic = []entry{
	card(88, "Cultist Journal Sketches",
		NewAction("exhaust it: a Villainous character you choose goes back to its owner's hand").
			Costing(ExhaustSelf()).
			Choosing(Choose("a Villainous character", All(Character, WithKeyword(Villainous)))).
			Doing(ReturnTargetToHand(0))),
	// "A card effect": a draw an ability or effect of a card makes, either
	// player's (not the draw phase's), as Petty Thief reads it.
	card(89, "Professor Smith",
		NewForced("after you draw by a card's effect: an arcane and an investigation icon until the end of the turn").
			On(On(youDrewByEffect, EvDraw)).
			Doing(Custom(smithGains, nil))),
	card(90, "M.U. Museum of Natural History",
		NewAction("exhaust it: an Artifact support card of your discard pile you choose goes to your hand").
			Costing(ExhaustSelf()).
			Choosing(Choose("an Artifact support card in your discard pile",
				All(supportType, InYourDiscard, PrintedSubtype("Artifact"))).InDiscardPiles()).
			Doing(PutTargetInHand(0))),
	card(91, "Archaeological Dig Site",
		NewResponse("sacrifice it, after an Item or Tome support card goes from play to your discard pile: that card goes to your hand").
			On(EntersDiscardFromPlay(All(supportType, OwnedBy(AbilityController), AnyOf(PrintedSubtype("Item"), PrintedSubtype("Tome"))))).
			Costing(SacrificeSelf()).
			Doing(Custom(takeBackFromDiscard, wouldTakeBack))),
}

// supportType selects the cards printed as supports, wherever they are.
func supportType(c *Ctx, id CardID) bool { return c.Card(id).Type == carddb.Support }

// youDrewByEffect (Professor Smith) matches a draw of cards by the
// ability's controller that an ability or effect of a card made.
func youDrewByEffect(c *Ctx, e *Event) bool {
	return e.Kind == EvDraw && int(e.Player) == c.You() && e.N > 0 && e.Src != None
}

// smithGains (Professor Smith) gives him an arcane and an investigation
// icon until the end of the turn.
func smithGains(c *Ctx) {
	if !c.InPlay(c.Src()) || c.Insane(c.Src()) {
		c.Fail()
		return
	}
	c.GainsForTurn(c.Src(), GainIcon(carddb.Arcane, 1), GainIcon(carddb.Investigation, 1))
}

// takeBackFromDiscard (Archaeological Dig Site) puts the card whose
// going to the discard pile the Response answers into its owner's hand,
// if it is still there.
func takeBackFromDiscard(c *Ctx) {
	e := c.Event()
	if e == nil || e.Card == None || !c.PutInHand(e.Card) {
		c.Fail()
	}
}

// wouldTakeBack (Archaeological Dig Site): the card is still in the
// discard pile.
func wouldTakeBack(c *Ctx) bool {
	e := c.Event()
	return e != nil && e.Card != None && c.Zone(e.Card) == ZoneDiscard
}
