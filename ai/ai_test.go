package ai

import (
	"math/rand/v2"
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
)

// positions plays random games and keeps positions where a player must
// choose among several options.
func positions(t testing.TB, n int) []*engine.Game {
	t.Helper()
	db := carddb.Default()
	presets := deck.Presets()
	var out []*engine.Game
	for i := 0; len(out) < n; i++ {
		cfg := engine.Config{Seed: uint64(100 + i), StoryDeck: db.StoryDeck(carddb.FormatLCG), Library: cards.Library(),
			Options: engine.Options{NoLog: true}}
		for s := range 2 {
			d, err := presets[(i*3+s*17)%len(presets)].Build(db)
			if err != nil {
				t.Fatal(err)
			}
			cfg.Players[s] = engine.PlayerDeck{Name: d.Name, Cards: d.Cards()}
		}
		g, err := engine.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(uint64(i), 9))
		stop := 20 + r.IntN(200)
		for k := 0; !g.Over() && k < stop; k++ {
			opts := g.Options()
			g.Apply(opts[r.IntN(len(opts))])
		}
		if !g.Over() && len(g.Options()) > 1 && g.Turn() > 0 {
			out = append(out, g)
		}
	}
	return out
}

// TestAIDoesNotSeeHiddenCards: a computer player's decision is the same in
// the real game and in another game that differs only in what the player
// cannot see (the opponent's hand, both decks' order, the story deck): a
// sample of the game drawn from the player's own observation.
func TestAIDoesNotSeeHiddenCards(t *testing.T) {
	kinds := []string{"random", "heuristic", "ismcts:iterations=30,depth=200"}
	for i, g := range positions(t, 12) {
		p := g.Decider()
		other := g.Observe(p).Sample(rand.New(rand.NewPCG(uint64(i), 77)))
		if len(other.Options()) != len(g.Options()) {
			t.Fatalf("position %d: the sample offers other options", i)
		}
		for _, kind := range kinds {
			a, _ := New(kind, 42)
			b, _ := New(kind, 42)
			ca := a.Choose(g.Observe(p))
			cb := b.Choose(other.Observe(p))
			if ca != cb {
				t.Errorf("position %d, %s: %s in the real game, %s when the hidden cards differ", i, kind, ca.ID(), cb.ID())
			}
		}
	}
}

