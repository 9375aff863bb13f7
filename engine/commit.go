package engine

import (
	"iter"
	"slices"

	"cthulhu/carddb"
)

// Committing (Rulebook, 5. Story Phase, Steps 1 and 2).
//
// fCommit: player p declares, one at a time, which ready characters go to
// which story, then commits them all at once: each is exhausted and moved
// to its story. The lists of the characters committed to each story are
// kept here, and the requirements of "must commit" effects are checked
// here (explain.go says why a commitment is refused).

// requiredStory returns the story a character must commit to, if able: the
// one the source of a lasting "must commit with" is committed to now, or
// the source itself when it is a story in play (Ctx.MustCommitTo); None
// when there is none.
func (g *Game) requiredStory(id CardID) CardID {
	c := &g.cards[id]
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind != modMustCommitWith || l.on != id || l.epoch != c.epoch {
			continue
		}
		if s := &g.cards[l.src]; s.zone == ZonePlay && s.committed != None {
			return s.committed
		} else if s.zone == ZoneStory {
			return l.src
		}
	}
	return None
}

// commitRequired returns, for player p committing now, the story character
// id must be declared to, if able, or None: the requirement binds only when
// that story is one p may commit to.
func (g *Game) commitRequired(p int, id CardID) CardID {
	if len(g.lasting) == 0 {
		return None
	}
	s := g.requiredStory(id)
	if s == None {
		return None
	}
	var buf [numSlots]CardID
	for _, x := range g.commitStories(p, buf[:0]) {
		// Required if able: not at a story that would not take it (a ready
		// character at The Silver Key's, OnlyExhaustedCommit).
		if x == s && g.storyTakes(id, s) {
			return s
		}
	}
	return None
}

// commitBarredBy returns the card whose lasting "cannot commit to the
// same story as" forbids character id to commit to a story: the source
// of the effect, committed (or declared) there now; None when nothing
// forbids it. It is the mirror of "must commit with" (requiredStory).
func (g *Game) commitBarredBy(id, story CardID) CardID {
	if len(g.lasting) == 0 || story == None {
		return None
	}
	c := &g.cards[id]
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind != modCannotCommitWith || l.on != id || l.epoch != c.epoch {
			continue
		}
		if s := &g.cards[l.src]; s.zone == ZonePlay && (s.committed == story || s.pending == story) {
			return l.src
		}
	}
	return None
}

// commitAllowed reports whether a character may be declared to a story: a
// character that must commit to a story may go nowhere else, and one that
// cannot commit to the same story as another card may not go to its; a
// ready character may not go to a story that takes only exhausted ones,
// nor an exhausted one elsewhere (OnlyExhaustedCommit); a support goes as
// a character only while a modifier lets it (CommitsAsCharacter).
func (g *Game) commitAllowed(id, story CardID) bool {
	if !g.storyTakesPaying(id, story) {
		return false
	}
	s := g.commitRequired(int(g.cards[id].ctrl), id)
	return s == None || s == story
}

// storyTakes reports whether a story would take a character's commitment
// as far as every restriction goes but a requirement to commit elsewhere,
// and without a cost: what "if able" asks of a requirement
// (commitRequired), which never makes a player pay (commitCost).
func (g *Game) storyTakes(id, story CardID) bool {
	return g.storyTakesPaying(id, story) && !g.commitCosts(id, story)
}

// storyTakesPaying is storyTakes for a commitment its player may pay
// for (commitCostPayable): what he may declare.
func (g *Game) storyTakesPaying(id, story CardID) bool {
	if g.costers > 0 && !g.commitCostPayable(id, story) {
		return false
	}
	if g.modsOf(maskReady|maskAsChar) && !g.readinessAllows(id, story) {
		return false
	}
	return !g.barredByStory(id, story) && g.commitBarredBy(id, story) == None && !g.commitLimited(id, story) &&
		(!g.modsOf(maskOneStory) || g.oneStoryAllows(id, story) == None) && (!g.modsOf(maskSameFaction) || g.factionBarredBy(id, story) == None)
}

