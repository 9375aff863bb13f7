package session

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/cards"
)

// TestSaveIsSealed: the save of a game in progress that a person plays
// holds neither the seed nor the decks in the clear, so that reading it
// shows no hidden card; the session resumes it, and the finished game's
// file is in the clear.
func TestSaveIsSealed(t *testing.T) {
	s, err := New(newSetup(t, [2]string{Human, "random"}, 9))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(9, 9))
	played := 0
	playUntil(t, s, r, func() bool { played++; return played > 30 })
	raw, err := os.ReadFile(s.SavePath())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(raw), `"deck": [`) || strings.Contains(string(raw), `"seed": 9`) || !strings.Contains(string(raw), `"sealed"`) {
		t.Fatalf("the save of a game in progress shows the decks or the seed:\n%.400s", raw)
	}
	if _, err := saved(t, s).Play(carddb.Default(), cards.Library(), -1); err == nil || !strings.Contains(err.Error(), "sealed") {
		t.Fatalf("the engine played a sealed replay: %v", err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	back, err := Resume(s.SavePath())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := back.Game().Fingerprint(), s.Game().Fingerprint(); got != want {
		t.Fatal("the game resumed from the sealed save is not the game saved")
	}
	// Another machine's key cannot open it, and says so.
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	if _, err := Resume(s.SavePath()); err == nil || !strings.Contains(err.Error(), "another key") {
		t.Fatalf("a save sealed with another key: %v", err)
	}
}

// TestFinishedSaveIsClear: once the game is over its save is a plain
// replay, which any program plays.
func TestFinishedSaveIsClear(t *testing.T) {
	s, err := New(newSetup(t, [2]string{Human, "random"}, 4))
	if err != nil {
		t.Fatal(err)
	}
	playUntil(t, s, rand.New(rand.NewPCG(4, 4)), func() bool { return false })
	r := saved(t, s)
	if r.Sealed != "" || r.Seed != 4 {
		t.Fatalf("the finished game's save is still sealed (seed %d)", r.Seed)
	}
	if g, err := r.Play(carddb.Default(), cards.Library(), -1); err != nil || !g.Over() {
		t.Fatalf("the finished game's save does not replay it: %v", err)
	}
}

// TestDamagedKey: a seal key of the wrong size is refused with its path.
func TestDamagedKey(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	if err := os.MkdirAll(filepath.Join(data, "cthulhu"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(data, "cthulhu", keyFile), []byte("short"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := New(newSetup(t, [2]string{Human, "random"}, 4)); err == nil || !strings.Contains(err.Error(), "damaged") {
		t.Fatalf("a damaged key: %v", err)
	}
}
