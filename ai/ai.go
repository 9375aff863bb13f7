// Package ai holds the computer players. Every player decides from what
// the rules let it see: the options of its own decision and its view of
// the game.
package ai

import (
	"math/rand/v2"

	"cthulhu/engine"
)

// Player chooses an option when the game waits for it. It sees the game
// only through its observer: its own view, its options, and samples of the
// hidden cards.
type Player interface {
	Choose(o *engine.Observer) engine.Option
}

// Random chooses uniformly among the legal options. It is the cheapest
// player there is: it reads nothing but the options.
type Random struct {
	rng *rand.Rand
}

// NewRandom returns a random player seeded for reproducible games.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x2545f4914f6cdd1d))}
}

// Choose picks an option uniformly at random.
func (r *Random) Choose(o *engine.Observer) engine.Option {
	opts := o.Options()
	return opts[r.rng.IntN(len(opts))]
}
