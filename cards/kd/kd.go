// Package kd implements Kingsport Dreams (KD, collector numbers 21 to
// 40), an Asylum Pack: each card's abilities in the engine's vocabulary,
// each with the project's own short description of it, and the one-off
// logic of a card beside its declaration. A card is declared by its
// collector number and its title, which a test checks against the card
// database.
package kd

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, by collector number.
var sets = [][]entry{cards, locations}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "KD", sets...) }
