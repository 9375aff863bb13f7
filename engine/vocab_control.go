package engine

import (
	"strings"

	"cthulhu/carddb"
)

// Effects that change control, attach or detach cards, and lend abilities
// (lending.go holds the rule mechanism of lent abilities).

// TakeControlOfTarget makes the controller take control of target i's cards
// (FAQ 1.13): a character or support moves to his play area, keeping its
// state and its commitment, which switches sides; an attachment stays where
// it is; the cards attached to it keep their controllers. Uniqueness and
// Heroic/Villainous still apply. The change is permanent (FAQ 1.4).
func TakeControlOfTarget(i int) Effect {
	return effect(func(c *Ctx) {
		ok := false
		for _, id := range targetsOf(c, i) {
			if c.g.takeControl(c.p, id) {
				ok = true
				// The most recent control effect grants control (FAQ 1.4):
				// those before it no longer matter when they end.
				c.g.dropControlEffects(id)
			}
		}
		if !ok {
			c.g.fail(c.fi)
		}
	})
}

// TakeControlOfTargetUntilEndOfPhase takes control of target i's cards
// until the end of the phase; control then returns (FAQ 1.4, 1.13).
func TakeControlOfTargetUntilEndOfPhase(i int) Effect {
	return effect(func(c *Ctx) {
		ok := false
		for _, id := range targetsOf(c, i) {
			prev := int(c.g.cards[id].ctrl)
			if c.g.takeControl(c.p, id) {
				ok = true
				c.g.addLasting(Mod{kind: modControl, n: int8(prev)}, id, c.src, c.p, PerPhase)
			}
		}
		if !ok {
			c.g.fail(c.fi)
		}
	})
}

// takeControl makes player p take control of card id in play, if the
// rules let him (FAQ 1.13: uniqueness, Heroic and Villainous).
func (g *Game) takeControl(p int, id CardID) bool {
	c := &g.cards[id]
	if c.zone != ZonePlay || int(c.ctrl) == p || g.controlProblem(p, id) {
		return false
	}
	g.moveControl(p, id)
	return true
}

// controlProblem reports whether the rules stop player p taking control
// of card id in play (FAQ 1.13): another copy of its unique title that
// he controls or owns in play (the card itself is none: a player may
// take back his own unique card), or a Heroic and a Villainous
// character.
func (g *Game) controlProblem(p int, id CardID) bool {
	def := g.cards[id].def
	if def.Unique {
		for q := range g.players {
			for _, x := range g.players[q].play {
				c := &g.cards[x]
				if x != id && (int(c.ctrl) == p || int(c.owner) == p) && !c.faceDown && sameTitle(c.def, def) {
					return true
				}
			}
		}
		if s := g.stories[3+p].card; s != None && sameTitle(g.cards[s].def, def) {
			return true
		}
	}
	if def.Type == carddb.Character {
		k := &def.Keywords
		return (k.Heroic && g.controlsKeyword(p, kwVillainous) || k.Villainous && g.controlsKeyword(p, kwHeroic)) && !g.hvExempt(p, def)
	}
	return false
}

// moveControl gives player p control of card id in play: the card moves
// to his play area, keeping its state and its commitment, which switches
// sides (FAQ 1.13).
func (g *Game) moveControl(p int, id CardID) {
	c := &g.cards[id]
	pl := &g.players[c.ctrl]
	pl.play = remove(pl.play, id)
	if c.committed != None {
		g.unlinkAt(id) // off its controller's list
	}
	c.ctrl = int8(p)
	if c.committed != None {
		// It stays committed, now one of p's characters there.
		g.linkAt(id, c.committed)
	}
	g.players[p].play = append(g.players[p].play, id)
	g.staticStale = true
	g.markStale(bothStale)
	g.dirty |= dirtyHV
	g.touch()
	g.emit(Event{Kind: EvTakeControl, Player: int8(p), Card: id, Other: None})
}