// commitLimited reports whether a lasting effect on a story keeps a
// character from it because its controller, an opponent of the effect's
// player, has as many characters committed or declared there as the
// effect allows (TargetStoryOpponentsCommitAtMost).
func (g *Game) commitLimited(id, story CardID) bool {
	if !g.lastingMay(modCommitLimit) || story == None {
		return false
	}
	q := g.cards[id].ctrl
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind != modCommitLimit || l.on != story || l.epoch != g.cards[story].epoch || l.p == q {
			continue
		}
		n := 0
		for _, o := range g.players[q].play {
			if o != id && g.cards[o].ctrl == q && (g.cards[o].committed == story || g.cards[o].pending == story) {
				n++
			}
		}
		if n >= int(l.mod.n) {
			return true
		}
	}
	return false
}

// barredByStory reports whether a story forbids a character to commit
// to it by its printed skill (BarsPrintedSkillAtMost) or its keywords
// (BarsKeywordFromStory).
func (g *Game) barredByStory(id, story CardID) bool {
	if g.lastingMay(modBarsFromStory) && g.barredByLasting(id, story) {
		return true
	}
	if !g.modsOf(maskCommit) || story < 0 || int(story) >= len(g.cards) || !g.mayModify(story, maskCommit) {
		return false
	}
	sum := g.mods(story, maskCommit)
	if n := sum.barSkill; n > 0 && g.printedSkill(id) < int(n) {
		return true
	}
	for k, bits := Keyword(0), sum.barKeywords; bits != 0; k, bits = k+1, bits>>1 {
		if bits&1 != 0 && g.hasKeyword(id, k) {
			return true
		}
	}
	return false
}

// barredByLasting reports whether a lasting effect on a story forbids a
// character to commit to it (BarsIconFromStory, BarsOpponentsFromStory).
func (g *Game) barredByLasting(id, story CardID) bool {
	if story < 0 || int(story) >= len(g.cards) {
		return false
	}
	ep := g.cards[story].epoch
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind != modBarsFromStory || l.on != story || l.epoch != ep {
			continue
		}
		switch l.mod.n {
		case 1:
			if g.icons(id)[l.mod.icon] > 0 {
				return true
			}
		case 2:
			if g.cards[id].ctrl != l.p {
				return true
			}
		}
	}
	return false
}

// readinessAllows reports whether a card that readyToCommit lets through
// may go to a story as far as exhausting goes: a character ready to a
// story that takes ready characters, exhausted to one that takes only
// exhausted ones (OnlyExhaustedCommit); a support, whose own modifier lets
// it commit as a character (CommitsAsCharacter), to any story, exhausting
// itself as it commits: no story's rule about ready or exhausted
// characters applies to it, a support until declared.
func (g *Game) readinessAllows(id, story CardID) bool {
	if !g.isCharacter(id) {
		return g.commitsAsCharacter(id)
	}
	if g.cards[id].exhausted && g.commitsExhausted(id) {
		return true
	}
	return g.cards[id].exhausted == g.onlyExhaustedAt(story)
}

// commitsExhausted reports whether a character may commit to any story
// while exhausted (CommitsWhileExhausted).
func (g *Game) commitsExhausted(id CardID) bool {
	return g.modsOf(maskReady) && g.mayModify(id, maskReady) && g.mods(id, maskReady).exhaustedToo
}

// onlyExhaustedAt reports whether a story takes only exhausted characters
// (OnlyExhaustedCommit).
func (g *Game) onlyExhaustedAt(story CardID) bool {
	return story >= 0 && int(story) < len(g.cards) && g.modsOf(maskReady) && g.mayModify(story, maskReady) && g.mods(story, maskReady).exhaustedOnly
}

// exhaustedMayCommit reports whether some story in play takes only
// exhausted characters: an exhausted character may then commit.
func (g *Game) exhaustedMayCommit() bool {
	for s := range g.stories {
		if g.onlyExhaustedAt(g.stories[s].card) {
			return true
		}
	}
	return false
}

// commitsAsCharacter reports whether a support in play may commit as a
// character now (CommitsAsCharacter in force on it, its condition met).
func (g *Game) commitsAsCharacter(id CardID) bool {
	c := &g.cards[id]
	return c.zone == ZonePlay && c.host == None && c.def.Type == carddb.Support && !g.isCharacter(id) &&
		g.modsOf(maskAsChar) && g.mayModify(id, maskAsChar) && g.mods(id, maskAsChar).asCharacter
}

