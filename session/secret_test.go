package session

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSecretsStayHidden: while a person plays a game that is not over,
// the session gives no reader everything: not the judge's view, not the
// log of everything, not the replay (seed and decks); a saved game in
// progress is shown only from its player's view against the computer,
// and not at all between two people. Once the game is over, everything.
func TestSecretsStayHidden(t *testing.T) {
	s, err := New(newSetup(t, [2]string{Human, "random"}, 9))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(9, 9))
	for range 30 {
		if _, err := s.RunComputers(); err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(0, pick(s.Prompt(0), r)); err != nil {
			t.Fatal(err)
		}
	}
	if s.View(-1) != nil || s.View(0) == nil || s.View(1) == nil {
		t.Error("the judge's view is given while the game goes on")
	}
	if _, _, err := s.EventsSince(0, -1); err == nil {
		t.Error("the log of everything is given while the game goes on")
	}
	if _, err := s.Replay(); err == nil {
		t.Error("the replay is given while the game goes on")
	}
	rp := saved(t, s)
	if v, err := ReplayViewers(rp, false); err != nil || !slices.Equal(v, []int{0}) {
		t.Errorf("against the computer: %v, %v", v, err)
	}
	rp.Seats = [2]string{"random", Human}
	if v, err := ReplayViewers(rp, false); err != nil || !slices.Equal(v, []int{1}) {
		t.Errorf("the person second: %v, %v", v, err)
	}
	for _, seats := range [][2]string{{Human, Human}, {}} {
		rp.Seats = seats
		if v, err := ReplayViewers(rp, false); err == nil {
			t.Errorf("seats %q: %v", seats, v)
		}
		if v, err := ReplayViewers(rp, true); err != nil || len(v) != 3 || v[0] != -1 {
			t.Errorf("seats %q, the game over: %v, %v", seats, v, err)
		}
	}
	for !s.Game().Over() {
		if _, err := s.RunComputers(); err != nil {
			t.Fatal(err)
		}
		if !s.Game().Over() {
			if err := s.Apply(0, pick(s.Prompt(0), r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := s.Replay(); s.View(-1) == nil || err != nil {
		t.Errorf("the game over, everything is not given: %v", err)
	}
	if _, _, err := s.EventsSince(0, -1); err != nil {
		t.Error(err)
	}
}
