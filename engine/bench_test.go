package engine

import "testing"

// midGame returns a game well into play (turn 8 or later).
func midGame(tb testing.TB) *Game {
	g, err := New(testConfig(21))
	if err != nil {
		tb.Fatal(err)
	}
	for i := 0; g.Turn() < 8; i++ {
		opts := g.Options()
		if err := g.Apply(opts[(i*5+1)%len(opts)]); err != nil {
			tb.Fatal(err)
		}
		if g.Over() {
			tb.Fatal("game ended early")
		}
	}
	return g
}

// BenchmarkClone measures copying a mid-game state, as search-based AI
// does for every iteration.
func BenchmarkClone(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Clone()
	}
}

// BenchmarkOptions measures computing a decision's legal options.
func BenchmarkOptions(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		g.optsOK = false
		_ = g.options()
	}
}
