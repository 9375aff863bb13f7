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

// The OCTGN ids of the test database's cards: the Core Set's and two
// Dreamlands cards' ids end in their numbers, as in OCTGN's files.
const (
	coreID       = "45f006f4-02ed-4b8d-b095-eb5efe58d"
	dreamlandsID = "fe26b1c0-8f1d-4452-b234-3902c1747"
	unknownID    = "00000000-0000-0000-0000-000000000000"
)

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
	d, err := ParseO8D([]byte(src), "agency", db, carddb.FormatLCG)
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
			d, err := ParseO8D([]byte(tt.src), "t", db, carddb.FormatLCG)
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
	_, err := ParseO8D([]byte(src), "t", db, carddb.FormatLCG)
	if err == nil || !strings.HasPrefix(err.Error(), "line 5: ") {
		t.Errorf("error %v, want one on line 5", err)
	}
}

// TestO8DResolution checks the order in which an .o8d card resolves: by
// its id, whatever the name; then by title; then by a forgiving match of
// the title. Ambiguous names are refused, naming the candidates and their
// sets.
func TestO8DResolution(t *testing.T) {
	db := testDB(t)
	tests := []struct {
		name, id, card string
		key            string // the card resolved; "" for an error
		errHas         []string
	}{
		// By id: the name does not matter.
		{"id", coreID + "016", "Shoutgun Blast", "Core 16", nil},
		{"id in upper case", strings.ToUpper(coreID) + "016", "Shotgun Blast", "Core 16", nil},
		{"id, ambiguous name", coreID + "041", "* Cthulhu", "Core 41", nil},
		{"id, other card's name", coreID + "003", "Shotgun Blast", "Core 3", nil},
		{"id, no name", coreID + "003", "", "Core 3", nil},
		{"id of another pack", dreamlandsID + "012", "Twilight Gate", "TH 12", nil},
		{"second id of a card OCTGN lists twice", dreamlandsID + "124", "Obsessive Insomniac", "IMoD 24", nil},
		// By title, when the id names no card.
		{"title", unknownID, "Local Sheriff", "Core 3", nil},
		{"title with marks", unknownID, "* Thomas F. Malone", "Core 1", nil},
		{"title, case and spaces", unknownID, "  local   SHERIFF ", "Core 3", nil},
		{"title and descriptor", unknownID, "Cthulhu, The Great Old One", "Core 41", nil},
		{"title, no id", "", "Itinerant Scholar", "Core 30", nil},
		{"title before forgiving", unknownID, "Grim Test-Walker", "TSB 51", nil},
		// By a forgiving match.
		{"hyphen for a space", unknownID, "Andrew-Chapman", "TKatG 48", nil},
		{"a \"the\" within", unknownID, "Guardian of the Dawn", "TiV 40", nil},
		{"no leading \"The\"", unknownID, "Tablets of Nhing", "TSB 50", nil},
		{"punctuation and case", unknownID, "sword of yha talla!", "Core 54", nil},
		{"steadfast marks", unknownID, "[[ Sword of Y-ha-talla", "Core 54", nil},
		// Refused.
		{"ambiguous title", unknownID, "Cthulhu", "", []string{`card "Cthulhu" (id ` + unknownID + `): the id names no card, and the name is ambiguous: `,
			"Cthulhu, The Great Old One (Core 41, Core Set)", "Cthulhu, Dreaming God (SoA 50, Secrets of Arkham)"}},
		{"ambiguous forgiving match", unknownID, "Grim Test Walker", "", []string{"the name is ambiguous: ",
			"Grim Test-Walker (TSB 51, The Sleeper Below)", "Grim Testwalker (TMoM 30, The Mark of Madness)"}},
		{"unknown", unknownID, "Shoutgun Blast", "", []string{`unknown card "Shoutgun Blast" (did you mean "Shotgun Blast"?)`}},
		{"no forgiving match of nothing", unknownID, "!?", "", []string{`unknown card "!?"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := o8d(`<section name="Draw Deck"><card qty="2" id="` + tt.id + `">` + xmlEscape(tt.card) + `</card></section>`)
			d, err := ParseO8D([]byte(src), "t", db, carddb.FormatLCG)
			switch {
			case tt.key != "" && err != nil:
				t.Fatalf("error %v, want %s", err, tt.key)
			case tt.key != "":
				if len(d.Entries) != 1 || d.Entries[0].Card.Key() != tt.key || d.Entries[0].Count != 2 {
					t.Errorf("entries %v, want 2 x %s", d.Entries, tt.key)
				}
			case err == nil:
				t.Fatalf("resolved to %s, want an error", d.Entries[0].Card.Key())
			default:
				for _, w := range tt.errHas {
					if !strings.Contains(err.Error(), w) {
						t.Errorf("error %q lacks %q", err, w)
					}
				}
			}
		})
	}
}

func xmlEscape(s string) string {
	var b strings.Builder
	xml.EscapeText(&b, []byte(s))
	return b.String()
}

func TestForgivingKey(t *testing.T) {
	for _, group := range [][]string{
		{"Andrew Chapman", "Andrew-Chapman", "andrew chapman", "AndrewChapman", "The Andrew Chapman"},
		{"Guardian of Dawn", "Guardian of the Dawn", "Guardian  of Dawn."},
		{"Sword of Y'ha-talla", "Sword of Yha talla", "SWORD OF Y’HA-TALLA"},
		{"Torch the Joint!", "Torch the Joint", "Torch Joint"},
		{"Iä! Iä!", "Ia Ia", "ia-ia"},
	} {
		for _, s := range group[1:] {
			if forgivingKey(s) != forgivingKey(group[0]) {
				t.Errorf("forgivingKey(%q) = %q, forgivingKey(%q) = %q", s, forgivingKey(s), group[0], forgivingKey(group[0]))
			}
		}
	}
	for _, pair := range [][2]string{{"Local Sheriff", "Local Sheriffs"}, {"Cthulhu", "Cthugha"}, {"Theatre", "atre"}} {
		if forgivingKey(pair[0]) == forgivingKey(pair[1]) {
			t.Errorf("forgivingKey(%q) = forgivingKey(%q)", pair[0], pair[1])
		}
	}
	if forgivingKey("The") != "" || forgivingKey("!?") != "" {
		t.Error("forgivingKey of no title")
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
			d, err := ParseO8D(data, "t", db, carddb.FormatLCG)
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
	d, err := ParseO8D(data, "agency", db, carddb.FormatLCG)
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

// Every card of the OCTGN set files resolves by its id, to the card its
// name names (a few OCTGN names are misspelt; cardgen reports them).
func TestOCTGNSetsDefaultDB(t *testing.T) {
	dir := sharedDir(t, filepath.Join("data", "octgn", "sets"))
	db := defaultDB(t)
	files, _ := filepath.Glob(filepath.Join(dir, "*.xml"))
	sets := 0
	for _, path := range files {
		if filepath.Base(path) == "markers.xml" {
			continue
		}
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
		sets++
		var missing, differ []string
		for _, c := range set.Cards {
			card := db.ByOCTGNID(c.ID)
			switch {
			case card == nil:
				missing = append(missing, c.Name)
			case forgivingKey(card.Title) != forgivingKey(stripOCTGNMarks(c.Name)):
				differ = append(differ, fmt.Sprintf("%s=%s", c.Name, card.Title))
			}
		}
		if len(differ) > 0 {
			t.Logf("%s: OCTGN names that differ from the database: %q", set.Name, differ)
		}
		// Allow the known typos, never a wholesale mismatch.
		if len(missing) > 0 || len(differ) > len(set.Cards)/10 {
			t.Errorf("%s: %d cards; no card for %q; names differ: %q", set.Name, len(set.Cards), missing, differ)
		}
	}
	if sets != 18 {
		t.Errorf("%d OCTGN set files, want 18", sets)
	}
}

// TestO8DDefaultDB resolves, against the embedded database, the names that
// kept community decks from loading before cards resolved by id: titles
// printed in several sets, OCTGN's other names and a hyphen for a space.
func TestO8DDefaultDB(t *testing.T) {
	db := defaultDB(t)
	id := func(key string) string {
		c := db.ByKey(key)
		if c == nil || len(c.OCTGNIDs) == 0 {
			t.Fatalf("%s: no card or no OCTGN id", key)
		}
		return c.OCTGNIDs[0]
	}
	tests := []struct{ id, name, key string }{
		{id("TKatG 6"), "* Professor Nathaniel Peaslee", "TKatG 6"},
		{id("Core 24"), "* Professor Nathaniel Peaslee", "Core 24"},
		{id("TKatG 5"), "* Wilbur Whateley", "TKatG 5"},
		{id("DD 73"), "* Wilbur Whateley", "DD 73"},
		{id("SfW 99"), "* Yog-Sothoth", "SfW 99"},
		{id("SoK 51"), "* Carl Stanford", "SoK 51"},
		{id("TiV 40"), "Guardian of the Dawn", "TiV 40"},
		{unknownID, "Guardian of the Dawn", "TiV 40"},
		{unknownID, "* Andrew-Chapman", "TKatG 48"},
		{unknownID, "Parrain Francois", "TMoM 52"},
		{unknownID, "The Tablet of Nhing", ""}, // not a misspelling the match forgives
	}
	for _, tt := range tests {
		src := o8d(`<section name="Draw Deck"><card qty="1" id="` + tt.id + `">` + xmlEscape(tt.name) + `</card></section>`)
		d, err := ParseO8D([]byte(src), "t", db, carddb.FormatLCG)
		switch {
		case tt.key == "" && err == nil:
			t.Errorf("%q: resolved to %s, want an error", tt.name, d.Entries[0].Card.Key())
		case tt.key == "":
		case err != nil:
			t.Errorf("%q (%s): %v", tt.name, tt.id, err)
		case d.Entries[0].Card.Key() != tt.key:
			t.Errorf("%q (%s) = %s, want %s", tt.name, tt.id, d.Entries[0].Card.Key(), tt.key)
		}
	}
}

// TestCommunityO8DDecks loads every OCTGN deck file of the shared data and
// reports how many are legal. Every one must load; the Core Set packets
// hold fewer than fifty cards, so they are legal only in casual play.
func TestCommunityO8DDecks(t *testing.T) {
	dir := sharedDir(t, "data")
	db := defaultDB(t)
	var files []string
	filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.EqualFold(filepath.Ext(path), ".o8d") {
			files = append(files, path)
		}
		return nil
	})
	if len(files) == 0 {
		t.Skipf("no .o8d deck files under %s", dir)
	}
	loaded, legal, casual := 0, 0, 0
	for _, path := range files {
		d, err := Load(path, db, carddb.FormatLCG)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		loaded++
		if len(Validate(d, carddb.FormatLCG, false)) == 0 {
			legal++
		}
		if p := Validate(d, carddb.FormatLCG, true); len(p) == 0 {
			casual++
		} else {
			t.Errorf("%s: %v", path, p)
		}
	}
	t.Logf("%d .o8d decks: %d load, %d legal (LCG), %d legal in casual play", len(files), loaded, legal, casual)
}

// TestParseO8DEldritch: OCTGN's ids are the LCG's; for the Eldritch format
// a card with a CCG printing of its title becomes it: the printing that
// plays as that very card (Kirby O'Donnell), else the Eldritch Edition's
// own (Professor Albert Wilmarth, whose text differs); a card with no CCG
// printing stays the LCG card. For the LCG, nothing changes.
func TestParseO8DEldritch(t *testing.T) {
	db := carddb.Default()
	line := func(key string, n int) string {
		c := db.ByKey(key)
		if c == nil || len(c.OCTGNIDs) == 0 {
			t.Fatalf("%s: no OCTGN id", key)
		}
		return fmt.Sprintf(`<card qty="%d" id="%s">%s</card>`, n, c.OCTGNIDs[0], c.Title)
	}
	src := o8d(`<section name="Draw Deck">` + line("Core 2", 2) + line("Core 21", 1) + line("TOotST 20", 1) + `</section>`)
	for _, tc := range []struct {
		f    carddb.Format
		want []string
	}{
		{carddb.FormatLCG, []string{"Core 2", "Core 21", "TOotST 20"}},
		{carddb.FormatEldritch, []string{"EE Kirby O'Donnell", "EE Professor Albert Wilmarth", "TOotST 20"}},
	} {
		d, err := ParseO8D([]byte(src), "t", db, tc.f)
		if err != nil {
			t.Fatalf("%s: %v", tc.f, err)
		}
		var got []string
		for _, e := range d.Entries {
			got = append(got, e.Card.Key())
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.f, got, tc.want)
		}
	}
}
