package engine

// ReadiesOneOfEach is a constant's modifier on no card: while it is in
// force, each player readies in his refresh phase one of his characters
// and one of his support cards at most, of his choice (Brood of Bubastis,
// EE), instead of every exhausted card; the rest stay exhausted. A
// character restored that phase comes back exhausted as ever (FAQ 2.34).
func ReadiesOneOfEach() Mod { return Mod{kind: modReadiesOne} }

// refreshLimitedBy returns a card in play whose constant ability of
// ReadiesOneOfEach is in force now, or None. (Asked only while some card
// in play makes it: readiers.)
func (g *Game) refreshLimitedBy() CardID {
	by := None
	g.eachStatic(func(src CardID, a *Ability) {
		if by != None {
			return
		}
		for k := range a.Mods {
			if a.Mods[k].kind == modReadiesOne && g.staticOn(src, a) {
				by = src
				return
			}
		}
	})
	return by
}

// fReadyOne: under ReadiesOneOfEach, the player whose refresh phase it is
// picks the one character to ready (pc 0), then the one support card (pc
// 1); each step is skipped when he has none the phase could ready. The
// frame's card is the character he restored this phase, which is not
// readied. Then his domains are refreshed (refreshDomains).
func runReadyOne(g *Game, i int) bool {
	f := &g.stack[i]
	for f.pc < 2 {
		if g.readyOneCandidates(f) > 0 {
			return g.wait()
		}
		f.pc++
	}
	p := int(f.p)
	g.pop()
	g.refreshDomains(p, g.lastingMay(modNoRefresh))
	return false
}

// readyOneCandidates counts the cards the frame's step may ready.
func (g *Game) readyOneCandidates(f *frame) int {
	n := 0
	held := g.lastingMay(modNoRefresh)
	for _, id := range g.players[f.p].play {
		if g.readyOneFits(f, id, held) {
			n++
		}
	}
	return n
}

// readyOneFits reports whether a card of the player's play area may be
// readied at the frame's step: a character at the first, a support card
// at the second, that the refresh phase would ready.
func (g *Game) readyOneFits(f *frame, id CardID, held bool) bool {
	if g.isCharacter(id) != (f.pc == 0) {
		return false
	}
	return g.refreshes(id, f.card, held)
}

func optReadyOne(g *Game, f *frame, out []Option) []Option {
	held := g.lastingMay(modNoRefresh)
	for _, id := range g.players[f.p].play {
		if g.readyOneFits(f, id, held) {
			out = append(out, Option{Act: ActPick, Card: id})
		}
	}
	return out
}

func applyReadyOne(g *Game, i int, o Option) {
	f := &g.stack[i]
	g.readyInRefresh(int(f.p), o.Card, g.answersAny(EvReady))
	f.pc++
	g.touch()
}

func promptReadyOne(g *Game, f *frame) (PromptKind, string) {
	what := "character"
	if f.pc == 1 {
		what = "support card"
	}
	src := g.refreshLimitedBy()
	by := "a card"
	if src != None {
		by = g.cards[src].def.Title
	}
	return PromptReady, "Refresh phase: choose the one " + what + " to ready (" + by + ")."
}
