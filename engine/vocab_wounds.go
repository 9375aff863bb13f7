package engine

// Effects that wound, drive insane or restore characters (Rulebook,
// Wounds and Insanity; FAQ 2.34).

// pushOnEach is the step of an effect that happens to each of some cards
// through a frame of its own (a wound, going insane), which may be
// replaced or disrupted: on its first run it pushes the frames, n for each
// card, so that the first card's resolves first; when they have resolved
// the step is done. No card at all fails the effect.
func pushOnEach(cards func(c *Ctx) []CardID, n int, kind frameKind) Effect {
	return Effect{do: func(c *Ctx) bool {
		if c.frame().partStep > 0 {
			return true
		}
		ids := cards(c)
		if len(ids) == 0 {
			c.g.fail(c.fi)
			return true
		}
		flags := c.harmFlags()
		for k := len(ids) - 1; k >= 0; k-- {
			for range n {
				c.g.push(frame{kind: kind, p: c.g.cards[ids[k]].ctrl, card: ids[k], second: c.src, flags: flags})
			}
		}
		return false
	}}
}

// harmFlags is what a wound or an insanity the ability resolving causes
// records of its cause (harmCause): fromPassive when the ability is a
// passive one.
func (c *Ctx) harmFlags() uint8 {
	if f := c.frame(); f != nil && f.kind == fAbility {
		if a := c.g.abilityOf(f); a != nil && !a.Kind.Triggered() {
			return fromPassive
		}
	}
	return 0
}

// WoundTarget wounds target i's cards, one wound each; each wound may be
// disrupted.
func WoundTarget(i int) Effect { return pushOnEach(targetCards(i), 1, fWound) }

// WoundTargetTimes gives target i's characters n wounds each, one at a
// time: each may be disrupted or replaced on its own ("cancel 1 wound").
func WoundTargetTimes(i, n int) Effect { return pushOnEach(targetCards(i), n, fWound) }

// WoundTargetsNotChosen wounds the cards of targets is... that the choice
// made just before (the last Choosing) did not take: "choose one of them
// to go insane, then wound the other".
func WoundTargetsNotChosen(is ...int) Effect {
	return pushOnEach(func(c *Ctx) []CardID {
		chosen := c.g.lastGroup(int(c.frame().arena))
		var ids []CardID
		for _, i := range is {
		next:
			for _, id := range targetsOf(c, i) {
				for _, x := range chosen {
					if x == id {
						continue next
					}
				}
				if c.g.canBeWounded(id) && !c.g.immuneTo(id, c.src) {
					ids = append(ids, id)
				}
			}
		}
		return ids
	}, 1, fWound)
}

// WoundChosen is an apply function for Choosing: each chosen character
// takes a wound.
func WoundChosen(c *Ctx, chosen []CardID) { c.Wound(chosen...) }

// WoundAll wounds every character the filter selects that can be wounded,
// one wound each; the affected cards are not targeted (FAQ 1.9, 2.37).
func WoundAll(f CardFilter) Effect { return harmAll(fWound, (*Game).canBeWounded, f) }

// InsaneAll drives insane every character in play the filter selects
// that can go insane, each through a step that may be disrupted, in the
// order the active player chooses (FAQ 1.7); the affected cards are not
// targeted (FAQ 1.9).
func InsaneAll(f CardFilter) Effect { return harmAll(fInsane, (*Game).canGoInsane, f) }

// harmAll is WoundAll and InsaneAll: the harm of kind (fWound, fInsane)
// to every card in play the filter selects that can take it (can) and
// is not immune to the ability's card.
func harmAll(kind frameKind, can func(*Game, CardID) bool, f CardFilter) Effect {
	targets := func(c *Ctx) []CardID {
		var ids []CardID
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				if can(c.g, id) && !c.g.immuneTo(id, c.src) && (f == nil || f(c, id)) {
					ids = append(ids, id)
				}
			}
		}
		return ids
	}
	return Effect{
		do: func(c *Ctx) bool {
			if c.frame().partStep > 0 {
				return true
			}
			ids := targets(c)
			c.g.pushHarms(kind, ids, c.src, c.harmFlags())
			return len(ids) == 0
		},
		would: func(c *Ctx) bool { return len(targets(c)) > 0 },
	}
}

// CombatWinnersWoundMoreThisTurn is a lasting effect until the end of
// the turn, for both players: whoever wins a combat struggle may, once
// its effect has resolved, wound as many more characters committed to
// its story as the icons he won it by, any players', picked one at a
// time (one may be picked again), none with Invulnerability; each such
// effect in force gives that many (story.go, woundsPerMargin).
func CombatWinnersWoundMoreThisTurn() Effect {
	return effect(func(c *Ctx) {
		c.g.addLasting(Mod{kind: modWoundsPerMargin}, None, c.src, c.p, PerTurn)
	})
}

// MoveWound moves one wound from target i to target j. Moving a wound is not
// wounding (no wound triggers), but the character suffers it; no wound can
// be moved onto a character with Invulnerability (FAQ 2.31).
func MoveWound(i, j int) Effect {
	return effect(func(c *Ctx) {
		from, to := targetsOf(c, i), targetsOf(c, j)
		if len(from) == 0 || len(to) == 0 || c.g.cards[from[0]].wounds == 0 ||
			!c.g.isCharacter(to[0]) || c.g.hasKeyword(to[0], kwInvulnerability) {
			c.g.fail(c.fi)
			return
		}
		src, dst := from[0], to[0]
		c.g.setWounds(src, int(c.g.cards[src].wounds)-1)
		c.g.emit(Event{Kind: EvMoveWound, Player: int8(c.p), Card: src, Other: dst})
		if c.g.cards[dst].insane {
			c.g.leavePlay(dst, leaveDestroy)
			return
		}
		c.g.setWounds(dst, int(c.g.cards[dst].wounds)+1)
		if int(c.g.cards[dst].wounds) > c.g.toughness(dst) {
			c.g.leavePlay(dst, leaveDestroy)
		}
	})
}

// InsaneTarget drives target i's characters insane, each through a frame
// that may be replaced or disrupted; one that cannot go insane is ignored
// (FAQ 1.10).
func InsaneTarget(i int) Effect { return pushOnEach(targetCards(i), 1, fInsane) }

// InsaneChosen is an apply function for Choosing: each chosen character
// goes insane, each insanity a step that may be disrupted; one that does
// not happen makes a "then" after it fail (FAQ 1.3).
func InsaneChosen(c *Ctx, chosen []CardID) { c.DriveInsane(chosen...) }

// GoInsaneItself drives the ability's own character insane, if it can go
// insane; the insanity may be disrupted like any other.
func GoInsaneItself() Effect {
	return Effect{
		do: func(c *Ctx) bool {
			if c.frame().partStep > 0 {
				return true
			}
			if c.g.cards[c.src].zone != ZonePlay || !c.g.canGoInsane(c.src) {
				c.g.fail(c.fi)
				return true
			}
			c.g.pushInsane(c.src, c.src, c.harmFlags())
			return false
		},
		would: func(c *Ctx) bool { return c.g.cards[c.src].zone == ZonePlay && c.g.canGoInsane(c.src) },
	}
}

// RestoreTarget restores target i's insane characters.
func RestoreTarget(i int) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			if c.g.canBeRestored(id) {
				c.g.restore(id)
			}
		}
	})
}

// RestoreIt restores an insane character that can be restored.
func RestoreIt(c *Ctx, id CardID) { c.Restore(id) }
