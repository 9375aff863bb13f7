// Package twc implements That Which Consumes (TWC, collector numbers 101
// to 120), the sixth Asylum Pack of the Rituals of the Order cycle: each
// card's abilities in the engine's vocabulary, each with the project's
// own short description of it, and the one-off logic of a card beside its
// declaration. A card is declared by its collector number and its title,
// which a test checks against the card database.
package twc

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, by faction, then the neutral card.
var sets = [][]entry{agency, cthulhuCards, hastur, miskatonic, shub, silver, syndicate, yog, neutral}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "TWC", sets...) }
