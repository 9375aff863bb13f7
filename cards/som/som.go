// Package som implements Spawn of Madness (SoM, collector numbers 1 to
// 20), an Asylum Pack: each card's abilities in the engine's vocabulary,
// each with the project's own short description of it, and the one-off
// logic of a card beside its declaration. A card is declared by its
// collector number and its title, which a test checks against the card
// database.
package som

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, by faction, then the neutral cards.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub, neutral}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "SoM", sets...) }
