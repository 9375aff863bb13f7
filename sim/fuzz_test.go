package sim

import (
	"testing"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
)

// FuzzCoreChoices is engine.FuzzChoices with every Core Set ability in
// play: games between two presets driven by a mix of legal options and
// arbitrary, mostly illegal, option IDs. The engine must never panic, a
// refused choice must leave the game as it was, the invariants and every
// answer the engine keeps for a state must hold (Options.VerifyCaches),
// and the choices must replay to the same game.
func FuzzCoreChoices(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 250, 1, 2, 3, 4, 5, 6, 7})
	f.Add(uint64(9), []byte("play:30 trigger:12:0:0 commit:40:3 domain:2 x:3 pick:9999"))
	db := carddb.Default()
	presets := deck.Presets()
	lib := cards.Library()
	config := func(seed uint64) engine.Config {
		cfg := engine.Config{Format: carddb.FormatLCG, Seed: seed, StoryDeck: db.StoryDeck(carddb.FormatLCG), Library: lib}
		for s := range 2 {
			d, err := presets[int(seed/uint64(s+1))%len(presets)].Build(db)
			if err != nil {
				f.Fatal(err)
			}
			cfg.Players[s] = engine.PlayerDeck{Name: d.Name, Cards: d.Cards()}
		}
		return cfg
	}
	f.Fuzz(func(t *testing.T, seed uint64, data []byte) {
		cfg := config(seed)
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
		r, _ := engine.New(config(seed))
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
