package sim

import (
	"testing"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/engine"
)

// FuzzCoreChoices is engine.FuzzChoices with every Core Set ability in
// play: games between two presets driven by a mix of legal options and
// arbitrary, mostly illegal, option IDs. The engine must never panic, a
// refused choice must leave the game as it was (its whole state, which
// the fingerprint hashes), the invariants and every
// answer the engine keeps for a state must hold (Options.VerifyCaches),
// and the choices must replay to the same game.
func FuzzCoreChoices(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 250, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint64(9), []byte("play:30 trigger:12:0:0 commit:40:3 domain:2 x:3 pick:9999"))
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		cfg := presetConfig(t, seed, int(seed%1000), int(seed/2%1000))
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
	})
}
