package imod

import (
	"sync"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, IMoD 24 and 25.
var miskatonic = []entry{
	card(24, "Obsessive Insomniac",
		NewAction("discard a resource from one of your domains: ready him").
			Costing(DiscardResource()).
			Doing(ReadySelf()),
		NewAction("exhaust him: draw a card").
			Costing(ExhaustSelf()).
			Doing(Draw(1))),
	// The subtype is named among those the LCG's cards print, but Dreamer
	// and Dreamlands; the cost is raised for every player's cards of it,
	// those drawn later this phase too.
	card(25, "Dreamlore Documents",
		NewAction("exhaust it: this phase, cards of a subtype you name, not Dreamer or Dreamlands, cost 2 more to play from the hand").
			Costing(ExhaustSelf()).
			Doing(Choosing(PickValue("a subtype", subtypeValues, subtypeLabel), raiseSubtypeCost))),
}

// namedSubtypes lists, once, the subtypes a player may name (Dreamlore
// Documents): those the LCG's cards print, sorted, but Dreamer and
// Dreamlands.
var namedSubtypes = sync.OnceValue(func() []string {
	return carddb.Default().PrintedSubtypes(carddb.LCG, "Dreamer", "Dreamlands")
})

func subtypeValues(c *Ctx) []int {
	out := make([]int, len(namedSubtypes()))
	for i := range out {
		out[i] = i
	}
	return out
}

func subtypeLabel(c *Ctx, v int) string {
	if v < 0 || v >= len(namedSubtypes()) {
		return "?"
	}
	return namedSubtypes()[v]
}

// raiseSubtypeCost (Dreamlore Documents) raises by 2, until the end of the
// phase, the cost to play from their owner's hand of the cards of the
// subtype named.
func raiseSubtypeCost(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		return
	}
	v := ChosenValue(chosen[0])
	if v < 0 || v >= len(namedSubtypes()) {
		return
	}
	s := namedSubtypes()[v]
	c.UntilEndOfPhase(CostDeltaOfSubtype(2, s))
	c.Note(c.Src(), None, "cards of the subtype "+s+" cost 2 more to play this phase")
}
