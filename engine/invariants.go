package engine

import (
	"fmt"

	"cthulhu/carddb"
)

// CheckInvariants verifies the state's internal consistency: every card in
// exactly one place, no negative counts, states that agree with zones, a
// finished game with a winner and a reason. Tests call it after every step.
func (g *Game) CheckInvariants() error {
	seen := make([]int, len(g.cards))
	mark := func(where string, ids []CardID, z Zone, owner int) error {
		for _, id := range ids {
			if id < 0 || int(id) >= len(g.cards) {
				return fmt.Errorf("%s holds bad card id %d", where, id)
			}
			seen[id]++
			c := &g.cards[id]
			if c.zone != z {
				return fmt.Errorf("%s holds %s (card %d) whose zone is %s", where, c.def.Title, id, c.zone)
			}
			if owner >= 0 && z != ZonePlay && z != ZoneWon && z != ZoneResource && int(c.owner) != owner {
				return fmt.Errorf("%s holds %s owned by player %d", where, c.def.Title, c.owner)
			}
		}
		return nil
	}
	for p := range g.players {
		pl := &g.players[p]
		for _, l := range []struct {
			name string
			ids  []CardID
			z    Zone
		}{{"deck", pl.deck, ZoneDeck}, {"hand", pl.hand, ZoneHand}, {"discard", pl.discard, ZoneDiscard},
			{"resources", pl.resources, ZoneResource}, {"play", pl.play, ZonePlay}, {"won", pl.won, ZoneWon}} {
			if err := mark(fmt.Sprintf("player %d %s", p, l.name), l.ids, l.z, p); err != nil {
				return err
			}
		}
		for _, id := range pl.play {
			if int(g.cards[id].ctrl) != p {
				return fmt.Errorf("%s is in player %d's play area but controlled by %d", g.cards[id].def.Title, p, g.cards[id].ctrl)
			}
		}
		for _, id := range pl.won {
			if int(g.cards[id].ctrl) != p {
				return fmt.Errorf("won story %s is in player %d's pile but held by %d", g.cards[id].def.Title, p, g.cards[id].ctrl)
			}
		}
		for _, d := range pl.domains {
			if d.card < 0 || int(d.card) >= len(g.cards) {
				return fmt.Errorf("player %d has a domain with bad card %d", p, d.card)
			}
			seen[d.card]++
			if g.cards[d.card].zone != ZoneDomain {
				return fmt.Errorf("player %d's domain card %d is in zone %s", p, d.card, g.cards[d.card].zone)
			}
		}
		if pl.pile != None {
			if pl.pile < 0 || int(pl.pile) >= len(g.cards) || g.cards[pl.pile].zone != ZonePile || int(g.cards[pl.pile].owner) != p {
				return fmt.Errorf("player %d's discard pile card %d is not his pile", p, pl.pile)
			}
			seen[pl.pile]++
		}
		for _, id := range pl.resources {
			h := g.cards[id].host
			found := false
			for _, d := range pl.domains {
				found = found || d.card == h
			}
			if !found {
				return fmt.Errorf("resource %s of player %d is not on one of that player's domains", g.cards[id].def.Title, p)
			}
		}
	}
	if err := mark("story deck", g.story, ZoneStoryDeck, -1); err != nil {
		return err
	}
	for s := range g.stories {
		sl := &g.stories[s]
		if sl.card == None {
			if sl.success != [2]int8{} {
				return fmt.Errorf("empty story slot %d holds success tokens", s)
			}
			continue
		}
		seen[sl.card]++
		c := &g.cards[sl.card]
		if c.zone != ZoneStory {
			return fmt.Errorf("story slot %d holds %s in zone %s", s, c.def.Title, c.zone)
		}
		if s >= 3 && int(c.owner) != s-3 {
			return fmt.Errorf("conspiracy slot %d holds %s owned by %d", s, c.def.Title, c.owner)
		}
		if sl.success[0] < 0 || sl.success[1] < 0 {
			return fmt.Errorf("story %s has negative success tokens", c.def.Title)
		}
	}
	for id := range g.cards {
		c := &g.cards[id]
		if c.zone == ZoneResolving {
			seen[id]++
		}
		if seen[id] != 1 {
			return fmt.Errorf("%s (card %d, zone %s) is in %d places", c.def.Title, id, c.zone, seen[id])
		}
		if c.wounds < 0 {
			return fmt.Errorf("%s has %d wounds", c.def.Title, c.wounds)
		}
		if !c.zone.InPlay() && (c.exhausted || c.insane || c.wounds != 0 || c.committed != None || c.maddened != (stamp{})) {
			return fmt.Errorf("%s out of play (%s) keeps in-play state", c.def.Title, c.zone)
		}
		if c.zone == ZoneDeck && c.host != None { // drawN moves it without clearing it
			return fmt.Errorf("%s in a deck has a host", c.def.Title)
		}
		if c.insane && (c.exhausted || c.committed != None) {
			return fmt.Errorf("insane %s is exhausted or committed", c.def.Title)
		}
		if c.committed != None {
			if !g.isCharacter(CardID(id)) {
				return fmt.Errorf("%s is committed but not a character", c.def.Title)
			}
			if g.slotOf(c.committed) < 0 {
				return fmt.Errorf("%s is committed to %s, which is not in play", c.def.Title, g.name(c.committed))
			}
		}
		if c.zone == ZonePlay && c.host != None {
			h := &g.cards[c.host]
			if !h.zone.InPlay() && h.zone != ZoneDomain && h.zone != ZonePile {
				return fmt.Errorf("%s is attached to %s, which is in zone %s", c.def.Title, h.def.Title, h.zone)
			}
		}
		if c.faceDown && (c.zone != ZonePlay || c.host == None) {
			return fmt.Errorf("%s is face down, not attached in play (zone %s, host %d)", c.def.Title, c.zone, c.host)
		}
		// An event in play is one its own effect attached to a card, or
		// put into play as a character.
		if c.zone == ZonePlay && c.def.Type > carddb.Support && !c.insane && (c.def.Type != carddb.Event || c.host == None && !c.asCharacter) {
			return fmt.Errorf("%s of type %s is in the play area", c.def.Title, c.def.Type)
		}
	}
	// No character is declared for a story but while a player commits.
	// (Those committed are counted and listed by what is kept:
	// commitCount.)
	committing := false
	for i := range g.stack {
		committing = committing || g.stack[i].kind == fCommit
	}
	for id := range g.cards {
		if c := &g.cards[id]; c.pending != None && !committing {
			return fmt.Errorf("%s is declared for a story while no player commits", c.def.Title)
		}
	}
	if err := g.checkDerived(); err != nil {
		return err
	}
	if g.over {
		if g.winner < 0 || g.winner > 1 || g.reason == "" {
			return fmt.Errorf("the game is over without a winner and a reason")
		}
	} else if len(g.stack) == 0 {
		return fmt.Errorf("the game is not over but has nothing to do")
	}
	return nil
}

