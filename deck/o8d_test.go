package deck

import (
	"encoding/xml"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cthulhu/carddb"
)

const coreID = "45f006f4-02ed-4b8d-b095-eb5efe58d"

func o8d(sections string) string {
	return "\ufeff<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>" +
		`<deck game="43054c18-2362-43e0-a434-72f8d0e8477c">` + sections + `</deck>`
}

func o8dCardXML(qty int, num int, name string) string {
	return fmt.Sprintf(`<card qty="%d" id="%s%03d">%s</card>`, qty, coreID, num, name)
}

func TestParseO8D(t *testing.T) {
	db := testDB(t)
	src := o8d(`<section name="Draw Deck">` +
		o8dCardXML(1, 1, "* Thomas F. Malone") +
		o8dCardXML(2, 3, "Local Sheriff") +
		o8dCardXML(1, 4, "* Paul Lemond") + // case differs
		o8dCardXML(3, 16, "Shoutgun Blast") + // misspelt: resolved by id
		o8dCardXML(1, 7, "__Undercover Security") + // Steadfast marks
		o8dCardXML(1, 54, "[[ Sword of Y'ha-talla") +
		o8dCardXML(1, 41, "* Cthulhu") + // ambiguous by name: the id decides
		o8dCardXML(1, 23, "* Steve Clarney") +
		o8dCardXML(1, 3, "Local Sheriff") + // adds up
		`<card qty="1" id="00000000-0000-0000-0000-000000000000">Itinerant Scholar</card>` + // unknown id, good name
		`</section><section name="Story Deck">` + o8dCardXML(1, 156, "Core Story 156") + `</section>`)
	d, err := ParseO8D([]byte(src), "agency", db)
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		key string
		n   int
	}{{"Core 1", 1}, {"Core 3", 3}, {"Core 4", 1}, {"Core 16", 3}, {"Core 7", 1}, {"Core 54", 1}, {"Core 41", 1}, {"Core 23", 1}, {"Core 30", 1}}
	if len(d.Entries) != len(want) {
		t.Fatalf("%d entries, want %d: %v", len(d.Entries), len(want), d.Entries)
	}
	for i, w := range want {
		if e := d.Entries[i]; e.Card.Key() != w.key || e.Count != w.n {
			t.Errorf("entry %d = %s x%d, want %s x%d", i, e.Card.Key(), e.Count, w.key, w.n)
		}
	}
	if d.Name != "agency" || d.Size() != 13 {
		t.Errorf("name %q size %d, want agency 13", d.Name, d.Size())
	}
}

func TestParseO8DErrors(t *testing.T) {
	db := testDB(t)
	tests := []struct {
		name, src string
		want      []string // one part per reported problem, in order
	}{
		{"unknown name, unknown id",
			o8d(`<section name="Draw Deck"><card qty="1" id="00000000-0000-0000-0000-000000000001">Nobody</card>` +
				o8dCardXML(1, 999, "Shoutgun Blast") + `</section>`),
			[]string{`card "Nobody" (id 00000000-0000-0000-0000-000000000001): unknown card "Nobody"`,
				`card "Shoutgun Blast" (id ` + coreID + `999): unknown card "Shoutgun Blast" (did you mean "Shotgun Blast"?)`}},
		{"bad qty",
			o8d(`<section name="Draw Deck"><card qty="0" id="x">Shotgun</card><card qty="many" id="x">Shotgun</card></section>`),
			[]string{`card "Shotgun": qty "0" out of range`, `card "Shotgun": qty "many" out of range`}},
		{"name too long",
			o8d(`<section name="Draw Deck"><card qty="1" id="x">` + strings.Repeat("q", 300) + `</card></section>`),
			[]string{"card name too long (300 bytes; at most 200)"}},
		{"no name",
			o8d(`<section name="Draw Deck"><card qty="1" id="x"></card></section>`),
			[]string{`card with id "x" has no name`}},
		{"unknown section",
			o8d(`<section name="Sideboard">` + o8dCardXML(1, 3, "Local Sheriff") + `</section>`),
			[]string{`unknown section "Sideboard"`}},
		{"other game",
			`<deck game="a6c8d2e8-7cd8-11dd-8f94-e62b56d89593"><section name="Draw Deck"/></deck>`,
			[]string{"deck is for another OCTGN game"}},
		{"not a deck", `<set name="Core"/>`, []string{"not an OCTGN deck: root element <set>"}},
		{"no deck element", `<?xml version="1.0"?>`, []string{"not an OCTGN deck: no <deck> element"}},
		{"broken XML", o8d(`<section name="Draw Deck"><card qty="1">Shotgun</section>`), []string{"not a valid .o8d file"}},
		{"no cards", o8d(`<section name="Draw Deck"/><section name="Story Deck"/>`), []string{`deck "t" has no cards in its Draw Deck section`}},
		{"text", "3 Local Sheriff", []string{"not an OCTGN deck"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := ParseO8D([]byte(tt.src), "t", db)
			if err == nil {
				t.Fatalf("no error; deck %v", d.Entries)
			}
			var pe *ParseError
			if !errors.As(err, &pe) {
				if len(tt.want) != 1 || !strings.Contains(err.Error(), tt.want[0]) {
					t.Fatalf("error %q, want %q", err, tt.want)
				}
				return
			}
			if len(pe.Errors) != len(tt.want) {
				t.Fatalf("%d problems, want %d:\n%s", len(pe.Errors), len(tt.want), err)
			}
			for i, w := range tt.want {
				if !strings.Contains(pe.Errors[i].Error(), w) {
					t.Errorf("problem %d = %q, want %q", i, pe.Errors[i].Error(), w)
				}
			}
		})
	}
}

