// Package imod implements In Memory of Day (IMoD, collector numbers 21 to
// 40), the second Asylum Pack of the Dreamlands cycle: each card's
// abilities in the engine's vocabulary, each with the project's own short
// description of it, and the one-off logic of a card beside its
// declaration. A card is declared by its collector number and its title,
// which a test checks against the card database.
//
// The cycle's mechanics are the engine's (see cards/th): Day and Night,
// the Zoog resource icon and the Dreamlands subtype.
package imod

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, by faction, then the neutral cards.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub, neutral}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "IMoD", sets...) }
