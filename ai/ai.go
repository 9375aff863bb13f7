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
// player there is: it reads nothing but the options, and in a game that
// lets it sample (engine.Options.Sampling, see Samples) it checks only as
// many of an action window's candidates as it takes to find a legal one.
type Random struct {
	rng *rand.Rand
}

// Samples reports whether a player chooses with engine.Observer.PickUniform,
// so that a game may set engine.Options.Sampling for him.
func Samples(p Player) bool {
	_, ok := p.(*Random)
	return ok
}

// NewRandom returns a random player seeded for reproducible games.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, 0x2545f4914f6cdd1d))}
}

// Choose picks an option uniformly at random.
func (r *Random) Choose(o *engine.Observer) engine.Option {
	return o.PickUniform(r.rng.IntN)
}
