package engine

import (
	"testing"
)

// FuzzChoices drives games with a mix of legal options and arbitrary,
// mostly illegal, choices: the engine must never panic, and a refused
// choice must leave the game exactly as it was (its fingerprint hashes
// the whole state: TestFingerprintCoversState).
func FuzzChoices(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 250, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint64(7), []byte("play:3 commit:1:2 domain:9 x:-1 pick:99999 tokens:7"))
	f.Add(uint64(42), []byte{255, 255, 255, 0, 0, 0, 201, 7, 40, 0, 3})
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		cfg := testConfig(seed)
		cfg.Options.VerifyCaches = true
		// In even seeds the second player samples: his action windows
		// wait with their options unlisted, and a choice there is
		// checked alone.
		cfg.Options.Sampling[1] = seed%2 == 0
		g, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < len(data) && !g.Over(); i++ {
			b := data[i]
			switch {
			case b < 200:
				opts := g.Options()
				o := opts[int(b)%len(opts)]
				if err := g.Apply(o); err != nil {
					t.Fatalf("legal option %s refused: %v", o.ID(), err)
				}
			case b < 230 && i+4 < len(data):
				o := Option{Act: Act(data[i+1] % (uint8(numActs) + 2)), Card: CardID(int(data[i+2]) - 8), Arg: int32(data[i+3]) - 4}
				i += 3
				before := g.Fingerprint()
				if err := g.Apply(o); err != nil && g.Fingerprint() != before {
					t.Fatalf("refused option %v changed the game", o)
				}
			default:
				end := min(len(data), i+12)
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
		// Whatever happened, the recorded choices replay to the same game.
		rc := testConfig(seed)
		rc.Options.Sampling = cfg.Options.Sampling
		r, _ := New(rc)
		for _, id := range g.Choices() {
			if err := r.Choose(id); err != nil {
				t.Fatalf("replay of %q: %v", id, err)
			}
		}
		if r.Fingerprint() != g.Fingerprint() {
			t.Fatal("replay differs")
		}
	})
}