func TestO8DLineNumbers(t *testing.T) {
	db := testDB(t)
	src := `<?xml version="1.0"?>
<deck>
  <section name="Draw Deck">
    <card qty="1" id="x">Shotgun</card>
    <card qty="1" id="x">Nobody</card>
  </section>
</deck>`
	_, err := ParseO8D([]byte(src), "t", db)
	if err == nil || !strings.HasPrefix(err.Error(), "line 5: ") {
		t.Errorf("error %v, want one on line 5", err)
	}
}

func TestByOCTGNID(t *testing.T) {
	db := testDB(t)
	for id, want := range map[string]string{
		coreID + "016":                         "Core 16",
		strings.ToUpper(coreID) + "016":        "Core 16",
		"fe26b1c0-8f1d-4452-b234-3902c1747012": "TH 12",   // Dreamlands cycle, first pack
		"fe26b1c0-8f1d-4452-b234-3902c1747024": "IMoD 24", // second pack
		"ff1087a7-9c94-463e-8359-8e0483f99e31": "SoA 31",  // two digits
		coreID + "999":                         "",
		coreID + "0016":                        "",
		coreID:                                 "",
		"fe26b1c0-8f1d-4452-b234-3902c1747050": "",
		"00000000-0000-0000-0000-000000000016": "",
		"not an id":                            "",
	} {
		got := ""
		if c := byOCTGNID(db, id); c != nil {
			got = c.Key()
		}
		if got != want {
			t.Errorf("byOCTGNID(%q) = %q, want %q", id, got, want)
		}
	}
}

func TestStripOCTGNMarks(t *testing.T) {
	for in, want := range map[string]string{
		"* Thomas F. Malone":      "Thomas F. Malone",
		"__Undercover Security":   "Undercover Security",
		"__ T-Men":                "T-Men",
		"[[ Pulled Under":         "Pulled Under",
		">>Small Ghouls":          "Small Ghouls",
		"<< Fishers from Outside": "Fishers from Outside",
		">>> Ambush":              "Ambush",
		"}} A Cunning Ruse":       "A Cunning Ruse",
		"{{ Natural Philosopher":  "Natural Philosopher",
		"* __ Unique Steadfast":   "Unique Steadfast",
		".45 Pistols":             ".45 Pistols",
		"  Local Sheriff ":        "Local Sheriff",
	} {
		if got := stripOCTGNMarks(in); got != want {
			t.Errorf("stripOCTGNMarks(%q) = %q, want %q", in, got, want)
		}
	}
}

