package carddb

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The embedded data holds one LCG card fewer than cthulhucli's file: the
// file lists The Sleeper Below's Bone Sculptor twice, line for line, and
// the generator keeps one (docs/carddb.md).
const (
	wantLCG = 1568
	wantCCG = 1204
)

func TestDefaultLoads(t *testing.T) {
	db := Default()
	counts := map[Era]int{}
	for _, c := range db.Cards() {
		counts[c.Era]++
	}
	if counts[LCG] != wantLCG || counts[CCG] != wantCCG {
		t.Errorf("got %d LCG and %d CCG cards, want %d and %d", counts[LCG], counts[CCG], wantLCG, wantCCG)
	}
}

func TestKeysUnique(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range Default().Cards() {
		k := normKey(c.Key())
		if seen[k] {
			t.Errorf("duplicate key %q", c.Key())
		}
		seen[k] = true
	}
}

// Has answers by bits as HasSubtype does by names, for every subtype of
// the database in any case, and for a subtype no card has.
func TestSubtypeBits(t *testing.T) {
	db := Default()
	names := map[string]bool{"No Such Subtype": true}
	for _, c := range db.Cards() {
		for _, s := range c.Subtypes {
			names[s], names[strings.ToUpper(s)] = true, true
		}
	}
	for name := range names {
		st := SubtypeOf(name)
		for _, c := range db.Cards() {
			if c.Has(st) != c.HasSubtype(name) {
				t.Fatalf("%s: Has(%q) = %v, HasSubtype %v", c.Key(), name, c.Has(st), !c.Has(st))
			}
		}
	}
	loose := &Card{Subtypes: []string{"Cultist"}}
	if !loose.Has(SubtypeOf("cultist")) || loose.Has(SubtypeOf("Servitor")) {
		t.Error("a card no database took is not answered by its names")
	}
}

// TestNumbersContiguous checks every LCG set numbers its cards without gap
// or repeat, and every CCG card is unnumbered.
func TestNumbersContiguous(t *testing.T) {
	db := Default()
	for _, s := range db.Sets() {
		cards := db.SetCards(s.Code)
		if s.Era == CCG {
			for _, c := range cards {
				if c.Number != 0 {
					t.Errorf("%s: CCG card numbered", c.Key())
				}
			}
			continue
		}
		lo := cards[0].Number
		for i, c := range cards {
			if c.Number != lo+i {
				t.Errorf("set %s: card %d is %s, want number %d", s.Code, i, c.Key(), lo+i)
				break
			}
		}
	}
}

func TestSetCodesSpaceFree(t *testing.T) {
	for _, s := range Default().Sets() {
		if strings.ContainsAny(s.Code, " \t") || s.Name == "" {
			t.Errorf("set %q (%q): code with spaces or no name", s.Code, s.Name)
		}
	}
}