// declareAsCharacter makes a support declared to a story by player p, as
// CommitsAsCharacter lets it, a character until the end of the phase: it
// is exhausted (the cost) and becomes a character (becomeCharacterForPhase)
// of the printed skill, with the icons and the keyword the modifier gives,
// all lasting effects of its own. It reports whether it did.
func (g *Game) declareAsCharacter(p int, id CardID) bool {
	_, t := g.modsStrs(id, maskAsChar)
	m := t.asCharacter
	if m.kind != modCommitsAsCharacter || !g.becomeCharacterForPhase(id, id, p) {
		return false
	}
	c := &g.cards[id]
	c.exhausted = true
	g.emit(Event{Kind: EvExhaust, Player: int8(p), Card: id, Other: None})
	g.addLasting(PrintedSkillIs(int(m.n)), id, id, p, PerPhase)
	for _, r := range m.str {
		if ic, ok := carddb.ParseIcon(string(r)); ok {
			g.addLasting(GainIcon(ic, 1), id, id, p, PerPhase)
		}
	}
	g.addLasting(Gain(m.kw), id, id, p, PerPhase)
	e := Event{Kind: EvEffect, Player: int8(p), Card: id, Other: None}
	if g.logging() {
		e.Text = "is a character this phase"
	}
	g.emit(e)
	return true
}

// commitDoneAllowed reports whether player p may finish declaring his
// commitments: not while a character that must commit, and can, is not
// declared.
func (g *Game) commitDoneAllowed(p int) bool {
	return g.commitUnmet(p) == None
}

// commitUnmet returns a character of player p that must commit to a story
// and can but is not declared, or None.
func (g *Game) commitUnmet(p int) CardID {
	must := g.modsOf(maskMust)
	if len(g.lasting) == 0 && !must {
		return None
	}
	for _, id := range g.players[p].play {
		if g.canCommit(id) && (g.commitRequired(p, id) != None || must && g.mustCommitAnywhere(p, id)) {
			return id
		}
	}
	return None
}

// mustCommitAnywhere reports whether a character that can commit must
// commit to a story, if able, by an ability of its own (MustCommit), and
// is able: some story player p commits to now would take it.
func (g *Game) mustCommitAnywhere(p int, id CardID) bool {
	if !g.mayModify(id, maskMust) || !g.mods(id, maskMust).mustCommit {
		return false
	}
	var buf [numSlots]CardID
	for _, s := range g.commitStories(p, buf[:0]) {
		if g.commitAllowed(id, s) && !g.commitCosts(id, s) {
			return true // able without paying: "if able" makes no one pay (storyTakes)
		}
	}
	return false
}

