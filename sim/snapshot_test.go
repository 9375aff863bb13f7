package sim

import (
	"errors"
	"slices"
	"testing"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/engine"
)

// TestSnapshotsOfPoolGames: random games of decks of the whole pool of
// implemented cards, snapshotted along the way and restored, play on with
// the recorded choices to the very state and log the game ended in; a
// state a snapshot cannot hold yet (a per-X lasting effect,
// engine.ErrNoSnapshot) is rare, and the next few choices can be.
func TestSnapshotsOfPoolGames(t *testing.T) {
	games := 24
	if testing.Short() {
		games = 6
	}
	db := carddb.Default()
	tried, refused, restored := 0, 0, 0
	for i := range games {
		seed := GameSeed(4041, i)
		cfg := poolConfig(t, seed)
		cfg.Options.NoLog = false
		g, _, err := Play(cfg, [2]ai.Player{ai.NewRandom(seed), ai.NewHeuristic(seed + 1)}, false)
		if err != nil {
			t.Fatal(err)
		}
		r, err := g.Replay()
		if err != nil {
			t.Fatal(err)
		}
		rcfg, err := r.Config(db, cards.Library())
		if err != nil {
			t.Fatal(err)
		}
		h, err := engine.New(rcfg)
		if err != nil {
			t.Fatal(err)
		}
		for k, id := range r.Choices {
			if k%7 == 0 {
				tried++
				data, err := h.Snapshot()
				switch {
				case errors.Is(err, engine.ErrNoSnapshot):
					refused++
				case err != nil:
					t.Fatalf("game %d, choice %d: %v", i, k, err)
				case k%49 == 0:
					c, err := engine.Restore(rcfg, data)
					if err != nil {
						t.Fatalf("game %d (seed %d), choice %d: %v", i, seed, k, err)
					}
					for j, id := range r.Choices[k:] {
						if err := c.Choose(id); err != nil {
							t.Fatalf("game %d (seed %d), restored at choice %d: choice %d refused: %v", i, seed, k, k+j, err)
						}
					}
					if c.Fingerprint() != g.Fingerprint() || !slices.Equal(c.Log(engine.Spectator), g.Log(engine.Spectator)) {
						t.Fatalf("game %d (seed %d), restored at choice %d: ends otherwise", i, seed, k)
					}
					restored++
				}
			}
			if err := h.Choose(id); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%d snapshots tried, %d refused (a per-X lasting effect), %d restored and played to the end", tried, refused, restored)
	if refused*10 > tried {
		t.Errorf("%d of %d states refused a snapshot", refused, tried)
	}
	if restored < games*3 {
		t.Errorf("only %d snapshots restored", restored)
	}
}
