// Package tsots implements The Spawn of the Sleeper (TSotS, collector
// numbers 1 to 20), the first Asylum Pack of the Summons of the Deep
// cycle: each card's abilities in the engine's vocabulary, each with the
// project's own short description of it, and the one-off logic of a card
// beside its declaration. A card is declared by its collector number and
// its title, which a test checks against the card database.
package tsots

import (
	"fmt"

	"cthulhu/engine"
)

type entry struct {
	num   int
	title string
	impl  engine.Impl
}

// card declares card num of the set, titled title, and its abilities.
func card(num int, title string, abilities ...engine.Ability) entry {
	return entry{num: num, title: title, impl: engine.Impl{Abilities: abilities}}
}

// conspiracy declares conspiracy card num, titled title, with the effect
// its winner may execute and the description of that effect.
func conspiracy(num int, title, text string, effects ...engine.Effect) entry {
	return entry{num: num, title: title, impl: engine.Impl{Abilities: []engine.Ability{
		{Kind: engine.StoryWin, Text: text, Effects: effects}}}}
}

// sets lists the set's declarations, by faction, then the neutral cards.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub, neutral}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) {
	for _, set := range sets {
		for _, e := range set {
			im := e.impl
			l.Add(fmt.Sprintf("TSotS %d", e.num), &im)
		}
	}
}
