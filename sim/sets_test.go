package sim

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
)

// TestRandomGamesWithSetCards mixes the implemented cards of a set into
// the presets, one set at a time, and plays random games with every kept
// answer verified and the invariants checked after every decision; some
// are replayed from their recorded choices. The pool games
// (TestRandomPoolGamesInvariants) mix every set; these give each set's
// cards many more plays.
func TestRandomGamesWithSetCards(t *testing.T) {
	sets := []struct {
		code        string
		first, last int
	}{
		{"TTftS", 81, 100}, {"TH", 1, 20}, {"IMoD", 21, 40}, {"ItDoN", 41, 60},
		{"SotD", 81, 100}, {"JtUK", 101, 120}, {"SftSK", 61, 80}, {"AtMoM", 1, 20}, {"AH", 1, 20},
		{"SoA", 1, 60}, {"TC", 101, 120},
		{"WitD", 1, 20},
		{"MoE", 21, 40},
		{"TSC", 41, 60},
		{"TWB", 61, 80},
		{"SfW", 81, 100},
		{"AoA", 61, 80},
		{"PT", 21, 40},
		{"IotF", 41, 60},
		{"TWC", 101, 120},
		{"TGS", 81, 100},
		{"TTB", 1, 20},
		{"SoM", 1, 20},
		{"KD", 21, 40},
	}
	games := 60
	if os.Getenv("SIM_GAMES") != "" {
		games, _ = strconv.Atoi(os.Getenv("SIM_GAMES"))
	}
	if testing.Short() {
		games = 6
	}
	db := carddb.Default()
	for _, set := range sets {
		t.Run(set.code, func(t *testing.T) {
			var mix []*carddb.Card
			for n := set.first; n <= set.last; n++ {
				// Story cards belong to the story deck, not a player's.
				if c := db.ByKey(fmt.Sprintf("%s %d", set.code, n)); c != nil && c.Type != carddb.Story && cards.Library().Has(c.Key()) {
					mix = append(mix, c)
				}
			}
			if len(mix) < 10 {
				t.Fatalf("%s: %d cards implemented", set.code, len(mix))
			}
			for i := range games {
				seed := GameSeed(uint64(set.first), i)
				g, _ := playMixed(t, cards.Library(), seed, i, mix, 20, 3)
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
		})
	}
}

// playMixed plays game i, of a seed, between random players with the
// invariants checked after every decision, each deck a Core preset with n
// of its cards (spread by stride) replaced by cards of mix; and the
// game's configuration.
func playMixed(t *testing.T, lib *engine.Library, seed uint64, i int, mix []*carddb.Card, n, stride int) (*engine.Game, engine.Config) {
	t.Helper()
	db := carddb.Default()
	presets := deck.Presets()
	cfg := engine.Config{Format: carddb.FormatLCG, Seed: seed, StoryDeck: db.StoryDeck(carddb.FormatLCG), Library: lib}
	for s := range 2 {
		d, err := presets[(i*5+s*11)%len(presets)].Build(db)
		if err != nil {
			t.Fatal(err)
		}
		cs := d.Cards()
		for k := range n {
			cs[(k*stride+i)%len(cs)] = mix[(k+i+s)%len(mix)]
		}
		cfg.Players[s] = engine.PlayerDeck{Name: d.Name, Cards: cs}
	}
	players := [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}
	g, _, err := Play(cfg, players, true)
	if err != nil {
		t.Fatalf("game %d (seed %d): %v", i, seed, err)
	}
	return g, cfg
}

// TestEldritchEditionGames plays random games of the Eldritch format with
// the Eldritch Edition's presets (deck.PresetsFor), and with random decks
// of its implemented cards, the invariants checked after every decision.
func TestEldritchEditionGames(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 6
	}
	db := carddb.Default()
	for _, random := range []bool{false, true} {
		cfg := Config{Games: games, Seed: 24, Format: carddb.FormatEldritch, DB: db, Alternate: true, Check: true, Workers: 1}
		if random {
			cfg.Pool = ImplementedPoolFor(db, carddb.FormatEldritch, cards.Library())
		}
		res, err := Run(cfg)
		if err != nil {
			t.Fatalf("random decks %v: %v", random, err)
		}
		if res.Games != games {
			t.Fatalf("random decks %v: %d games of %d", random, res.Games, games)
		}
	}
}

