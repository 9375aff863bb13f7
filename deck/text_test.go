package deck

import (
	"errors"
	"strings"
	"testing"

	"cthulhu/carddb"
)

func TestParseGoodLines(t *testing.T) {
	db := testDB(t)
	tests := []struct {
		line  string
		f     carddb.Format
		key   string
		count int
	}{
		{"3 Local Sheriff", carddb.FormatLCG, "Core 3", 3},
		{"3x Local Sheriff", carddb.FormatLCG, "Core 3", 3},
		{"3X Local Sheriff", carddb.FormatLCG, "Core 3", 3},
		{"3 x Local Sheriff", carddb.FormatLCG, "Core 3", 3},
		{"Local Sheriff", carddb.FormatLCG, "Core 3", 1},
		{"  2   local   sheriff  ", carddb.FormatLCG, "Core 3", 2},
		{"3x Local Sheriff (Core 3)", carddb.FormatLCG, "Core 3", 3},
		{"3x Local Sheriff (core F3)", carddb.FormatLCG, "Core 3", 3},
		{"3x Local Sheriff (Core #3)", carddb.FormatLCG, "Core 3", 3},
		{"1 Local Sheriff (Core Set)", carddb.FormatLCG, "Core 3", 1},
		{"1 Cthulhu (Core)", carddb.FormatLCG, "Core 41", 1},
		{"1 Cthulhu, The Great Old One", carddb.FormatLCG, "Core 41", 1},
		{"1 Cthulhu, Dreaming God", carddb.FormatLCG, "SoA 50", 1},
		{"1 Cthulhu, The Great Old One (Core 41)", carddb.FormatLCG, "Core 41", 1},
		{"2 Paul Lemond", carddb.FormatLCG, "Core 4", 2},
		{"99 Shotgun", carddb.FormatLCG, "Core 14", 99},
		{"Norman Blackwood, Jr.", carddb.FormatLCG, "TWB 72", 1},
		{"2 Experiment Subject #613b", carddb.FormatLCG, "TWB 71", 2},
		{"7 Thomas Street", carddb.FormatLCG, "TWB 70", 1},
		{"2x 7 Thomas Street", carddb.FormatLCG, "TWB 70", 2},
		{"3 Local Sheriff # the best", carddb.FormatLCG, "Core 3", 3},
		{"3 Local Sheriff // the best", carddb.FormatLCG, "Core 3", 3},
		// The format's era wins for a bare title...
		{"4 Local Sheriff", carddb.FormatEldritch, "EE Local Sheriff", 4},
		// ... and a set picks the other.
		{"3 Local Sheriff (Core 3)", carddb.FormatEldritch, "Core 3", 3},
		{"1 Local Sheriff (EE)", carddb.FormatLCG, "EE Local Sheriff", 1},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			d, err := Parse([]byte(tt.line), "t", db, tt.f)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.line, err)
			}
			if len(d.Entries) != 1 {
				t.Fatalf("Parse(%q): %d entries, want 1", tt.line, len(d.Entries))
			}
			e := d.Entries[0]
			if e.Card.Key() != tt.key || e.Count != tt.count || e.Line != 1 {
				t.Errorf("Parse(%q) = %s x%d line %d, want %s x%d line 1", tt.line, e.Card.Key(), e.Count, e.Line, tt.key, tt.count)
			}
		})
	}
}

