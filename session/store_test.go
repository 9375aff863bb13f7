package session

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"cthulhu/engine"
)

// memStore keeps a game in memory, as a database would, and can be made
// to fail.
type memStore struct {
	r    *engine.Replay
	fail bool
}

func (m *memStore) Write(r *engine.Replay) error {
	if m.fail {
		return errors.New("disk full")
	}
	c := *r
	c.Choices = slices.Clone(r.Choices)
	m.r = &c
	return nil
}

func (m *memStore) Append(from int, choices []string) error {
	if m.fail {
		return errors.New("disk full")
	}
	if from != len(m.r.Choices) {
		return errors.New("appended out of order")
	}
	m.r.Choices = append(m.r.Choices, choices...)
	return nil
}

// TestStoreKeepsEveryMove: a game kept in a store is there whole after
// every move, a move the store refuses is undone, a move taken back is
// taken back from the store, and the game resumes from what it kept.
func TestStoreKeepsEveryMove(t *testing.T) {
	st := &memStore{}
	setup := newSetup(t, [2]string{Human, "heuristic"}, 21)
	setup.Save, setup.Store = "", st
	s, err := New(setup)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(21, 21))
	for moves := 0; moves < 60 && !s.Game().Over(); moves++ {
		if _, err := s.RunComputers(); err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(st.r.Choices, s.Game().Choices()) {
			t.Fatalf("move %d: the store holds %d choices, the game %d", moves, len(st.r.Choices), len(s.Game().Choices()))
		}
		pr := s.Prompt(0)
		if pr == nil {
			break
		}
		id := pick(pr, r)
		st.fail = true
		before := s.Game().Fingerprint()
		if err := s.Apply(0, id); err == nil {
			t.Fatal("a move the store refused was taken")
		}
		if s.Game().Fingerprint() != before {
			t.Fatal("a move the store refused changed the game")
		}
		st.fail = false
		if err := s.Apply(0, id); err != nil {
			t.Fatal(err)
		}
	}
	n := len(st.r.Choices)
	if err := s.Undo(0); err == nil && len(st.r.Choices) >= n {
		t.Fatalf("undone, yet the store still holds %d choices", len(st.r.Choices))
	}
	back, err := ResumeStore(st.r, &memStore{})
	if err != nil {
		t.Fatal(err)
	}
	if back.Game().Fingerprint() != s.Game().Fingerprint() {
		t.Fatal("the game resumed from the store is not the game")
	}
	if s.Seats() != back.Seats() {
		t.Fatalf("seats %v, resumed %v", s.Seats(), back.Seats())
	}
}

// TestStoreOrFile: a game is kept in one place.
func TestStoreOrFile(t *testing.T) {
	setup := newSetup(t, [2]string{Human, "random"}, 2)
	setup.Store = &memStore{}
	if _, err := New(setup); err == nil {
		t.Fatal("a game kept in a file and a store")
	}
}

// TestFollow: a second session on the same store takes the moves the
// first kept, without keeping them again, and refuses moves that do not
// follow.
func TestFollow(t *testing.T) {
	st := &memStore{}
	setup := newSetup(t, [2]string{Human, Human}, 5)
	setup.Save, setup.Store = "", st
	a, err := New(setup)
	if err != nil {
		t.Fatal(err)
	}
	// Resuming writes nothing: the store holds the game as it is.
	b, err := ResumeStore(st.r, &memStore{fail: true})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 5))
	for range 40 {
		d := a.Game().Decider()
		if err := a.Apply(d, pick(a.Prompt(d), r)); err != nil {
			t.Fatal(err)
		}
	}
	n := b.Game().NumChoices()
	if err := b.Follow(n, st.r.Choices[n:]); err != nil {
		t.Fatal(err)
	}
	if b.Game().Fingerprint() != a.Game().Fingerprint() {
		t.Fatal("the follower's game is not the game")
	}
	if err := b.Follow(0, st.r.Choices); err != nil || b.Game().Fingerprint() != a.Game().Fingerprint() {
		t.Fatalf("moves followed twice: %v", err)
	}
	before := b.Game().Fingerprint()
	if err := b.Follow(b.Game().NumChoices(), []string{"play:99999"}); err == nil || b.Game().Fingerprint() != before {
		t.Fatalf("an illegal move followed: %v", err)
	}
	if err := b.Follow(b.Game().NumChoices()+3, []string{"pass"}); err == nil {
		t.Fatal("moves followed past a gap")
	}
}
