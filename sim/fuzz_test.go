package sim

import (
	"bytes"
	"testing"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/engine"
)

// FuzzCoreChoices is engine.FuzzChoices with every Core Set ability in
// play: games between two presets driven by a mix of legal options and
// arbitrary, mostly illegal, option IDs (fuzzChoices).
func FuzzCoreChoices(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 250, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint64(9), []byte("play:30 trigger:12:0:0 commit:40:3 domain:2 x:3 pick:9999"))
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		fuzzChoices(t, presetConfig(t, seed, int(seed%1000), int(seed/2%1000)), data)
	})
}

// FuzzPoolChoices is FuzzCoreChoices with random decks of every card
// implemented (deck.RandomForGame, of ImplementedPool), the sets' cards
// beside the Core Set's, built from the seed.
func FuzzPoolChoices(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 250, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint64(9), []byte("play:30 trigger:12:0:0 commit:40:3 domain:2 x:3 pick:9999"))
	// A game played a long way, mostly with legal options.
	f.Add(uint64(23), bytes.Repeat([]byte{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8, 4, 6, 2, 6, 4, 3, 3, 8, 3, 2, 7, 9, 5}, 40))
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		fuzzChoices(t, poolConfig(t, seed), data)
	})
}

// fuzzChoices plays a game of cfg with the choices data makes: a byte
// below 200 picks a legal option, another takes the bytes after it as an
// arbitrary option ID. The engine must never panic, a refused choice must
// leave the game as it was (its whole state, which the fingerprint
// hashes), the invariants and every answer the engine keeps for a state
// must hold (Options.VerifyCaches), and the choices must replay to the
// same game.
func fuzzChoices(t *testing.T, cfg engine.Config, data []byte) {
	cfg.Options.VerifyCaches = true
	g, err := engine.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < len(data) && !g.Over(); i++ {
		if b := data[i]; b < 200 {
			opts := g.Options()
			o := opts[int(b)%len(opts)]
			if err := g.Apply(o); err != nil {
				t.Fatalf("legal option %s refused: %v", o.ID(), err)
			}
		} else {
			end := min(len(data), i+16)
			s := string(data[i+1 : end])
			i = end
			before := g.Fingerprint()
			if err := g.Choose(s); err != nil && g.Fingerprint() != before {
				t.Fatalf("refused choice %q changed the game", s)
			}
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
	r, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	h, err := r.Play(carddb.Default(), cards.Library(), -1)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if h.Fingerprint() != g.Fingerprint() {
		t.Fatal("replay differs")
	}
}
