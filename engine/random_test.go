package engine

import (
	"testing"
)

func TestRandomGames(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 50
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		cfg := testConfig(seed)
		g := playRandom(t, cfg, seed)
		// Replaying the recorded choices gives the same game.
		r, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for i, id := range g.Choices() {
			if err := r.Choose(id); err != nil {
				t.Fatalf("seed %d: replay choice %d %q: %v", seed, i, id, err)
			}
		}
		if r.Fingerprint() != g.Fingerprint() || !r.Over() || r.Winner() != g.Winner() {
			t.Fatalf("seed %d: replay differs", seed)
		}
	}
}
