// Package core implements the Core Set (collector numbers F1 to F165):
// each card's abilities in the engine's vocabulary, each with the
// project's own short description of it. A card is declared by its
// collector number and its title, which a test checks against the card
// database.
package core

import (
	"fmt"

	"cthulhu/engine"
)

type entry struct {
	num   int
	title string
	impl  engine.Impl
}

// card declares Core card num, titled title, and its abilities; what the
// card does is told by its abilities' texts (engine.Impl.Description).
func card(num int, title string, abilities ...engine.Ability) entry {
	return entry{num: num, title: title, impl: engine.Impl{Abilities: abilities}}
}

// story declares Core story card num, titled title, with the effect its
// winner may execute and the description of that effect.
func story(num int, title, text string, effects ...engine.Effect) entry {
	return entry{num: num, title: title, impl: engine.Impl{Abilities: []engine.Ability{
		{Kind: engine.StoryWin, Text: text, Effects: effects}}}}
}

// sets lists the Core Set's declarations, by faction, then the stories.
var sets = [][]entry{agency, miskatonic, cthulhuCards, syndicate, hastur, yog, shub, neutral, stories}

// Register adds the Core Set's implementations to a library.
func Register(l *engine.Library) {
	for _, set := range sets {
		for _, e := range set {
			im := e.impl
			l.Add(fmt.Sprintf("Core %d", e.num), &im)
		}
	}
}
