package engine

import (
	"math/rand/v2"
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