func TestSpotFacts(t *testing.T) {
	tests := []struct {
		key   string
		title string
		check func(c *Card) string // "" when the card is right
	}{
		{"Core 3", "Local Sheriff", func(c *Card) string {
			return want(c.Faction == Agency && c.Cost == 4 && !c.CostX && c.Skill == 4 && c.Icons.String() == "CI" &&
				c.Keywords.Willpower && c.Keywords.Transient && c.Type == Character, "agency, cost 4, skill 4, CI, Willpower, Transient")
		}},
		{"Core 12", "T-Men", func(c *Card) string {
			return want(slices.Equal(c.Keywords.Steadfast, []Steadfast{{Agency, 2}}), "Steadfast agency 2")
		}},
		{"Core 7", "Undercover Security", func(c *Card) string {
			return want(slices.Equal(c.Keywords.Steadfast, []Steadfast{{Agency, 2}}) && c.Keywords.Heroic && c.Keywords.Willpower,
				"Heroic, Willpower, Steadfast agency 2")
		}},
		{"Core 13", "G-Men", func(c *Card) string {
			return want(c.Icons.String() == "CCCCC" && c.Keywords.Toughness == 3, "five combat icons, Toughness +3")
		}},
		{"Core 112", "Servant of Nodens", func(c *Card) string { return want(c.Icons.String() == "TC", "icons TC") }},
		{"Core 53", "Sleep of Reason", func(c *Card) string {
			return want(letters(c.Struggles) == "TTT" && c.Attach != nil && c.Attach.To == HostStory && !c.Abilities,
				"boosters TTT, attaches to a story, nothing else to implement")
		}},
		{"Core 155", "The Bootleg Whiskey Cover-Up", func(c *Card) string {
			return want(c.Type == Conspiracy && letters(c.Struggles) == "TCAI" && !c.StrugglesAssumed && c.Max == 3,
				"conspiracy, struggles TCAI from OCTGN, max 3")
		}},
		{"Core 16", "Shotgun Blast", func(c *Card) string {
			return want(c.CostX && c.Type == Event && c.Trigger == Action, "cost X, an Action event")
		}},
		{"Core 30", "Itinerant Scholar", func(c *Card) string { return want(c.Restricted && !c.Banned, "restricted") }},
		{"TTftS 82", "Endless Interrogation", func(c *Card) string { return want(c.Banned, "banned") }},
		{"JtUK 110", "Magah Bird", func(c *Card) string {
			return want(c.Banned && !c.Restricted, "banned, not restricted (FAQ v3.0)")
		}},
		{"JtUK 117", "Nyarlathotep", func(c *Card) string { return want(c.Restricted, "restricted") }},
		{"TTY 36", "Nyarlathotep", func(c *Card) string { return want(!c.Restricted, "not restricted") }},
		{"SftSK 76", "Curious Zoog", func(c *Card) string { return want(c.Resource == Zoog, "Zoog resource") }},
		{"TH 15", "Furtive Zoog", func(c *Card) string {
			return want(c.Resource == Zoog && c.Faction == Neutral && c.Has(SubtypeOf("Zoog")), "a neutral Zoog, Zoog resource")
		}},
		{"TH 14", "Dhole Tunnel", func(c *Card) string { return want(c.Has(SubtypeOf("Dreamlands")), "Dreamlands subtype") }},
		{"TH 17", "The Day Dreamer", func(c *Card) string { return want(c.Keywords.Day && !c.Keywords.Night, "Day") }},
		{"TH 20", "The Setting Sun", func(c *Card) string { return want(c.Keywords.Night && !c.Keywords.Day, "Night") }},
		{"ItDoN 56", "Zoog Burrow", func(c *Card) string { return want(c.Resource == Neutral, "neutral resource (FAQ)") }},
		{"AtMoM 16", "Alaskan Sledge Dog", func(c *Card) string { return want(c.Max == 3, "max 3 (FAQ)") }},
		{"AH 12", "Aspiring Artist", func(c *Card) string {
			return want(c.Skill == 0 && c.Icons == Icons{}, "skill 0, no icons (FAQ)")
		}},
		{"TTotT 75", "Descendant of Eibon", func(c *Card) string { return want(c.Unique && c.Restricted, "unique (FAQ), restricted") }},
		{"WaB 3", "Uroborus", func(c *Card) string { return want(c.Unique, "unique (FAQ)") }},
		{"TAD 42", "Dynamite", func(c *Card) string { return want(c.IsAttachment(), "Attachment (FAQ)") }},
		{"TWB 79", "Doppelganger", func(c *Card) string { return want(c.CostX && c.Restricted, "cost X, restricted") }},
		{"TTftS 95", "Campaign Chief", nil},
		{"TTftS 97", "Obsessive Inmate", nil},
		{"AtMoM 18", "Antarctic Wind", nil},
		{"AtMoM 19", "Polar Fog", nil},
		{"TBJ 66", "Shriven and Resolute", nil},
		{"CoC 45", "Tragic Celebrity", nil},
		{"TUP 90", "The Necronomicon", func(c *Card) string { return want(c.Descriptor == "Al Azif", "descriptor Al Azif") }},
		{"Core 41", "Cthulhu", func(c *Card) string {
			return want(c.Unique && c.HasSubtype("Ancient One") && c.Keywords.Villainous && c.Keywords.Invulnerability,
				"unique Ancient One, Villainous, Invulnerability")
		}},
		{"TMoM 19", "Hastur", func(c *Card) string {
			return want(c.Keywords.Villainous && c.Keywords.Fast && c.Keywords.Invulnerability, "Villainous, Fast, Invulnerability")
		}},
		{"ItDoN 58", "Dream Dagger", func(c *Card) string {
			return want(c.Attach != nil && c.Attach.To == HostCharacter && c.Attach.Control == YouControl, "attaches to a character you control")
		}},
	}
	db := Default()
	for _, tt := range tests {
		c := db.ByKey(tt.key)
		if c == nil {
			t.Errorf("%s: no card", tt.key)
			continue
		}
		if c.Title != tt.title {
			t.Errorf("%s is %q, want %q", tt.key, c.Title, tt.title)
			continue
		}
		if tt.check != nil {
			if msg := tt.check(c); msg != "" {
				t.Errorf("%s %s: want %s; got %+v", tt.key, c.Title, msg, c.Record())
			}
		}
	}
}

