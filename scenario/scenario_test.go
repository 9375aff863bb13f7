package scenario

import (
	"path/filepath"
	"strings"
	"testing"

	"cthulhu/carddb"
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
