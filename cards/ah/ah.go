// Package ah implements Ancient Horrors (AH, collector numbers 1 to 20),
// a Chapter Pack of the Forgotten Lore cycle: each card's abilities in
// the engine's vocabulary, each with the project's own short description
// of it, and the one-off logic of a card beside its declaration. A card
// is declared by its collector number and its title, which a test checks
// against the card database.
package ah

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, by faction.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "AH", sets...) }

// monster selects Monster characters.
var monster = engine.CharacterWithSubtype("Monster")

// ancientOne selects Ancient One characters.
var ancientOne = engine.CharacterWithSubtype("Ancient One")
