package itdon

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, ItDoN 41 and 42.
var agency = []entry{
	// The Heroic character exhausted is a cost: Nathaniel himself may pay it.
	card(41, "Nathaniel Elton",
		NewAction("exhaust a Heroic character you control: exhaust a Villainous character you choose").
			Costing(ExhaustOne(All(Character, Yours, WithKeyword(Heroic)))).
			Choosing(Choose("a Villainous character", All(Character, WithKeyword(Villainous)))).
			Doing(ExhaustTarget(0))),
	// "The effects of a Night card just played": a Night event about to
	// resolve (docs/rulings.md). The cancelled event is shuffled into its
	// owner's deck instead of going to his discard pile.
	card(42, "Night Raid!",
		NewDisrupt("cancel a Night event about to resolve; then it is shuffled into its owner's deck").
			On(On(nightEventPlayed, EvAbility)).
			Doing(Cancel(), Custom(shuffleEventIntoDeck, nil).Then())),
}

// nightEventPlayed (Night Raid!) matches a Night event card being played,
// about to resolve.
func nightEventPlayed(c *Ctx, e *Event) bool {
	return AbilityOfCardType(carddb.Event)(c, e) && c.Zone(e.Card) == ZoneResolving && c.Card(e.Card).Keywords.Night
}

// shuffleEventIntoDeck (Night Raid!) shuffles the event it answered into
// its owner's deck.
func shuffleEventIntoDeck(c *Ctx) {
	if e := c.Event(); e == nil || e.Card == None || !c.ShuffleIntoDeck(e.Card) {
		c.Fail()
	}
}
