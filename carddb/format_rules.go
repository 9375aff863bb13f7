package carddb

import (
	"fmt"
	"strings"
)

// Format is the rules a game is played under: the Living Card Game (the
// default) or the collectible game's Eldritch Edition.
type Format uint8

const (
	FormatLCG      Format = iota // LCG rulebook and FAQ v3.0
	FormatEldritch               // CCG Eldritch Edition rules v2.0
)

func (f Format) String() string {
	if f == FormatEldritch {
		return "eldritch"
	}
	return "lcg"
}

// ParseFormat reads "lcg" or "eldritch" (case-insensitive).
func ParseFormat(s string) (Format, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "lcg", "":
		return FormatLCG, nil
	case "eldritch", "ee", "ccg":
		return FormatEldritch, nil
	}
	return 0, fmt.Errorf("unknown format %q (want lcg or eldritch)", s)
}

// Copies is the number of copies of one title a deck may hold in the format
// (LCG rulebook "Deck-Building Rules": 3; Eldritch rules: 4), unless the card
// says otherwise: a card that allows any number of copies of itself
// (Card.AnyCopies) has no limit in either format, and a card's own limit
// (Card.Max, as the FAQ leaves it) stands in the format of its era.
func (f Format) Copies(c *Card) int {
	if c.AnyCopies {
		return AnyNumber
	}
	if f == FormatEldritch {
		if c.Era == CCG && c.Max > 0 {
			return c.Max
		}
		return 4
	}
	if c.Max > 0 {
		return c.Max
	}
	return 3
}

// AnyNumber is Copies for a card a deck may hold any number of.
const AnyNumber = 1 << 30

// StoryDeck returns the ten story cards of the format's story deck: the LCG
// Core Set stories (F156-F165), or the Eldritch Edition stories.
func (db *DB) StoryDeck(f Format) []*Card {
	var out []*Card
	for _, c := range db.cards {
		if c.Type != Story {
			continue
		}
		if f == FormatLCG && c.Era == LCG && c.Set == "Core" ||
			f == FormatEldritch && c.Era == CCG && c.Set == "EE" {
			out = append(out, c)
		}
	}
	return out
}

// HasMulligan reports whether players may take the once-per-game mulligan:
// the LCG's Players Handbook errata adds it; the Eldritch rules have none.
func (f Format) HasMulligan() bool { return f == FormatLCG }

// HasConspiracies reports whether conspiracy cards may be played: the
// Eldritch Edition has none.
func (f Format) HasConspiracies() bool { return f == FormatLCG }