// TestCheckedPoolGamesFound replays, with the invariants checked, the
// random pool games in which the checked simulations found an engine
// fault (`cthulhu sim --random-decks --check --seed S`, game i+1): a
// Toughness lowered by the loss of every keyword, an attachment on an
// event attached to a story, a cost no longer payable after an earlier
// cost's drain set off a passive (a panic), an attachment whose host left
// as it was paid for, a copy sacrificed by the copied ability it was
// resolving (a panic). The pool grows with the cards implemented, so these
// games change with it; each fault also has a scenario or a test of its
// own where one could be written.
func TestCheckedPoolGamesFound(t *testing.T) {
	db := carddb.Default()
	pool := ImplementedPool(db, cards.Library())
	for _, tc := range []struct {
		seed uint64
		i    int
	}{{78, 1839}, {100, 12633}, {208, 3303}, {108, 3986}, {301, 29906}} {
		cfg := Config{Games: 1, Seed: tc.seed, Format: carddb.FormatLCG, DB: db, Alternate: true, Check: true, Library: cards.Library(), Pool: pool}
		set := newSetup(cfg, nil)
		if r, _ := playOne(cfg, &set, tc.i, nil); r.err != nil {
			t.Errorf("seed %d, game %d: %v", tc.seed, tc.i+1, r.err)
		}
	}
}

// panicky is a player that panics at its first decision.
type panicky struct{}

func (panicky) Choose(*engine.Observer) engine.Option { panic("no move") }

// TestRunNamesPanickingGame: a panic in a game stops the simulation with
// an error that names the game and its seed, as a broken invariant does.
func TestRunNamesPanickingGame(t *testing.T) {
	_, err := Run(Config{Games: 3, Seed: 5, DB: carddb.Default(), Workers: 1, Check: true,
		NewPlayer: func(side int, seed uint64) ai.Player { return panicky{} }})
	if err == nil || !strings.Contains(err.Error(), "game 1 (seed ") || !strings.Contains(err.Error(), "panic: no move") {
		t.Fatalf("err %v", err)
	}
}

// TestCopiedEventEffects plays checked random games with decks of the
// Yog-Sothoth cards and the events of the whole pool, where Visitor from
// the Spheres copies many kinds of event (engine/copy_effects.go): no
// invariant may break, and the copies must come from a good number of
// different events, so that the copying meets many events' effects.
func TestCopiedEventEffects(t *testing.T) {
	if testing.Short() {
		t.Skip("checked games: a few seconds")
	}
	db := carddb.Default()
	lib := cards.Library()
	pool := deck.ImplementedPoolFor(db, carddb.FormatLCG, func(c *carddb.Card) bool {
		if c.Abilities && lib.Lookup(c) == nil {
			return false
		}
		return c.Type == carddb.Event || c.Faction == carddb.YogSothoth
	})
	const games = 250
	cfg := Config{Games: games, Seed: 7, Format: carddb.FormatLCG, DB: db, Alternate: true, Check: true, Library: lib, Pool: pool, CardStats: true}
	set := newSetup(cfg, nil)
	copied := map[string]int{}
	for i := range games {
		r, g := playOne(cfg, &set, i, nil)
		if r.err != nil {
			t.Fatalf("game %d: %v", i+1, r.err)
		}
		for _, e := range g.Events() {
			if e.Kind == engine.EvEffect && strings.Contains(e.Text, "effects are copied") {
				copied[g.Card(e.Card).Def.Title]++
			}
		}
	}
	t.Logf("copies of %d different events in %d games", len(copied), games)
	if len(copied) < 10 {
		t.Errorf("copies of %d different events in %d games, want 10 or more: %v", len(copied), games, copied)
	}
}