// checkDerived verifies the tables the engine keeps to answer its queries
// quickly against what they are derived from: those of the state (each
// card's implementation, the domains' counts of resources) and what is
// kept (kept.checkAll).
func (g *Game) checkDerived() error {
	if len(g.reacts) != len(g.cards) || len(g.impls) != len(g.cards) || len(g.actions) != len(g.cards) {
		return fmt.Errorf("%d cards, %d implementations, %d reaction masks", len(g.cards), len(g.impls), len(g.reacts))
	}
	for id := range g.cards {
		if im := g.impls[id]; g.actions[id] != (im != nil && im.actions && g.cards[id].def.Type != carddb.Event) {
			return fmt.Errorf("%s: the Action flag does not match its implementation", g.cards[id].def.Title)
		}
		if g.reacts[id] != g.impls[id].reactMask() {
			return fmt.Errorf("%s: the reaction mask does not match its implementation", g.cards[id].def.Title)
		}
	}
	if err := g.checkCardTests(); err != nil {
		return err
	}
	if err := g.checkSubtypes(); err != nil {
		return err
	}
	for p := range g.players {
		for d, dm := range g.players[p].domains {
			total, by, transient := g.countDomain(p, d)
			ok := int(dm.total) == total && int(dm.transient) == transient
			for f := range by {
				ok = ok && int(dm.byFaction[f]) == by[f]
			}
			if !ok {
				return fmt.Errorf("player %d's domain %d: its count of resources is out of date", p+1, d+1)
			}
		}
	}
	return g.kept.checkAll(g)
}