// dropControlEffects ends the lasting control effects on card id: a
// permanent change of control came after them.
func (g *Game) dropControlEffects(id CardID) {
	out := g.lasting[:0]
	for _, l := range g.lasting {
		if l.mod.kind == modControl && l.on == id {
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

// AttachTargetTo attaches target i's card to target j's card (FAQ 1.15): it
// becomes a support with the Attachment subtype and loses its printed
// characteristics while attached.
func AttachTargetTo(i, j int) Effect {
	return effect(func(c *Ctx) {
		a, h := targetsOf(c, i), targetsOf(c, j)
		if len(a) == 0 || len(h) == 0 || a[0] == h[0] {
			c.g.fail(c.fi)
			return
		}
		if !c.g.attachByEffect(c.p, a[0], h[0]) {
			c.g.fail(c.fi)
		}
	})
}

// AttachItselfTo is an apply function for Choosing: the ability's own card
// becomes an attachment of the chosen card (FAQ 1.15).
func AttachItselfTo(c *Ctx, chosen []CardID) {
	if len(chosen) > 0 && c.g.cards[c.src].zone.InPlay() {
		c.g.attachByEffect(c.p, c.src, chosen[0])
	}
}

func (g *Game) attachByEffect(p int, id, host CardID) bool {
	if g.noAttachments(host) {
		return false
	}
	c := &g.cards[id]
	if c.zone == ZonePlay {
		g.destroyAttachments(id)
		g.setCommitted(id, None)
		c.pending = None
		c.host = host
		g.markStale(bothStale)
		g.setWounds(id, 0)
		c.exhausted, c.insane = false, false
		g.touch()
		// It never left play (FAQ, Expendable Muscle): not played, not
		// entering play.
		g.emit(Event{Kind: EvAttached, Player: int8(p), Card: id, Other: host})
		return true
	}
	// From out of play it is put into play, attached (FAQ 2.24).
	if !g.enterPlay(id, p, host) {
		return false // it cannot leave its discard pile
	}
	g.emit(Event{Kind: EvPutIntoPlay, Player: int8(p), Card: id, Other: host, Flags: g.triggeredCause()})
	return true
}

// DetachItself makes the ability's own card, attached by an effect, what it
// was printed as again, still in play under its controller: a character
// card becomes a ready, uncommitted character (FAQ 1.15).
func DetachItself() Effect {
	return effect(func(c *Ctx) {
		cd := &c.g.cards[c.src]
		if cd.zone != ZonePlay || cd.host == None {
			c.g.fail(c.fi)
			return
		}
		cd.host = None
		c.g.markStale(bothStale)
		c.g.setWounds(c.src, 0)
		cd.exhausted, cd.insane = false, false
		c.g.setCommitted(c.src, None)
		cd.pending = None
		c.g.dirty |= dirtyHV
		c.g.touch()
		c.note(c.src, None, "unattached, it is a ", strings.ToLower(cd.def.Type.String()), " again")
	})
}

// GivenToHost makes an attachment's ability one its host gains: the host's
// controller uses it ("attached character gains Action: ...").
func (a Ability) GivenToHost() Ability { a.ForHost = true; return a }

// SelfGainsTargetsKeywordsAndAbilities: until the end of the phase, the
// ability's card gains target i's keywords and triggered abilities: those
// of its text box, as they are now (not lost, its text box not blank), and
// not what other cards give it (an attachment's "attached character
// gains", a lasting effect), which are no part of its text box (FAQ 2.25)
// and stay with it. The keywords are fixed as they are now; the abilities
// are the text of the target's card, wherever it goes (a lend: lending.go).
// An insane or blank character has none to give.
func SelfGainsTargetsKeywordsAndAbilities(i int) Effect {
	return effect(func(c *Ctx) {
		ts := targetsOf(c, i)
		if len(ts) == 0 {
			c.g.fail(c.fi)
			return
		}
		t, self := ts[0], c.src
		if !c.g.cards[self].zone.InPlay() {
			c.g.fail(c.fi) // nothing gains anything: a "then" does not follow
			return
		}
		if c.g.cards[t].insane || !c.g.isCharacter(t) || c.g.blank(t) {
			return // no text box: nothing to gain
		}
		g := c.g
		kw := &g.cards[t].def.Keywords
		for k := kwHeroic; k <= kwNight; k++ {
			if printedKeyword(kw, k) && g.hasKeyword(t, k) {
				g.addLasting(Gain(k), self, self, c.p, PerPhase)
			}
		}
		if kw.Toughness > 0 {
			g.addLasting(ToughnessPlus(int(kw.Toughness)), self, self, c.p, PerPhase)
		}
		for _, x := range kw.Immune {
			g.addLasting(ImmuneTo(x), self, self, c.p, PerPhase)
		}
		if im := g.impl(t); im != nil && t != self {
			for k := range im.Abilities {
				if im.Abilities[k].Kind.Triggered() && !im.Abilities[k].ForHost {
					g.addLasting(Mod{kind: modLend}, self, t, c.p, PerPhase)
					break
				}
			}
		}
		c.note(self, t, "gains the keywords and triggered abilities of ", g.name(t), " until the end of the phase")
	})
}

// GainsTriggeredAbilitiesOf is a constant modifier of a card's own: the
// card gains the triggered abilities (Action, Disrupt, Response, Forced
// Response) of each card in play the filter selects, asked from the
// card's point of view ("each support card an opponent controls").
func GainsTriggeredAbilitiesOf(lenders CardFilter) Mod {
	return Mod{kind: modLend, who: lenders}
}