func want(ok bool, what string) string {
	if ok {
		return ""
	}
	return what
}

func letters(icons []Icon) string {
	var b strings.Builder
	for _, i := range icons {
		b.WriteByte(IconLetters[i])
	}
	return b.String()
}

func TestCoreStories(t *testing.T) {
	db := Default()
	for n := 156; n <= 165; n++ {
		c := db.ByKey("Core " + strconv.Itoa(n))
		if c == nil || c.Type != Story {
			t.Errorf("Core %d: want a story, got %v", n, c)
			continue
		}
		if len(c.Struggles) == 0 || c.StrugglesAssumed || !c.NoCost || !c.Abilities {
			t.Errorf("Core %d %s: struggles %q assumed %v", n, c.Title, letters(c.Struggles), c.StrugglesAssumed)
		}
	}
}

func TestStoryLikeHaveStruggles(t *testing.T) {
	for _, c := range Default().Cards() {
		if c.IsStoryLike() && len(c.Struggles) < 4 {
			t.Errorf("%s %s: struggles %q", c.Key(), c.Title, letters(c.Struggles))
		}
		if c.StrugglesAssumed && letters(c.Struggles) != "TCAI" {
			t.Errorf("%s: assumed struggles %q", c.Key(), letters(c.Struggles))
		}
	}
}

func TestStoryDecks(t *testing.T) {
	db := Default()
	tests := []struct {
		f    Format
		era  Era
		set  string
		from int
	}{
		{FormatLCG, LCG, "Core", 156},
		{FormatEldritch, CCG, "EE", 0},
	}
	for _, tt := range tests {
		deck := db.StoryDeck(tt.f)
		if len(deck) != 10 {
			t.Errorf("%v: %d stories, want 10", tt.f, len(deck))
		}
		for i, c := range deck {
			if c.Era != tt.era || c.Set != tt.set || c.Type != Story || tt.from > 0 && c.Number != tt.from+i {
				t.Errorf("%v: story %d is %s %s", tt.f, i, c.Key(), c.Title)
			}
		}
	}
}

func TestCopiesAllowed(t *testing.T) {
	for _, c := range Default().Cards() {
		if c.Era == LCG && c.Max != 3 || c.Era == CCG && c.Max != 4 {
			t.Errorf("%s: max %d", c.Key(), c.Max)
		}
		if c.Era == CCG && (c.Restricted || c.Banned) {
			t.Errorf("%s: CCG card on a FAQ list", c.Key())
		}
	}
}

func TestFAQLists(t *testing.T) {
	var restricted, banned []string
	for _, c := range Default().Cards() {
		if c.Restricted {
			restricted = append(restricted, c.Key())
		}
		if c.Banned {
			banned = append(banned, c.Key())
		}
	}
	wantR := []string{"Core 30", "TTotT 75", "JtUK 117", "SftSK 78", "SoA 31", "SoA 44", "TWB 79", "TSS 16", "CotJE 40", "DD 80"}
	wantB := []string{"TTftS 82", "JtUK 110", "SoM 14"}
	slices.Sort(restricted)
	slices.Sort(banned)
	slices.Sort(wantR)
	slices.Sort(wantB)
	if !slices.Equal(restricted, wantR) || !slices.Equal(banned, wantB) {
		t.Errorf("restricted %v, banned %v; want %v and %v", restricted, banned, wantR, wantB)
	}
}

