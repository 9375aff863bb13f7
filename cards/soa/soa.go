// Package soa implements Secrets of Arkham (SoA, collector numbers 1 to
// 60), a deluxe expansion with a story deck of its own (SoA 51 to 60):
// each card's abilities in the engine's vocabulary, each with the
// project's own short description of it, and the one-off logic of a card
// beside its declaration. A card is declared by its collector number and
// its title, which a test checks against the card database.
package soa

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var (
	card  = set.Card
	story = set.Story
)

// sets lists the set's declarations, by faction, then the neutral cards
// and the stories.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub, neutral, stories}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "SoA", sets...) }
