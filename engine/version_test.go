package engine

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPassesKeepTheStateVersion: in random games, a pass in a window (a
// step that changes only the window's frame) keeps the state version, so
// the answers kept for it stay; any other choice moves it on.
func TestPassesKeepTheStateVersion(t *testing.T) {
	passes, others := 0, 0
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := New(testConfig(seed))
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		for !g.Over() {
			opts := g.Options()
			o := opts[r.IntN(len(opts))]
			kind := g.top().kind
			before := g.ver
			// take, not Apply: the steps Apply runs after the choice
			// would move the version on for their own reasons.
			g.choices = append(g.choices, o)
			g.take(o)
			switch pure := windowKind(kind) && o.Act == ActPass; {
			case pure && g.ver != before:
				t.Fatalf("seed %d: a pass in a %s decision moved the state version on", seed, frameDefs[kind].name)
			case !pure && g.ver == before:
				t.Fatalf("seed %d: %s in a %s decision kept the state version", seed, o.ID(), frameDefs[kind].name)
			case pure:
				passes++
			default:
				others++
			}
			g.run()
		}
	}
	if passes == 0 || others == 0 {
		t.Fatalf("%d passes and %d other choices: the test saw too little", passes, others)
	}
}

// TestPureStepThatChangesTheGameIsCaught: a frame's step that calls itself
// pure (Game.wait) keeps the state version and skips the state and forced
// checks; with Options.VerifyCaches, one that changed the game anyway is
// reported by CheckInvariants.
func TestPureStepThatChangesTheGameIsCaught(t *testing.T) {
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
	saved := frameDefs[fCommit].run
	defer func() { frameDefs[fCommit].run = saved }()
	frameDefs[fCommit].run = func(g *Game, i int) bool {
		d := &g.players[0].domains[0]
		d.drained = !d.drained // a change the step does not own up to
		return g.wait()
	}
	g.run()
	err = g.CheckInvariants()
	if err == nil || !strings.Contains(err.Error(), "called itself pure") {
		t.Fatalf("the change was not caught: %v", err)
	}
}
