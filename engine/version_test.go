package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestStateVersionMovesWithTheState: in random games, a step that changes
// the state moves the state version on, so that no answer kept for the
// old state is used; one that changes nothing (a pass in a window, a
// set-up hand kept, a frame pushed) keeps it, and the answers with it.
func TestStateVersionMovesWithTheState(t *testing.T) {
	passes, kept, moved := 0, 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		cfg := testConfig(seed)
		cfg.Options.VerifyCaches = true
		g, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		for !g.Over() {
			opts := g.Options()
			o := opts[r.IntN(len(opts))]
			kind := g.top().kind
			before, sum := g.ver, g.stateSum()
			// take, not Apply: the steps Apply runs after the choice
			// change the state for their own reasons.
			g.choices = append(g.choices, o)
			g.take(o)
			changed := g.stateSum() != sum
			switch pass := windowKind(kind) && o.Act == ActPass; {
			case pass && g.ver != before:
				t.Fatalf("seed %d: a pass in a %s decision moved the state version on", seed, frameDefs[kind].name)
			case changed && g.ver == before:
				t.Fatalf("seed %d: %s in a %s decision changed the state but kept its version", seed, o.ID(), frameDefs[kind].name)
			case pass:
				passes++
			case changed:
				moved++
			default:
				kept++
			}
			g.run()
			if err := g.CheckInvariants(); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	if passes == 0 || kept == 0 || moved == 0 {
		t.Fatalf("%d passes, %d other choices that changed nothing, %d that changed the state: the test saw too little", passes, kept, moved)
	}
}

// TestStepThatHidesAChangeIsCaught: a frame's step that calls itself pure
// (Game.wait) keeps the state version and skips the state and forced
// checks, and one that records no change (touch) keeps the version and
// skips the state checks; with Options.VerifyCaches, CheckInvariants
// reports either if it changed the game anyway, since the answers kept
// for the old state would be used.
func TestStepThatHidesAChangeIsCaught(t *testing.T) {
	for _, tc := range []struct {
		name string
		step func(g *Game) bool // the commitment's step, changing a domain
		want string
	}{
		{"pure", func(g *Game) bool { return g.wait() }, "called itself pure"},
		{"untouched", func(g *Game) bool { return true }, "without recording it"},
	} {
		g := gameAtCommitment(t)
		func() {
			saved := frameDefs[fCommit].run
			defer func() { frameDefs[fCommit].run = saved }()
			frameDefs[fCommit].run = func(g *Game, i int) bool {
				d := &g.players[0].domains[0]
				d.drained = !d.drained // a change the step does not own up to
				return tc.step(g)
			}
			g.run()
		}()
		if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: the change was not caught: %v", tc.name, err)
		}
	}
}

// gameAtCommitment plays a game with VerifyCaches on, at random, to its
// first commitment.
func gameAtCommitment(t *testing.T) *Game {
	t.Helper()
	cfg := testConfig(3)
	cfg.Options.VerifyCaches = true
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 3))
	for !g.Over() && g.top().kind != fCommit {
		opts := g.Options()
		if err := g.Apply(opts[r.IntN(len(opts))]); err != nil {
			t.Fatal(err)
		}
	}
	if g.Over() {
		t.Fatal("the game ended before a commitment")
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	return g
}
