package ai

import (
	"math"
	"math/rand/v2"
	"time"

	"cthulhu/engine"
)

// ISMCTS is Information Set Monte Carlo Tree Search, single observer
// (Cowling, Powley and Whitehouse, 2012). Each iteration draws a
// determinization of the game consistent with what the player has seen
// (engine.Observer.Sample: the opponent's hand and both decks dealt at
// random), walks the one tree of decisions (both players'), choosing by UCB
// among the moves legal in that determinization, adds one move, plays the
// game out with a playout policy and counts the result. The answer is the
// most visited move at the root.
type ISMCTS struct {
	// Iterations per decision; Budget, if set, bounds the time instead
	// (a time budget makes the player's moves depend on the machine).
	Iterations int
	Budget     time.Duration
	// C is the exploration constant of UCB.
	C float64
	// Playout names the policy of the playouts: "random" or "heuristic".
	Playout string
	// MaxPlayout bounds a playout's decisions; a playout cut short is
	// scored by Evaluate.
	MaxPlayout int

	rng *rand.Rand
}

// NewISMCTS returns a searcher with the default settings.
func NewISMCTS(seed uint64) *ISMCTS {
	return &ISMCTS{Iterations: 300, C: 0.7, Playout: "heuristic", MaxPlayout: 60,
		rng: rand.New(rand.NewPCG(seed, 0x6a09e667f3bcc909))}
}

type node struct {
	parent   *node
	move     engine.Option
	player   int // who chose move
	children []*node
	visits   int
	avail    int
	wins     float64
}

// nodes hands out the nodes of a search from blocks: a search allocates
// a block, not a node, at a time.
type nodes struct{ block []node }

func (ns *nodes) get(n node) *node {
	if len(ns.block) == cap(ns.block) {
		ns.block = make([]node, 0, 64)
	}
	ns.block = append(ns.block, n)
	return &ns.block[len(ns.block)-1]
}

func (n *node) child(m engine.Option) *node {
	for _, c := range n.children {
		if c.move == m {
			return c
		}
	}
	return nil
}

// Choose searches, then returns the most visited move.
func (s *ISMCTS) Choose(o *engine.Observer) engine.Option {
	opts := o.Options()
	if len(opts) == 1 {
		return opts[0]
	}
	var pool nodes
	root := pool.get(node{player: -1})
	// Heuristic playouts ask each player; random ones are taken by the
	// sample itself with the searcher's generator (PlayUniform), as a
	// Random player sharing it would choose.
	var playout [2]Player
	random := s.Playout != "heuristic"
	if !random {
		playout = [2]Player{NewHeuristic(s.rng.Uint64()), NewHeuristic(s.rng.Uint64())}
	}
	start := time.Now()
	var g *engine.Game // each iteration's sample, made in the last one's memory
	var untried []engine.Option
	for it := 0; ; it++ {
		if s.Budget > 0 {
			if it > 0 && time.Since(start) >= s.Budget {
				break
			}
		} else if it >= s.Iterations {
			break
		}
		g = o.SampleInto(g, s.rng)
		n := root
		// Selection and expansion.
		for !g.Over() {
			legal := g.Options()
			if n == root {
				// At the root only the real options count: in a sample, a
				// decision about hidden cards (a deck search) may offer
				// others.
				legal = opts
			}
			untried = untried[:0]
			for _, m := range legal {
				if c := n.child(m); c != nil {
					c.avail++
				} else {
					untried = append(untried, m)
				}
			}
			decider := g.Decider()
			if len(untried) > 0 {
				m := untried[s.rng.IntN(len(untried))]
				c := pool.get(node{parent: n, move: m, player: decider, avail: 1})
				n.children = append(n.children, c)
				g.Apply(m)
				n = c
				break
			}
			var best *node
			bestU := math.Inf(-1)
			for _, m := range legal {
				c := n.child(m)
				u := c.wins/float64(c.visits) + s.C*math.Sqrt(math.Log(float64(c.avail))/float64(c.visits))
				if u > bestU {
					best, bestU = c, u
				}
			}
			g.Apply(best.move)
			n = best
		}
		// Playout.
		if random {
			g.PlayUniform([2]engine.Picker{s.rng, s.rng}, s.MaxPlayout)
		}
		for k := 0; !random && !g.Over() && k < s.MaxPlayout; k++ {
			d := g.Decider()
			g.Apply(playout[d].Choose(g.Observe(d)))
		}
		// Backpropagation: the result counts for the player who chose
		// each move.
		v0 := Evaluate(g.Observe(0))
		for ; n != nil; n = n.parent {
			n.visits++
			if n.player == 0 {
				n.wins += v0
			} else {
				n.wins += 1 - v0
			}
		}
	}
	var best *node
	for _, c := range root.children {
		if best == nil || c.visits > best.visits {
			best = c
		}
	}
	if best == nil {
		return opts[0]
	}
	return best.move
}
