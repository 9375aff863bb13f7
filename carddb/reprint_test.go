package carddb

import "testing"

// Each card that plays as an LCG card (Card.Reprint), a CCG card or a
// later LCG printing (Torch the Joint!, SoM 2, as Core 18), had, when the
// database was generated, the same printed text as that card: a subtest a
// pair.
func TestReprintPairs(t *testing.T) {
	db := Default()
	n, ee, lcg := 0, 0, 0
	for _, c := range db.Cards() {
		if c.Reprint == "" {
			continue
		}
		switch {
		case c.Era == LCG:
			lcg++
		case c.Set == "EE":
			ee++
			n++
		default:
			n++
		}
		t.Run(c.Key()+" as "+c.Reprint, func(t *testing.T) {
			l := db.ByKey(c.Reprint)
			if l == nil || l.Era != LCG {
				t.Fatalf("%s is not an LCG card", c.Reprint)
			}
			if Normalize(l.Title) != Normalize(c.Title) || l.Type != c.Type {
				t.Errorf("%s is %s %q, not %s %q", l.Key(), l.Type, l.Title, c.Type, c.Title)
			}
			if c.TextSum == "" || l.TextSum != c.TextSum {
				t.Errorf("texts differ: %q and %q", c.TextSum, l.TextSum)
			}
		})
	}
	// cmd/cardgen reports the counts it links; these are the counts of the
	// shared data it was run on (docs/carddb.md).
	if n != 178 || ee != 30 || lcg != 3 {
		t.Errorf("%d CCG cards share an LCG card's implementation, %d of them EE, and %d LCG cards; want 178, 30 and 3", n, ee, lcg)
	}
}

func TestTextSum(t *testing.T) {
	a := TextSum("Action: Pay 1 to draw a card.")
	for _, tc := range []struct {
		text string
		same bool
	}{
		{"action:  pay 1 to draw a card", true},
		{"Action - Pay 1 to draw a card!", true},
		{"Action: Pay 2 to draw a card.", false},
		{"Action: Pay 1 to draw two cards.", false},
	} {
		if got := TextSum(tc.text) == a; got != tc.same {
			t.Errorf("TextSum(%q) same as the first: %v, want %v", tc.text, got, tc.same)
		}
	}
	if TextSum(" .,") != "" || len(a) != 16 {
		t.Errorf("TextSum: empty text %q, sum %q", TextSum(" .,"), a)
	}
}

// A CCG card naming itself "any number" of times in a deck has no copy
// limit in either format; other cards have the format's, an LCG card the
// FAQ's (Card.Max).
func TestCopiesFromText(t *testing.T) {
	db := Default()
	ga := db.ByKey("FR Grim Avenger")
	if ga == nil || !ga.AnyCopies {
		t.Fatalf("FR Grim Avenger: %+v", ga)
	}
	for _, tc := range []struct {
		key  string
		f    Format
		want int
	}{
		{"FR Grim Avenger", FormatEldritch, AnyNumber},
		{"FR Grim Avenger", FormatLCG, AnyNumber},
		{"FR Ravenous Hunting Horror", FormatEldritch, AnyNumber},
		{"EE Anarchist", FormatEldritch, 4},
		{"Core 1", FormatEldritch, 4},
		{"Core 1", FormatLCG, 3},
		{"AtMoM 16", FormatLCG, 3}, // Alaskan Sledge Dog: the FAQ takes its 8 back
	} {
		c := db.ByKey(tc.key)
		if c == nil {
			t.Fatalf("no card %s", tc.key)
		}
		if got := tc.f.Copies(c); got != tc.want {
			t.Errorf("%s in %s: %d copies, want %d", tc.key, tc.f, got, tc.want)
		}
	}
	for _, c := range db.Cards() {
		if c.AnyCopies && c.Key() != "FR Grim Avenger" && c.Key() != "FR Ravenous Hunting Horror" {
			t.Errorf("%s: any number of copies", c.Key())
		}
	}
}
