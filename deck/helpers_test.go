package deck

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"cthulhu/carddb"
)

// coreFactionOf is the faction of a Core Set collector number, as printed:
// Agency 1-20 and 23 (Steve Clarney), Miskatonic 21-22 and 24-40, then
// twenty cards a faction; 141-154 are neutral.
func coreFactionOf(n int) carddb.Faction {
	switch {
	case n <= 20 || n == 23:
		return carddb.Agency
	case n <= 40:
		return carddb.Miskatonic
	case n <= 60:
		return carddb.Cthulhu
	case n <= 80:
		return carddb.Syndicate
	case n <= 100:
		return carddb.Hastur
	case n <= 120:
		return carddb.YogSothoth
	case n <= 140:
		return carddb.ShubNiggurath
	}
	return carddb.Neutral
}

// coreTitles are the synthetic Core Set's named cards; the rest are "Core
// Card N".
var coreTitles = map[int]struct {
	title, descriptor string
	typ               carddb.Type
}{
	1:   {"Thomas F. Malone", "Haunted Police Detective", carddb.Character},
	3:   {"Local Sheriff", "", carddb.Character},
	4:   {"Paul LeMond", "Government Liaison", carddb.Character},
	7:   {"Undercover Security", "", carddb.Character},
	14:  {"Shotgun", "", carddb.Support},
	16:  {"Shotgun Blast", "", carddb.Event},
	23:  {"Steve Clarney", "", carddb.Character},
	30:  {"Itinerant Scholar", "", carddb.Character},
	41:  {"Cthulhu", "The Great Old One", carddb.Character},
	54:  {"Sword of Y'ha-talla", "", carddb.Support},
	146: {"Arkham Asylum", "", carddb.Support},
	155: {"The Bootleg Whiskey Cover-Up", "", carddb.Conspiracy},
}

// testDB builds a small database: a synthetic LCG Core Set with the real
// numbering of factions, a few later LCG cards that exercise the rules, and
// a few CCG cards.
func testDB(t testing.TB) *carddb.DB {
	t.Helper()
	var cards []*carddb.Card
	for n := 1; n <= 165; n++ {
		c := &carddb.Card{Era: carddb.LCG, Set: "Core", SetName: "Core Set", Number: n,
			Title: fmt.Sprintf("Core Card %d", n), Faction: coreFactionOf(n), Max: 3}
		switch {
		case n >= 156:
			c.Type, c.NoCost, c.Title = carddb.Story, true, fmt.Sprintf("Core Story %d", n)
		case n%3 == 0:
			c.Type = carddb.Support
		case n%3 == 1:
			c.Type = carddb.Event
		}
		if nt, ok := coreTitles[n]; ok {
			c.Title, c.Descriptor, c.Type = nt.title, nt.descriptor, nt.typ
		}
		c.Restricted = n == 30
		c.Resource = c.Faction
		c.OCTGNIDs = []string{fmt.Sprintf("%s%03d", coreID, n)}
		cards = append(cards, c)
	}
	lcg := func(set, setName string, n int, title string, f func(*carddb.Card)) {
		c := &carddb.Card{Era: carddb.LCG, Set: set, SetName: setName, Number: n, Title: title, Max: 3}
		if f != nil {
			f(c)
		}
		cards = append(cards, c)
	}
	lcg("SoA", "Secrets of Arkham", 31, "Things in the Ground", func(c *carddb.Card) { c.Restricted = true; c.Type = carddb.Support })
	lcg("SoA", "Secrets of Arkham", 44, "Diseased Sewer Rats", func(c *carddb.Card) { c.Restricted = true })
	lcg("SoA", "Secrets of Arkham", 50, "Cthulhu", func(c *carddb.Card) { c.Descriptor = "Dreaming God"; c.Faction = carddb.Cthulhu; c.Cost = 7 })
	lcg("JtUK", "Journey to Unknown Kadath", 110, "Magah Bird", func(c *carddb.Card) { c.Banned = true })
	lcg("AtMoM", "At the Mountains of Madness", 16, "Alaskan Sledge Dog", func(c *carddb.Card) { c.Max = 8 })
	lcg("TWB", "The Wailer Below", 70, "7 Thomas Street", func(c *carddb.Card) { c.Type = carddb.Support })
	lcg("TWB", "The Wailer Below", 71, "Experiment Subject #613b", nil)
	lcg("TWB", "The Wailer Below", 72, "Norman Blackwood, Jr.", nil)
	lcg("TH", "Twilight Horror", 12, "Twilight Gate", func(c *carddb.Card) {
		c.Type = carddb.Support
		c.OCTGNIDs = []string{dreamlandsID + "012"}
	})
	lcg("IMoD", "In Memory of Day", 24, "Obsessive Insomniac", func(c *carddb.Card) {
		// OCTGN lists the card twice: both ids name it.
		c.OCTGNIDs = []string{dreamlandsID + "024", dreamlandsID + "124"}
	})
	// Titles for the forgiving match of .o8d names (forgivingKey).
	lcg("TKatG", "The Key and the Gate", 48, "Andrew Chapman", nil)
	lcg("TiV", "Terror in Venice", 40, "Guardian of Dawn", nil)
	lcg("TSB", "The Sleeper Below", 50, "The Tablets of Nhing", func(c *carddb.Card) { c.Type = carddb.Support })
	lcg("TSB", "The Sleeper Below", 51, "Grim Test-Walker", nil)
	lcg("TMoM", "The Mark of Madness", 30, "Grim Testwalker", nil)
	ccg := func(set, title string, f func(*carddb.Card)) {
		c := &carddb.Card{Era: carddb.CCG, Set: set, SetName: set + " set", Title: title, Max: 4}
		if f != nil {
			f(c)
		}
		cards = append(cards, c)
	}
	// The CCG Local Sheriff differs from the LCG one, so a bare title
	// resolves by the era the format prefers.
	ccg("EE", "Local Sheriff", func(c *carddb.Card) { c.Faction = carddb.Agency; c.Cost = 2; c.Skill = 2 })
	ccg("EE", "Eldritch Story", func(c *carddb.Card) { c.Type = carddb.Story; c.NoCost = true })
	ccg("UT", "Ancient Pact", func(c *carddb.Card) { c.Type = carddb.Conspiracy; c.NoCost = true })
	ccg("UT", "Agent Jerry Holland", func(c *carddb.Card) { c.Faction = carddb.Agency })
	db, err := carddb.New(cards)
	if err != nil {
		t.Fatal(err)
	}
	return db
}

