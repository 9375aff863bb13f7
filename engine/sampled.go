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
	return sampledKind(f.kind) && g.opts.Sampling[f.p]
}

// sampledKind reports whether decisions of a kind are sampled by a player
// who samples.
func sampledKind(k frameKind) bool { return k == fActionWindow || k == fCommit }

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

// candIndex counts the candidates of a sampled decision and reaches each
// by its index (candAt), in the order candidates lists them, without
// listing them: a pick checks only the few it draws. An action window
// with a lasting effect in play, which may lend an Action ability
// (lentCandidates), has its candidates listed in candBuf instead.
type candIndex struct {
	n       int
	listed  bool // in candBuf
	commit  bool
	own     bool // an action window of the player's own operations phase
	hand    int  // an action window's candidates in hand
	ns      int  // a commitment's stories, in stories
	stories [numSlots]CardID
	// ready: a commitment's characters ready to commit, in the order of
	// the play area, when they are no more than it holds (else -1).
	nready int
	ready  [16]CardID
}

// countCandidates counts player p's candidates in the decision waiting,
// of kind k (candIndex).
func (g *Game) countCandidates(p int, k frameKind) {
	ci := &g.cand
	ci.listed, ci.commit = false, false
	if k == fCommit {
		// Done, then each character ready to commit with each story
		// (commitCandidates).
		ci.commit = true
		ci.ns = len(g.commitStories(p, ci.stories[:0]))
		ready := 0
		for _, id := range g.players[p].play {
			if g.readyToCommit(id) {
				if ready < len(ci.ready) {
					ci.ready[ready] = id
				}
				ready++
			}
		}
		ci.n, ci.nready = 1+ready*ci.ns, ready
		if ready > len(ci.ready) {
			ci.nready = -1
		}
		return
	}
	if g.lending() || g.modsOf(maskFromDiscard) {
		// Lent Actions, or cards that may be played from the discard
		// pile: the candidates are listed.
		g.candBuf = g.windowCandidates(p, g.candBuf[:0])
		ci.listed, ci.n = true, len(g.candBuf)
		return
	}
	// Pass, the cards in hand he might play, then his Action abilities
	// (windowCandidates).
	ci.own = int(g.active) == p && g.step == StepOperations
	ci.hand = int(g.handActs[p])
	if ci.own {
		ci.hand = len(g.players[p].hand)
	}
	ci.n = 1 + ci.hand
	if g.anyActions {
		g.freshReacts()
		ci.n += g.actN[p]
	}
}

// candAt returns candidate i of player p's decision waiting, as counted
// (countCandidates).
func (g *Game) candAt(p, i int) Option {
	ci := &g.cand
	switch {
	case ci.listed:
		return g.candBuf[i]
	case i == 0 && ci.commit:
		return Option{Act: ActDone, Card: None}
	case i == 0:
		return Option{Act: ActPass, Card: None}
	case ci.commit:
		k, s := (i-1)/ci.ns, (i-1)%ci.ns
		if k < ci.nready {
			return Option{Act: ActCommit, Card: ci.ready[k], Arg: int32(ci.stories[s])}
		}
		for _, id := range g.players[p].play {
			if g.readyToCommit(id) {
				if k == 0 {
					return Option{Act: ActCommit, Card: id, Arg: int32(ci.stories[s])}
				}
				k--
			}
		}
	case i <= ci.hand:
		hand := g.players[p].hand
		if ci.own {
			return Option{Act: ActPlay, Card: hand[i-1]}
		}
		k := i - 1
		for _, id := range hand {
			if g.actionEvent(id) {
				if k == 0 {
					return Option{Act: ActPlay, Card: id}
				}
				k--
			}
		}
	default:
		k := i - 1 - ci.hand
		for _, id := range g.actIDs[p] {
			idx := g.impls[id].actionIdx
			if k < len(idx) {
				return Option{Act: ActTrigger, Card: id, Arg: packTrigger(idx[k], 0)}
			}
			k -= len(idx)
		}
	}
	// Not reached while the state is the one counted: an illegal option,
	// which the pick passes over, and a fault the invariants report.
	g.cacheFault("candidate %d of player %d's %d was not found", i, p+1, ci.n)
	return Option{}
}

// onlyCandidate returns the one candidate of player p's sampled decision
// when it has one and that is legal (a window where he can only pass, a
// commitment with no character to commit): it is taken at once, as a
// listed decision's one option is. The candidates stay counted for the
// pick (candOK). k is the decision's kind.
func (g *Game) onlyCandidate(p int, k frameKind) (Option, bool) {
	g.countCandidates(p, k)
	g.candOK = true
	if g.cand.n != 1 {
		return Option{}, false
	}
	o := g.candAt(p, 0)
	g.beginCache()
	ok := g.candLegal(p, o)
	g.endCache()
	return o, ok
}

