package engine

import "testing"

// TestReusedGameSeesLibraryAdditions checks that a game made in the memory
// of another (NewReusing) looks its cards up again once the library was
// added to: the implementations remembered from the earlier game are not
// used past a change.
func TestReusedGameSeesLibraryAdditions(t *testing.T) {
	cfg := testConfig(3)
	cfg.Library = NewLibrary()
	prev, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	def := cfg.Players[0].Cards[0]
	if prev.impls[0] != nil {
		t.Fatalf("%s has an implementation in an empty library", def.Title)
	}
	im := &Impl{Abilities: []Ability{{Kind: Action, Effects: []Effect{effect(func(*Ctx) {})}}}}
	cfg.Library.Add(def.Key(), im)
	g, err := NewReusing(prev, cfg)
	if err != nil {
		t.Fatal(err)
	}
	for id := range g.cards {
		if g.cards[id].def == def && g.impls[id] != im {
			t.Fatalf("card %d (%s) kept the implementation remembered before the library changed", id, def.Title)
		}
	}
}
