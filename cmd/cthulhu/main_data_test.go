package main

import (
	"os"
	"testing"
)

// TestMain gives the tests a data directory of their own (XDG_DATA_HOME):
// the key that seals saved games, and saves with no file named, go there,
// never in the user's.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "cthulhu-data-")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_DATA_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
