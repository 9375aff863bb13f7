package sim

import (
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
)

// TestRandomGamesInvariants plays thousands of seeded games between random
// players with the Core Set presets, checking the engine's invariants after
// every decision, and replays a sample of them from their recorded choices.
func TestRandomGamesInvariants(t *testing.T) {
	games := 2000
	if testing.Short() {
		games = 200
	}
	db := carddb.Default()
	presets := deck.Presets()
	for i := range games {
		seed := GameSeed(99, i)
		cfg := engine.Config{Format: carddb.FormatLCG, Seed: seed, StoryDeck: db.StoryDeck(carddb.FormatLCG), Library: cards.Library()}
		for s := range 2 {
			d, err := presets[(i*7+s*13)%len(presets)].Build(db)
			if err != nil {
				t.Fatal(err)
			}
			cfg.Players[s] = engine.PlayerDeck{Name: d.Name, Cards: d.Cards()}
		}
		if i%10 == 0 {
			cfg.Format = carddb.FormatEldritch
			cfg.StoryDeck = db.StoryDeck(carddb.FormatEldritch)
		}
		players := [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}
		g, _, err := Play(cfg, players, true)
		if err != nil {
			t.Fatalf("game %d (seed %d): %v", i, seed, err)
		}
		if !g.Over() || g.Winner() < 0 || g.Reason() == "" {
			t.Fatalf("game %d ended without a winner and a reason", i)
		}
		if i%20 == 0 {
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

// TestRandomPoolGamesInvariants is TestRandomGamesInvariants with random
// decks of every card implemented (deck.RandomForGame of
// ImplementedPool): the sets' cards beside the Core Set's, several copies
// of a title, conspiracies, the restricted card. Each deck passes
// deck.Validate; the invariants are checked after every decision, and a
// sample of the games replayed.
func TestRandomPoolGamesInvariants(t *testing.T) {
	games := 250
	if testing.Short() {
		games = 40
	}
	if os.Getenv("SIM_GAMES") != "" {
		games, _ = strconv.Atoi(os.Getenv("SIM_GAMES"))
	}
	db := carddb.Default()
	for i := range games {
		seed := GameSeed(2027, i)
		cfg := poolConfig(t, seed)
		cfg.Options.NoLog = false
		players := [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}
		if i%8 == 0 { // listed windows, abilities used more often
			players[1] = ai.NewHeuristic(seed + 1)
		}
		g, _, err := Play(cfg, players, true)
		if err != nil {
			t.Fatalf("game %d (seed %d; %s against %s): %v", i, seed, cfg.Players[0].Name, cfg.Players[1].Name, err)
		}
		if !g.Over() || g.Winner() < 0 || g.Reason() == "" {
			t.Fatalf("game %d ended without a winner and a reason", i)
		}
		if i%20 == 0 {
			r, err := g.Replay()
			if err != nil {
				t.Fatal(err)
			}
			h, err := r.Play(db, cards.Library(), -1)
			if err != nil {
				t.Fatalf("game %d (seed %d) replay: %v", i, seed, err)
			}
			if h.Fingerprint() != g.Fingerprint() {
				t.Fatalf("game %d (seed %d): replay ends in another state", i, seed)
			}
		}
	}
}

// poolConfig is a game of the seed between two random decks of every card
// implemented, built from the seed as a simulation builds them, each
// checked with deck.Validate; the log off.
func poolConfig(tb testing.TB, seed uint64) engine.Config {
	db := carddb.Default()
	pool := testPool(tb)
	cfg := engine.Config{Format: carddb.FormatLCG, Seed: seed, StoryDeck: db.StoryDeck(carddb.FormatLCG), Library: cards.Library(), Options: engine.Options{NoLog: true}}
	for s := range 2 {
		d, err := deck.RandomForGame(seed, s, pool, deck.RandomOptions{})
		if err != nil {
			tb.Fatal(err)
		}
		if probs := deck.Validate(d, carddb.FormatLCG, false); len(probs) > 0 {
			tb.Fatalf("seed %d: %s: %s", seed, d.Name, probs[0])
		}
		cfg.Players[s] = engine.PlayerDeck{Name: d.Name, Cards: d.Cards()}
	}
	return cfg
}

var (
	testPoolOnce sync.Once
	testPoolVal  *deck.Pool
)

// testPool is ImplementedPool of the cards' library, made once.
func testPool(tb testing.TB) *deck.Pool {
	testPoolOnce.Do(func() { testPoolVal = ImplementedPool(carddb.Default(), cards.Library()) })
	if len(testPoolVal.Cards()) < 100 {
		tb.Fatalf("the pool holds %d cards", len(testPoolVal.Cards()))
	}
	return testPoolVal
}

// TestRunPoolDecks: a simulation of random pool decks gives the same
// summary with one worker or two; each card's counts hold together (a
// card is played only in games it was in a deck, and won at most as
// often); and the cards in decks are the pool's.
func TestRunPoolDecks(t *testing.T) {
	pool := testPool(t)
	cfg := Config{Games: 40, Seed: 8, DB: carddb.Default(), Pool: pool, Alternate: true, CardStats: true, DeckStats: true, Workers: 1}
	a, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Workers = 2
	b, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatalf("one worker and two differ:\n%+v\n%+v", a, b)
	}
	inPool := map[string]bool{}
	for _, c := range pool.Cards() {
		inPool[c.Key()] = true
	}
	decks, played := 0, 0
	for _, c := range a.Cards {
		if !inPool[c.Key] || c.InDeck == 0 || c.Played > c.InDeck || c.Won > c.Played || c.DeckWon > c.InDeck || c.Won > c.DeckWon {
			t.Errorf("card %+v", c)
		}
		decks += c.InDeck
		played += c.Played
	}
	// Two decks a game, of 15 titles or more each.
	if decks < 2*15*a.Games || played == 0 {
		t.Fatalf("%d cards in decks and %d played in %d games", decks, played, a.Games)
	}
	// Without DeckStats, the counts of decks are left out.
	cfg.DeckStats = false
	c, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range c.Cards {
		if s.InDeck != 0 || s.DeckWon != 0 {
			t.Fatalf("card %+v without DeckStats", s)
		}
	}
}

// TestRunDeterministic: the same seed gives the same summary.
func TestRunDeterministic(t *testing.T) {
	cfg := Config{Games: 30, Seed: 5, DB: carddb.Default()}
	a, err := Run(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Run(cfg)
	if a.Wins != b.Wins || a.AvgTurns != b.AvgTurns || a.Decisions != b.Decisions {
		t.Fatalf("two runs differ: %+v and %+v", a, b)
	}
	if a.Games != 30 || a.Wins[0]+a.Wins[1] != 30 {
		t.Fatalf("bad summary %+v", a)
	}
}

// BenchmarkRandomGame measures complete games between random players with
// the Core Set presets, log off: the figure in docs/benchmarks.md.
func BenchmarkRandomGame(b *testing.B) { benchRandomGames(b, cards.Library()) }

// BenchmarkRandomGameRulesOnly plays the same games with no card
// abilities: the cost of the game rules alone.
func BenchmarkRandomGameRulesOnly(b *testing.B) { benchRandomGames(b, nil) }

// BenchmarkRandomPoolGame plays complete games between random players
// with random decks of every card implemented, each game's two decks built
// from its seed (deck.RandomForGame) as the sim command builds them with
// --random-decks, log off, the games reused: games and decisions a second
// on one core.
func BenchmarkRandomPoolGame(b *testing.B) {
	db := carddb.Default()
	pool := testPool(b)
	stories := db.StoryDeck(carddb.FormatLCG)
	decisions := 0
	var g *engine.Game
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		seed := GameSeed(1, i)
		cfg := engine.Config{Format: carddb.FormatLCG, Seed: seed, StoryDeck: stories, Options: engine.Options{NoLog: true, NoReplay: true}, Library: cards.Library()}
		for s := range 2 {
			d, err := deck.RandomForGame(seed, s, pool, deck.RandomOptions{})
			if err != nil {
				b.Fatal(err)
			}
			cfg.Players[s] = engine.PlayerDeck{Name: d.Name, Cards: d.Cards()}
		}
		var n int
		var err error
		g, n, err = PlayReusing(g, cfg, [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}, false)
		if err != nil {
			b.Fatal(err)
		}
		decisions += n
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
	b.ReportMetric(float64(b.N)/sec, "games/s")
	b.ReportMetric(float64(decisions)/sec, "decisions/s")
}

func benchRandomGames(b *testing.B, lib *engine.Library) {
	db := carddb.Default()
	presets := deck.Presets()
	decks := make([]*deck.Deck, len(presets))
	for i, p := range presets {
		decks[i], _ = p.Build(db)
	}
	stories := db.StoryDeck(carddb.FormatLCG)
	decisions := 0
	var g *engine.Game // the last game, reused as the simulation does
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		seed := GameSeed(1, i)
		cfg := engine.Config{Format: carddb.FormatLCG, Seed: seed, StoryDeck: stories, Options: engine.Options{NoLog: true, NoReplay: true}, Library: lib}
		for s := range 2 {
			d := decks[(i*7+s*13)%len(decks)]
			cfg.Players[s] = engine.PlayerDeck{Name: d.Name, Cards: d.Cards()}
		}
		var n int
		var err error
		g, n, err = PlayReusing(g, cfg, [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}, false)
		if err != nil {
			b.Fatal(err)
		}
		decisions += n
	}
	b.ReportMetric(float64(decisions)/float64(b.N), "decisions/game")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(decisions), "ns/decision")
}

// TestRandomGamesWithTestAbilities mixes the test cards' abilities (every
// kind: Disrupts, Responses, Forced Responses, passives, replacements,
// constant modifiers, costs, choices) into the presets, and plays random
// games with the invariants checked after every decision.
func TestRandomGamesWithTestAbilities(t *testing.T) {
	games := 400
	if os.Getenv("SIM_GAMES") != "" {
		games, _ = strconv.Atoi(os.Getenv("SIM_GAMES"))
	}
	if testing.Short() {
		games = 50
	}
	db := carddb.Default()
	lib := cards.Library().Extend()
	var extra []*carddb.Card
	factions := []carddb.Faction{carddb.Agency, carddb.Cthulhu, carddb.Hastur, carddb.Syndicate}
	for i, key := range lib.Keys() {
		if len(key) < 5 || key[:5] != "Test " {
			continue
		}
		f := factions[i%len(factions)]
		def := &carddb.Card{Set: "Test", Title: key[5:], Type: carddb.Character, Faction: f, Resource: f,
			Cost: int8(i % 4), Skill: int8(1 + i%3), Max: 3, Abilities: true}
		def.Icons[i%4] = 1
		switch key {
		case "Test Plus One Skill", "Test Minus One Skill", "Test Minus Combat", "Test Cannot Be Wounded", "Test Add Terror Struggle":
			def.Type = carddb.Support
			def.Subtypes = []string{"Attachment"}
			def.Attach = &carddb.AttachRule{To: carddb.HostCharacter}
			if key == "Test Add Terror Struggle" {
				def.Attach.To = carddb.HostStory
			}
		case "Test Blank Text", "Test Wound Every Character", "Test Gain Willpower", "Test Make Deep One", "Test Swap Minds":
			def.Type = carddb.Event
			def.Trigger = carddb.Action
		}
		if !lib.Bind(def, key) {
			t.Fatalf("no implementation %s", key)
		}
		extra = append(extra, def)
	}
	for i := range games {
		seed := GameSeed(7, i)
		g, cfg := playMixed(t, lib, seed, i, extra, 12, 7)
		if i%25 == 0 {
			r, _ := g.Replay()
			cfg2, err := r.Config(db, lib)
			if err != nil {
				// Ad-hoc cards have no keys in the database: replay from the
				// configuration itself, with the replay's options.
				cfg2 = cfg
				cfg2.Options.Sampling = r.Sampling
			}
			h, err := engine.New(cfg2)
			if err != nil {
				t.Fatal(err)
			}
			for _, id := range g.Choices() {
				if err := h.Choose(id); err != nil {
					t.Fatalf("game %d replay: %v", i, err)
				}
			}
			if h.Fingerprint() != g.Fingerprint() {
				t.Fatalf("game %d: replay ends in another state", i)
			}
		}
	}
}

// TestObserverKindIsThePromptKind: the kind a computer player reads
// cheaply (Observer.Kind) is the kind of the full prompt, at every
// decision of random games with every Core ability.
func TestObserverKindIsThePromptKind(t *testing.T) {
	kinds := map[engine.PromptKind]bool{}
	for i := range 100 {
		seed := GameSeed(5, i)
		g, err := engine.New(presetConfig(t, seed, i*5, i*5+11))
		if err != nil {
			t.Fatal(err)
		}
		players := [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}
		for !g.Over() {
			d := g.Decider()
			o := g.Observe(d)
			if k, want := o.Kind(), g.Prompt().Kind; k != want {
				t.Fatalf("game %d: the observer reads %v, the prompt says %v", i, k, want)
			}
			kinds[o.Kind()] = true
			if err := g.Apply(players[d].Choose(o)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(kinds) < 10 {
		t.Fatalf("only %d kinds of decision seen", len(kinds))
	}
}

// presetConfig is a Core Set game between the "first game" presets a and
// b (taken modulo their number), every ability in play, the log off.
func presetConfig(tb testing.TB, seed uint64, a, b int) engine.Config {
	db := carddb.Default()
	presets := deck.Presets()
	cfg := engine.Config{Format: carddb.FormatLCG, Seed: seed, StoryDeck: db.StoryDeck(carddb.FormatLCG), Library: cards.Library(), Options: engine.Options{NoLog: true}}
	for s, k := range [2]int{a, b} {
		d, err := presets[k%len(presets)].Build(db)
		if err != nil {
			tb.Fatal(err)
		}
		cfg.Players[s] = engine.PlayerDeck{Name: d.Name, Cards: d.Cards()}
	}
	return cfg
}

// TestReusedGameIsNew plays games one after another, each in the memory
// of the last (engine.NewReusing, as the simulation does), and checks
// each against the same game started with engine.New: the same choices,
// winner and log, with the invariants and kept answers checked throughout.
func TestReusedGameIsNew(t *testing.T) {
	games := 40
	if testing.Short() {
		games = 8
	}
	var prev *engine.Game
	for i := range games {
		seed := uint64(900 + i)
		cfg := presetConfig(t, seed, i*3, i*7+5)
		cfg.Options.NoLog = i%2 == 0
		players := func() [2]ai.Player {
			if i%3 == 0 { // listed windows
				return [2]ai.Player{ai.NewHeuristic(seed), ai.NewRandom(seed)}
			}
			return [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}
		}
		fresh, _, err := Play(cfg, players(), false)
		if err != nil {
			t.Fatal(err)
		}
		reused, _, err := PlayReusing(prev, cfg, players(), true)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		if !slices.Equal(fresh.Choices(), reused.Choices()) || fresh.Winner() != reused.Winner() || len(fresh.Events()) != len(reused.Events()) {
			t.Fatalf("game %d: the reused game differs from the new one (%d and %d choices)", i, len(fresh.Choices()), len(reused.Choices()))
		}
		prev = reused
	}
}

// TestNoReplay: a game whose decisions are not recorded (as a
// simulation's) is played as a recorded one, and says it has no replay.
func TestNoReplay(t *testing.T) {
	for i := range 4 {
		seed := uint64(300 + i)
		cfg := presetConfig(t, seed, i, i+3)
		players := func() [2]ai.Player { return [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)} }
		recorded, n, err := PlayReusing(nil, cfg, players(), false)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Options.NoReplay = true
		unrecorded, m, err := PlayReusing(nil, cfg, players(), false)
		if err != nil {
			t.Fatal(err)
		}
		if n != m || recorded.Winner() != unrecorded.Winner() || recorded.Turn() != unrecorded.Turn() || recorded.NumChoices() != n {
			t.Fatalf("game %d: %d decisions, winner %d, turn %d recorded; %d, %d, %d unrecorded", i, n, recorded.Winner(), recorded.Turn(), m, unrecorded.Winner(), unrecorded.Turn())
		}
		if unrecorded.NumChoices() != 0 {
			t.Errorf("game %d: %d decisions recorded with NoReplay", i, unrecorded.NumChoices())
		}
		if _, err := unrecorded.Replay(); err == nil || !strings.Contains(err.Error(), "NoReplay") {
			t.Errorf("game %d: Replay of an unrecorded game: %v, want an error naming NoReplay", i, err)
		}
	}
}

// TestPlayUniformAsApply: a game whose random players' decisions the game
// takes itself (PlayUniform) makes the same choices as one in which each
// is asked for its choice and the choice applied, with every decision
// checked, against a heuristic player too; and so does one whose kept
// answers are checked as it goes (Options.VerifyCaches).
func TestPlayUniformAsApply(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 6
	}
	for i := range games {
		seed := uint64(700 + i)
		players := func() [2]ai.Player {
			if i%3 == 0 {
				return [2]ai.Player{ai.NewRandom(seed), ai.NewHeuristic(seed)}
			}
			return [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}
		}
		cfg := presetConfig(t, seed, i*5, i*3+1)
		fast, n, err := Play(cfg, players(), false)
		if err != nil {
			t.Fatal(err)
		}
		asked, m, err := Play(cfg, players(), true)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Options.VerifyCaches = true // PlayUniform through Apply
		verified, v, err := Play(cfg, players(), false)
		if err != nil {
			t.Fatal(err)
		}
		if err := verified.CheckInvariants(); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		if n != m || v != m || !slices.Equal(fast.Choices(), asked.Choices()) || !slices.Equal(verified.Choices(), asked.Choices()) {
			t.Fatalf("game %d: %d and %d decisions taken by the game, %d asked; the choices differ", i, n, v, m)
		}
		if i%3 != 0 {
			// A few decisions at a time: never more than asked for.
			cfg.Options.VerifyCaches = false
			cfg.Options.Sampling = [2]bool{true, true}
			g, err := engine.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			r := players()
			pickers := [2]engine.Picker{r[0].(*ai.Random).Picker(), r[1].(*ai.Random).Picker()}
			for total, max := 0, 1; !g.Over(); max = max%7 + 1 {
				k := g.PlayUniform(pickers, max)
				if k < 1 || k > max {
					t.Fatalf("game %d: PlayUniform took %d decisions, at most %d asked", i, k, max)
				}
				if total += k; len(g.Choices()) != total {
					t.Fatalf("game %d: %d decisions taken, %d choices recorded", i, total, len(g.Choices()))
				}
			}
			if !slices.Equal(g.Choices(), asked.Choices()) {
				t.Fatalf("game %d: the choices taken a few at a time differ", i)
			}
		}
	}
}
