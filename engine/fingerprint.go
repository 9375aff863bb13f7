package engine

import "fmt"

// Fingerprint hashes the whole state of the game (its part state): two
// games with the same fingerprint are, for every practical purpose, in the
// same state. It hashes every field of the state, and of each value the
// state holds (cards, players, domains, stories, frames, occurrences,
// lasting effects, uses, choices), but those notFingerprinted
// names (TestFingerprintCoversState). A refused choice leaves it as it
// was (the fuzz tests); a replay and the game it recorded, or a game and
// its copy, have the same.
func (g *Game) Fingerprint() uint64 {
	s := &g.state
	h := fingerprint(14695981039346656037)
	h.n(int64(s.format))
	h.n(int64(s.seed))
	r := s.rng // a copy: hashing must not advance the game's generator
	h.n(int64(r.Uint64()))
	h.options(&s.opts)
	h.n(int64(len(s.cards)))
	for i := range s.cards {
		h.card(&s.cards[i])
	}
	for p := range s.players {
		pl := &s.players[p]
		h.str(pl.name)
		h.ids(pl.deck)
		h.ids(pl.hand)
		h.ids(pl.discard)
		h.ids(pl.resources)
		h.ids(pl.play)
		h.ids(pl.won)
		h.n(int64(len(pl.domains)))
		for _, d := range pl.domains {
			h.n(int64(d.card))
			h.bool(d.drained)
			h.n(int64(d.total))
			for _, n := range d.byFaction {
				h.n(int64(n))
			}
			h.n(int64(d.transient))
		}
		h.bool(pl.mulliganed)
		h.n(int64(pl.putChar))
	}
	for i := range s.stories {
		sl := &s.stories[i]
		h.n(int64(sl.card))
		h.n(int64(sl.success[0]))
		h.n(int64(sl.success[1]))
		h.bool(sl.resolved)
	}
	h.ids(s.story)
	h.n(int64(s.turn))
	h.n(int64(s.active))
	h.n(int64(s.first))
	h.n(int64(s.step))
	h.n(int64(len(s.stack)))
	for i := range s.stack {
		h.frame(&s.stack[i])
	}
	h.bool(s.over)
	h.n(int64(s.winner))
	h.str(s.reason)
	h.n(int64(s.eliminated))
	if s.charsLeft != (phaseCount{}) {
		// Hashed only when set: the games without hash as before.
		h.n(int64(s.charsLeft.at.turn))
		h.n(int64(s.charsLeft.at.phase))
		h.n(int64(s.charsLeft.n))
	}
	h.n(int64(s.seq))
	h.events(s.occ)
	h.n(int64(s.forcedAt))
	h.n(int64(s.curSrc))
	h.ids(s.arena)
	h.n(int64(len(s.lasting)))
	for i := range s.lasting {
		l := &s.lasting[i]
		h.mod(&l.mod)
		h.bool(l.once)
		h.n(int64(l.on))
		h.n(int64(l.epoch))
		h.n(int64(l.p))
		h.n(int64(l.until))
		h.n(int64(l.src))
		h.n(int64(l.turn))
		h.n(int64(l.phase))
	}
	h.n(int64(len(s.uses)))
	for i := range s.uses {
		u := &s.uses[i]
		h.n(int64(u.card))
		h.n(int64(u.epoch))
		h.n(int64(u.ab))
		h.n(int64(u.p))
		h.str(u.title)
		h.n(int64(u.seq))
		h.n(int64(u.turn))
		h.n(int64(u.phase))
		h.n(int64(u.per))
		h.n(int64(u.round))
	}
	h.n(int64(s.payDomain))
	h.n(int64(len(s.choices)))
	for _, o := range s.choices {
		h.n(int64(o.Act))
		h.n(int64(o.Card))
		h.n(int64(o.Arg))
	}
	h.bool(s.unrecorded)
	return uint64(h)
}

// notFingerprinted names the fields Fingerprint leaves out ("type.field"),
// each with why: none is where the game is.
var notFingerprinted = map[string]string{
	"state.observers":      "the players' handles on the game (Observe)",
	"state.auto":           "the pickers of a PlayUniform running: none between calls",
	"state.lib":            "the implementations, which each card's definition (hashed) names",
	"state.impls":          "made from each card's definition and the library (setImpl)",
	"state.reacts":         "made from each card's definition and the library (setImpl)",
	"state.actions":        "made from each card's definition and the library (setImpl)",
	"state.ownImpls":       "whose memory the implementations are in (ownCards)",
	"state.config":         "how the game began (New): what it set is hashed in the state",
	"state.log":            "the record of what happened, kept or not (Options.NoLog) in the same game: seq (hashed) counts its events",
	"Options.NoLog":        "whether the record is kept: the game is the same",
	"Event.Text":           "an occurrence's words for the log, written only when the log is kept (Options.NoLog)",
	"Options.VerifyCaches": "checks the engine as it runs: a game is the same with it or without",
	"Mod.who":              "a function of the ability the modifier is of, named by its source and kind",
	"Mod.per":              "a function of the ability the modifier is of, named by its source and kind",
	"Mod.perCard":          "a function of the ability the modifier is of, named by its source and kind",
	"player.pile":          "the player's pile card, made with the game and never moved: the one card (hashed) in zone pile he owns",
}