// TestSampleKeepsWhatIsSeen: a sample changes no card the player can see.
func TestSampleKeepsWhatIsSeen(t *testing.T) {
	for i, g := range positions(t, 6) {
		p := g.Decider()
		o := g.Observe(p)
		s := o.Sample(rand.New(rand.NewPCG(uint64(i), 1)))
		if err := s.CheckInvariants(); err != nil {
			t.Fatalf("position %d: the sample: %v", i, err)
		}
		for id := engine.CardID(0); int(id) < g.NumCards(); id++ {
			if !o.Seen(id) {
				continue
			}
			if g.Card(id).Def != s.Card(id).Def || g.Card(id).Zone != s.Card(id).Zone {
				t.Fatalf("position %d: the sample changed visible card %d", i, id)
			}
		}
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSampleIntoIsSample checks that a sample made in the memory of an
// earlier one, played on for a while, is the sample a fresh one is: the
// same state, and the same game when both are played on with the same
// choices.
func TestSampleIntoIsSample(t *testing.T) {
	var old *engine.Game
	for i, g := range positions(t, 6) {
		o := g.Observe(g.Decider())
		real := g.Fingerprint()
		fresh := o.Sample(rand.New(rand.NewPCG(uint64(i), 3)))
		reused := o.SampleInto(old, rand.New(rand.NewPCG(uint64(i), 3)))
		if fresh.Fingerprint() != reused.Fingerprint() {
			t.Fatalf("position %d: the sample made in an old one's memory differs", i)
		}
		a, b := NewRandom(uint64(i)), NewRandom(uint64(i))
		for n := 0; n < 150 && !fresh.Over(); n++ {
			oa, ob := a.Choose(fresh.Observe(fresh.Decider())), b.Choose(reused.Observe(reused.Decider()))
			if oa != ob {
				t.Fatalf("position %d, decision %d: %s against %s", i, n, oa.ID(), ob.ID())
			}
			if err := fresh.Apply(oa); err != nil {
				t.Fatal(err)
			}
			if err := reused.Apply(ob); err != nil {
				t.Fatal(err)
			}
			if err := reused.CheckInvariants(); err != nil {
				t.Fatalf("position %d, decision %d: %v", i, n, err)
			}
		}
		if fresh.Fingerprint() != reused.Fingerprint() {
			t.Fatalf("position %d: the two samples played on differ", i)
		}
		if g.Fingerprint() != real || g.CheckInvariants() != nil {
			t.Fatalf("position %d: sampling changed the real game", i)
		}
		old = reused // the next sample is made in this one's memory
		// The hidden cards a game keeps for its samples follow the game:
		// after a decision, a sample is the one a fresh copy gives.
		g = g.Clone()
		o = g.Observe(g.Decider())
		o.Sample(rand.New(rand.NewPCG(uint64(i), 4)))
		if err := g.Apply(NewRandom(uint64(i)).Choose(o)); err != nil {
			t.Fatal(err)
		}
		if g.Over() {
			continue
		}
		d := g.Decider()
		kept := g.Observe(d).Sample(rand.New(rand.NewPCG(uint64(i), 5)))
		c := g.Clone()
		afresh := c.Observe(d).Sample(rand.New(rand.NewPCG(uint64(i), 5)))
		if kept.Fingerprint() != afresh.Fingerprint() {
			t.Fatalf("position %d: a sample after a decision differs from a fresh copy's", i)
		}
	}
}

// TestNew reads player kinds and refuses bad ones.
func TestNew(t *testing.T) {
	good := []string{"random", "heuristic", "ismcts", "ismcts:iterations=50", "ismcts:ms=10,c=1.2,playout=heuristic"}
	for _, s := range good {
		if _, err := New(s, 1); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	bad := []string{"", "mcts", "random:x=1", "ismcts:iterations=0", "ismcts:playout=smart", "ismcts:foo=1", "ismcts:iterations"}
	for _, s := range bad {
		if _, err := New(s, 1); err == nil {
			t.Errorf("%q accepted", s)
		}
	}
}

// TestEvaluateIsZeroSum: the two players' ratings of a position add up to
// one, since each reads the same public facts with opposite signs; and a
// finished game rates 1 for its winner.
func TestEvaluateIsZeroSum(t *testing.T) {
	for i, g := range positions(t, 8) {
		a, b := Evaluate(g.Observe(0)), Evaluate(g.Observe(1))
		if d := a + b - 1; d > 1e-9 || d < -1e-9 || a <= 0 || a >= 1 {
			t.Errorf("position %d: ratings %.4f and %.4f", i, a, b)
		}
		for !g.Over() {
			g.Apply(NewHeuristic(uint64(i)).Choose(g.Observe(g.Decider())))
		}
		if w := g.Winner(); w >= 0 && (Evaluate(g.Observe(w)) != 1 || Evaluate(g.Observe(1-w)) != 0) {
			t.Errorf("position %d: the finished game rates %v for its winner", i, Evaluate(g.Observe(w)))
		}
	}
}

// TestRandomDrawsAsRand checks the random player's own bounded draw
// against math/rand's IntN on the same generator: the same numbers.
func TestRandomDrawsAsRand(t *testing.T) {
	r := NewRandom(42)
	ref := rand.New(rand.NewPCG(42, 0x2545f4914f6cdd1d))
	for i := range 20000 {
		n := 1 + i%97
		if i%5 == 0 {
			n = 1 << (i % 40) // powers of two take the masked path
		}
		if got, want := r.src.IntN(n), ref.IntN(n); got != want {
			t.Fatalf("draw %d of [0, %d): %d, math/rand gives %d", i, n, got, want)
		}
	}
}

// TestObserverLeaksNothing: what a computer player receives holds nothing
// from which the cards it cannot see could be worked out. A sample carries
// no seed, configuration or record of choices of the real game (with which
// the game, and so the opponent's hand, could be replayed), and a label
// names no card the player cannot see.
func TestObserverLeaksNothing(t *testing.T) {
	for i, g := range positions(t, 8) {
		p := g.Decider()
		o := g.Observe(p)
		s := o.Sample(rand.New(rand.NewPCG(uint64(i), 5)))
		if s.Seed() != 0 || s.NumChoices() != 0 {
			t.Fatalf("position %d: the sample carries the seed %d and %d choices of the real game", i, s.Seed(), s.NumChoices())
		}
		if r, err := s.Replay(); err == nil {
			t.Fatalf("position %d: the sample has a replay of %d choices", i, len(r.Choices))
		}
		for id := engine.CardID(0); int(id) < g.NumCards(); id++ {
			if o.Seen(id) {
				continue
			}
			title := g.Card(id).Def.Title
			for _, opt := range []engine.Option{{Act: engine.ActPick, Card: id}, {Act: engine.ActTarget, Card: id},
				{Act: engine.ActPlay, Card: id}, {Act: engine.ActTrigger, Card: id}} {
				if l := o.Label(opt); strings.Contains(l, title) {
					t.Fatalf("position %d: the label %q names hidden card %d", i, l, id)
				}
			}
		}
	}
}
