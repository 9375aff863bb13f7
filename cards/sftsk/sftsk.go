// Package sftsk implements Search for the Silver Key (SftSK, collector
// numbers 61 to 80), the fourth Asylum Pack of the Dreamlands cycle: each
// card's abilities in the engine's vocabulary, each with the project's
// own short description of it, and the one-off logic of a card beside its
// declaration. A card is declared by its collector number and its title,
// which a test checks against the card database.
//
// The cycle's mechanics are the engine's (package th): Day and Night, the
// Zoog resource icon (engine.FromDomain, FAQ 2.25) and the Dreamlands
// subtype, which has no rule of its own.
package sftsk

import (
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var card = set.Card

// sets lists the set's declarations, by faction, then the neutral cards.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub, neutral}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "SftSK", sets...) }

// dreamlandsSupportYouControl selects the support cards in play with the
// Dreamlands subtype that the ability's player controls.
var dreamlandsSupportYouControl = engine.All(engine.SupportCard, engine.Yours, engine.WithSubtype("Dreamlands"))
