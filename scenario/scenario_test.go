package scenario

import (
	"os"
	"path/filepath"
	"testing"

	"cthulhu/carddb"
)

// TestScenarios runs every scenario file of the project.
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
		t.Run(filepath.Base(f), func(t *testing.T) {
			if r := RunFile(f, db); !r.Pass() {
				t.Error(r)
			}
		})
	}
	_ = os.Getenv
}
