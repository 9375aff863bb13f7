package itdon

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, ItDoN 49 and 50.
var hastur = []entry{
	card(49, "The Cavern of Flame",
		NewAction("while you control more Dreamlands supports than your opponent, exhaust it: a character committed to a story, not a Dreamer, you choose is readied and removed from the story").
			When(moreDreamlandsSupports).
			Costing(ExhaustSelf()).
			Choosing(Choose("a committed character that is not a Dreamer", All(Character, CommittedCard, Not(WithSubtype("Dreamer"))))).
			Doing(ReadyTarget(0), UncommitTarget(0))),
	card(50, "Dream Parasite",
		NewResponse("sacrifice it: a Forced Response just triggered, either player's, triggers again on the same occurrence").
			On(On(forcedAgain, EvAbility)).
			Costing(SacrificeSelf()).
			Doing(Custom(func(c *Ctx) { c.TriggerAgain(c.Event()) }, func(c *Ctx) bool { return c.CanTriggerAgain(c.Event()) }))),
}

// forcedAgain (Dream Parasite) matches a Forced Response's triggering
// that could trigger again now (Ctx.CanTriggerAgain).
func forcedAgain(c *Ctx, e *Event) bool {
	return AbilityOfKind(Forced)(c, e) && c.CanTriggerAgain(e)
}

// moreDreamlandsSupports (The Cavern of Flame) holds while its player
// controls more Dreamlands support cards in play than his opponent.
func moreDreamlandsSupports(c *Ctx) bool {
	return dreamlandsSupports(c, c.You()) > dreamlandsSupports(c, c.Opp())
}

func dreamlandsSupports(c *Ctx, p int) int {
	n := 0
	for _, id := range c.PlayArea(p) {
		if c.Card(id).Type == carddb.Support && !c.IsCharacter(id) && c.HasSubtype(id, "Dreamlands") {
			n++
		}
	}
	return n
}
