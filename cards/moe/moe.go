// Package moe implements Murmurs of Evil (MoE, collector numbers 21 to
// 40), the second Asylum Pack of the Yuggoth Contract cycle: each card's
// abilities in the engine's vocabulary, each with the project's own short
// description of it, and the one-off logic of a card beside its
// declaration. A card is declared by its collector number and its title,
// which a test checks against the card database. Ravenous Piranhas (MoE
// 24) has a keyword only, from the card database, and needs no
// declaration.
package moe

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, in the order of the collector
// numbers: each faction's cards, the neutral ones among them.
var sets = [][]entry{agency, cthulhuCards, hastur, miskatonic, neutral, shub, syndicate, yog}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "MoE", sets...) }
