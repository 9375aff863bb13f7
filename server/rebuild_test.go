package server

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"cthulhu/carddb"
	"cthulhu/cards"
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
	cpu := cpuTime()
	for i := 0; b.Loop(); i++ {
		if _, err := session.ResumeStore(rs[i%len(rs)], nil); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, cpu)
	b.ReportMetric(float64(moves)/float64(len(rs)), "moves/game")
}

// BenchmarkRebuildFromSnapshot is BenchmarkRebuild from each game's
// latest snapshot, as the server keeps one every 100 moves: the game
// restored at the last hundred moves or fewer before its end, then its
// later moves played.
func BenchmarkRebuildFromSnapshot(b *testing.B) {
	rs, snaps := corpusSnapshots(b, 100)
	size := 0
	for _, s := range snaps {
		size += len(s)
	}
	b.ResetTimer()
	cpu := cpuTime()
	for i := 0; b.Loop(); i++ {
		if _, err := session.ResumeSnapshot(rs[i%len(rs)], snaps[i%len(rs)], nil); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, cpu)
	b.ReportMetric(float64(size)/float64(len(snaps)), "snapshot-bytes")
}

// BenchmarkSnapshot is what a snapshot costs the server as it keeps one:
// the game's state written, under the game's lock.
func BenchmarkSnapshot(b *testing.B) {
	rs, snaps := corpusSnapshots(b, 100)
	var games []*engine.Game
	for i, r := range rs {
		cfg, err := r.Config(carddb.Default(), cards.Library())
		if err != nil {
			b.Fatal(err)
		}
		g, err := engine.Restore(cfg, snaps[i])
		if err != nil {
			b.Fatal(err)
		}
		games = append(games, g)
	}
	b.ResetTimer()
	cpu := cpuTime()
	for i := 0; b.Loop(); i++ {
		if _, err := games[i%len(games)].Snapshot(); err != nil {
			b.Fatal(err)
		}
	}
	reportCPU(b, cpu)
}

// corpusSnapshots reads the saved games of the corpus, each with its
// snapshot at its last multiple of every moves (or a few moves later,
// where that state has none).
func corpusSnapshots(b *testing.B, every int) ([]*engine.Replay, [][]byte) {
	files, _ := filepath.Glob("../sim/testdata/corpus/*.json")
	var rs []*engine.Replay
	var snaps [][]byte
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
		for n := len(r.Choices) / every * every; n <= len(r.Choices); n++ {
			g, err := r.Play(carddb.Default(), cards.Library(), n)
			if err != nil {
				b.Fatal(err)
			}
			if data, err := g.Snapshot(); err == nil {
				rs, snaps = append(rs, r), append(snaps, data)
				break
			}
		}
	}
	if len(rs) == 0 {
		b.Skip("no saved games")
	}
	return rs, snaps
}

// cpuTime is the processor time the process has used: on a machine
// others share, a steadier measure than the time on the clock.
func cpuTime() time.Duration {
	var u syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &u)
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// reportCPU reports the processor time per operation since start.
func reportCPU(b *testing.B, start time.Duration) {
	b.ReportMetric(float64(cpuTime()-start)/float64(b.N)/1e6, "cpu-ms/op")
}
