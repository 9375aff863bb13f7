// Package ee implements the collectible game's Eldritch Edition base set
// (EE), played under the Eldritch Edition rules (carddb.FormatEldritch).
// The set has no collector numbers: a card is declared by its title
// (set.Titled, key "EE Carbine"), which a test checks against the card
// database. A card whose printed text is an LCG printing's plays as that
// printing (carddb.Card.Reprint) and is not declared here; the others,
// each with the project's own short description of its abilities, are.
package ee

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var titled = set.Titled

// sets lists the set's declarations, by faction, then the neutral cards
// and the stories.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub, neutral, neutralEvents, stories}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "EE", sets...) }

// avatarInPlay holds while an Avatar of Nyarlathotep character is in play,
// either player's (Visitor from Carcosa, Dark Attendant, Ghoul Pilgrim from
// the East).
var avatarInPlay = engine.CharacterInPlayWith("Avatar of Nyarlathotep")
