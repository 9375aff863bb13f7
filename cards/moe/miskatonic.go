package moe

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, MoE 28 and 29.
var miskatonic = []entry{
	// Either player's card, in play.
	card(28, "Erin Moirai",
		NewResponse("after you play her: ready an exhausted character or support card you choose").
			On(PlayedFromHand(Self)).
			Choosing(Choose("an exhausted character or support card", All(AnyOf(Character, SupportCard), ExhaustedCard))).
			Doing(ReadyTarget(0))),
	// The character exhausted is the cost, one of the player's own (FAQ
	// 2.13). Steadfast is printed.
	card(29, "Searching the Reserves",
		NewAction("exhaust a Miskatonic University character of yours: take an Artifact or Tome support card of your discard pile into your hand").
			Costing(ExhaustOne(All(Character, OfFaction(carddb.Miskatonic)))).
			Doing(takeTomeOrArtifact)),
}

// takeTomeOrArtifact (Obsessive Playwright, Searching the Reserves): the
// player picks a Tome or Artifact support card of his discard pile, which
// goes to his hand (no target).
var takeTomeOrArtifact = Choosing(
	PickCard("a Tome or Artifact support card of your discard pile", All(supportCard, AnyOf(PrintedSubtype("Tome"), PrintedSubtype("Artifact")))).FromDiscardPile(),
	PutChosenInHand)

// supportCard selects cards printed as support cards, wherever they are.
func supportCard(c *Ctx, id CardID) bool { return c.Card(id).Type == carddb.Support }