func TestParseBadLines(t *testing.T) {
	db := testDB(t)
	tests := []struct {
		line string
		want string // a part of the error
	}{
		{"3 Local Sherif", `unknown card "Local Sherif" (did you mean "Local Sheriff"?)`},
		{"0 Local Sheriff", "count 0 out of range (1 to 99)"},
		{"100 Local Sheriff", "count 100 out of range (1 to 99)"},
		{"-1 Local Sheriff", "count -1 out of range"},
		{"99999999999999999999999 Local Sheriff", "out of range"},
		{"3", "count 3 with no card title"},
		{"3x", "count 3 with no card title"},
		{"3 (Core 3)", "missing card title"},
		{"Local Sheriff (Nowhere 3)", `unknown set "Nowhere"`},
		{"Local Sheriff (Nowhere)", `unknown set "Nowhere"`},
		{"Local Sheriff (Core 999)", "no card numbered 999 in set Core"},
		{"Local Sheriff (Core 4)", `Core 4 is "Paul LeMond, Government Liaison", not "Local Sheriff"`},
		{"Local Sheriff (Core 3x)", `bad collector number "3x"`},
		{"Local Sheriff (3)", "collector number 3 without a set"},
		{"Local Sheriff ()", "empty set in parentheses"},
		{"Local Sheriff )", "unbalanced parenthesis"},
		{"Local Sheriff (SoA)", `"Local Sheriff" is not in set SoA`},
		{"Cthulhu", `"Cthulhu" is ambiguous: Cthulhu, The Great Old One (Core 41, Core Set), Cthulhu, Dreaming God (SoA 50, Secrets of Arkham); add the set and number, e.g. "Cthulhu (Core 41)"`},
		{"Cthulhu, Sleeping", `unknown card "Cthulhu, Sleeping"`},
		{"3 Local Sheriff#note", `unknown card "Local Sheriff#note"`},
		{"name: late", `"name:" must come once, before the first card`},
		{"name: ", `"name:" must come once`},
		{strings.Repeat("x", 300), "line too long"},
		{"1 " + strings.Repeat("Local Sheriff ", 10), `unknown card "Local Sheriff Local`},
		{"3 Local Sheriff\xff", "not UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			// A good first line: a bad line is found after good ones too.
			src := "1 Shotgun\n" + tt.line + "\n"
			d, err := Parse([]byte(src), "t", db, carddb.FormatLCG)
			if err == nil {
				t.Fatalf("Parse(%q) = %v, want an error", tt.line, d.Entries)
			}
			var pe *ParseError
			if !errors.As(err, &pe) || len(pe.Errors) != 1 || pe.Errors[0].Line != 2 {
				t.Fatalf("Parse(%q): error %#v, want one *ParseError on line 2", tt.line, err)
			}
			if msg := err.Error(); !strings.HasPrefix(msg, "line 2: ") || !strings.Contains(msg, tt.want) {
				t.Errorf("Parse(%q): %q, want %q on line 2", tt.line, msg, tt.want)
			}
		})
	}
}

// TestParseRefusesBinaryInOneProblem: a file that is not a text deck list
// at all is one problem, not one a line.
func TestParseRefusesBinaryInOneProblem(t *testing.T) {
	db := testDB(t)
	for name, src := range map[string]string{
		"NUL bytes":   strings.Repeat("3 Local Sheriff\x00\n", 50),
		"controls":    strings.Repeat("\x01\x02\x03\n", 50),
		"not UTF-8":   strings.Repeat("\xff\xfe\xfd\n", 50),
		"UTF-16 text": "3\x00 \x00L\x00o\x00c\x00a\x00l\x00\n\x00",
	} {
		_, err := Parse([]byte(src), "t", db, carddb.FormatLCG)
		var pe *ParseError
		if !errors.As(err, &pe) || len(pe.Errors) != 1 || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %q, want one problem", name, err)
		}
	}
	// A text file with a line in another encoding keeps its other lines'
	// problems, each on its line.
	_, err := Parse([]byte("1 Shotgun\n3 Local Sheriff\xff\n3 Local Sherif\n"), "t", db, carddb.FormatLCG)
	var pe *ParseError
	if !errors.As(err, &pe) || len(pe.Errors) != 2 {
		t.Errorf("a text file with one bad line: %q", err)
	}
}

func TestParseReportsEveryProblem(t *testing.T) {
	db := testDB(t)
	src := `name: Agency Rush
# a comment line
// another

3x Local Sheriff      # trailing comment
3 Local Sherif
2 Shotgun Blast
0 Shotgun
1 Nobody Known At All
1 Local Sheriff       // adds up with line 5
3 Cthulhu
`
	_, err := Parse([]byte(src), "t", db, carddb.FormatLCG)
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("Parse: %v, want *ParseError", err)
	}
	var lines []int
	for _, e := range pe.Errors {
		lines = append(lines, e.Line)
	}
	if want := []int{6, 8, 9, 11}; !equalInts(lines, want) {
		t.Errorf("error lines %v, want %v", lines, want)
	}
	msg := strings.Split(err.Error(), "\n")
	if len(msg) != 4 {
		t.Fatalf("message has %d lines, want 4:\n%s", len(msg), err)
	}
	for i, l := range []string{"line 6: unknown card", "line 8: count 0", "line 9: unknown card", "line 11: \"Cthulhu\" is ambiguous"} {
		if !strings.HasPrefix(msg[i], l) {
			t.Errorf("message line %d = %q, want prefix %q", i+1, msg[i], l)
		}
	}
	pe.Path = "decks/x.txt"
	if got := strings.Split(pe.Error(), "\n")[1]; !strings.HasPrefix(got, "decks/x.txt: line 8: ") {
		t.Errorf("with a path: %q", got)
	}
}

