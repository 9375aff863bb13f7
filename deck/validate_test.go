package deck

import (
	"slices"
	"testing"

	"cthulhu/carddb"
)

func TestValidate(t *testing.T) {
	db := testDB(t)
	fill := func(n int, extra ...any) []any { return append(filler(t, db, n), extra...) }
	tests := []struct {
		name   string
		f      carddb.Format
		casual bool
		deck   []any
		want   []string
	}{
		{"legal 50", carddb.FormatLCG, false, fill(50), nil},
		{"too few", carddb.FormatLCG, false, fill(47),
			[]string{"too few cards: 47 (at least 50; LCG rulebook, Deck-Building Rules)"}},
		{"too few, casual", carddb.FormatLCG, true, fill(47), nil},
		{"story cards do not count", carddb.FormatLCG, true, fill(49, "Core 156", 1),
			[]string{`story card in the draw deck: "Core Story 156" (Core 156) (the story deck is fixed; LCG rulebook, Winning A Story Card)`}},
		{"story cards do not count toward 50", carddb.FormatLCG, false, fill(49, "Core 156", 1),
			[]string{"too few cards: 49 (at least 50; LCG rulebook, Deck-Building Rules)",
				`story card in the draw deck: "Core Story 156" (Core 156) (the story deck is fixed; LCG rulebook, Winning A Story Card)`}},
		{"conspiracies count", carddb.FormatLCG, false, fill(49, "Core 155", 1), nil},
		{"three copies", carddb.FormatLCG, false, fill(47, "Core 3", 3), nil},
		{"four copies", carddb.FormatLCG, false, fill(50, "Core 3", 4),
			[]string{`4 copies of "Local Sheriff" (at most 3 of a title; LCG rulebook, Deck-Building Rules)`}},
		{"four copies, casual", carddb.FormatLCG, true, fill(10, "Core 3", 4),
			[]string{`4 copies of "Local Sheriff" (at most 3 of a title; LCG rulebook, Deck-Building Rules)`}},
		{"descriptors count together", carddb.FormatLCG, false, fill(50, "Core 41", 2, "SoA 50", 2),
			[]string{`4 copies of "Cthulhu" (at most 3 of a title; LCG rulebook, Deck-Building Rules)`}},
		{"the card's own limit", carddb.FormatLCG, false, fill(50, "AtMoM 16", 8), nil},
		{"past the card's own limit", carddb.FormatLCG, false, fill(50, "AtMoM 16", 9),
			[]string{`9 copies of "Alaskan Sledge Dog" (at most 8 of this title, as the card allows)`}},
		{"one restricted title, three copies", carddb.FormatLCG, false, fill(50, "Core 30", 3), nil},
		{"two restricted titles", carddb.FormatLCG, true, fill(10, "Core 30", 1, "SoA 44", 2, "SoA 31", 1),
			[]string{`3 restricted titles: "Itinerant Scholar", "Diseased Sewer Rats", "Things in the Ground" (at most one restricted title; FAQ v3.0, Restricted List)`}},
		{"banned", carddb.FormatLCG, true, fill(10, "JtUK 110", 1),
			[]string{`banned card: "Magah Bird" (JtUK 110) (FAQ v3.0, Banned List)`}},

		{"eldritch legal 50", carddb.FormatEldritch, false, fill(46, "EE Local Sheriff", 4), nil},
		{"eldritch too few", carddb.FormatEldritch, false, fill(40),
			[]string{"too few cards: 40 (at least 50; Eldritch Edition rules v2.0, Deck Building Rules)"}},
		{"eldritch five copies", carddb.FormatEldritch, false, fill(50, "EE Local Sheriff", 3, "Core 3", 2),
			[]string{`5 copies of "Local Sheriff" (at most 4 of a title; Eldritch Edition rules v2.0, Deck Building Rules)`}},
		{"eldritch ignores the card's own LCG limit", carddb.FormatEldritch, false, fill(50, "AtMoM 16", 5),
			[]string{`5 copies of "Alaskan Sledge Dog" (at most 4 of a title; Eldritch Edition rules v2.0, Deck Building Rules)`}},
		{"eldritch conspiracy", carddb.FormatEldritch, false, fill(50, "UT Ancient Pact", 1, "Core 155", 1),
			[]string{`conspiracy card: "Ancient Pact" (UT Ancient Pact) (the Eldritch Edition has no conspiracy cards; Eldritch Edition rules v2.0)`,
				`conspiracy card: "The Bootleg Whiskey Cover-Up" (Core 155) (the Eldritch Edition has no conspiracy cards; Eldritch Edition rules v2.0)`}},
		{"eldritch story", carddb.FormatEldritch, false, fill(50, "EE Eldritch Story", 1),
			[]string{`story card in the draw deck: "Eldritch Story" (EE Eldritch Story) (the story deck is fixed; Eldritch Edition rules v2.0, Winning a Story Card)`}},
		{"eldritch has no restricted or banned list", carddb.FormatEldritch, false,
			fill(50, "Core 30", 1, "SoA 44", 1, "JtUK 110", 4), nil},

		{"order: size, then titles as they appear, then restricted", carddb.FormatLCG, false,
			[]any{"JtUK 110", 1, "Core 30", 1, "Core 3", 5, "Core 156", 1, "SoA 44", 1, "Core 3", 1},
			[]string{
				"too few cards: 9 (at least 50; LCG rulebook, Deck-Building Rules)",
				`banned card: "Magah Bird" (JtUK 110) (FAQ v3.0, Banned List)`,
				`6 copies of "Local Sheriff" (at most 3 of a title; LCG rulebook, Deck-Building Rules)`,
				`story card in the draw deck: "Core Story 156" (Core 156) (the story deck is fixed; LCG rulebook, Winning A Story Card)`,
				`2 restricted titles: "Itinerant Scholar", "Diseased Sewer Rats" (at most one restricted title; FAQ v3.0, Restricted List)`,
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := deckOf(t, db, tt.deck...)
			var got []string
			for range 3 { // the order never changes
				got = nil
				for _, p := range Validate(d, tt.f, tt.casual) {
					got = append(got, p.String())
				}
				if !slices.Equal(got, tt.want) {
					break
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("Validate:\n got %q\nwant %q", got, tt.want)
			}
		})
	}
}

func TestValidateNil(t *testing.T) {
	if ps := Validate(nil, carddb.FormatLCG, false); len(ps) != 1 || ps[0].Msg != "too few cards: 0" {
		t.Errorf("Validate(nil) = %v", ps)
	}
	if ps := Validate(&Deck{}, carddb.FormatLCG, true); len(ps) != 0 {
		t.Errorf("Validate(empty, casual) = %v", ps)
	}
	if s := (Problem{Msg: "m"}).String(); s != "m" {
		t.Errorf("Problem without a rule: %q", s)
	}
}

// The embedded database carries the FAQ v3.0 lists.
func TestValidateDefaultDB(t *testing.T) {
	db := defaultDB(t)
	d, err := Parse([]byte(`3 Itinerant Scholar (Core 30)
3 Diseased Sewer Rats
1 Magah Bird
4 Local Sheriff
`), "t", db, carddb.FormatLCG)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range Validate(d, carddb.FormatLCG, true) {
		got = append(got, p.String())
	}
	want := []string{
		`banned card: "Magah Bird" (JtUK 110) (FAQ v3.0, Banned List)`,
		`4 copies of "Local Sheriff" (at most 3 of a title; LCG rulebook, Deck-Building Rules)`,
		`2 restricted titles: "Itinerant Scholar", "Diseased Sewer Rats" (at most one restricted title; FAQ v3.0, Restricted List)`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("Validate:\n got %q\nwant %q", got, want)
	}
	if ps := Validate(d, carddb.FormatEldritch, true); len(ps) != 0 {
		t.Errorf("Eldritch: %v", ps)
	}
}
