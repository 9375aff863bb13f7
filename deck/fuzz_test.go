package deck

import (
	"testing"

	"cthulhu/carddb"
)

// FuzzParse feeds arbitrary bytes to both readers: they may refuse the
// input, but never panic, and a deck they return is well formed.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"3 Local Sheriff\n3x Shotgun (Core 14)\n# c\nLocal Sheriff // c\n",
		"name: x\n1 Cthulhu, The Great Old One\n1 Cthulhu (Core)\n7 Thomas Street\n",
		"0 x\n-1 y\n3x\n()\n(Core 3)\n1 A (B (C 3))\n99999999999999999999 Q\n",
		o8d(`<section name="Draw Deck">` + o8dCardXML(1, 16, "Shoutgun Blast") + o8dCardXML(2, 3, "__ Local Sheriff") + `</section><section name="Story Deck"/>`),
		`<deck><section name="Draw Deck"><card qty="x" id="">* </card></section></deck>`,
		"\ufeff<?xml version=\"1.0\"?><deck><section><card/></section>",
	} {
		f.Add([]byte(s))
	}
	db := testDB(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, fm := range []carddb.Format{carddb.FormatLCG, carddb.FormatEldritch} {
			if d, err := Parse(data, "fuzz", db, fm); err == nil {
				checkDeck(t, d)
			}
		}
		if d, err := ParseO8D(data, "fuzz", db, carddb.FormatLCG); err == nil {
			checkDeck(t, d)
		}
	})
}

func checkDeck(t *testing.T, d *Deck) {
	t.Helper()
	if len(d.Entries) == 0 {
		t.Fatal("a deck with no entries and no error")
	}
	for _, e := range d.Entries {
		if e.Card == nil || e.Count < 1 {
			t.Fatalf("bad entry %+v", e)
		}
	}
	Validate(d, carddb.FormatLCG, false)
}
