package engine

import "cthulhu/carddb"

// A card that becomes a printed copy of another (the FAQ's errata of
// Doppelganger): while it stays in play it is that card as printed, its
// title, cost, faction, icons, skill, subtypes, keywords and abilities
// (FAQ, Doppelganger question). It is the same card in play (its
// wounds, state and lasting effects stay), and it is itself again as it
// leaves play (lift).

// BecomePrintedCopy makes the ability's own card, in play, a printed copy
// of the card of, in play: it takes of's printed definition and
// abilities, as the ability ends (its own ability resolving is not
// changed under it), until it leaves play. It reports whether it will; an
// insane card has no printed characteristics to give (FAQ 2.34).
func (c *Ctx) BecomePrintedCopy(of CardID) bool {
	g, id := c.g, c.src
	cd, src := &g.cards[id], &g.cards[of]
	if id == of || cd.zone != ZonePlay || !src.zone.InPlay() || src.insane || src.faceDown || cd.faceDown {
		return false
	}
	cd.copyOf = int32(of) + 1
	g.touch()
	return true
}

// applyCopy makes a card whose ability has ended the printed copy it is
// to become (BecomePrintedCopy), if it and the card it copies are still
// as they were.
func (g *Game) applyCopy(id CardID) {
	cd := &g.cards[id]
	of := CardID(cd.copyOf - 1)
	cd.copyOf = 0
	g.touch()
	src := &g.cards[of]
	if cd.zone != ZonePlay || !src.zone.InPlay() || src.insane || src.faceDown {
		return
	}
	g.emit(Event{Kind: EvEffect, Player: cd.ctrl, Card: of, Other: None, Text: cd.def.Title + " becomes a copy of it"})
	if cd.printed == nil {
		cd.printed = cd.def
	}
	g.swapIdentity(id, src.def, g.impls[of])
}

// ReturnToHandWhenLeavesPlay binds a card in play to another card in
// play: when the watched card leaves play, the card, if still in play as
// the same card (FAQ 2.23), returns to its owner's hand ("if that
// character leaves play, return this card to your hand").
func (c *Ctx) ReturnToHandWhenLeavesPlay(id, watched CardID) {
	if c.g.cards[id].zone != ZonePlay || !c.g.cards[watched].zone.InPlay() {
		return
	}
	c.g.addLasting(Mod{kind: modGoesWithSrc, n: goesToHand}, id, watched, c.p, PerGame)
}

// goesToHand is the n of a modGoesWithSrc whose card returns to its
// owner's hand, rather than being sacrificed, as its src leaves play.
const goesToHand = 1

// endCopy makes a card that was a printed copy itself again, as it leaves
// play.
func (g *Game) endCopy(id CardID) {
	cd := &g.cards[id]
	def := cd.printed
	cd.printed = nil
	g.swapIdentity(id, def, g.lib.Lookup(def))
}

// abilityResolving reports whether an ability of card id is resolving:
// an ability frame of it is on the stack.
func (g *Game) abilityResolving(id CardID) bool {
	for i := range g.stack {
		if f := &g.stack[i]; f.kind == fAbility && f.card == id {
			return true
		}
	}
	return false
}

// swapIdentity gives a card another definition and implementation, with
// the counts and lists the engine keeps of them made right. The tables of
// implementations are made the game's own first: they are shared with
// the games copied from it, which must not see the change.
func (g *Game) swapIdentity(id CardID, def *carddb.Card, im *Impl) {
	g.impls = append([]*Impl(nil), g.impls...)
	g.reacts = append([]uint64(nil), g.reacts...)
	g.actions = append([]bool(nil), g.actions...)
	g.spareImpls, g.spareReacts, g.spareActions = nil, nil, nil
	g.ownImpls = true
	cd := &g.cards[id]
	inPlay := cd.zone.InPlay()
	g.countCard(id, -1)
	if old := g.impls[id]; inPlay && old != nil && old.statics {
		g.statics--
		g.countModKinds(old, -1)
	}
	cd.def = def
	g.setImpl(id, im)
	if inPlay && im != nil && im.statics {
		g.statics++
		g.countModKinds(im, 1)
	}
	g.countCard(id, 1)
	if im != nil {
		if g.reacts[id] != 0 {
			g.reactive = true
			for k := range g.reactsBy {
				g.reactsBy[k] |= im.reactsBy[k]
			}
		}
		if g.actions[id] {
			g.anyActions = true
		}
		if im.outOfPlayStatics {
			g.selfStatics = true
			g.selfMask |= im.modMask
		}
	}
	g.staticStale, g.maskDirty = true, true
	g.dirty |= dirtyHV | dirtyWin
	g.markStale(bothStale)
	g.touch()
}
