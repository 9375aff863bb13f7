package session

import (
	"math/rand/v2"
	"testing"
)

// playUntil plays a game between a person (seat 0, choosing with pick)
// and the computer until stop says so or the game ends; it reports
// whether stop did.
func playUntil(t *testing.T, s *Session, r *rand.Rand, stop func() bool) bool {
	t.Helper()
	for !s.Game().Over() {
		if _, err := s.RunComputers(); err != nil {
			t.Fatal(err)
		}
		if s.Game().Over() {
			return false
		}
		if stop() {
			return true
		}
		if err := s.Apply(0, pick(s.Prompt(0), r)); err != nil {
			t.Fatal(err)
		}
	}
	return false
}

// TestEveryWindowOpensToAPerson: a person is asked at every Disrupt and
// Response window the rules open, even where he can only pass, so that
// the pause tells his opponent nothing (FAQ, Timing Structure); his
// auto-pass passes those for him, and only those.
func TestEveryWindowOpensToAPerson(t *testing.T) {
	s, err := New(newSetup(t, [2]string{Human, "random"}, 5))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 5))
	if !playUntil(t, s, r, func() bool { return onlyPass(s.Game()) }) {
		t.Fatal("the game ended without a window where the person could only pass: the windows are not opened to him")
	}
	n := len(s.Game().Choices())
	if err := s.SetAutoPass(0, true); err != nil {
		t.Fatal(err)
	}
	if len(s.Game().Choices()) <= n {
		t.Fatal("auto-pass turned on did not pass the window waiting")
	}
	if got := saved(t, s).Choices; len(got) != len(s.Game().Choices()) {
		t.Fatalf("the passes made for him are not saved: %d choices saved, %d made", len(got), len(s.Game().Choices()))
	}
	// From now on no decision of his is a window with nothing but a pass.
	playUntil(t, s, r, func() bool {
		if onlyPass(s.Game()) {
			t.Fatal("auto-pass is on and a window where he can only pass waits for him")
		}
		return false
	})
}

// TestUndoSkipsAutomaticPasses: taking back a choice takes back the
// passes auto-pass made after it, and leaves the person at his choice.
func TestUndoSkipsAutomaticPasses(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		s, err := New(newSetup(t, [2]string{Human, "random"}, seed))
		if err != nil {
			t.Fatal(err)
		}
		if err := s.SetAutoPass(0, true); err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 1))
		// A person's choice followed at once by a pass made for him.
		found := false
		for !s.Game().Over() && !found {
			if _, err := s.RunComputers(); err != nil {
				t.Fatal(err)
			}
			if s.Game().Over() {
				break
			}
			n := len(s.Game().Choices())
			id := pick(s.Prompt(0), r)
			if err := s.Apply(0, id); err != nil {
				t.Fatal(err)
			}
			if len(s.Game().Choices()) > n+1 && s.Game().Decider() == 0 {
				if err := s.Undo(0); err != nil {
					continue // the choice showed him a card, or the like
				}
				if got := len(s.Game().Choices()); got != n {
					t.Fatalf("seed %d: undo left %d choices, want %d (his choice and the passes made for him taken back)", seed, got, n)
				}
				if onlyPass(s.Game()) || s.Game().Decider() != 0 {
					t.Fatalf("seed %d: undo did not return to the person's own choice", seed)
				}
				found = true
			}
		}
		if found {
			return
		}
	}
	t.Fatal("no game had a person's choice followed by passes made for him that could be taken back")
}

// TestAutoPassIsAPersonsSetting: a computer's seat has none.
func TestAutoPassIsAPersonsSetting(t *testing.T) {
	s, err := New(newSetup(t, [2]string{Human, "random"}, 2))
	if err != nil {
		t.Fatal(err)
	}
	if err := s.SetAutoPass(1, true); err == nil {
		t.Fatal("auto-pass was set for the computer's seat")
	}
	if err := s.SetAutoPass(2, true); err == nil {
		t.Fatal("auto-pass was set for seat 2")
	}
}
