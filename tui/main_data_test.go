package tui

import (
	"testing"

	"cthulhu/internal/testenv"
)

// TestMain gives the tests a data directory of their own.
func TestMain(m *testing.M) { testenv.RunWithDataDir(m) }
