// Package sotd implements Sleep of the Dead (SotD, collector numbers 81
// to 100), the fifth Asylum Pack of the Dreamlands cycle: each card's
// abilities in the engine's vocabulary, each with the project's own short
// description of it, and the one-off logic of a card beside its
// declaration. A card is declared by its collector number and its title,
// which a test checks against the card database.
//
// The cycle's mechanics (Day and Night, Zoog resources working from a
// domain, the Dreamlands and Dreamer subtypes) are the engine's; see
// package th.
package sotd

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, by faction, then the neutral cards.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub, neutral}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "SotD", sets...) }
