package main

import (
	"testing"

	"cthulhu/carddb"
	"cthulhu/sim"
)

// BenchmarkSim measures the sim command's own work as the program is
// built: "cthulhu sim" with its defaults (two random players, decks drawn
// from the Core Set first-game presets, every Core Set ability active,
// seats alternating) on one worker. A test of this package is compiled,
// as the program is, with the profile default.pgo, which the engine's own
// benchmark (BenchmarkRandomGame, package sim) is not: the difference is
// what profile-guided optimization gives. Run it with a fixed number of
// games, for example -benchtime 4000x: each run plays b.N games in one
// simulation.
func BenchmarkSim(b *testing.B) {
	cfg := sim.Config{Games: b.N, Seed: 11, Format: carddb.FormatLCG, DB: db(), Alternate: true, Workers: 1}
	b.ReportAllocs()
	b.ResetTimer()
	res, err := sim.Run(cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(res.Decisions)/float64(b.N), "decisions/game")
}

// BenchmarkSimRandomDecks is BenchmarkSim with --random-decks: each game's
// two decks built from its seed out of every card implemented, as the
// program builds them. Run it with a fixed number of games, for example
// -benchtime 4000x.
func BenchmarkSimRandomDecks(b *testing.B) {
	cfg := sim.Config{Games: b.N, Seed: 11, Format: carddb.FormatLCG, DB: db(), Alternate: true, Workers: 1,
		Pool: sim.ImplementedPool(db(), nil)}
	b.ReportAllocs()
	b.ResetTimer()
	res, err := sim.Run(cfg)
	if err != nil {
		b.Fatal(err)
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(b.N)/sec, "games/s")
	b.ReportMetric(float64(res.Decisions)/sec, "decisions/s")
	b.ReportMetric(float64(res.Decisions)/float64(b.N), "decisions/game")
}
