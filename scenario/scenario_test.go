package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/engine"
)

// TestScenarios runs every scenario file of the project, except those in
// scenarios/pending, which record rulings the engine does not meet yet.
func TestScenarios(t *testing.T) {
	files, err := filepath.Glob("../scenarios/*/*.scn")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenario files found")
	}
	db := carddb.Default()
	for _, f := range files {
		if strings.Contains(filepath.ToSlash(f), "/pending/") {
			continue
		}
		t.Run(filepath.Base(f), func(t *testing.T) {
			if r := RunFile(f, db); !r.Pass() {
				t.Error(r)
			}
		})
	}
}

// TestScenariosVerified runs every scenario again with the engine checking
// each answer it keeps for a state (Options.VerifyCaches) and its
// invariants after every step of the script: the scenarios reach corners
// of the rules and abilities that random games seldom do.
func TestScenariosVerified(t *testing.T) {
	files, err := filepath.Glob("../scenarios/*/*.scn")
	if err != nil {
		t.Fatal(err)
	}
	db := carddb.Default()
	for _, f := range files {
		if strings.Contains(filepath.ToSlash(f), "/pending/") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc, err := Parse(f, data, db)
		if err != nil {
			t.Fatal(err)
		}
		sc.Pos.Options.VerifyCaches = true
		g, err := engine.FromPosition(sc.Pos)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		for _, cmd := range sc.Script {
			if err := step(g, cmd); err != nil {
				t.Errorf("%s:%d: %s %s: %v", f, cmd.Line, cmd.Verb, cmd.Arg, err)
				break
			}
			if err := g.CheckInvariants(); err != nil {
				t.Errorf("%s:%d: after %s %s: %v", f, cmd.Line, cmd.Verb, cmd.Arg, err)
				break
			}
		}
	}
}