// commitRequirementProblem explains the refusal of a commitment option that
// a "must commit" requirement forbids, or returns nil.
func (g *Game) commitRequirementProblem(p int, o Option) error {
	rule := RuleCommit
	if p != int(g.active) {
		rule = RuleOppCommit
	}
	switch o.Act {
	case ActDone:
		if id := g.commitUnmet(p); id != None {
			if s := g.commitRequired(p, id); s != None {
				return ruleErr(rule, "%s must commit to %s, if able (%s)", g.cards[id].def.Title, g.name(s), g.mustCommitSource(id))
			}
			return ruleErr(rule, "%s must commit to a story, if able (its own ability)", g.cards[id].def.Title)
		}
	case ActCommit:
		if o.Card < 0 || int(o.Card) >= len(g.cards) || int(g.cards[o.Card].ctrl) != p {
			return nil
		}
		if c := &g.cards[o.Card]; g.isCharacter(o.Card) && !c.insane && !c.exhausted && c.committed == None && c.pending == None && !g.canCommit(o.Card) {
			return ruleErr(rule, "%s cannot commit to a story now: an effect forbids it", c.def.Title)
		}
		if g.canCommit(o.Card) {
			if s := CardID(o.Arg); g.slotOf(s) >= 0 && g.isCharacter(o.Card) && !g.readinessAllows(o.Card, s) {
				if g.cards[o.Card].exhausted {
					return ruleErr(rule, "%s is exhausted: only ready characters commit to %s", g.cards[o.Card].def.Title, g.name(s))
				}
				return ruleErr(rule, "%s is ready: only exhausted characters commit to %s (an effect)", g.cards[o.Card].def.Title, g.name(s))
			}
			if by := g.commitBarredBy(o.Card, CardID(o.Arg)); by != None {
				return ruleErr(rule, "%s cannot commit to %s, the same story as %s (its effect)", g.cards[o.Card].def.Title, g.name(CardID(o.Arg)), g.name(by))
			}
			if x := g.factionBarredBy(o.Card, CardID(o.Arg)); x != None {
				return ruleErr(rule, "%s cannot commit to %s with %s, a character of another faction (an effect)", g.cards[o.Card].def.Title, g.name(CardID(o.Arg)), g.name(x))
			}
			if s := g.oneStoryAllows(o.Card, CardID(o.Arg)); s != None {
				return ruleErr(rule, "%s can commit only to %s: its player commits to a single story this phase (an effect)", g.cards[o.Card].def.Title, g.name(s))
			}
			if n := g.commitCost(o.Card, CardID(o.Arg)); n > 0 && !g.commitCostPayable(o.Card, CardID(o.Arg)) {
				return ruleErr(rule, "committing %s to %s costs %d (%s): no domain of yours can pay it", g.cards[o.Card].def.Title, g.name(CardID(o.Arg)), n, g.name(g.commitCostSource(o.Card, CardID(o.Arg))))
			}
			if s := g.commitRequired(p, o.Card); s != None && s != CardID(o.Arg) {
				return ruleErr(rule, "%s must commit to %s, if able (%s)", g.cards[o.Card].def.Title, g.name(s), g.mustCommitSource(o.Card))
			}
		}
	}
	return nil
}

// mustCommitSource names the card whose effect makes a character commit.
func (g *Game) mustCommitSource(id CardID) string {
	c := &g.cards[id]
	for i := range g.lasting {
		if l := &g.lasting[i]; l.mod.kind == modMustCommitWith && l.on == id && l.epoch == c.epoch {
			if g.cards[l.src].zone == ZoneStory {
				return "an effect" // Ctx.MustCommitTo: the story is named already
			}
			return g.name(l.src)
		}
	}
	return "an effect"
}

// slotOf returns the story slot holding a card, or -1.
func (g *Game) slotOf(story CardID) int {
	for s := range g.stories {
		if g.stories[s].card == story && story != None {
			return s
		}
	}
	return -1
}

// hasCommitted reports whether player p has a character committed to a
// story in play.
func (g *Game) hasCommitted(p int, story CardID) bool {
	return g.cards[story].commits[p] > 0
}

// setCommitted commits a character in play to a story, or uncommits it
// (None), keeping the story's count and list of its controller's
// characters committed to it (commits; CheckInvariants counts and lists
// afresh).
func (g *Game) setCommitted(id, story CardID) {
	c := &g.cards[id]
	if c.committed != None {
		g.unlinkAt(id)
		c.left, c.leftAt = c.committed, g.seq
	}
	if story != None {
		g.linkAt(id, story)
	}
	c.committed = story
}

// linkAt adds a character to the list of its controller's characters
// committed to a story, and counts it.
func (g *Game) linkAt(id, story CardID) {
	c, s := &g.cards[id], &g.cards[story]
	p := c.ctrl
	c.atNext = s.atFirst[p] // not read if the list was empty
	s.atFirst[p] = id
	s.commits[p]++
	g.committedN++
}

// unlinkAt takes a committed character off the list of its controller's
// characters committed to its story, and off the count.
func (g *Game) unlinkAt(id CardID) {
	c := &g.cards[id]
	s := &g.cards[c.committed]
	p := c.ctrl
	if s.atFirst[p] == id {
		s.atFirst[p] = c.atNext
	} else {
		q := s.atFirst[p]
		for n := s.commits[p]; n > 1; n-- {
			next := &g.cards[q].atNext
			if *next == id {
				*next = c.atNext
				break
			}
			q = *next
		}
	}
	s.commits[p]--
	g.committedN--
}

// committedAt yields each of player p's characters committed to a story,
// in no order, from the story's list of them. (The loop must not commit or
// uncommit.)
func (g *Game) committedAt(p int, story CardID) iter.Seq[CardID] {
	return func(yield func(CardID) bool) {
		s := &g.cards[story]
		id := s.atFirst[p]
		for n := s.commits[p]; n > 0; n-- {
			if !yield(id) {
				return
			}
			id = g.cards[id].atNext
		}
	}
}

