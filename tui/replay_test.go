package tui

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gdamore/tcell/v2"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/engine"
	"cthulhu/session"
)

// finishedReplay is the replay of a game between computers played to its
// end.
func finishedReplay(tb testing.TB, seed uint64) *engine.Replay {
	tb.Helper()
	set := session.Setup{Format: carddb.FormatLCG, Seed: seed, Seats: [2]string{"random", "random"}}
	var err error
	if set.Decks, err = (NewGame{Format: set.Format, Deck: [2]string{"agency-cthulhu-1", "hastur-yog-sothoth-2"}}).Decks(); err != nil {
		tb.Fatal(err)
	}
	s, err := session.New(set)
	if err != nil {
		tb.Fatal(err)
	}
	if _, err := s.RunComputers(); err != nil {
		tb.Fatal(err)
	}
	r, err := s.Replay()
	if err != nil {
		tb.Fatal(err)
	}
	return r
}

// TestReplayPositions: the game the replay viewer shows after n choices,
// from its checkpoints, is the game replayed from the start.
func TestReplayPositions(t *testing.T) {
	r := finishedReplay(t, 3)
	_, ps, end, err := replayMoves(r)
	if err != nil {
		t.Fatal(err)
	}
	if want := len(r.Choices)/checkpointEvery + 1; len(ps.marks) != want {
		t.Errorf("%d checkpoints for %d choices, want %d", len(ps.marks), len(r.Choices), want)
	}
	rnd := rand.New(rand.NewPCG(3, 3))
	for _, n := range append([]int{0, 1, checkpointEvery, len(r.Choices)}, rnd.IntN(len(r.Choices)), rnd.IntN(len(r.Choices))) {
		g, err := ps.at(n)
		if err != nil {
			t.Fatal(err)
		}
		want, err := r.Play(carddb.Default(), cards.Library(), n)
		if err != nil {
			t.Fatal(err)
		}
		if g.Fingerprint() != want.Fingerprint() || len(g.Events()) != len(want.Events()) {
			t.Errorf("after %d choices the checkpoints give another game", n)
		}
	}
	if g, _ := ps.at(len(r.Choices)); g.Fingerprint() != end.Fingerprint() {
		t.Error("the end differs")
	}
	// A checkpoint is never changed by the games made from it.
	before := ps.marks[1].Fingerprint()
	g, _ := ps.at(checkpointEvery)
	g.Choose(r.Choices[checkpointEvery])
	if ps.marks[1].Fingerprint() != before {
		t.Error("a checkpoint changed")
	}
}

// TestReplayOfAGameInProgress: a saved game in progress against the
// computer is shown only from its player's view, which v does not
// change; one between two people is refused.
func TestReplayOfAGameInProgress(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, "random"}, 4))
	if err != nil {
		t.Fatal(err)
	}
	for range 20 {
		if _, err := s.RunComputers(); err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(0, s.Prompt(0).Options[0].ID); err != nil {
			t.Fatal(err)
		}
	}
	r, err := s.Game().Replay() // the host's, as the file holds it
	if err != nil {
		t.Fatal(err)
	}
	r.Seats = s.Seats()
	screen := tcell.NewSimulationScreen("UTF-8")
	done := make(chan error, 1)
	hs := &harness{t: t, screen: screen, done: done}
	go func() { done <- ViewReplay(r, Options{Screen: screen, started: hs.started}) }()
	hs.waitFor("move 0 of", "Player 1's view", "in progress: your view")
	hs.key(tcell.KeyEnd, 0)
	hs.key(tcell.KeyRune, 'v')
	hs.key(tcell.KeyRune, 'v')
	txt := hs.waitFor("Player 1's view")
	if strings.Contains(txt, "everything") || strings.Contains(txt, "Player 2's hand") {
		t.Errorf("the computer's side is shown:\n%s", txt)
	}
	hs.key(tcell.KeyRune, 'q')
	hs.wait()
	r.Seats = [2]string{session.Human, session.Human}
	if err := ViewReplay(r, Options{Screen: tcell.NewSimulationScreen("UTF-8")}); err == nil || !strings.Contains(err.Error(), "two people") {
		t.Errorf("hot seat in progress: %v", err)
	}
}

// BenchmarkReplaySteps steps through a whole replay, one move at a time,
// as the viewer does: from the checkpoints, and from the start as the
// viewer once did.
func BenchmarkReplaySteps(b *testing.B) {
	var r *engine.Replay // the longest of a few games
	for seed := uint64(1); seed <= 12; seed++ {
		if g := finishedReplay(b, seed); r == nil || len(g.Choices) > len(r.Choices) {
			r = g
		}
	}
	_, ps, _, err := replayMoves(r)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("%d moves", len(r.Choices))
	b.Run("checkpoints", func(b *testing.B) {
		for b.Loop() {
			for n := range len(r.Choices) + 1 {
				if _, err := ps.at(n); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
	b.Run("from-the-start", func(b *testing.B) {
		for b.Loop() {
			for n := range len(r.Choices) + 1 {
				if _, err := r.Play(carddb.Default(), cards.Library(), n); err != nil {
					b.Fatal(err)
				}
			}
		}
	})
}
