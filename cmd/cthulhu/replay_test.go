package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/deck"
	"cthulhu/session"
)

// TestReplayOfAGameInProgress: replay prints a saved game in progress
// against the computer as its player read it, and refuses one between two
// people, in one line; a finished game it prints whole.
func TestReplayOfAGameInProgress(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.json")
	set := session.Setup{Format: carddb.FormatLCG, Seed: 6, Seats: [2]string{"random", session.Human}, Save: file}
	for p, name := range []string{"agency-cthulhu-1", "hastur-yog-sothoth-2"} {
		d, err := deck.LoadOrPreset(name, db(), set.Format)
		if err != nil {
			t.Fatal(err)
		}
		set.Decks[p] = d
	}
	s, err := session.New(set)
	if err != nil {
		t.Fatal(err)
	}
	for range 25 {
		if _, err := s.RunComputers(); err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(1, s.Prompt(1).Options[0].ID); err != nil {
			t.Fatal(err)
		}
	}
	out, errOut, code := runCLI(t, "replay", "--text", file)
	want := strings.Join(s.Game().Log(1), "\n") + "\n(the game goes on:"
	if code != 0 || !strings.HasPrefix(out, want) {
		t.Errorf("replay of a game in progress: code %d, %q, %q", code, tail(out), errOut)
	}
	data, _ := os.ReadFile(file)
	os.WriteFile(file, []byte(strings.Replace(string(data), `"random"`, `"human"`, 1)), 0o644)
	_, errOut, code = runCLI(t, "replay", "--text", file)
	if code != 1 || strings.Count(strings.TrimSpace(errOut), "\n") > 0 || !strings.Contains(errOut, "two people") || !strings.Contains(errOut, "--resume "+file) {
		t.Errorf("hot seat in progress: code %d, %q", code, errOut)
	}
}
