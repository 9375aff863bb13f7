package scenario

import (
	"os"
	"testing"

	"cthulhu/carddb"
)

// FuzzParse feeds arbitrary bytes to the scenario parser, and runs what
// parses: never a panic.
func FuzzParse(f *testing.F) {
	if b, err := os.ReadFile("../scenarios/rulebook/loyal.scn"); err == nil {
		f.Add(b)
	}
	f.Add([]byte("name: x\nstep: resolve\n[player 1]\nplay: @agency | committed S\n[stories]\nstory: S\ncard S: story; struggles TCAI\n[script]\nchoose pass\nexpect winner none\n"))
	f.Add([]byte("name: y\n[player 2]\ndomain: @cthulhu x3 | drained\n  attach: @hastur\n[script]\nrefuse play:1 => x\n"))
	f.Add([]byte("name: z\n[player 1]\ndeck: @neutral x3\ndiscarded: @agency\nplay: Local Sheriff | lasting skill +2 until turn | blank\nplay: Local Sheriff | lasting gains Fast\n[stories]\nstory: S | lasting struggle T +1\ncard S: story; struggles TCAI\n[script]\nask both\nchoose only until story\nexpect card Local Sheriff #2: keyword Fast, not blank\nexpect either not offered Local Sheriff #1 || log-count 1 x\nexpect log-order a >> b\n"))
	db := carddb.Default()
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := Parse("fuzz.scn", data, db)
		if err != nil {
			return
		}
		Run(sc)
	})
}
