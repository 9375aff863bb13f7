package ai

import (
	"testing"

	"cthulhu/engine"
)

// midGame is a position well into a game, every Core ability active.
func midGame(b *testing.B) *engine.Game {
	for _, g := range positions(b, 40) {
		if g.Turn() >= 6 {
			return g
		}
	}
	b.Fatal("no position past turn 6")
	return nil
}

// BenchmarkCloneMidGame measures the copy every ISMCTS iteration starts
// from, with the Core Set's abilities in play.
func BenchmarkCloneMidGame(b *testing.B) {
	g := midGame(b)
	b.ReportAllocs()
	for b.Loop() {
		_ = g.Clone()
	}
}

// BenchmarkISMCTS measures the default searcher's iterations per second:
// each is a determinization, a descent of the tree, a heuristic playout of
// up to 60 decisions and an evaluation.
func BenchmarkISMCTS(b *testing.B) {
	g := midGame(b)
	s := NewISMCTS(1)
	s.Iterations = 100
	o := g.Observe(g.Decider())
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		s.Choose(o)
		n += s.Iterations
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "iterations/s")
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N), "ms/decision")
}
