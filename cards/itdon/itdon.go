// Package itdon implements In the Dread of Night (ItDoN, collector
// numbers 41 to 60), the third Asylum Pack of the Dreamlands cycle: each
// card's abilities in the engine's vocabulary, each with the project's
// own short description of it, and the one-off logic of a card beside its
// declaration. A card is declared by its collector number and its title,
// which a test checks against the card database.
//
// The cycle's mechanics (Day and Night, Zoog resources, the Dreamlands
// subtype) are the engine's; see package th.
package itdon

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, by faction, then the neutral cards.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub, neutral}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "ItDoN", sets...) }
