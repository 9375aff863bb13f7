package deck

import (
	"fmt"
	"strings"

	"cthulhu/carddb"
)

// Missing is what a deck holds of cards whose printed abilities are not
// implemented: such a card plays for its statistics only, and such an
// event cannot be played (docs/rulings.md, "Cards not implemented").
type Missing struct {
	Deck  string  // the deck's name
	Size  int     // its cards
	Cards []Entry // the cards not implemented, with their counts, in the deck's order
}

// Unimplemented finds the cards of a deck (its name and its cards) whose
// abilities are not implemented; implemented says whether the program
// plays a card as printed.
func Unimplemented(name string, cards []*carddb.Card, implemented func(*carddb.Card) bool) Missing {
	m := Missing{Deck: name, Size: len(cards)}
	at := map[*carddb.Card]int{}
	for _, c := range cards {
		if implemented(c) {
			continue
		}
		if i, ok := at[c]; ok {
			m.Cards[i].Count++
			continue
		}
		at[c] = len(m.Cards)
		m.Cards = append(m.Cards, Entry{Card: c, Count: 1})
	}
	return m
}

// Count is the number of the deck's cards not implemented.
func (m Missing) Count() int {
	n := 0
	for _, e := range m.Cards {
		n += e.Count
	}
	return n
}

// List names the cards not implemented with their counts:
// "3 Government Exorcist, 1 Y'Golonac".
func (m Missing) List() string {
	parts := make([]string, len(m.Cards))
	for i, e := range m.Cards {
		parts[i] = fmt.Sprintf("%d %s", e.Count, e.Card.Title)
	}
	return strings.Join(parts, ", ")
}

// String says it in one line: "Agency deck: 5 of 50 cards have abilities
// that are not implemented (they play for their statistics only; such
// events cannot be played): 3 Government Exorcist, 2 Y'Golonac". A deck
// whose every card is implemented says so.
func (m Missing) String() string {
	n := m.Count()
	if n == 0 {
		return fmt.Sprintf("%s: every card's abilities are implemented", m.Deck)
	}
	have := "have"
	if n == 1 {
		have = "has"
	}
	return fmt.Sprintf("%s: %d of %d cards %s abilities that are not implemented (they play for their statistics only; such events cannot be played): %s",
		m.Deck, n, m.Size, have, m.List())
}

// Strict is the refusal of a deck that holds cards not implemented, in
// one line, or nil when it holds none.
func (m Missing) Strict() error {
	n := m.Count()
	if n == 0 {
		return nil
	}
	return fmt.Errorf("%s: refused by --strict: %d of %d cards have abilities that are not implemented: %s", m.Deck, n, m.Size, m.List())
}
