// Package testcards holds made-up cards with abilities, for the scenarios
// of rulings whose examples use cards not implemented yet. Scenario files
// bind an ad-hoc card to one of these with "impl KEY".
package testcards

import (
	"cthulhu/engine"
)

// Register adds the test cards to a library.
func Register(l *engine.Library) {
	for _, c := range all {
		im := c.impl
		l.Add("Test "+c.key, &im)
	}
}

type entry struct {
	key  string
	impl engine.Impl
}

func card(key, text string, abilities ...engine.Ability) entry {
	return entry{key: key, impl: engine.Impl{Text: text, Abilities: abilities}}
}

var all = []entry{}
