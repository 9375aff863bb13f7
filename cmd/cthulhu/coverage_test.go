package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/deck"
)

// TestStrictRefusesUnimplemented: deck check, game and play say how many
// of a deck's cards have abilities that are not implemented and name
// them; --strict refuses such a deck in one line.
func TestStrictRefusesUnimplemented(t *testing.T) {
	dir := t.TempDir()
	exo := filepath.Join(dir, "exorcists.deck")
	d, err := deck.LoadOrPreset("agency-cthulhu-1", db(), carddb.FormatLCG)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range d.Entries {
		fmt.Fprintf(&b, "%d %s (%s)\n", e.Count, e.Card.Title, e.Card.Key())
	}
	b.WriteString("2 Jean-Jacques Minot\n")
	os.WriteFile(exo, []byte(b.String()), 0o644)
	out, _, code := runCLI(t, "deck", "check", "--casual", exo)
	if code != 0 || !strings.Contains(out, "2 of 50 cards have abilities that are not implemented") || !strings.Contains(out, ": 2 Jean-Jacques Minot\n") {
		t.Errorf("deck check: code %d, %q", code, out)
	}
	out, _, code = runCLI(t, "deck", "check", "--casual", "--strict", exo)
	if code != 1 || strings.Count(out, "\n") != 1 || !strings.Contains(out, "refused by --strict") || !strings.Contains(out, "2 Jean-Jacques Minot") {
		t.Errorf("deck check --strict: code %d, %q", code, out)
	}
	if out, _, code = runCLI(t, "deck", "check", "--casual", "--strict", "agency-cthulhu-1"); code != 0 {
		t.Errorf("deck check --strict of a preset wholly implemented: code %d, %q", code, out)
	}
	out, _, code = runCLI(t, "game", "--casual", "--seed", "3", "--deck1", exo, "--deck2", "agency-cthulhu-1")
	if first := strings.SplitN(out, "\n", 3); code != 0 || len(first) < 3 || !strings.HasPrefix(first[1], "Player 1 (exorcists): 2 of 50 cards have abilities") {
		t.Errorf("game: code %d, %q", code, tail(out))
	}
	for _, args := range [][]string{
		{"game", "--casual", "--strict", "--deck1", exo},
		{"play", "--casual", "--strict", "--deck", exo},
	} {
		_, errOut, code := runCLI(t, args...)
		if code != 1 || strings.Count(strings.TrimSpace(errOut), "\n") > 0 || !strings.Contains(errOut, "refused by --strict: 2 of 50 cards") {
			t.Errorf("%v: code %d, %q", args, code, errOut)
		}
	}
}
