package engine

import (
	"math/bits"
	"math/rand/v2"
)

// pcg is the game's only source of randomness: a PCG generator held by
// value in the state, so that cloning a game clones its future draws.
type pcg struct{ rand.PCG }

func (r *pcg) seed(s uint64) { r.PCG = *rand.NewPCG(s, 0x9e3779b97f4a7c15) }

// intn returns a uniform number in [0, n), n > 0 (Lemire's method).
func (r *pcg) intn(n int) int {
	un := uint64(n)
	hi, lo := bits.Mul64(r.Uint64(), un)
	if lo < un {
		thresh := -un % un
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), un)
		}
	}
	return int(hi)
}

// shuffle permutes ids uniformly (Fisher-Yates).
func (r *pcg) shuffle(ids []CardID) {
	for i := len(ids) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		ids[i], ids[j] = ids[j], ids[i]
	}
}
