package server

import (
	"os"
	"path/filepath"
	"testing"

	"cthulhu/engine"
	"cthulhu/session"
)

// BenchmarkRebuild is what a process pays to rebuild a game from the
// database: the saved games of the corpus replayed whole from their
// seeds, each as a session resumed from its store.
func BenchmarkRebuild(b *testing.B) {
	files, _ := filepath.Glob("../sim/testdata/corpus/*.json")
	var rs []*engine.Replay
	moves := 0
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			b.Fatal(err)
		}
		r, err := engine.ReadReplay(fh)
		fh.Close()
		if err != nil || r.Sealed != "" {
			continue
		}
		rs = append(rs, r)
		moves += len(r.Choices)
	}
	if len(rs) == 0 {
		b.Skip("no saved games")
	}
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := session.ResumeStore(rs[i%len(rs)], nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(moves)/float64(len(rs)), "moves/game")
}
