// Package tootst implements The Order of the Silver Twilight (TOotST,
// collector numbers 1 to 55), the deluxe expansion that brings the eighth
// faction: each card's abilities in the engine's vocabulary, each with the
// project's own short description of it, and the one-off logic of a card
// beside its declaration. A card is declared by its collector number and
// its title, which a test checks against the card database.
//
// The Silver Twilight faction has no rule of its own: its resources match
// its cards as any faction's do (rulebook, "Resource Match").
package tootst

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations: the seven older factions' cards and
// the neutral one (1 to 15), then the Silver Twilight's characters (16 to
// 35) and its support cards and events (36 to 55).
var sets = [][]entry{agency, syndicate, miskatonic, yog, shub, hastur, cthulhuCards, neutral, lodge, order}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "TOotST", sets...) }
