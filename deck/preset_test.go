package deck

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"cthulhu/carddb"
)

// packetSize is each faction's Core Set packet size: Steve Clarney (Core 23)
// is an Agency card among the Miskatonic numbers.
var packetSize = map[carddb.Faction]int{
	carddb.Agency: 21, carddb.Miskatonic: 19, carddb.Syndicate: 20, carddb.Cthulhu: 20,
	carddb.Hastur: 20, carddb.YogSothoth: 20, carddb.ShubNiggurath: 20,
}

func TestPresets(t *testing.T) {
	ps := Presets()
	if len(ps) != 42 {
		t.Fatalf("%d presets, want 42", len(ps))
	}
	names := map[string]bool{}
	pairs := map[[2]carddb.Faction]int{}
	for i, p := range ps {
		if names[p.Name] {
			t.Errorf("duplicate preset name %q", p.Name)
		}
		names[p.Name] = true
		pairs[p.Factions]++
		if p.Factions[0] >= p.Factions[1] || p.Neutral != 1+i%2 {
			t.Errorf("preset %d: %+v out of order", i, p)
		}
		if q, ok := FindPreset(strings.ToUpper(p.Name)); !ok || q != p {
			t.Errorf("FindPreset(%q) = %+v, %v", strings.ToUpper(p.Name), q, ok)
		}
	}
	if len(pairs) != 21 {
		t.Errorf("%d faction pairs, want 21", len(pairs))
	}
	first, last := ps[0], ps[41]
	if first.Name != "agency-miskatonic-1" || first.Title != "Agency + Miskatonic, neutral packet 1" ||
		last.Name != "yog-sothoth-shub-niggurath-2" || last.Title != "Yog-Sothoth + Shub-Niggurath, neutral packet 2" {
		t.Errorf("first %+v, last %+v", first, last)
	}
	if p, ok := FindPreset(" Cthulhu-Agency-1 "); !ok || p.Name != "agency-cthulhu-1" {
		t.Errorf("FindPreset with the factions reversed: %+v, %v", p, ok)
	}
	for _, bad := range []string{"", "agency-cthulhu", "agency-cthulhu-3", "agency-agency-1", "silver-twilight-agency-1"} {
		if p, ok := FindPreset(bad); ok {
			t.Errorf("FindPreset(%q) = %+v", bad, p)
		}
	}
	ps[0].Name = "changed"
	if Presets()[0].Name != "agency-miskatonic-1" {
		t.Error("Presets returns the package's own slice")
	}
}

func checkPreset(t *testing.T, db *carddb.DB, p Preset) {
	t.Helper()
	d, err := p.Build(db)
	if err != nil {
		t.Fatalf("%s: %v", p.Name, err)
	}
	want := packetSize[p.Factions[0]] + packetSize[p.Factions[1]] + 7
	if d.Size() != want || len(d.Cards()) != want || d.Name != p.Name {
		t.Errorf("%s: name %q, %d cards, want %d", p.Name, d.Name, d.Size(), want)
	}
	lo := 141 + 7*(p.Neutral-1)
	seen := map[*carddb.Card]bool{}
	for i, e := range d.Entries {
		c := e.Card
		if e.Count != 1 || seen[c] {
			t.Errorf("%s: %s twice", p.Name, c.Key())
		}
		seen[c] = true
		if c.Set != "Core" || c.Era != carddb.LCG || c.Type == carddb.Story || c.Type == carddb.Conspiracy {
			t.Errorf("%s: %s (%s) in a preset", p.Name, c.Key(), c.Type)
		}
		switch {
		case c.Number <= 140 && c.Faction != p.Factions[0] && c.Faction != p.Factions[1]:
			t.Errorf("%s: %s is %s", p.Name, c.Key(), c.Faction)
		case c.Number > 140 && (c.Number < lo || c.Number > lo+6):
			t.Errorf("%s: %s is not in neutral packet %d", p.Name, c.Key(), p.Neutral)
		}
		if i > 0 && c.Number < d.Entries[i-1].Card.Number && c.Faction == d.Entries[i-1].Card.Faction {
			t.Errorf("%s: %s after %s", p.Name, c.Key(), d.Entries[i-1].Card.Key())
		}
	}
	if ps := Validate(d, carddb.FormatLCG, true); len(ps) > 0 {
		t.Errorf("%s in casual mode: %v", p.Name, ps)
	}
	if ps := Validate(d, carddb.FormatLCG, false); len(ps) != 1 || !strings.HasPrefix(ps[0].Msg, "too few cards") {
		t.Errorf("%s in tournament mode: %v, want only too few cards", p.Name, ps)
	}
}

