package engine

import (
	"encoding/binary"
	"fmt"
	"hash/fnv"
)

// Fingerprint hashes the whole game state (not the log): two games with
// the same fingerprint are, for every practical purpose, in the same state.
// Replay tests compare fingerprints.
func (g *Game) Fingerprint() uint64 {
	h := fnv.New64a()
	var b [8]byte
	put := func(v int64) {
		binary.LittleEndian.PutUint64(b[:], uint64(v))
		h.Write(b[:])
	}
	ids := func(s []CardID) {
		put(int64(len(s)))
		for _, id := range s {
			put(int64(id))
		}
	}
	put(int64(g.turn))
	put(int64(g.active))
	put(int64(g.first))
	put(int64(g.step))
	put(int64(g.winner))
	for i := range g.cards {
		c := &g.cards[i]
		put(int64(c.zone) | int64(c.owner)<<8 | int64(c.ctrl)<<16 | int64(c.wounds)<<24)
		flags := int64(0)
		if c.exhausted {
			flags |= 1
		}
		if c.insane {
			flags |= 2
		}
		put(flags | int64(c.committed)<<8 | int64(c.host)<<32)
		h.Write([]byte(c.def.Title))
	}
	for p := range g.players {
		pl := &g.players[p]
		ids(pl.deck)
		ids(pl.hand)
		ids(pl.discard)
		ids(pl.resources)
		ids(pl.play)
		ids(pl.won)
		for _, d := range pl.domains {
			put(int64(d.card))
			if d.drained {
				put(1)
			}
		}
	}
	ids(g.story)
	for s := range g.stories {
		sl := &g.stories[s]
		put(int64(sl.card) | int64(sl.success[0])<<32 | int64(sl.success[1])<<40)
	}
	put(int64(len(g.stack)))
	for _, f := range g.stack {
		put(int64(f.kind) | int64(f.pc)<<8 | int64(f.p)<<16 | int64(f.arg)<<24 | int64(f.arg2)<<40)
		put(int64(f.card) | int64(f.second)<<32)
	}
	r := g.rng // a copy: hashing must not advance the game's generator
	put(int64(r.Uint64()))
	return h.Sum64()
}

// DebugStack describes the pending frames, for debugging.
func (g *Game) DebugStack() string {
	s := ""
	for _, f := range g.stack {
		s += fmt.Sprintf("[%s pc=%d p=%d card=%s second=%d arg=%d arg2=%d x=%d] ", frameDefs[f.kind].name, f.pc, f.p, g.name(f.card), f.second, f.arg, f.arg2, f.x)
	}
	return s
}
