package sotd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, SotD 83 and 84.
var miskatonic = []entry{
	// Readied by the arcane struggle's effect (its winner's choice), not
	// by a card's ability. "Non-Ancient One" is the subtype it has now.
	card(83, "The Woman of His Dreams",
		NewResponse("after an arcane struggle readies her: ready a character you choose, not an Ancient One").
			On(On(readiedByStruggle, EvReady)).
			Choosing(Choose("a character, not an Ancient One", All(Character, Not(WithSubtype("Ancient One"))))).
			Doing(ReadyTarget(0))),
	// The opponent chooses (a target) one of the cards he controls in
	// play (resources are out of play: FAQ, Horrid Dreams ruling) of the
	// discarded card's faction; a neutral card has no faction, and none
	// is of the same faction as it (docs/rulings.md).
	card(84, "Horrid Dreams",
		NewAction("an opponent's top card is discarded; then he sacrifices a card of his in play of its faction, his choice, if able").
			Doing(discardOpponentsTop,
				Choosing(PickCard("a card of yours of the discarded card's faction to sacrifice", All(InPlayCard, ChooserControls, ofDiscardedFaction)).
					By(Opponent).Targeting(), SacrificeChosen).Then())),
}

// readiedByStruggle (The Woman of His Dreams) matches its own card
// readied as the effect of an arcane struggle.
func readiedByStruggle(c *Ctx, e *Event) bool { return e.Card == c.Src() && e.FromStruggle() }

// discardOpponentsTop (Horrid Dreams) discards the top card of the
// opponent's deck and keeps it for the part after.
var discardOpponentsTop = Custom(func(c *Ctx) {
	ids := c.DiscardTopOfDeck(c.Opp(), 1)
	c.Keep(ids...)
	if len(ids) == 0 {
		c.Fail()
	}
}, nil)

// ofDiscardedFaction (Horrid Dreams) selects the cards of the faction of
// the card discarded (kept as the first group); a card of no faction
// (neutral, insane) matches none.
func ofDiscardedFaction(c *Ctx, id CardID) bool {
	g := c.Group(0)
	if len(g) == 0 {
		return false
	}
	f := c.Card(g[0]).Faction
	return f != carddb.Neutral && c.Faction(id) == f
}