// The OCTGN Core Set decks, against the embedded database: each faction's
// packet and the two neutral packets (with the conspiracy F155).
func TestCoreO8DFiles(t *testing.T) {
	dir := sharedDir(t, filepath.Join("data", "octgn", "decks", "core"))
	db := defaultDB(t)
	want := map[string]int{
		"core-the-agency.o8d": 21, "core-miskatonic-university.o8d": 19, "core-cthulu.o8d": 20,
		"core-syndicate.o8d": 20, "core-hastur.o8d": 20, "core-yog-sothoth.o8d": 20,
		"core-shub-niggurath.o8d": 20, "core-neutral1.o8d": 8, "core-neutral2.o8d": 8,
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.o8d"))
	if len(files) == 0 {
		t.Skip("no .o8d files")
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			d, err := ParseO8D(data, "t", db)
			if err != nil {
				t.Fatal(err)
			}
			n, ok := want[filepath.Base(path)]
			if ok && d.Size() != n {
				t.Errorf("%d cards, want %d", d.Size(), n)
			}
			// Names and ids agree: each card is the one its id numbers.
			var ids, got []int
			for _, part := range strings.Split(string(data), `id="`+coreID)[1:] {
				n, err := strconv.Atoi(part[:3])
				if err != nil {
					t.Fatalf("id %q: %v", part[:3], err)
				}
				ids = append(ids, n)
			}
			for _, e := range d.Entries {
				if e.Card.Era != carddb.LCG || e.Card.Set != "Core" {
					t.Errorf("%s is not a Core Set card", e.Card.Key())
				}
				got = append(got, e.Card.Number)
			}
			if !slices.Equal(got, ids) {
				t.Errorf("card numbers %v, ids %v", got, ids)
			}
			// Load detects the format and names the deck after the file.
			ld, err := Load(path, db, carddb.FormatLCG)
			if err != nil || ld.Name != strings.TrimSuffix(filepath.Base(path), ".o8d") || ld.Size() != d.Size() {
				t.Errorf("Load: %v, %v", ld, err)
			}
		})
	}
	// The misspelt names of the Agency file.
	data, err := os.ReadFile(filepath.Join(dir, "core-the-agency.o8d"))
	if err != nil {
		t.Skip(err)
	}
	d, err := ParseO8D(data, "agency", db)
	if err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, e := range d.Entries {
		titles = append(titles, e.Card.Title)
	}
	for _, title := range []string{"Shotgun Blast", "Paul LeMond", "Steve Clarney", "Undercover Security"} {
		if !slices.Contains(titles, title) {
			t.Errorf("the Agency deck lacks %q: %v", title, titles)
		}
	}
}

// The OCTGN set files check the table of numbered OCTGN sets: nearly every
// id resolves, to the card its name names (a few OCTGN names are misspelt).
func TestOCTGNSetsDefaultDB(t *testing.T) {
	dir := sharedDir(t, filepath.Join("data", "octgn", "sets"))
	db := defaultDB(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*.xml"))
	checked := map[string]bool{}
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var set struct {
			Name  string `xml:"name,attr"`
			Cards []struct {
				Name string `xml:"name,attr"`
				ID   string `xml:"id,attr"`
			} `xml:"cards>card"`
		}
		if err := xml.Unmarshal(stripBOM(data), &set); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		var table *octgnSet
		for i := range octgnSets {
			if octgnSets[i].name == set.Name || octgnSets[i].name == set.Name+" Set" {
				table = &octgnSets[i]
			}
		}
		if table == nil {
			continue
		}
		checked[table.name] = true
		var missing, differ []string
		for _, c := range set.Cards {
			card := byOCTGNID(db, c.ID)
			switch {
			case card == nil:
				missing = append(missing, c.Name)
			case carddb.Normalize(card.Title) != carddb.Normalize(stripOCTGNMarks(c.Name)):
				differ = append(differ, fmt.Sprintf("%s=%s", c.Name, card.Title))
			}
		}
		if len(differ) > 0 {
			t.Logf("%s: OCTGN names that differ from the database: %q", set.Name, differ)
		}
		// Allow the known typos, never a wholesale mismatch.
		if len(missing) > 0 || len(differ) > len(set.Cards)/20 {
			t.Errorf("%s: %d cards; no card for %q; names differ: %q", set.Name, len(set.Cards), missing, differ)
		}
	}
	for _, s := range octgnSets {
		if !checked[s.name] {
			t.Errorf("no OCTGN set file for %s", s.name)
		}
	}
}