func TestParseDeck(t *testing.T) {
	db := testDB(t)
	src := "\ufeffname:  Agency Rush \r\n" +
		"# Characters\r\n" +
		"3x Local Sheriff      # trailing comment\r\n" +
		"\r\n" +
		"2 Shotgun Blast\r\n" +
		"1 Local Sheriff (Core 3) // adds up with line 3\r\n" +
		"1 Core Story 156\r\n"
	d, err := Parse([]byte(src), "file-name", db, carddb.FormatLCG)
	if err != nil {
		t.Fatal(err)
	}
	if d.Name != "Agency Rush" {
		t.Errorf("name %q, want %q", d.Name, "Agency Rush")
	}
	want := []Entry{{mustCard(t, db, "Core 3"), 4, 3}, {mustCard(t, db, "Core 16"), 2, 5}, {mustCard(t, db, "Core 156"), 1, 7}}
	if len(d.Entries) != len(want) {
		t.Fatalf("entries %v, want %v", d.Entries, want)
	}
	for i := range want {
		if d.Entries[i] != want[i] {
			t.Errorf("entry %d = %+v, want %+v", i, d.Entries[i], want[i])
		}
	}
	if got := len(d.Cards()); got != 7 {
		t.Errorf("Cards: %d, want 7", got)
	}
	cards := d.Cards()
	if cards[0] != want[0].Card || cards[3] != want[0].Card || cards[4] != want[1].Card || cards[6] != want[2].Card {
		t.Errorf("Cards not in entry order")
	}
	if got := d.Size(); got != 6 {
		t.Errorf("Size: %d, want 6 (the story card does not count)", got)
	}

	// Without a name line the deck keeps the name it was given.
	d, err = Parse([]byte("Shotgun"), "file-name", db, carddb.FormatLCG)
	if err != nil || d.Name != "file-name" {
		t.Errorf("Parse without a name line: %v, %v", d, err)
	}
}

func TestParseEmpty(t *testing.T) {
	db := testDB(t)
	for _, src := range []string{"", "\n\n", "# only comments\n// here\n", "name: nothing"} {
		if _, err := Parse([]byte(src), "t", db, carddb.FormatLCG); err == nil || !strings.Contains(err.Error(), "no cards") {
			t.Errorf("Parse(%q): %v, want a no-cards error", src, err)
		}
	}
	if _, err := Parse([]byte("Shotgun"), "t", nil, carddb.FormatLCG); err == nil {
		t.Error("Parse with no database: no error")
	}
	big := []byte(strings.Repeat("1 Shotgun\n", maxInput/10+1))
	if _, err := Parse(big, "t", db, carddb.FormatLCG); err == nil || !strings.Contains(err.Error(), "too large") {
		t.Errorf("Parse of %d bytes: %v", len(big), err)
	}
}

// Many unknown titles: every line is reported, and past the suggestion
// budget without suggestions.
func TestParseManyUnknown(t *testing.T) {
	db := testDB(t)
	var b strings.Builder
	for range maxSuggest + 10 {
		b.WriteString("1 Local Sherif\n")
	}
	_, err := Parse([]byte(b.String()), "t", db, carddb.FormatLCG)
	var pe *ParseError
	if !errors.As(err, &pe) || len(pe.Errors) != maxSuggest+10 {
		t.Fatalf("Parse: %v", err)
	}
	if first, last := pe.Errors[0].Error(), pe.Errors[len(pe.Errors)-1].Error(); !strings.Contains(first, "did you mean") ||
		last != "line 35: unknown card \"Local Sherif\"" {
		t.Errorf("first %q, last %q", first, last)
	}
}

func TestStripComment(t *testing.T) {
	for in, want := range map[string]string{
		"# all":                    "",
		"  // all":                 "",
		"3 A # b":                  "3 A ",
		"3 A // b":                 "3 A ",
		"3 A #":                    "3 A ",
		"3 A#b":                    "3 A#b",
		"Experiment Subject #613b": "Experiment Subject #613b",
		"A (Core #3) # c":          "A (Core #3) ",
		"http://x":                 "http://x",
	} {
		if got := stripComment(in); got != want {
			t.Errorf("stripComment(%q) = %q, want %q", in, got, want)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestParseNameLine(t *testing.T) {
	db := testDB(t)
	for src, want := range map[string]string{
		"name:\nShotgun":                 `line 1: empty deck name after "name:"`,
		"Nobody\nname: x\nShotgun":       "line 2: \"name:\" must come once",
		"name: a\nname: b\nShotgun":      "line 2: \"name:\" must come once",
		"# c\n\nNAME: Big Deck\nShotgun": "",
	} {
		d, err := Parse([]byte(src), "t", db, carddb.FormatLCG)
		switch {
		case want == "" && (err != nil || d.Name != "Big Deck"):
			t.Errorf("Parse(%q): %v, %v", src, d, err)
		case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
			t.Errorf("Parse(%q): %v, want %q", src, err, want)
		}
	}
}
