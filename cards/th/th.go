// Package th implements Twilight Horror (TH, collector numbers 1 to 20),
// the first Asylum Pack of the Dreamlands cycle: each card's abilities in
// the engine's vocabulary, each with the project's own short description
// of it, and the one-off logic of a card beside its declaration. A card
// is declared by its collector number and its title, which a test checks
// against the card database.
//
// The cycle's mechanics are the engine's: Day and Night (the keywords,
// engine.IsDay and engine.IsNight: Rulebook, Day and Night; FAQ 2.35),
// the Zoog resource icon (abilities working from a domain,
// engine.FromDomain: FAQ 2.25) and the Dreamlands subtype, which has no
// rule of its own.
package th

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, by faction, then the neutral cards.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub, neutral}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "TH", sets...) }