func (g *Game) anyCommitted(p int) bool {
	for _, id := range g.players[p].play {
		if g.cards[id].committed != None {
			return true
		}
	}
	return false
}

// factionBarredBy returns, for a character under CommitsOnlyWithSameFaction,
// a character of its controller's of another faction declared or
// committed to the story; None when it may go there. A character without
// a faction (neutral, or insane: FAQ 2.34) differs from none.
func (g *Game) factionBarredBy(id, story CardID) CardID {
	if !g.modsOf(maskSameFaction) || !g.mayModify(id, maskSameFaction) || !g.mods(id, maskSameFaction).sameFaction {
		return None
	}
	f := g.faction(id)
	if f == carddb.Neutral {
		return None
	}
	for _, x := range g.players[g.cards[id].ctrl].play {
		c := &g.cards[x]
		if x == id || c.pending != story && c.committed != story {
			continue
		}
		if xf := g.faction(x); xf != carddb.Neutral && xf != f && g.isCharacter(x) {
			return x
		}
	}
	return None
}

// uncommitAll uncommits every character, at the end of the story phase.
// The stories' lists name them (a character declared for a story but not
// committed yet is seen only while its player commits: CheckInvariants);
// were one committed to a story out of its slot, the play areas are
// walked.
func (g *Game) uncommitAll() {
	if g.modsOf(maskStays | maskHeld) {
		g.uncommitAllButStaying()
		return
	}
	for s := 0; s < len(g.stories) && g.committedN > 0; s++ {
		if story := g.stories[s].card; story != None {
			g.uncommitFrom(story)
		}
	}
	if g.committedN == 0 && !g.opts.VerifyCaches {
		return
	}
	for p := range g.players {
		for _, id := range g.players[p].play {
			if c := &g.cards[id]; c.committed != None || c.pending != None {
				if g.committedN == 0 {
					g.cacheFault("%s is still committed or declared at the end of the story phase", c.def.Title)
				}
				g.setCommitted(id, None)
				c.pending = None
				g.touch()
			}
		}
	}
}

// uncommitAllButStaying is uncommitAll when some character may stay
// committed (StaysCommitted): every other character uncommits.
func (g *Game) uncommitAllButStaying() {
	for p := range g.players {
		for _, id := range g.players[p].play {
			c := &g.cards[id]
			if c.committed == None && c.pending == None {
				continue
			}
			if c.committed != None && (g.heldCommitted(id) || !c.insane && g.mayModify(id, maskStays) && g.mods(id, maskStays).staysCommitted) {
				continue
			}
			g.setCommitted(id, None)
			c.pending = None
			g.touch()
		}
	}
	if g.modsOf(maskHeld) {
		// A hold ends with the character's commitment there.
		out := g.lasting[:0]
		for _, l := range g.lasting {
			if l.mod.kind == modHeldAt && (g.cards[l.on].epoch != l.epoch || g.cards[l.on].committed != l.src) {
				continue
			}
			out = append(out, l)
		}
		if len(out) != len(g.lasting) {
			g.lasting = out
			g.maskDirty = true
			g.touch()
		}
	}
}

// heldCommitted reports whether a committed character cannot uncommit
// (CannotBeUncommitted, or HoldCommitted): it is held at its story, by an effect of this phase,
// or until the story resolves again (each story resolves once a turn,
// storySlot.resolved).
func (g *Game) heldCommitted(id CardID) bool {
	c := &g.cards[id]
	if c.committed == None {
		return false
	}
	if g.cannotNow(id, cannotUncommit) {
		return true // CannotBeUncommitted
	}
	if !g.modsOf(maskHeld) {
		return false
	}
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind != modHeldAt || l.on != id || l.epoch != c.epoch || l.src != c.committed {
			continue
		}
		if l.turn == g.turn && l.phase == g.step.Phase() {
			return true
		}
		if s := g.slotOf(c.committed); s >= 0 && !g.stories[s].resolved {
			return true
		}
	}
	return false
}

