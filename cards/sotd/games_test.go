package sotd_test

import (
	"os"
	"strconv"
	"testing"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
	"cthulhu/sim"
)

// TestRandomGamesWithTheSet mixes the set's cards into the Core Set
// presets and plays random games with the engine's invariants (and its
// kept answers) checked after every decision; a sample is replayed from
// its choices to the same state.
func TestRandomGamesWithTheSet(t *testing.T) {
	games := 100
	if os.Getenv("SIM_GAMES") != "" {
		games, _ = strconv.Atoi(os.Getenv("SIM_GAMES"))
	}
	if testing.Short() {
		games = 30
	}
	db := carddb.Default()
	var set []*carddb.Card
	for _, c := range db.Cards() {
		if c.Set == "SotD" {
			set = append(set, c)
		}
	}
	if len(set) != 20 {
		t.Fatalf("%d cards of the set in the database, want 20", len(set))
	}
	presets := deck.Presets()
	for i := range games {
		seed := sim.GameSeed(95, i)
		cfg := engine.Config{Format: carddb.FormatLCG, Seed: seed, StoryDeck: db.StoryDeck(carddb.FormatLCG), Library: cards.Library()}
		for s := range 2 {
			d, err := presets[(i*5+s*11)%len(presets)].Build(db)
			if err != nil {
				t.Fatal(err)
			}
			cs := d.Cards()
			for k := range 16 {
				cs[(k*7+i)%len(cs)] = set[(k+i+s*3)%len(set)]
			}
			cfg.Players[s] = engine.PlayerDeck{Name: d.Name, Cards: cs}
		}
		players := [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}
		g, _, err := sim.Play(cfg, players, true)
		if err != nil {
			t.Fatalf("game %d (seed %d): %v", i, seed, err)
		}
		if i%15 == 0 {
			r, err := g.Replay()
			if err != nil {
				t.Fatal(err)
			}
			h, err := r.Play(db, cards.Library(), -1)
			if err != nil {
				t.Fatalf("game %d replay: %v", i, err)
			}
			if h.Fingerprint() != g.Fingerprint() {
				t.Fatalf("game %d: replay ends in another state", i)
			}
		}
	}
}