// fingerprint is an FNV-1a hash of numbers.
type fingerprint uint64

func (h *fingerprint) n(v int64) { *h = (*h ^ fingerprint(v)) * 1099511628211 }

func (h *fingerprint) bool(b bool) {
	if b {
		h.n(1)
	} else {
		h.n(0)
	}
}

func (h *fingerprint) str(s string) {
	h.n(int64(len(s)))
	for i := 0; i < len(s); i++ {
		h.n(int64(s[i]))
	}
}

func (h *fingerprint) ids(s []CardID) {
	h.n(int64(len(s)))
	for _, id := range s {
		h.n(int64(id))
	}
}

func (h *fingerprint) options(o *Options) {
	for p := range 2 {
		h.bool(o.AlwaysAsk[p])
		h.bool(o.Bluff[p])
		h.bool(o.Sampling[p])
	}
	h.bool(o.NoReplay)
}

func (h *fingerprint) card(c *card) {
	if c.def == nil {
		h.str("")
	} else {
		h.str(c.def.Set)
		h.n(int64(c.def.Number))
		h.str(c.def.Title)
	}
	h.n(int64(c.owner))
	h.n(int64(c.ctrl))
	h.n(int64(c.zone))
	h.n(int64(c.wounds))
	h.n(int64(c.epoch))
	h.bool(c.exhausted)
	h.bool(c.insane)
	h.n(int64(c.committed))
	h.n(int64(c.pending))
	h.n(int64(c.host))
	h.n(int64(c.moved.turn))
	h.n(int64(c.moved.phase))
	h.n(int64(c.entered.turn))
	h.n(int64(c.entered.phase))
	h.n(int64(c.maddened.turn))
	h.n(int64(c.maddened.phase))
	h.n(int64(c.commits[0]))
	h.n(int64(c.commits[1]))
	h.n(int64(c.atNext))
	h.n(int64(c.atFirst[0]))
	h.n(int64(c.atFirst[1]))
	h.n(int64(c.left))
	h.n(int64(c.leftAt))
	h.n(int64(c.tokens))
	if c.asCharacter {
		h.n(1) // hashed only when set: the other cards hash as before
	}
	if c.played != 0 {
		h.n(int64(c.played) + 2) // also hashed only when set
	}
	if c.faceDown {
		h.n(2) // as asCharacter
	}
	if c.destroyed {
		h.n(3) // as asCharacter
	}
}

// frame hashes a frame whole.
func (h *fingerprint) frame(f *frame) {
	h.n(int64(f.kind))
	h.n(int64(f.pc))
	h.n(int64(f.p))
	h.n(int64(f.flags))
	h.n(int64(f.card))
	h.n(int64(f.second))
	h.n(int64(f.arg))
	h.n(int64(f.arg2))
	h.n(int64(f.arena))
	h.n(int64(f.x))
	h.n(int64(f.partStep))
	h.n(int64(f.overpaid))
	h.n(int64(f.drained))
	h.n(int64(f.occurrence))
}

func (h *fingerprint) events(es []Event) {
	h.n(int64(len(es)))
	for i := range es {
		e := &es[i]
		h.n(int64(e.Turn))
		h.n(int64(e.Step))
		h.n(int64(e.Kind))
		h.n(int64(e.Player))
		h.n(int64(e.Flags))
		h.n(int64(e.D))
		h.n(int64(e.Card))
		h.n(int64(e.Other))
		h.n(int64(e.N))
		h.n(int64(e.Counts[0]))
		h.n(int64(e.Counts[1]))
		h.n(int64(e.X))
		h.n(int64(e.Src))
		h.n(int64(e.Seq))
		h.n(int64(e.Answers))
	}
}

func (h *fingerprint) mod(m *Mod) {
	h.n(int64(m.kind))
	h.n(int64(m.n))
	h.n(int64(m.icon))
	h.n(int64(m.kw))
	h.n(int64(m.anchor))
	h.str(m.str)
}

// DebugStack describes the pending frames, for debugging.
func (g *Game) DebugStack() string {
	s := ""
	for _, f := range g.stack {
		s += fmt.Sprintf("[%s pc=%d p=%d card=%s second=%d arg=%d arg2=%d x=%d] ", frameDefs[f.kind].name, f.pc, f.p, g.name(f.card), f.second, f.arg, f.arg2, f.x)
	}
	return s
}