// uncommitFrom uncommits the characters committed to a story, taking
// them from its lists. (A committed character is declared for no story
// any more, applyCommit: none is left declared.)
func (g *Game) uncommitFrom(story CardID) {
	st := &g.cards[story]
	for p := range st.commits {
		for st.commits[p] > 0 {
			id := st.atFirst[p]
			g.setCommitted(id, None)
			g.cards[id].pending = None
			g.touch()
		}
	}
}

// commitStories appends the stories player p may commit to: any story for
// the active player; for his opponent, only those where the active player
// has committed a character (FAQ 3.1).
func (g *Game) commitStories(p int, out []CardID) []CardID {
	for s := range g.stories {
		id := g.stories[s].card
		if id == None {
			continue
		}
		if p != int(g.active) && !g.hasCommitted(int(g.active), id) {
			continue
		}
		out = append(out, id)
	}
	return out
}

func runCommit(g *Game, i int) bool { return g.wait() }

func optCommit(g *Game, f *frame, out []Option) []Option {
	return g.commitOptions(int(f.p), out, true)
}

// commitCandidates appends the candidates of player p's sampled commitment
// (sampled.go): done, and each character ready to commit (canCommit's
// tests before its modifiers) with each story he may commit to.
func (g *Game) commitCandidates(p int, out []Option) []Option {
	return g.commitOptions(p, out, false)
}

// commitOptions appends player p's commitment options (legal) or, without
// the checks that read modifiers and requirements, its candidates; the
// options are the legal candidates, in the same order.
func (g *Game) commitOptions(p int, out []Option, legal bool) []Option {
	// A character that must commit to a story, if able, goes there and
	// nowhere else (commitRequired, below).
	if !legal || g.commitDoneAllowed(p) {
		out = append(out, Option{Act: ActDone, Card: None})
	}
	var buf [numSlots]CardID
	stories := g.commitStories(p, buf[:0])
	for _, id := range g.players[p].play {
		if !g.readyToCommit(id) || legal && g.commitForbidden(id) {
			continue
		}
		for _, s := range stories {
			if !legal || g.commitAllowed(id, s) {
				out = append(out, Option{Act: ActCommit, Card: id, Arg: int32(s)})
			}
		}
	}
	return out
}

// commitLegal reports whether option o is among player p's commitment
// options (optCommit), checked alone.
func (g *Game) commitLegal(p int, o Option) bool {
	switch o.Act {
	case ActDone:
		return o.Card == None && o.Arg == 0 && g.commitDoneAllowed(p)
	case ActCommit:
		s := CardID(o.Arg)
		if !slices.Contains(g.players[p].play, o.Card) || !g.canCommit(o.Card) {
			return false
		}
		var buf [numSlots]CardID
		return slices.Contains(g.commitStories(p, buf[:0]), s) && g.commitAllowed(o.Card, s)
	}
	return false
}

func applyCommit(g *Game, i int, o Option) {
	f := &g.stack[i]
	p := int(f.p)
	if o.Act == ActCommit {
		if !g.isCharacter(o.Card) && !g.declareAsCharacter(p, o.Card) {
			return
		}
		g.cards[o.Card].pending = CardID(o.Arg)
		g.touch()
		if g.costers > 0 {
			g.payToCommit(p, o.Card, CardID(o.Arg))
		}
		return
	}
	g.pop()
	if g.modsOf(maskNotAlone) {
		g.dropLoneCommitments(p)
	}
	for _, id := range g.players[p].play {
		c := &g.cards[id]
		if c.pending == None {
			continue
		}
		g.setCommitted(id, c.pending)
		c.pending = None
		if !g.commitsReady(id, c.committed) {
			was := c.exhausted
			c.exhausted = true // one exhausted already stays so (OnlyExhaustedCommit)
			if !was && g.answersAny(EvExhaust) {
				// Committing exhausts it (FAQ, Exhausted): an exhaustion
				// an ability may answer, told only when one does, so that
				// other games record the same occurrences as ever.
				g.emit(Event{Kind: EvExhaust, Player: int8(p), Card: id, Other: None, Flags: evQuiet})
			}
		}
		g.touch()
		g.emit(Event{Kind: EvCommit, Player: int8(p), Card: id, Other: c.committed})
	}
	if p != int(g.active) && g.answersAny(EvAllCommitted) {
		// The opponent's commitments end the commit steps: every player
		// has committed (told only when some ability answers it, so that
		// other games record the same occurrences as ever).
		g.emit(Event{Kind: EvAllCommitted, Player: g.active, Card: None, Other: None, Flags: evQuiet})
	}
}

