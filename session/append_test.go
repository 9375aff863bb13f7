package session

import (
	"bytes"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestMovesAreAppended: a move is saved by appending it to the file (the
// file before it is the start of the file after it), not by writing the
// whole file again, but for a compaction now and then; the file always
// reads as the game; Close writes it whole.
func TestMovesAreAppended(t *testing.T) {
	s, err := New(newSetup(t, [2]string{Human, "random"}, 8))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(8, 8))
	prev, _ := os.ReadFile(s.SavePath())
	moves, appends, written, whole := 0, 0, 0, 0
	for moves < 150 && !s.Game().Over() {
		if seat, think, ok := s.Snapshot(); ok {
			err = s.ApplyComputer(seat, think())
		} else {
			err = s.Apply(0, pick(s.Prompt(0), r))
		}
		if err != nil {
			t.Fatal(err)
		}
		moves++
		now, _ := os.ReadFile(s.SavePath())
		if bytes.HasPrefix(now, prev) {
			appends++
			written += len(now) - len(prev)
		} else {
			written += len(now)
		}
		prev = now
		whole += len(now)
		if got, want := saved(t, s).Choices, s.Game().Choices(); !slices.Equal(got, want) {
			t.Fatalf("after move %d the file holds %d choices, the game %d", moves, len(got), len(want))
		}
	}
	if moves < 100 || appends < moves*9/10 {
		t.Fatalf("%d moves, %d of them appended", moves, appends)
	}
	t.Logf("%d moves: %d bytes written a move (%d when the file was written whole after every move)", moves, written/moves, whole/moves)
	if per := written / moves; per > 200 {
		t.Errorf("%d bytes written per move", per)
	}
	if s.Game().Over() {
		return
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	now, _ := os.ReadFile(s.SavePath())
	var all bytes.Buffer
	rp := saved(t, s)
	if err := rp.Write(&all); err != nil || !bytes.Equal(now, all.Bytes()) || !strings.HasSuffix(string(now), "}\n") {
		t.Fatalf("Close did not write the file whole: %v", err)
	}
	back, err := Resume(s.SavePath())
	if err != nil || back.Game().Fingerprint() != s.Game().Fingerprint() {
		t.Fatalf("resumed: %v", err)
	}
}
