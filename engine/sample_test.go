package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPickUniformInSampledDecisions plays games whose players sample their
// options (Options.Sampling): in every action window and commitment with
// a choice, PickUniform is asked many times over and must pick only legal
// options, each about equally often, and leave the game unchanged; an
// illegal option is refused with the game unchanged.
func TestPickUniformInSampledDecisions(t *testing.T) {
	var seen [2]int // action windows and commitments with a choice
	for seed := uint64(1); seed <= 20 && (seen[0] < 25 || seen[1] < 25); seed++ {
		cfg := testConfig(seed)
		cfg.Options.Sampling = [2]bool{true, true}
		cfg.Options.VerifyCaches = true
		g, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 11))
		for steps := 0; !g.Over() && steps < 5000; steps++ {
			d := g.Decider()
			if g.sampled() && !g.optsOK {
				// The decision's options, listed apart from it.
				f := g.top()
				g.beginCache()
				legal := frameDefs[f.kind].options(g, f, nil)
				g.endCache()
				if len(legal) > 1 {
					if f.kind == fCommit {
						seen[1]++
					} else {
						seen[0]++
					}
					checkUniform(t, g, d, legal, r)
				}
			}
			o := g.Observe(d).PickUniform(r)
			if err := g.Apply(o); err != nil {
				t.Fatalf("seed %d: the picked option %s was refused: %v", seed, o.ID(), err)
			}
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("seed %d after %s: %v", seed, o.ID(), err)
			}
		}
	}
	if seen[0] < 25 || seen[1] < 25 {
		t.Fatalf("only %d sampled windows and %d sampled commitments offered a choice", seen[0], seen[1])
	}
}

func checkUniform(t *testing.T, g *Game, d int, legal []Option, r *rand.Rand) {
	t.Helper()
	before := g.Fingerprint()
	const n = 3000
	count := make(map[Option]int)
	for range n {
		o := g.Observe(d).PickUniform(r)
		if !slices.Contains(legal, o) {
			t.Fatalf("picked %s, not among the legal %v", o.ID(), legal)
		}
		count[o]++
	}
	// Each count is binomial: within four and a half standard deviations
	// of its mean (a false alarm about once in a hundred thousand counts).
	want := n / len(legal)
	q := 1 / float64(len(legal))
	tol := int(4.5 * math.Sqrt(n*q*(1-q)))
	for _, o := range legal {
		if c := count[o]; c < want-tol || c > want+tol {
			t.Fatalf("option %s picked %d times in %d, expected about %d (legal: %v)", o.ID(), c, n, want, legal)
		}
	}
	if g.Fingerprint() != before {
		t.Fatal("PickUniform changed the game")
	}
	bad := Option{Act: ActPlay, Card: CardID(len(g.cards) + 5)}
	if err := g.Apply(bad); err == nil {
		t.Fatal("an option outside the decision was accepted")
	}
	if g.Fingerprint() != before || !g.sampled() {
		t.Fatal("a refused option changed the game")
	}
}

// TestEveryDecisionHasAKind checks that each kind of frame that waits for a
// decision says its kind without its words (Observer.Kind asks it).
func TestEveryDecisionHasAKind(t *testing.T) {
	for k, d := range frameDefs {
		if d.options != nil && (d.prompt == nil || d.kind == nil) {
			t.Errorf("frame kind %d (%s) has options but no prompt or kind", k, d.name)
		}
	}
}
