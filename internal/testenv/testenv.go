// Package testenv holds what the tests of several packages set up alike.
package testenv

import (
	"os"
	"testing"
)

// RunWithDataDir runs a package's tests with a data directory of their own
// (XDG_DATA_HOME): the key that seals saved games, and saves with no file
// named, go there, never in the user's. A package's TestMain calls it.
func RunWithDataDir(m *testing.M) {
	dir, err := os.MkdirTemp("", "cthulhu-data-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_DATA_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
