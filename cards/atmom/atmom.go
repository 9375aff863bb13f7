// Package atmom implements At the Mountains of Madness (AtMoM, collector
// numbers 1 to 20), a Chapter Pack of the Forgotten Lore cycle: each
// card's abilities in the engine's vocabulary, each with the project's own
// short description of it, and the one-off logic of a card beside its
// declaration. A card is declared by its collector number and its title,
// which a test checks against the card database.
package atmom

import (
	"cthulhu/carddb"
	"cthulhu/cards/set"
	"cthulhu/engine"
)

type entry = set.Entry

var (
	card       = set.Card
	conspiracy = set.Story
)

// sets lists the set's declarations, by faction, then the neutral cards.
var sets = [][]entry{agency, miskatonic, syndicate, cthulhuCards, hastur, yog, shub, neutral}

// Register adds the set's implementations to a library.
func Register(l *engine.Library) { set.Register(l, "AtMoM", sets...) }

// polarEventPlayed matches a Polar event card played, by either player.
func polarEventPlayed(c *engine.Ctx, e *engine.Event) bool {
	return engine.EventCardPlayed(c, e) && c.Card(e.Card).HasSubtype("Polar")
}

// cardPlayed matches a card played by either player: a character, a
// support (an attachment too), a conspiracy or an event.
func cardPlayed(c *engine.Ctx, e *engine.Event) bool {
	switch e.Kind {
	case engine.EvPlay, engine.EvAttach, engine.EvPlayConspiracy:
		return e.Player >= 0
	}
	return engine.EventCardPlayed(c, e)
}

// playKinds are the occurrences of a card played (cardPlayed).
var playKinds = []engine.EventKind{engine.EvPlay, engine.EvAttach, engine.EvPlayConspiracy, engine.EvAbility}

// playableLikeFromHand selects the cards a restriction on playing cards
// from the hand bars (Professor Lake, Specimen Bags): in a hand, being
// played, or an event attached to a card, which only a story that lets
// its owner play it from there as if from his hand makes playable (Realm
// of Ice and Death).
func playableLikeFromHand(c *engine.Ctx, id engine.CardID) bool {
	switch c.Zone(id) {
	case engine.ZoneHand, engine.ZoneResolving:
		return true
	case engine.ZonePlay:
		return c.Card(id).Type == carddb.Event && c.Host(id) != engine.None
	}
	return false
}

// polarInYourDiscard counts the Polar events in the controller's discard
// pile.
var polarInYourDiscard = engine.CountInYourDiscard("Polar")