// defaultDB returns the embedded database, or skips the test while it is
// still empty (the importer fills it).
func defaultDB(t *testing.T) *carddb.DB {
	t.Helper()
	db := carddb.Default()
	if len(db.Cards()) == 0 {
		t.Skip("the embedded card database is empty")
	}
	return db
}

// sharedDir returns the project's shared material (../shared from the
// module root), or skips the test when it is absent.
func sharedDir(t *testing.T, sub string) string {
	t.Helper()
	dir := filepath.Join("..", "..", "shared", sub)
	if _, err := os.Stat(dir); err != nil {
		t.Skipf("shared material absent: %v", err)
	}
	return dir
}

func mustCard(t testing.TB, db *carddb.DB, key string) *carddb.Card {
	t.Helper()
	c := db.ByKey(key)
	if c == nil {
		t.Fatalf("no card %s in the test database", key)
	}
	return c
}

// deckOf builds a deck from (key, count) pairs.
func deckOf(t testing.TB, db *carddb.DB, pairs ...any) *Deck {
	t.Helper()
	d := &Deck{Name: "test"}
	for i := 0; i+1 < len(pairs); i += 2 {
		d.Entries = append(d.Entries, Entry{Card: mustCard(t, db, pairs[i].(string)), Count: pairs[i+1].(int)})
	}
	return d
}

// filler returns n distinct Core Agency-to-Shub character/support/event
// cards' keys, one copy each, avoiding the named cards.
func filler(t testing.TB, db *carddb.DB, n int) []any {
	t.Helper()
	var out []any
	for num := 1; num <= 154 && len(out) < 2*n; num++ {
		if _, named := coreTitles[num]; named {
			continue
		}
		out = append(out, fmt.Sprintf("Core %d", num), 1)
	}
	if len(out) < 2*n {
		t.Fatalf("only %d filler cards", len(out)/2)
	}
	return out
}
