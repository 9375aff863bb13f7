package ttott

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, TTotT 73 and 74.
var shub = []entry{
	// As the attacker: committed in its player's own turn. The struggle
	// chosen is a kind of the story's struggles; it counts arcane icons
	// for the phase, a lasting effect on the story that holds whether the
	// Worm stays or not (FAQ, Chess Prodigy question).
	card(73, "Dimensional Worm",
		NewResponse("after it commits as the attacker: a struggle of your choice at its story counts arcane icons this phase").
			On(Commits(Self)).When(YourTurn).When(wormStoryHasStruggles).
			Doing(Choosing(PickIconAmong("the struggle at its story to resolve by counting arcane icons", wormStruggles),
				countArcane))),
	// FAQ errata: X is the number of arcane icons on the characters
	// exhausted for the cost; any number of them may be, none included.
	// The search shuffles the deck after it (FAQ 2.11).
	card(74, "Summoning Circle",
		NewAction("exhaust it and any Shub-Niggurath characters of yours, X their arcane icons: find a Shub-Niggurath character of cost X or lower in your deck, show it, take it into your hand and shuffle").
			Costing(ExhaustSelf(), ExhaustAnyNumber(All(Character, OfFaction(carddb.ShubNiggurath)), IconsOf(carddb.Arcane))).
			Doing(SearchDeck("a Shub-Niggurath character of cost X or lower", All(CharacterCard, OfFaction(carddb.ShubNiggurath), CostAtMostX)))),
}

// wormStory (Dimensional Worm) is the story it committed to: the one the
// occurrence names, or the one it is committed to now.
func wormStory(c *Ctx) CardID {
	if e := c.Event(); e != nil && e.Kind == EvCommit && e.Other != None {
		return e.Other
	}
	return c.CommittedTo(c.Src())
}

// wormStruggles are the kinds of the struggles at its story.
func wormStruggles(c *Ctx) []carddb.Icon {
	if s := wormStory(c); s != None {
		return c.StruggleKinds(s)
	}
	return nil
}

// wormStoryHasStruggles holds while its story has a struggle to choose.
func wormStoryHasStruggles(c *Ctx) bool { return len(wormStruggles(c)) > 0 }

// countArcane (Dimensional Worm): the chosen kind of struggle at its
// story counts arcane icons until the end of the phase; its effect is
// that of its own kind.
func countArcane(c *Ctx, chosen []CardID) {
	s := wormStory(c)
	if len(chosen) == 0 || s == None || c.Zone(s) != ZoneStory {
		return
	}
	ic := ChosenIcon(chosen[0])
	c.GainsForPhase(s, StruggleCountsIcons(ic, carddb.Arcane))
	c.Note(s, None, "resolves its "+ic.Title()+" struggles by counting arcane icons this phase")
}