// dropLoneCommitments takes back, as player p's commitments are made, the
// declaration of each character under CannotCommitAlone that no other
// character of his goes to or is at its story with, and of each under
// CommitsOnlyAlone that another goes to or is at its story with: it stays
// where it is.
func (g *Game) dropLoneCommitments(p int) {
	// Those that commit only alone first, all against the declarations as
	// made (two of them at one story both stay).
	var crowded []CardID
	for _, id := range g.players[p].play {
		if c := &g.cards[id]; c.pending != None && g.mayModify(id, maskNotAlone) && g.mods(id, maskNotAlone).onlyAlone &&
			g.othersAt(p, id, c.pending) {
			crowded = append(crowded, id)
		}
	}
	for _, id := range crowded {
		g.dropDeclaration(p, id, "commits only alone, not to ")
	}
	for _, id := range g.players[p].play {
		c := &g.cards[id]
		if c.pending == None || !g.mayModify(id, maskNotAlone) || !g.mods(id, maskNotAlone).notAlone {
			continue
		}
		if !g.othersAt(p, id, c.pending) {
			g.dropDeclaration(p, id, "cannot commit alone to ")
		}
	}
}

// dropDeclaration takes back a character's declaration to a story: it
// stays where it is; the log says why.
func (g *Game) dropDeclaration(p int, id CardID, why string) {
	c := &g.cards[id]
	story := c.pending
	c.pending = None
	g.touch()
	e := Event{Kind: EvEffect, Player: int8(p), Card: id, Other: story}
	if g.logging() {
		e.Text = why + g.name(story) + ": it stays"
	}
	g.emit(e)
}

// othersAt reports whether another character of player p's than id is
// declared or committed to a story.
func (g *Game) othersAt(p int, id, story CardID) bool {
	for _, x := range g.players[p].play {
		if o := &g.cards[x]; x != id && g.isCharacter(x) && (o.pending == story || o.committed == story) {
			return true
		}
	}
	return false
}

// onlyAloneBarred reports whether a character under CommitsOnlyAlone may
// not be committed to a story by an effect: another of its controller's
// characters is there.
func (g *Game) onlyAloneBarred(id, story CardID) bool {
	return g.modsOf(maskNotAlone) && g.mayModify(id, maskNotAlone) && g.mods(id, maskNotAlone).onlyAlone &&
		g.othersAt(int(g.cards[id].ctrl), id, story)
}

func promptCommit(g *Game, f *frame) (PromptKind, string) {
	if f.p == g.active {
		return PromptCommit, "Commit ready characters to stories, one at a time; choose Done to commit them all."
	}
	return PromptCommit, "Commit ready characters to the stories your opponent committed to; choose Done to commit them all."
}

// oneStoryAllows returns, for a character under CommitsToOneStory, the
// one story its controller has declared or committed another character
// to this phase, when that is not the story given: the story it may go
// to instead. It returns None when the character may go to the story.
func (g *Game) oneStoryAllows(id, story CardID) CardID {
	if !g.modsOf(maskOneStory) || !g.mayModify(id, maskOneStory) || !g.mods(id, maskOneStory).oneStory {
		return None
	}
	p := g.cards[id].ctrl
	for _, x := range g.players[p].play {
		c := &g.cards[x]
		if x == id {
			continue
		}
		if s := c.pending; s != None && s != story {
			return s
		}
		if s := c.committed; s != None && s != story && c.zone == ZonePlay {
			return s
		}
	}
	return None
}

// commitsReady reports whether a character committing to a story does
// not exhaust to do so (CommitsWithoutExhausting, on it or on the story).
func (g *Game) commitsReady(id, story CardID) bool {
	if !g.modsOf(maskReady) {
		return false
	}
	if !g.cards[id].insane && g.mayModify(id, maskReady) && g.mods(id, maskReady).commitsReady {
		return true
	}
	return story != None && g.mayModify(story, maskReady) && g.mods(story, maskReady).commitsReady
}