// pickSampled chooses uniformly among the legal options of player p's
// sampled decision, checking as few as it can: the candidates are tried
// in a random order (pick.IntN(n) gives an integer in [0, n)) until a legal
// one comes. The order is a shuffle of their indexes, drawn as it goes:
// only the candidates drawn are made. It returns the zero Option if none
// is legal.
func (g *Game) pickSampled(p int, pick Picker) Option {
	g.beginCache()
	if !g.candOK {
		g.countCandidates(p, g.top().kind)
	} else if g.opts.VerifyCaches {
		g.verifyCandidates(p)
	}
	n := g.cand.n
	g.perm.start(n)
	var chosen Option
	for i := range n {
		if o := g.candAt(p, g.perm.draw(i, i+pick.IntN(n-i))); g.candLegal(p, o) {
			chosen = o
			break
		}
	}
	g.endCache()
	g.candOK = false
	g.picked, g.pickedOK = chosen, true
	if g.opts.VerifyCaches {
		g.verifyPick(p, chosen)
	}
	return chosen
}

// candLegal is sampledLegal for a candidate as candAt makes it, while the
// state is the one counted: what the count found is not asked again (the
// window is his, the card is in his hand or the Action ability is of his
// own cards; the character is ready to commit, the story one he may commit
// to), only the rest of the checks.
func (g *Game) candLegal(p int, o Option) (ok bool) {
	switch {
	case g.cand.listed:
		return g.windowLegal(p, o)
	case o.Act == ActPass:
		ok = o.Card == None // not the zero Option of a candidate not found
	case o.Act == ActDone:
		ok = g.commitDoneAllowed(p)
	case o.Act == ActCommit:
		ok = !g.commitForbidden(o.Card) && g.commitAllowed(o.Card, CardID(o.Arg))
	case o.Act == ActPlay:
		ok = g.playProblem(p, o.Card, false) == nil
	default: // ActTrigger
		ai, _ := unpackTrigger(o.Arg)
		ok = g.canTrigger(p, o.Card, ai, nil)
	}
	if g.opts.VerifyCaches {
		g.verifyCandLegal(p, o, ok)
	}
	return ok
}

// verifyCandLegal checks candLegal's answer ok for candidate o of player
// p's decision against sampledLegal's (Options.VerifyCaches).
func (g *Game) verifyCandLegal(p int, o Option, ok bool) {
	if ok != g.sampledLegal(p, o) {
		g.cacheFault("player %d's candidate %s checked as counted (%v) is not so checked alone", p+1, o.ID(), ok)
	}
}

// shuffle is a Fisher-Yates shuffle of 0, ..., n-1 made as it is drawn:
// a position holds its own index until a swap writes it, and a write is
// marked with the stamp of the shuffle it belongs to, so that a new
// shuffle starts without filling anything (a pick draws about two of
// its candidates).
type shuffle struct {
	pos []shufflePos
	cur uint32
}

// shufflePos is a position of a shuffle: its value, if written by the
// shuffle of its stamp.
type shufflePos struct {
	val   int32
	stamp uint32
}

// start begins a shuffle of n.
func (s *shuffle) start(n int) {
	if s.cur++; s.cur == 0 { // the stamps wrapped round: none may match
		clear(s.pos)
		s.cur = 1
	}
	if n > len(s.pos) {
		s.pos = make([]shufflePos, n+16)
	}
}

// at is the value at position i.
func (s *shuffle) at(i int) int {
	if p := s.pos[i]; p.stamp == s.cur {
		return int(p.val)
	}
	return i
}

// draw swaps positions i and j (i <= j < n, j drawn at random), and
// returns the value that comes to i: the i-th of the order. Position i is
// never read again, so only j is written.
func (s *shuffle) draw(i, j int) int {
	v := s.at(j)
	s.pos[j] = shufflePos{int32(s.at(i)), s.cur}
	return v
}

// verifyCandidates checks the candidates kept counted for player p's
// decision against a listing of them (Options.VerifyCaches).
func (g *Game) verifyCandidates(p int) {
	fresh := g.candidates(p, nil)
	kept := make([]Option, g.cand.n)
	for i := range kept {
		kept[i] = g.candAt(p, i)
	}
	if !slices.Equal(fresh, kept) {
		g.cacheFault("player %d's candidates kept (%v) are not his decision's (%v)", p+1, kept, fresh)
	}
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
