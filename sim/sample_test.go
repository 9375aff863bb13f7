package sim

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/engine"
)

// TestPickUniformWithCoreAbilities plays games of the Core presets whose
// players sample their options (engine.Options.Sampling). At sampled
// decisions with a choice (action windows, commitments) and listed ones
// (targets),
// PickUniform is asked many times over, before the options are listed:
// each pick must be legal, each legal option about as frequent as any
// other, and the game unchanged.
func TestPickUniformWithCoreAbilities(t *testing.T) {
	need := map[engine.PromptKind]int{engine.PromptAction: 10, engine.PromptCommit: 10, engine.PromptTarget: 10}
	seen := map[engine.PromptKind]int{}
	done := func() bool {
		for k, n := range need {
			if seen[k] < n {
				return false
			}
		}
		return true
	}
	for seed := uint64(1); seed <= 60 && !done(); seed++ {
		cfg := presetConfig(t, seed, int(seed)*5, int(seed)*3+7)
		cfg.Options.Sampling = [2]bool{true, true}
		g, err := engine.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		players := [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 1)}
		for n := 0; !g.Over() && n < MaxDecisions; n++ {
			d := g.Decider()
			o := g.Observe(d)
			if k := o.Kind(); seen[k] < need[k] {
				if checkPicks(t, g, o, r) {
					seen[k]++
				}
			}
			if err := g.Apply(players[d].Choose(g.Observe(d))); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	if !done() {
		t.Fatalf("too few sampled decisions with a choice: %v", seen)
	}
	t.Logf("decisions checked, by kind: %v", seen)
}

// checkPicks samples the decision many times, then lists its options and
// checks the frequencies; it reports whether the decision had a choice.
func checkPicks(t *testing.T, g *engine.Game, o *engine.Observer, r *rand.Rand) bool {
	t.Helper()
	before := g.Fingerprint()
	const n = 2000
	count := map[engine.Option]int{}
	for range n {
		count[o.PickUniform(r)]++
	}
	legal := g.Options()
	if len(legal) < 2 {
		return false
	}
	q := 1 / float64(len(legal))
	want, tol := n*q, 4.5*math.Sqrt(n*q*(1-q))
	for opt, c := range count {
		if !slices.Contains(legal, opt) {
			t.Fatalf("picked %s, not among the legal %v", opt.ID(), legal)
		}
		if math.Abs(float64(c)-want) > tol {
			t.Fatalf("option %s picked %d times in %d, expected about %.0f (legal: %v)", opt.ID(), c, n, want, legal)
		}
	}
	if len(count) != len(legal) {
		t.Fatalf("%d of the %d legal options picked in %d tries", len(count), len(legal), n)
	}
	if g.Fingerprint() != before {
		t.Fatal("PickUniform changed the game")
	}
	return true
}

// TestReplayVersions checks which replays this program reads: its own
// (version 4), those of versions 3 and 2 (which play as they did until
// they reach a decision a later version added, where the refusal says an
// earlier version saved the game), and those of version 1 in which no player sampled his
// decisions (their choices mean what they meant); a version 1 replay of a
// sampling player, or an unknown version, is refused with a reason.
func TestReplayVersions(t *testing.T) {
	db, lib := carddb.Default(), cards.Library()
	for _, sampling := range []bool{false, true} {
		cfg := presetConfig(t, 7, 3, 11)
		players := [2]ai.Player{ai.NewRandom(1), ai.NewRandom(2)}
		if !sampling {
			players = [2]ai.Player{ai.NewHeuristic(1), ai.NewHeuristic(2)}
		}
		g, _, err := Play(cfg, players, false)
		if err != nil {
			t.Fatal(err)
		}
		r, err := g.Replay()
		if err != nil {
			t.Fatal(err)
		}
		if r.Sampling != [2]bool{sampling, sampling} || r.Version != 4 {
			t.Fatalf("replay version %d, sampling %v", r.Version, r.Sampling)
		}
		for _, c := range []struct {
			version int
			ok      bool
		}{{4, true}, {3, true}, {2, true}, {1, !sampling}, {5, false}, {0, false}} {
			if c.version == 2 || c.version == 3 {
				// A choice this version does not take where the earlier
				// one took it: the refusal names the earlier version.
				bad := *r
				bad.Version = c.version
				bad.Choices = append(append([]string(nil), r.Choices[:3]...), "pick:99999")
				if _, err := bad.Play(db, lib, -1); err == nil || !strings.Contains(err.Error(), "earlier version") {
					t.Fatalf("a version %d replay that goes astray: %v", c.version, err)
				}
			}
			r.Version = c.version
			h, err := r.Play(db, lib, -1)
			if (err == nil) != c.ok {
				t.Fatalf("sampling %v, version %d: error %v", sampling, c.version, err)
			}
			if err == nil && h.Winner() != g.Winner() {
				t.Fatalf("sampling %v, version %d: the replay has another winner", sampling, c.version)
			}
		}
	}
}