// checkCardTests verifies that each test All asks inline (cardTests)
// answers as the filter it stands for, for every card and player.
func (g *Game) checkCardTests() error {
	for p := range g.players {
		ctx := g.ctx(None, p, -1)
		for id := range g.cards {
			for _, tf := range testFilters {
				if tf.test.pass(ctx, CardID(id)) != tf.f(ctx, CardID(id)) {
					g.release()
					return fmt.Errorf("%s: card test %#x does not answer as its filter for player %d", g.cards[id].def.Title, tf.test, p+1)
				}
			}
		}
		g.release()
	}
	return nil
}

// checkSubtypes verifies that the vocabulary's subtypes, made ready for
// carddb.Card.Has, answer as the names do for every card of the game.
func (g *Game) checkSubtypes() error {
	vocabSubtypes.Lock()
	defer vocabSubtypes.Unlock()
	if vocabSubtypes.checked == nil {
		vocabSubtypes.checked = map[*carddb.Card]int{}
	}
	for id := range g.cards {
		def := g.cards[id].def
		from := vocabSubtypes.checked[def] // checked once for all: facts do not change
		for _, st := range vocabSubtypes.list[from:] {
			if def.Has(st) != def.HasSubtype(st.Name) {
				return fmt.Errorf("%s: subtype %s is not answered as its name", def.Title, st.Name)
			}
		}
		vocabSubtypes.checked[def] = len(vocabSubtypes.list)
	}
	return nil
}

// stateSum hashes what the queries of the game read apart from its pending
// frames and occurrences: the cards, the players' lists and domains, the
// stories, the lasting effects and uses, the turn and step. With
// Options.VerifyCaches, a step that calls itself pure (the versions and
// the kept answers stay) is checked to leave it as it was, and one that
// recorded no change (touch) to have made none (verifyStep).
func (g *Game) stateSum() uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	mix := func(v uint64) { h = (h ^ v) * prime }
	for i := range g.cards {
		c := &g.cards[i]
		mix(uint64(c.zone) | uint64(uint8(c.owner))<<8 | uint64(uint8(c.ctrl))<<16 | uint64(uint8(c.wounds))<<24 | uint64(c.epoch)<<32)
		f := uint64(0)
		if c.exhausted {
			f |= 1
		}
		if c.insane {
			f |= 2
		}
		mix(f | uint64(uint32(c.committed))<<8)
		mix(uint64(uint32(c.pending)) | uint64(uint32(c.host))<<32)
		mix(uint64(uint16(c.moved.turn)) | uint64(c.moved.phase)<<16 | uint64(uint16(c.maddened.turn))<<24 | uint64(c.maddened.phase)<<40 | uint64(uint16(c.played))<<48)
		mix(uint64(uint16(c.entered.turn)) | uint64(c.entered.phase)<<16)
	}
	for p := range g.players {
		pl := &g.players[p]
		if pl.mulliganed {
			mix(2)
		}
		for _, l := range [][]CardID{pl.deck, pl.hand, pl.discard, pl.resources, pl.play, pl.won} {
			mix(uint64(len(l)))
			for _, id := range l {
				mix(uint64(uint32(id)))
			}
		}
		for _, d := range pl.domains {
			mix(uint64(uint32(d.card)))
			if d.drained {
				mix(1)
			}
		}
	}
	for s := range g.stories {
		sl := &g.stories[s]
		mix(uint64(uint32(sl.card)) | uint64(uint8(sl.success[0]))<<32 | uint64(uint8(sl.success[1]))<<40)
		if sl.resolved {
			mix(1)
		}
	}
	for i := range g.lasting {
		l := &g.lasting[i]
		mix(uint64(l.mod.kind) | uint64(uint8(l.mod.n))<<8 | uint64(uint32(l.on))<<16 | uint64(l.epoch)<<48)
		mix(uint64(uint32(l.src)) | uint64(uint8(l.p))<<32 | uint64(l.until)<<40)
	}
	mix(uint64(len(g.lasting)))
	for _, u := range g.uses {
		mix(uint64(uint32(u.card)) | uint64(u.epoch)<<32 | uint64(uint8(u.ab))<<48 | uint64(uint8(u.p))<<56)
		mix(uint64(uint32(u.seq)) | uint64(uint16(u.turn))<<32 | uint64(u.phase)<<48)
	}
	mix(uint64(len(g.uses)))
	mix(uint64(uint16(g.turn)) | uint64(g.step)<<16 | uint64(uint8(g.active))<<24 | uint64(uint8(g.first))<<32)
	mix(uint64(uint16(g.charsLeft.at.turn)) | uint64(g.charsLeft.at.phase)<<16 | uint64(uint16(g.charsLeft.n))<<24)
	return h
}
