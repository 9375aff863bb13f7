package engine_test

import (
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/engine"
)

// TestPlayLabelSaysAbilitiesNotImplemented: the option to play a card
// whose printed abilities are not implemented says so; one whose
// abilities are, or that has none, does not.
func TestPlayLabelSaysAbilitiesNotImplemented(t *testing.T) {
	db := carddb.Default()
	lib := cards.Library()
	g := presetGame(t, 1, carddb.FormatLCG)
	r, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	var exorcist *carddb.Card
	if cs := db.ByTitle("Jean-Jacques Minot"); len(cs) > 0 {
		exorcist = cs[0]
	}
	if exorcist == nil || !exorcist.Abilities || lib.Has(exorcist.Key()) {
		t.Skip("Jean-Jacques Minot is implemented now: choose another card")
	}
	r.Players[0].Deck = append([]string{exorcist.Key()}, r.Players[0].Deck...)
	g, err = r.Play(db, lib, 0)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[bool]bool{}
	for id := engine.CardID(0); int(id) < len(r.Players[0].Deck)+len(r.Players[1].Deck); id++ {
		def := g.Card(id).Def
		if def.Type == carddb.Event {
			continue
		}
		label := g.Label(engine.Option{Act: engine.ActPlay, Card: id})
		missing := def.Abilities && !lib.Has(def.Key())
		says := strings.HasSuffix(label, " (its abilities are not implemented: it plays for its statistics only)")
		if says != missing {
			t.Errorf("%s (abilities %v, implemented %v): label %q", def.Title, def.Abilities, lib.Has(def.Key()), label)
		}
		seen[missing] = true
		if def == exorcist && label != "Play Jean-Jacques Minot (its abilities are not implemented: it plays for its statistics only)" {
			t.Errorf("label %q", label)
		}
	}
	if !seen[true] || !seen[false] {
		t.Errorf("the decks held no card of one kind: %v", seen)
	}
}
