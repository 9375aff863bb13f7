package cards

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cthulhu/carddb"
)

// TestImplementedCardsAreTested: every card with an implementation has a
// test that names it: a scenario with "tests: KEY", or a Go test with a
// "// tests: KEY" comment.
func TestImplementedCardsAreTested(t *testing.T) {
	tested := map[string]bool{}
	err := filepath.WalkDir("..", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || strings.HasPrefix(d.Name(), ".")) && path != ".." {
			return filepath.SkipDir
		}
		if !strings.HasSuffix(path, ".scn") && !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		if strings.Contains(filepath.ToSlash(path), "/pending/") {
			return nil
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			line = strings.TrimPrefix(line, "//")
			line = strings.TrimSpace(line)
			if rest, ok := strings.CutPrefix(line, "tests:"); ok {
				keys := strings.Split(rest, ",")
				if carddb.Default().ByKey(strings.TrimSpace(rest)) != nil {
					keys = []string{rest} // a title with a comma
				}
				for _, k := range keys {
					tested[carddb.Normalize(strings.TrimSpace(k))] = true
				}
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	db := carddb.Default()
	lib := Library()
	for _, key := range lib.Keys() {
		if strings.HasPrefix(key, "Test ") {
			continue
		}
		if db.ByKey(key) == nil {
			t.Errorf("%s is implemented but is not a card of the database", key)
			continue
		}
		if !tested[carddb.Normalize(key)] {
			t.Errorf("%s (%s) is implemented but no test names it (\"tests: %s\")", key, db.ByKey(key).Title, key)
		}
	}
}
