// Package ttb implements The Twilight Beckons (TTB, collector numbers 1 to
// 20), the first Asylum pack of the Rituals of the Order cycle: each card's
// abilities in the engine's vocabulary, each with the project's own short
// description of it, and the one-off logic of a card beside its
// declaration. A card is declared by its collector number and its title,
// which a test checks against the card database.
package ttb

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, by faction.
var sets = [][]entry{agency, cthulhuCards, hastur, miskatonic, shub, lodge, syndicate, yog}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "TTB", sets...) }
