package deck

import (
	"strings"
	"testing"

	"cthulhu/carddb"
)

// TestUnimplemented: the cards not implemented are counted and named with
// their counts, in the deck's order, in one line.
func TestUnimplemented(t *testing.T) {
	db := carddb.Default()
	d, err := Parse([]byte("2 Jean-Jacques Minot\n3 Y'Golonac\n1 Jean-Jacques Minot\n"), "Test", db, carddb.FormatLCG)
	if err != nil {
		t.Fatal(err)
	}
	notYG := func(c *carddb.Card) bool { return c.Title == "Y'Golonac" }
	m := Unimplemented("Test", d.Cards(), notYG)
	if m.Count() != 3 || m.List() != "3 Jean-Jacques Minot" {
		t.Errorf("count %d, list %q", m.Count(), m.List())
	}
	want := "Test: 3 of 6 cards have abilities that are not implemented (they play for their statistics only; such events cannot be played): 3 Jean-Jacques Minot"
	if got := m.String(); got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	if err := m.Strict(); err == nil || strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), "3 Jean-Jacques Minot") {
		t.Errorf("strict: %v", err)
	}
	all := Unimplemented("Test", d.Cards(), func(*carddb.Card) bool { return true })
	if all.Count() != 0 || all.Strict() != nil || all.String() != "Test: every card's abilities are implemented" {
		t.Errorf("all implemented: %v", all)
	}
}