func TestPresetBuild(t *testing.T) {
	db := testDB(t)
	for _, p := range Presets() {
		checkPreset(t, db, p)
	}
	d, _ := presetDeck(t, db, "agency-miskatonic-1")
	if got := d.Entries[20].Card.Key(); got != "Core 23" {
		t.Errorf("the Agency packet ends with %s, want Core 23 (Steve Clarney)", got)
	}
	if got := d.Entries[21].Card.Key(); got != "Core 21" {
		t.Errorf("the Miskatonic packet starts with %s, want Core 21", got)
	}

	empty, _ := carddb.New(nil)
	if _, err := Presets()[0].Build(empty); err == nil || !strings.Contains(err.Error(), "no Core Set cards of The Agency") {
		t.Errorf("Build on an empty database: %v", err)
	}
	if _, err := (Preset{Name: "x", Factions: [2]carddb.Faction{carddb.Agency, carddb.Hastur}, Neutral: 3}).Build(db); err == nil {
		t.Error("Build with neutral packet 3: no error")
	}
	var partial []*carddb.Card
	for _, c := range db.Cards() {
		if c.Key() != "Core 146" {
			partial = append(partial, c)
		}
	}
	pdb, _ := carddb.New(partial)
	if _, err := Presets()[0].Build(pdb); err == nil || !strings.Contains(err.Error(), "has 6 of its 7 cards") {
		t.Errorf("Build without Core 146: %v", err)
	}
}

func presetDeck(t *testing.T, db *carddb.DB, name string) (*Deck, Preset) {
	t.Helper()
	p, ok := FindPreset(name)
	if !ok {
		t.Fatalf("no preset %q", name)
	}
	d, err := p.Build(db)
	if err != nil {
		t.Fatal(err)
	}
	return d, p
}

// Against the embedded database: the packets have the Core Set's sizes and
// every preset is legal in casual play.
func TestPresetsDefaultDB(t *testing.T) {
	db := defaultDB(t)
	for _, p := range Presets() {
		checkPreset(t, db, p)
	}
	d, _ := presetDeck(t, db, "agency-miskatonic-1")
	var steve bool
	for _, e := range d.Entries {
		steve = steve || e.Card.Number == 23 && e.Card.Title == "Steve Clarney"
	}
	if !steve {
		t.Error("the Agency packet lacks Steve Clarney (Core 23)")
	}
	// Each faction packet matches the OCTGN Core deck of that faction.
	dir := sharedDir(t, "data/octgn/decks/core")
	files := map[carddb.Faction]string{carddb.Agency: "core-the-agency.o8d", carddb.Miskatonic: "core-miskatonic-university.o8d",
		carddb.Syndicate: "core-syndicate.o8d", carddb.Cthulhu: "core-cthulu.o8d", carddb.Hastur: "core-hastur.o8d",
		carddb.YogSothoth: "core-yog-sothoth.o8d", carddb.ShubNiggurath: "core-shub-niggurath.o8d"}
	for f, file := range files {
		od, err := Load(dir+"/"+file, db, carddb.FormatLCG)
		if err != nil {
			t.Fatal(err)
		}
		packet := corePacket(db, func(c *carddb.Card) bool { return c.Number <= 140 && c.Faction == f })
		if len(packet) != len(od.Entries) {
			t.Errorf("%s: packet of %d cards, OCTGN deck of %d", f, len(packet), len(od.Entries))
			continue
		}
		for _, c := range packet {
			found := false
			for _, e := range od.Entries {
				found = found || e.Card == c
			}
			if !found {
				t.Errorf("%s: %s is not in %s", f, c.Key(), file)
			}
		}
	}
}

