package sim

import (
	"fmt"
	"os"
	"strconv"
	"testing"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
)

// TestRandomGamesWithInMemoryOfDay mixes every card of In Memory of Day
// (IMoD 21-40: a Zoog resource put into play as a cost, a character
// counted at a story, a revealed deck top, a character bound to its
// attachment) into the presets, and plays random games with every kept
// answer verified and the invariants checked after every decision; some
// are replayed from their recorded choices.
func TestRandomGamesWithInMemoryOfDay(t *testing.T) {
	games := 60
	if os.Getenv("SIM_GAMES") != "" {
		games, _ = strconv.Atoi(os.Getenv("SIM_GAMES"))
	}
	if testing.Short() {
		games = 10
	}
	db := carddb.Default()
	var set []*carddb.Card
	for n := 21; n <= 40; n++ {
		c := db.ByKey(fmt.Sprintf("IMoD %d", n))
		if c == nil || !cards.Library().Has(c.Key()) {
			t.Fatalf("IMoD %d is not implemented", n)
		}
		set = append(set, c)
	}
	presets := deck.Presets()
	for i := range games {
		seed := GameSeed(21, i)
		cfg := engine.Config{Format: carddb.FormatLCG, Seed: seed, StoryDeck: db.StoryDeck(carddb.FormatLCG), Library: cards.Library()}
		for s := range 2 {
			d, err := presets[(i*5+s*11)%len(presets)].Build(db)
			if err != nil {
				t.Fatal(err)
			}
			cs := d.Cards()
			for k := range 20 {
				cs[(k*3+i)%len(cs)] = set[(k+i+s)%len(set)]
			}
			cfg.Players[s] = engine.PlayerDeck{Name: d.Name, Cards: cs}
		}
		players := [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}
		g, _, err := Play(cfg, players, true)
		if err != nil {
			t.Fatalf("game %d (seed %d): %v", i, seed, err)
		}
		if i%10 == 0 {
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