func TestResolve(t *testing.T) {
	db := Default()
	tests := []struct {
		ref    Ref
		prefer Era
		key    string // "" when an error is wanted
		errHas string
	}{
		{Ref{Title: "Local Sheriff"}, LCG, "Core 3", ""},
		{Ref{Title: "local sheriff"}, LCG, "Core 3", ""},
		{Ref{Title: "Local Sherif"}, LCG, "", `did you mean "Local Sheriff"`},
		{Ref{Title: "Cthulhu"}, LCG, "", "ambiguous"},
		{Ref{Title: "Cthulhu", Set: "Core", Number: 41}, LCG, "Core 41", ""},
		{Ref{Title: "Cthulhu, The Great Old One"}, LCG, "Core 41", ""},
		{Ref{Title: "The Necronomicon", Set: "TUP", Number: 90}, LCG, "TUP 90", ""},
		{Ref{Title: "Torch the Joint!"}, LCG, "Core 18", ""},
		{Ref{Title: "T-Men"}, CCG, "MN T-Men", ""},
		{Ref{Title: "Local Sheriff", Set: "Core", Number: 4}, LCG, "", "is"},
		{Ref{Title: "Local Sheriff", Set: "Nowhere", Number: 4}, LCG, "", "unknown set"},
	}
	for _, tt := range tests {
		c, err := db.Resolve(tt.ref, tt.prefer)
		switch {
		case tt.key == "" && err == nil:
			t.Errorf("Resolve(%v) = %s, want an error", tt.ref, c.Key())
		case tt.key == "" && !strings.Contains(err.Error(), tt.errHas):
			t.Errorf("Resolve(%v): error %q lacks %q", tt.ref, err, tt.errHas)
		case tt.key != "" && err != nil:
			t.Errorf("Resolve(%v): %v", tt.ref, err)
		case tt.key != "" && c.Key() != tt.key:
			t.Errorf("Resolve(%v) = %s, want %s", tt.ref, c.Key(), tt.key)
		}
	}
	// An ambiguous title names every candidate with its key and set.
	_, err := db.Resolve(Ref{Title: "Wilbur Whateley"}, LCG)
	var amb *AmbiguousError
	if !errors.As(err, &amb) || len(amb.Cards) != 2 ||
		!strings.Contains(err.Error(), "Wilbur Whateley, Preternaturally Intelligent (DD 73, Dunwich Denizens), Wilbur Whateley, Scion of Yog-Sothoth (TKatG 5, The Key and the Gate)") {
		t.Errorf("Resolve(Wilbur Whateley): %v", err)
	}
	if s := db.Suggest("Local Sherif", 3); len(s) == 0 || s[0] != "Local Sheriff" {
		t.Errorf("Suggest(Local Sherif) = %q", s)
	}
}

// TestRoundTrip checks Write and Read keep every card as it is.
func TestRoundTrip(t *testing.T) {
	var b strings.Builder
	cards := Default().Cards()
	if err := Write(&b, cards); err != nil {
		t.Fatal(err)
	}
	back, err := Read([]byte(b.String()))
	if err != nil || len(back) != len(cards) {
		t.Fatalf("read back %d cards, %v", len(back), err)
	}
	for i := range cards {
		if a, z := cards[i].Record(), back[i].Record(); !sameRecord(a, z) {
			t.Errorf("%s changed: %+v vs %+v", cards[i].Key(), a, z)
		}
	}
}

func sameRecord(a, b Record) bool {
	ja, err1 := json.Marshal(a)
	jb, err2 := json.Marshal(b)
	return err1 == nil && err2 == nil && string(ja) == string(jb)
}

// sharedDir is the shared data directory, or "" to skip tests that need it.
func sharedDir(t *testing.T) string {
	dir := filepath.Join("..", "..", "shared")
	if _, err := os.Stat(filepath.Join(dir, "data", "cthulhucli")); err != nil {
		t.Skip("../shared is not present")
	}
	return dir
}

// TestAgainstSharedData compares the embedded counts with the source files.
func TestAgainstSharedData(t *testing.T) {
	dir := sharedDir(t)
	for _, f := range []struct {
		name string
		want int
	}{{"coc-lcg.jsonl", wantLCG + 1}, {"coc-ccg.jsonl", wantCCG}} {
		n, err := countLines(filepath.Join(dir, "data", "cthulhucli", f.name))
		if err != nil {
			t.Fatal(err)
		}
		if n != f.want {
			t.Errorf("%s: %d records, want %d (the embedded data is stale?)", f.name, n, f.want)
		}
	}
}

// TestLoadSharedTexts loads the printed texts from the shared files: every
// LCG card with text in cthulhucli's file gets one.
func TestLoadSharedTexts(t *testing.T) {
	dir := sharedDir(t)
	db := Default()
	texts, err := LoadTexts(filepath.Join(dir, "data", "cthulhucli", "coc-lcg.jsonl"), db)
	if err != nil {
		t.Fatal(err)
	}
	if len(texts) < 1500 || texts[db.ByKey("Core 3")] == "" || texts[db.ByKey("TTftS 95")] == "" {
		t.Errorf("matched %d LCG texts", len(texts))
	}
	texts, err = LoadTexts(filepath.Join(dir, "data", "octgn", "sets", "core.xml"), db)
	if err != nil {
		t.Fatal(err)
	}
	if texts[db.ByKey("Core 12")] == "" || texts[db.ByKey("Core 155")] == "" {
		t.Errorf("OCTGN core: %d texts, T-Men or the conspiracy missing", len(texts))
	}
}

func countLines(path string) (int, error) {
	f, err := os.Open(path)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		if strings.TrimSpace(sc.Text()) != "" {
			n++
		}
	}
	return n, sc.Err()
}