// TestSilverTwilightPresets: the Silver Twilight's decks are The Order of
// the Silver Twilight's 40 cards of the faction, one copy each, and a
// neutral packet: 47 cards, as a first-game deck; found by name, listed
// after the Core Set's, and not among the Core Set's presets.
func TestSilverTwilightPresets(t *testing.T) {
	all := AllPresets()
	if len(all) != 86 || len(Presets()) != 42 {
		t.Fatalf("%d presets in all, %d of the Core Set", len(all), len(Presets()))
	}
	for n, name := range []string{"silver-twilight-1", "silver-twilight-2"} {
		p, ok := FindPreset(strings.ToUpper(name))
		if !ok || p != all[42+n] || p.Title != fmt.Sprintf("Silver Twilight, neutral packet %d", n+1) {
			t.Fatalf("FindPreset(%q) = %+v, %v", name, p, ok)
		}
		d, err := p.Build(carddb.Default())
		if err != nil {
			t.Fatal(err)
		}
		st, neutral := 0, 0
		for _, e := range d.Entries {
			switch {
			case e.Count != 1:
				t.Errorf("%s: %d copies of %s", name, e.Count, e.Card.Key())
			case e.Card.Set == "TOotST" && e.Card.Faction == carddb.SilverTwilight:
				st++
			case e.Card.Set == "Core" && e.Card.Faction == carddb.Neutral:
				neutral++
			default:
				t.Errorf("%s holds %s", name, e.Card.Key())
			}
		}
		if st != 40 || neutral != 7 || d.Size() != 47 {
			t.Errorf("%s: %d Silver Twilight cards, %d neutral, %d in all", name, st, neutral, d.Size())
		}
	}
}

// TestEldritchPresets: the Eldritch Edition's decks are two of its factions'
// EE cards, one copy each, and half of its neutral cards; found by name
// with the factions either way, listed last, played in the Eldritch format,
// the decks a game of that format picks from; legal there (more than 50
// cards, no conspiracy, no story).
func TestEldritchPresets(t *testing.T) {
	db := carddb.Default()
	ee := PresetsFor(carddb.FormatEldritch)
	if len(ee) != 42 || !slices.Equal(AllPresets()[44:], ee) || !slices.Equal(PresetsFor(carddb.FormatLCG), Presets()) {
		t.Fatalf("%d Eldritch presets", len(ee))
	}
	neutralSeen := map[string]int{}
	for _, p := range ee {
		if p.Format() != carddb.FormatEldritch {
			t.Errorf("%s: format %s", p.Name, p.Format())
		}
		if q, ok := FindPreset(fmt.Sprintf("ee-%s-%s-%d", p.Factions[1], p.Factions[0], p.Neutral)); !ok || q != p {
			t.Errorf("%s: not found with its factions the other way", p.Name)
		}
		d, err := p.Build(db)
		if err != nil {
			t.Fatal(err)
		}
		if probs := Validate(d, carddb.FormatEldritch, false); len(probs) > 0 {
			t.Errorf("%s: %v", p.Name, probs)
		}
		counts := map[carddb.Faction]int{}
		for _, e := range d.Entries {
			if e.Count != 1 || e.Card.Set != "EE" || e.Card.Type == carddb.Story {
				t.Errorf("%s holds %d of %s", p.Name, e.Count, e.Card.Key())
			}
			counts[e.Card.Faction]++
			if e.Card.Faction == carddb.Neutral && p.Factions[0] == carddb.Agency && p.Factions[1] == carddb.Miskatonic {
				neutralSeen[e.Card.Key()] += p.Neutral
			}
		}
		if counts[p.Factions[0]] < 30 || counts[p.Factions[1]] < 30 || counts[carddb.Neutral] != 15 || len(counts) != 3 {
			t.Errorf("%s: cards by faction %v", p.Name, counts)
		}
	}
	// The two neutral packets split the set's 30 neutral cards.
	if len(neutralSeen) != 30 {
		t.Errorf("the neutral packets hold %d cards in all, want 30", len(neutralSeen))
	}
	if p, _ := FindPreset("ee-agency-cthulhu-1"); p.Format() != carddb.FormatEldritch || p.Title != "Eldritch Edition: Agency + Cthulhu, neutral packet 1" {
		t.Errorf("ee-agency-cthulhu-1: %+v", p)
	}
	if p, _ := FindPreset("agency-cthulhu-1"); p.Format() != carddb.FormatLCG {
		t.Errorf("agency-cthulhu-1: format %s", p.Format())
	}
}

// TestEldritchPresetInLCG: an Eldritch Edition preset is refused in an
// LCG game, with the flag that plays it.
func TestEldritchPresetInLCG(t *testing.T) {
	db := carddb.Default()
	if _, err := LoadForPlay("ee-agency-cthulhu-1", db, carddb.FormatLCG, false); err == nil || !strings.Contains(err.Error(), "--format eldritch") {
		t.Fatalf("in the LCG: %v", err)
	}
	if d, err := LoadForPlay("ee-agency-cthulhu-1", db, carddb.FormatEldritch, false); err != nil || d.Size() != 75 {
		t.Fatalf("in the Eldritch format: %v", err)
	}
}
