// Package tsc implements The Spoken Covenant (TSC, collector numbers 41
// to 60), the third Asylum Pack of the Yuggoth Contract cycle: each
// card's abilities in the engine's vocabulary, each with the project's
// own short description of it, and the one-off logic of a card beside
// its declaration. A card is declared by its collector number and its
// title, which a test checks against the card database. Museum Security
// (41) and Flying Polyps (59) have no ability beyond their keywords, and
// need no declaration.
package tsc

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, by faction, then the neutral cards.
var sets = [][]entry{agency, cthulhuCards, hastur, miskatonic, shub, syndicate, yog, neutral}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "TSC", sets...) }