// TestByOCTGNID looks cards up by their OCTGN ids: case and surrounding
// space do not count, a card may have several ids, and two cards may not
// share one.
func TestByOCTGNID(t *testing.T) {
	const (
		idA  = "0a1b2c3d-0000-4000-8000-00000000000a"
		idB1 = "0a1b2c3d-0000-4000-8000-00000000000b"
		idB2 = "0a1b2c3d-0000-4000-8000-0000000000bb"
	)
	a := &Card{Era: LCG, Set: "TP", Number: 1, Title: "Grim Test Hound", Max: 3, OCTGNIDs: []string{idA}}
	b := &Card{Era: LCG, Set: "TP", Number: 2, Title: "Grim Test Lantern", Max: 3, OCTGNIDs: []string{idB1, strings.ToUpper(idB2)}}
	c := &Card{Era: CCG, Set: "TQ", Title: "Grim Test Wagon", Max: 4}
	db, err := New([]*Card{a, b, c})
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]*Card{
		idA: a, strings.ToUpper(idA): a, " " + idA + "\n": a,
		idB1: b, idB2: b,
		"0a1b2c3d-0000-4000-8000-00000000000c": nil, "": nil, "Grim Test Hound": nil,
	} {
		if got := db.ByOCTGNID(id); got != want {
			t.Errorf("ByOCTGNID(%q) = %v, want %v", id, got, want)
		}
	}
	dup := &Card{Era: LCG, Set: "TP", Number: 3, Title: "Grim Test Wagon", Max: 3, OCTGNIDs: []string{strings.ToUpper(idA)}}
	if _, err := New([]*Card{a, dup}); err == nil || !strings.Contains(err.Error(), "TP 1") {
		t.Errorf("two cards with one OCTGN id: err = %v", err)
	}
}

// TestOCTGNIDRecords checks the ids survive Write and Read and that Read
// refuses an id that is not a GUID in lower case.
func TestOCTGNIDRecords(t *testing.T) {
	const id = "0a1b2c3d-0000-4000-8000-00000000000a"
	line := `{"era":"lcg","set":"TP","set_name":"Test Pack","num":1,"title":"Grim Test Hound","type":"support","faction":"neutral","cost":"1","max":3,"octgn":[%q]}`
	cards, err := Read(fmt.Appendf(nil, line, id))
	if err != nil || len(cards) != 1 || !slices.Equal(cards[0].OCTGNIDs, []string{id}) {
		t.Fatalf("Read = %v, %v", cards, err)
	}
	var b strings.Builder
	if err := Write(&b, cards); err != nil || !strings.Contains(b.String(), `"octgn":["`+id+`"]`) {
		t.Errorf("Write = %q, %v", b.String(), err)
	}
	for _, bad := range []string{strings.ToUpper(id), "0a1b2c3d", "0a1b2c3d-0000-4000-8000-00000000000g", "0a1b2c3d00000-4000-8000-00000000000a"} {
		if _, err := Read(fmt.Appendf(nil, line, bad)); err == nil || !strings.Contains(err.Error(), "octgn id") {
			t.Errorf("Read with id %q: err = %v", bad, err)
		}
	}
	if IsOCTGNID("not-a-guid") || !IsOCTGNID(strings.ToUpper(id)) {
		t.Error("IsOCTGNID")
	}
}

// TestOCTGNIDsDefault checks the embedded ids: every LCG card has one (the
// OCTGN files cover the whole pool), no CCG card has, and the Core Set's
// ids end in the collector number.
func TestOCTGNIDsDefault(t *testing.T) {
	db := Default()
	for _, c := range db.Cards() {
		switch {
		case c.Era == LCG && len(c.OCTGNIDs) == 0:
			t.Errorf("%s has no OCTGN id", c.Key())
		case c.Era == CCG && len(c.OCTGNIDs) > 0:
			t.Errorf("CCG %s has OCTGN ids %q", c.Key(), c.OCTGNIDs)
		}
		for _, id := range c.OCTGNIDs {
			if db.ByOCTGNID(id) != c {
				t.Errorf("%s: ByOCTGNID(%s) = %v", c.Key(), id, db.ByOCTGNID(id))
			}
		}
	}
	for id, key := range map[string]string{
		"45f006f4-02ed-4b8d-b095-eb5efe58d003": "Core 3",
		"45F006F4-02ED-4B8D-B095-EB5EFE58D155": "Core 155",
		"fe26b1c0-8f1d-4452-b234-3902c1747117": "JtUK 117",
	} {
		if c := db.ByOCTGNID(id); c == nil || c.Key() != key {
			t.Errorf("ByOCTGNID(%s) = %v, want %s", id, c, key)
		}
	}
}
