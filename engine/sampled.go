package engine

import "slices"

// Sampled decisions (Options.Sampling). A player who chooses uniformly at
// random needs only one legal option, not the list of them all: his
// action windows and his commitments wait for him with their options
// unlisted, and Observer.PickUniform tries the decision's candidates (what
// he might do, before anything is checked) in a random order until a
// legal one comes. Each legal option is as likely as any other to come
// first, so the choices have the distribution of a pick from the list.

// sampled reports whether the decision waiting is one that player samples:
// an action window or a commitment of a player with Options.Sampling.
func (g *Game) sampled() bool {
	if len(g.stack) == 0 || g.over {
		return false
	}
	f := g.top()
	return (f.kind == fActionWindow || f.kind == fCommit) && g.opts.Sampling[f.p]
}

// candidates appends the candidates of player p's sampled decision: for an
// action window, pass, the cards in his hand and his Action abilities
// (windowCandidates); for a commitment, done and each pair of a character
// and a story he might commit it to (commitCandidates).
func (g *Game) candidates(p int, out []Option) []Option {
	if g.top().kind == fCommit {
		return g.commitCandidates(p, out)
	}
	return g.windowCandidates(p, out)
}

// sampledLegal reports whether option o is legal in player p's sampled
// decision, checked alone: whether the decision's list would hold it.
func (g *Game) sampledLegal(p int, o Option) bool {
	if g.top().kind == fCommit {
		return g.commitLegal(p, o)
	}
	return g.windowLegal(p, o)
}

// onlyCandidate returns the one candidate of player p's sampled decision
// when it has one and that is legal (a window where he can only pass, a
// commitment with no character to commit): it is taken at once, as a
// listed decision's one option is. The candidates are kept for the pick
// (candOK).
func (g *Game) onlyCandidate(p int) (Option, bool) {
	g.candBuf = g.candidates(p, g.candBuf[:0])
	g.candOK = true
	if len(g.candBuf) != 1 {
		return Option{}, false
	}
	o := g.candBuf[0]
	g.beginCache()
	ok := g.sampledLegal(p, o)
	g.endCache()
	return o, ok
}

// pickSampled chooses uniformly among the legal options of player p's
// sampled decision, checking as few as it can: the candidates are tried
// in a random order (pick(n) gives an integer in [0, n)) until a legal
// one comes. It returns the zero Option if none is legal.
func (g *Game) pickSampled(p int, pick func(n int) int) Option {
	g.beginCache()
	cand := g.candBuf
	if !g.candOK {
		cand = g.candidates(p, g.candBuf[:0])
	} else if g.opts.VerifyCaches {
		fresh := g.candidates(p, nil)
		if !slices.Equal(fresh, cand) {
			g.cacheFault("player %d's candidates kept (%v) are not his decision's (%v)", p+1, cand, fresh)
		}
	}
	var chosen Option
	for i := range cand {
		j := i + pick(len(cand)-i)
		cand[i], cand[j] = cand[j], cand[i]
		if g.sampledLegal(p, cand[i]) {
			chosen = cand[i]
			break
		}
	}
	g.endCache()
	g.candBuf, g.candOK = cand[:0], false
	g.picked, g.pickedOK = chosen, true
	if g.opts.VerifyCaches {
		g.verifyPick(p, chosen)
	}
	return chosen
}

// verifyPick checks an option picked in player p's sampled decision
// against the decision's options, listed apart from its own list (which
// stays unlisted); listing an action window's options also checks the
// Action abilities found on the lists against a walk of all his cards
// (Options.VerifyCaches).
func (g *Game) verifyPick(p int, chosen Option) {
	g.beginCache()
	f := g.top()
	opts := frameDefs[f.kind].options(g, f, nil)
	g.endCache()
	if !slices.Contains(opts, chosen) {
		g.cacheFault("player %d's pick %s is not among his decision's options (%v)", p+1, chosen.ID(), opts)
	}
}
