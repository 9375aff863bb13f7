// Package core implements the Core Set (collector numbers F1 to F165):
// each card's abilities in the engine's vocabulary, each with the
// project's own short description of it. A card is declared by its
// collector number and its title, which a test checks against the card
// database (package set).
package core

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var (
	card  = set.Card
	story = set.Story
)

// sets lists the Core Set's declarations, by faction, then the stories.
var sets = [][]entry{agency, miskatonic, cthulhuCards, syndicate, hastur, yog, shub, neutral, stories}

// Register adds the Core Set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "Core", sets...) }
