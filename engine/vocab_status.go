package engine

// Effects that ready, exhaust or uncommit characters, or bind where one
// commits.

// ReadyTarget readies target i's cards.
func ReadyTarget(i int) Effect {
	return effect(func(c *Ctx) {
		ids := targetsOf(c, i)
		if len(ids) == 0 {
			c.g.fail(c.fi) // a "then" after it does not resolve (FAQ 1.3)
		}
		for _, id := range ids {
			if cd := &c.g.cards[id]; cd.exhausted && c.g.canReady(id) {
				cd.exhausted = false
				c.g.touch()
				c.g.emit(Event{Kind: EvReady, Player: int8(c.p), Card: id, Other: None})
			}
		}
	})
}

// ReadySelf readies the ability's own card.
func ReadySelf() Effect {
	able := func(c *Ctx) bool {
		cd := &c.g.cards[c.src]
		return cd.zone == ZonePlay && cd.exhausted && !cd.insane && c.g.canReady(c.src)
	}
	return Effect{do: func(c *Ctx) bool {
		if !able(c) {
			c.g.fail(c.fi)
			return true
		}
		c.g.cards[c.src].exhausted = false
		c.g.touch()
		c.g.emit(Event{Kind: EvReady, Player: int8(c.p), Card: c.src, Other: None})
		return true
	}, would: able}
}

// ReadyIt readies an exhausted card.
func ReadyIt(c *Ctx, id CardID) { c.Ready(id) }

// ReadyAll readies every exhausted card in play the filter selects.
func ReadyAll(f CardFilter) Effect {
	return effect(func(c *Ctx) {
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				cd := &c.g.cards[id]
				if cd.exhausted && !cd.insane && (f == nil || f(c, id)) && c.g.canReady(id) {
					cd.exhausted = false
					c.g.touch()
					c.g.emit(Event{Kind: EvReady, Player: int8(c.p), Card: id, Other: None})
				}
			}
		}
	})
}

// TargetSkipsNextRefresh keeps target i's characters from being readied
// in the next refresh phase, whoever's it is: a lasting effect until that
// phase has come (it ends the effect), whatever phases and turns pass
// before it.
func TargetSkipsNextRefresh(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		c.g.addLasting(Mod{kind: modNoRefresh}, id, c.src, c.p, PerGame)
	})
}

// ExhaustTarget exhausts target i's cards.
func ExhaustTarget(i int) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			c.Exhaust(id)
		}
	})
}

// ExhaustAll exhausts every ready character the filter selects; the
// affected cards are not targeted (FAQ 1.9, 2.36).
func ExhaustAll(f CardFilter) Effect {
	list := func(c *Ctx) []CardID {
		var ids []CardID
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				cd := &c.g.cards[id]
				if c.g.isCharacter(id) && !cd.exhausted && !cd.insane && !c.g.immuneTo(id, c.src) && (f == nil || f(c, id)) {
					ids = append(ids, id)
				}
			}
		}
		return ids
	}
	return Effect{do: func(c *Ctx) bool {
		for _, id := range list(c) {
			c.g.cards[id].exhausted = true
			c.g.touch()
			c.g.emit(Event{Kind: EvExhaust, Player: int8(c.p), Card: id, Other: None})
		}
		return true
	}, would: func(c *Ctx) bool { return len(list(c)) > 0 }}
}

// UncommitTarget removes target i's characters from the stories they are
// committed to; they stay as they are, ready or exhausted.
func UncommitTarget(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		cd := &c.g.cards[id]
		if cd.committed == None || c.g.heldCommitted(id) {
			return
		}
		s := cd.committed
		c.g.setCommitted(id, None)
		cd.pending = None
		c.g.touch()
		c.note(id, None, "removed from ", c.g.name(s))
	})
}

// TargetMustCommitWithSelf: until the end of the phase, target i's
// characters must commit to the story the ability's card is committed to,
// if able, when their controller commits characters. It opens no
// commitment of its own (FAQ, Frequently Asked Questions: Y'Golonac).
func TargetMustCommitWithSelf(i int) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			if c.g.isCharacter(id) {
				c.g.addLasting(Mod{kind: modMustCommitWith}, id, c.src, c.p, PerPhase)
			}
		}
	})
}

// TargetCannotCommitWithSelf: until the end of the phase, target i's
// characters cannot commit to the story the ability's card is committed
// to (the mirror of TargetMustCommitWithSelf).
func TargetCannotCommitWithSelf(i int) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			if c.g.isCharacter(id) {
				c.g.addLasting(Mod{kind: modCannotCommitWith}, id, c.src, c.p, PerPhase)
			}
		}
	})
}

// TargetStoryOpponentsCommitAtMost: until the end of the turn, each
// opponent of the ability's player commits at most n characters to
// target i's story, as commitments are declared or as an effect commits
// them (Arkham Inmate).
func TargetStoryOpponentsCommitAtMost(i, n int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		c.g.addLasting(Mod{kind: modCommitLimit, n: int8(n)}, id, c.src, c.p, PerTurn)
	})
}

// SkipYourStoryPhaseThisTurn: the ability's player skips his story phase
// this turn (The Sleeper Awakens!): his turn goes from the operations
// phase to its end.
func SkipYourStoryPhaseThisTurn() Effect {
	return effect(func(c *Ctx) {
		c.g.addLasting(Mod{kind: modSkipStory}, None, c.src, c.p, PerTurn)
	})
}

// HostSkipsNextRefresh: the ability's card's host, a character or a
// support, is not readied in the next refresh phase (as
// TargetSkipsNextRefresh): a passive at the beginning of the host's
// controller's refresh phase keeps it exhausted there (Back Alleys of
// Cairo).
func HostSkipsNextRefresh() Effect {
	return effect(func(c *Ctx) {
		h := c.g.cards[c.src].host
		if h == None || c.g.cards[h].zone != ZonePlay {
			c.g.fail(c.fi)
			return
		}
		c.g.addLasting(Mod{kind: modNoRefresh}, h, c.src, c.p, PerGame)
	})
}
