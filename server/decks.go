package server

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"cthulhu/carddb"
	"cthulhu/deck"
	"cthulhu/session"
)

// maxDeck bounds a deck sent to the server: a real deck list is a few
// kilobytes.
const maxDeck = 64 << 10

// readDeck reads the deck a request names: "random" for a random legal
// deck of the implemented pool (built from the game's seed and the
// side), a preset's name (cthulhu deck presets), or a deck's text: a
// plain-text list or an OCTGN .o8d file's XML. The deck must pass the
// format's deck-building rules (a preset passes as the rulebook's
// first-game decks do) and hold only cards whose abilities are
// implemented; every problem is a line of the error.
func (s *Server) readDeck(spec string, f carddb.Format, seed uint64, side int) (*deck.Deck, error) {
	db := carddb.Default()
	spec = strings.TrimSpace(spec)
	if len(spec) > maxDeck {
		return nil, fmt.Errorf("the deck is %d bytes: at most %d are accepted", len(spec), maxDeck)
	}
	if spec == "" {
		return nil, errors.New("no deck: give a preset's name, \"random\", or a deck list")
	}
	if strings.EqualFold(spec, "random") {
		return deck.RandomForGame(seed, side, s.pool(f), deck.RandomOptions{})
	}
	if p, ok := deck.FindPreset(spec); ok {
		if p.Format() == carddb.FormatEldritch && f != carddb.FormatEldritch {
			return nil, fmt.Errorf("preset %s is an Eldritch Edition deck: choose the eldritch format", p.Name)
		}
		return p.Build(db)
	}
	var d *deck.Deck
	var err error
	data := []byte(spec)
	if bytes.HasPrefix(data, []byte("<")) {
		d, err = deck.ParseO8D(data, "Uploaded deck", db, f)
	} else if !strings.ContainsAny(spec, "\n\t ") {
		// One word: a preset's name, mistyped (a deck list's line is a
		// count and a title).
		return nil, deck.UnknownPreset(spec)
	} else {
		d, err = deck.Parse(data, "Pasted deck", db, f)
	}
	if err != nil {
		return nil, err
	}
	var lines []string
	for _, p := range deck.Validate(d, f, false) {
		lines = append(lines, p.String())
	}
	if m := deck.Unimplemented(d.Name, d.Cards(), session.Implemented); m.Count() > 0 {
		lines = append(lines, fmt.Sprintf("cards whose abilities are not implemented: %s", m.List()))
	}
	if len(lines) > 0 {
		return nil, errors.New(strings.Join(lines, "\n"))
	}
	return d, nil
}

// pool is the format's implemented pool random decks are built from, made
// on first use.
func (s *Server) pool(f carddb.Format) *deck.Pool {
	s.poolOnce[f].Do(func() { s.randomPool[f] = deck.ImplementedPoolFor(carddb.Default(), f, session.Implemented) })
	return s.randomPool[f]
}

// keysOf is a deck's cards as card keys, one a card.
func keysOf(d *deck.Deck) []string {
	cs := d.Cards()
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Key()
	}
	return out
}

// deckOf is the deck of card keys kept in the store.
func deckOf(name string, keys []string) (*deck.Deck, error) {
	d := &deck.Deck{Name: name}
	for _, k := range keys {
		c := carddb.Default().ByKey(k)
		if c == nil {
			return nil, fmt.Errorf("%s: no card %q", name, k)
		}
		d.Entries = append(d.Entries, deck.Entry{Card: c, Count: 1})
	}
	return d, nil
}
