// Package ai holds the computer players. Every player decides from what
// the rules let it see: the options of its own decision and its view of
// the game.
package ai

import (
	"math/bits"
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
	src pcg
}

// Samples reports whether a player chooses with engine.Observer.PickUniform,
// so that a game may set engine.Options.Sampling for him.
func Samples(p Player) bool {
	_, ok := p.(*Random)
	return ok
}

// NewRandom returns a random player seeded for reproducible games.
func NewRandom(seed uint64) *Random {
	r := &Random{}
	r.src.PCG.Seed(seed, 0x2545f4914f6cdd1d)
	return r
}

// Choose picks an option uniformly at random.
func (r *Random) Choose(o *engine.Observer) engine.Option {
	return o.PickUniform(&r.src)
}

// Picker is the source of the random player's choices: a game may take
// his decisions itself with it (engine.Game.PlayUniform), as Choose would
// take them.
func (r *Random) Picker() engine.Picker { return &r.src }

// pcg draws rand.Rand.IntN's numbers from a PCG generator without the
// call through the rand.Source interface (the random player's picks are
// a noticeable part of a random game).
type pcg struct{ rand.PCG }

func (r *pcg) IntN(n int) int {
	un := uint64(n)
	if un&(un-1) == 0 {
		return int(r.Uint64() & (un - 1))
	}
	hi, lo := bits.Mul64(r.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), un)
		}
	}
	return int(hi)
}
