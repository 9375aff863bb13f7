// Package core implements the Core Set (collector numbers F1 to F165):
// each card's abilities in the engine's vocabulary, with the project's own
// short description of them.
package core

import (
	"fmt"

	"cthulhu/engine"
)

type entry struct {
	num  int
	impl engine.Impl
}

// card declares Core card num: its description and abilities.
func card(num int, text string, abilities ...engine.Ability) entry {
	return entry{num: num, impl: engine.Impl{Text: text, Abilities: abilities}}
}

// story declares a Core story card and the effect its winner may execute.
func story(num int, text string, effects ...engine.Effect) entry {
	return entry{num: num, impl: engine.Impl{Text: text, Abilities: []engine.Ability{
		{Kind: engine.StoryWin, Text: text, Effects: effects}}}}
}

// Register adds the Core Set's implementations to a library.
func Register(l *engine.Library) {
	for _, set := range [][]entry{agency, miskatonic, cthulhuCards, syndicate, hastur, yog, shub, neutral, stories} {
		for _, e := range set {
			im := e.impl
			l.Add(fmt.Sprintf("Core %d", e.num), &im)
		}
	}
}
