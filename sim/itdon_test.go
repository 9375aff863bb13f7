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

// TestRandomGamesWithInTheDreadOfNight mixes every implemented card of In
// the Dread of Night (ItDoN 41-60: an event in play as a character, a
// resource attached to a character, Night cancelled and shuffled away)
// into the presets, and plays random games with every kept answer
// verified and the invariants checked after every decision; some are
// replayed from their recorded choices.
func TestRandomGamesWithInTheDreadOfNight(t *testing.T) {
	games := 30
	if os.Getenv("SIM_GAMES") != "" {
		games, _ = strconv.Atoi(os.Getenv("SIM_GAMES"))
	}
	if testing.Short() {
		games = 10
	}
	db := carddb.Default()
	var th []*carddb.Card
	for n := 41; n <= 60; n++ {
		c := db.ByKey(fmt.Sprintf("ItDoN %d", n))
		if c == nil {
			t.Fatalf("ItDoN %d is not in the card database", n)
		}
		if cards.Library().Has(c.Key()) {
			th = append(th, c)
		}
	}
	presets := deck.Presets()
	for i := range games {
		seed := GameSeed(41, i)
		cfg := engine.Config{Format: carddb.FormatLCG, Seed: seed, StoryDeck: db.StoryDeck(carddb.FormatLCG), Library: cards.Library()}
		for s := range 2 {
			d, err := presets[(i*5+s*11)%len(presets)].Build(db)
			if err != nil {
				t.Fatal(err)
			}
			cs := d.Cards()
			for k := range 20 {
				cs[(k*3+i)%len(cs)] = th[(k+i+s)%len(th)]
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
