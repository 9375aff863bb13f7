package session

import (
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/deck"
)

// TestUnimplementedIsSaid: a game's start says how many cards of each
// deck have abilities that are not implemented, and names them; Strict
// refuses such a deck in one line. A resumed game says it too.
func TestUnimplementedIsSaid(t *testing.T) {
	set := newSetup(t, [2]string{Human, "heuristic"}, 5)
	for p, d := range set.Decks {
		var want int
		for _, c := range d.Cards() {
			if !Implemented(c) {
				want++
			}
		}
		if want == 0 {
			t.Skipf("deck %d is wholly implemented now: choose decks that are not", p+1)
		}
	}
	// A card of a later set, whose abilities are not implemented.
	set.Decks[0].Entries = append(set.Decks[0].Entries, exorcist(t, 2))
	s, err := New(set)
	if err != nil {
		t.Fatal(err)
	}
	m := s.Unimplemented(0)
	line := m.String()
	if m.Count() == 0 || strings.Contains(line, "\n") || !strings.Contains(line, "2 Government Exorcist") || !strings.HasPrefix(line, "Player 1's deck (") {
		t.Errorf("player 1's deck: %q", line)
	}
	if s.Unimplemented(1).Count() == 0 {
		t.Errorf("player 2's deck: %q", s.Unimplemented(1))
	}
	r, err := Resume(s.SavePath())
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Unimplemented(0).String(); got != line {
		t.Errorf("resumed: %q, want %q", got, line)
	}
	set.Strict = true
	set.Save = ""
	if _, err := New(set); err == nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "--strict") || !strings.Contains(err.Error(), "Government Exorcist") {
		t.Errorf("strict: %v", err)
	}
}

// exorcist is n copies of Government Exorcist, a deck's entry.
func exorcist(t *testing.T, n int) deck.Entry {
	t.Helper()
	cs := carddb.Default().ByTitle("Government Exorcist")
	if len(cs) == 0 || Implemented(cs[0]) {
		t.Skip("Government Exorcist is implemented now: choose another card")
	}
	return deck.Entry{Card: cs[0], Count: n}
}
