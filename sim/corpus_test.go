package sim

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
)

// The corpus is a set of saved games kept as test data: each replay file
// (testdata/corpus/NN.json) was written by an earlier build of the engine,
// beside the log that build gave (NN.log: the whole log, then a digest of
// each player's view of it). A change that alters how a saved game replays, or what its
// log says, fails TestCorpusReplays. The games are made again only on
// purpose, with -update-corpus, when a change of the rules is meant to
// change them.
var updateCorpus = flag.Bool("update-corpus", false, "write testdata/corpus afresh from the current engine")

const corpusDir = "testdata/corpus"

// corpusGames says how each game of the corpus is played: its players,
// format and options vary with its number so that the corpus holds sampled
// and listed decisions, computer players of every kind, both formats, and
// Disrupt and Response windows opened to players who pass.
func corpusGames() []struct {
	name    string
	players [2]string
	cfg     engine.Config
} {
	db := carddb.Default()
	presets := deck.Presets()
	var out []struct {
		name    string
		players [2]string
		cfg     engine.Config
	}
	for i := 1; i <= 40; i++ {
		f := carddb.FormatLCG
		if i%4 == 0 {
			f = carddb.FormatEldritch
		}
		cfg := engine.Config{Format: f, Seed: uint64(1000 + i), StoryDeck: db.StoryDeck(f), Library: cards.Library()}
		for s := range 2 {
			d, err := presets[(i*11+s*17)%len(presets)].Build(db)
			if err != nil {
				panic(err)
			}
			cfg.Players[s] = engine.PlayerDeck{Name: d.Name, Cards: d.Cards()}
		}
		var players [2]string
		switch i % 5 {
		case 0:
			players = [2]string{"random", "random"}
		case 1:
			players = [2]string{"heuristic", "random"}
			cfg.Options.Bluff = [2]bool{true, true}
		case 2:
			players = [2]string{"random", "heuristic"}
			cfg.Options.AlwaysAsk = [2]bool{true, false}
		case 3:
			players = [2]string{"heuristic", "heuristic"}
		case 4:
			players = [2]string{"ismcts:iterations=12", "heuristic"}
			if i > 20 {
				players[1] = "random"
			}
		}
		out = append(out, struct {
			name    string
			players [2]string
			cfg     engine.Config
		}{fmt.Sprintf("%02d", i), players, cfg})
	}
	return out
}

// corpusLog is what a replayed game is compared by: its whole log, then
// the log as each player sees it, and how it ended.
func corpusLog(g *engine.Game) string {
	var b strings.Builder
	for _, line := range g.Log(-1) {
		b.WriteString(line)
		b.WriteByte('\n')
	}
	// Each player's view is kept as its digest: a change in what a
	// player is shown fails the test without the corpus holding three
	// copies of every log.
	for p := range 2 {
		fmt.Fprintf(&b, "== log seen by player %d: sha256 %x\n", p+1, sha256.Sum256([]byte(strings.Join(g.Log(p), "\n"))))
	}
	if g.Over() {
		w, reason := g.Winner(), g.Reason()
		fmt.Fprintf(&b, "== over: winner %d (%s), turn %d\n", w+1, reason, g.Turn())
	} else {
		fmt.Fprintf(&b, "== not over\n")
	}
	return b.String()
}

func writeCorpus(t *testing.T) {
	if err := os.MkdirAll(corpusDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, c := range corpusGames() {
		var players [2]ai.Player
		for s, spec := range c.players {
			p, err := ai.New(spec, GameSeed(c.cfg.Seed, 100+s))
			if err != nil {
				t.Fatal(err)
			}
			players[s] = p
		}
		g, _, err := Play(c.cfg, players, false)
		if err != nil {
			t.Fatalf("game %s: %v", c.name, err)
		}
		r, err := g.Replay()
		if err != nil {
			t.Fatal(err)
		}
		r.Seats = c.players
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetIndent("", " ")
		if err := enc.Encode(r); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(corpusDir, c.name+".json"), buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		// The log written is the replayed game's, which is what the test
		// compares.
		rg, err := r.Play(carddb.Default(), cards.Library(), -1)
		if err != nil {
			t.Fatalf("game %s does not replay: %v", c.name, err)
		}
		if err := os.WriteFile(filepath.Join(corpusDir, c.name+".log"), []byte(corpusLog(rg)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestCorpusReplays replays every saved game of the corpus and compares its
// log, line for line, with the log the build that saved it wrote.
func TestCorpusReplays(t *testing.T) {
	if *updateCorpus {
		writeCorpus(t)
	}
	files, err := filepath.Glob(filepath.Join(corpusDir, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 40 {
		t.Fatalf("the corpus holds %d games, want 40 or more (go test ./sim -run Corpus -update-corpus)", len(files))
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) {
			fh, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer fh.Close()
			r, err := engine.ReadReplay(fh)
			if err != nil {
				t.Fatal(err)
			}
			g, err := r.Play(carddb.Default(), cards.Library(), -1)
			if err != nil {
				t.Fatalf("does not replay: %v", err)
			}
			want, err := os.ReadFile(strings.TrimSuffix(file, ".json") + ".log")
			if err != nil {
				t.Fatal(err)
			}
			got := corpusLog(g)
			if got == string(want) {
				return
			}
			gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
			for i := range min(len(gl), len(wl)) {
				if gl[i] != wl[i] {
					t.Fatalf("the log differs at line %d:\n got: %s\nwant: %s", i+1, gl[i], wl[i])
				}
			}
			t.Fatalf("the log has %d lines, want %d", len(gl), len(wl))
		})
	}
}

// simGolden are simulations whose JSON summaries, as the sim command's
// --json prints them, are kept in testdata/sim: a change to the engine that
// alters any game of them, or the cards' statistics, fails
// TestSimulationsUnchanged.
var simGolden = []struct {
	name string
	cfg  Config
}{
	{"random", Config{Games: 400, Seed: 11, Alternate: true, CardStats: true}},
	// The Eldritch rules with the Core Set's presets, which do not change
	// as Eldritch Edition cards are implemented (TestEldritchEditionGames
	// plays the Eldritch Edition's).
	{"random-eldritch", Config{Games: 100, Seed: 12, Format: carddb.FormatEldritch, Alternate: true, Presets: deck.Presets()}},
	{"heuristic-random", Config{Games: 60, Seed: 13, Players: [2]string{"heuristic", "random"}, Alternate: true, CardStats: true}},
	{"ismcts-heuristic", Config{Games: 6, Seed: 14, Players: [2]string{"ismcts:iterations=30", "heuristic"}, Alternate: true}},
}

// TestSimulationsUnchanged runs each simulation of simGolden and compares
// its JSON summary with the one kept (-update-corpus writes them afresh).
func TestSimulationsUnchanged(t *testing.T) {
	if err := os.MkdirAll("testdata/sim", 0o755); err != nil {
		t.Fatal(err)
	}
	for _, s := range simGolden {
		t.Run(s.name, func(t *testing.T) {
			cfg := s.cfg
			cfg.DB = carddb.Default()
			cfg.Workers = 2
			res, err := Run(cfg)
			if err != nil {
				t.Fatal(err)
			}
			got, err := json.Marshal(res)
			if err != nil {
				t.Fatal(err)
			}
			file := filepath.Join("testdata/sim", s.name+".json")
			if *updateCorpus {
				if err := os.WriteFile(file, append(got, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			if string(bytes.TrimSpace(want)) != string(got) {
				t.Fatalf("the simulation's summary changed:\n got: %s\nwant: %s", got, bytes.TrimSpace(want))
			}
		})
	}
}
