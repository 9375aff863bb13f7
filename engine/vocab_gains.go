package engine

import (
	"slices"

	"cthulhu/carddb"
)

// Effects that give cards characteristics, or take them away, for a time:
// until the end of the phase, for the next play.

// TargetGains gives target i's cards modifiers until the end of the phase
// (FAQ 1.4).
func TargetGains(i int, mods ...Mod) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			if c.g.cards[id].insane {
				continue // an insane character cannot be modified (FAQ 2.34)
			}
			for _, m := range mods {
				c.g.addLasting(m, id, c.src, c.p, PerPhase)
			}
		}
	})
}

// TargetGainsForTurn gives target i's cards modifiers until the end of
// the turn ("until the end of the turn", FAQ 1.4).
func TargetGainsForTurn(i int, mods ...Mod) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			if c.g.cards[id].insane {
				continue // an insane character cannot be modified (FAQ 2.34)
			}
			for _, m := range mods {
				c.g.addLasting(m, id, c.src, c.p, PerTurn)
			}
		}
	})
}

// SelfGains gives the ability's own card modifiers until the end of the
// phase.
func SelfGains(mods ...Mod) Effect {
	return effect(func(c *Ctx) {
		if !c.g.cards[c.src].zone.InPlay() {
			return
		}
		for _, m := range mods {
			c.g.addLasting(m, c.src, c.src, c.p, PerPhase)
		}
	})
}

// EachGains gives each sane character the filter selects now modifiers
// until the end of the phase. It targets nothing: a character immune to the
// card is left out (FAQ 2.36); an insane one cannot be modified (FAQ 2.34).
func EachGains(f CardFilter, mods ...Mod) Effect {
	return effect(func(c *Ctx) {
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				if !c.g.isCharacter(id) || c.g.cards[id].insane || c.g.immuneTo(id, c.src) || !f(c, id) {
					continue
				}
				for _, m := range mods {
					c.g.addLasting(m, id, c.src, c.p, PerPhase)
				}
			}
		}
	})
}

// GainsForPhase gives a card modifiers until the end of the phase; an
// insane character cannot be modified (FAQ 2.34).
func GainsForPhase(mods ...Mod) CardAct {
	return func(c *Ctx, id CardID) { c.GainsForPhase(id, mods...) }
}

// UntilEndOfPhase puts a modifier on every card its filter (Mod.On)
// selects, now or later, until the end of the phase: "until the end of the
// phase, the cost to play cards is raised by 1".
func UntilEndOfPhase(m Mod) Effect {
	return effect(func(c *Ctx) {
		c.g.addLasting(m, None, c.src, c.p, PerPhase)
	})
}

// NextPlayCosts gives the next card the filter selects that the controller
// plays this phase a cost modifier ("lower the cost of the next ...").
func NextPlayCosts(m Mod) Effect {
	return effect(func(c *Ctx) {
		c.g.maskDirty = true
		c.g.lasting = append(c.g.lasting, lasting{mod: m, on: None, src: c.src, p: int8(c.p), until: PerPhase,
			turn: c.g.turn, phase: c.g.step.Phase(), once: true})
		c.g.countLends()
		c.g.touch()
	})
}

// SelfGainsPrintedIconsOf gives the ability's own card, until the end of the
// phase, the icons printed on target i's card. An insane character is face
// down: it has no printed icons (FAQ 2.26, 2.34).
func SelfGainsPrintedIconsOf(i int) Effect {
	return effect(func(c *Ctx) {
		ids := targetsOf(c, i)
		if len(ids) == 0 || !c.g.cards[c.src].zone.InPlay() {
			c.g.fail(c.fi)
			return
		}
		if c.g.featureless(ids[0]) {
			return
		}
		for ic, n := range c.g.cards[ids[0]].def.Icons {
			if n > 0 {
				c.g.addLasting(GainIcon(carddb.Icon(ic), int(n)), c.src, c.src, c.p, PerPhase)
			}
		}
	})
}

// TargetLosesPrintedIcons makes target i's characters lose, until the end
// of the phase, every icon printed on them; icons gained otherwise stay
// (FAQ 2.28). An insane character cannot be modified (FAQ 2.34).
func TargetLosesPrintedIcons(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		if c.g.featureless(id) {
			return
		}
		for ic, n := range c.g.cards[id].def.Icons {
			if n > 0 {
				c.g.addLasting(GainIcon(carddb.Icon(ic), -int(n)), id, c.src, c.p, PerPhase)
			}
		}
	})
}

// EachLosesPrintedIcons: until the end of the phase, each sane character
// the filter selects now loses its printed icons of a kind (icons gained
// otherwise stay, FAQ 2.28; an insane character cannot be modified, FAQ
// 2.34).
func EachLosesPrintedIcons(f CardFilter, ic carddb.Icon) Effect {
	return effect(func(c *Ctx) {
		var buf [32]CardID
		for p := range c.g.players {
			for _, id := range append(buf[:0], c.g.players[p].play...) {
				cd := &c.g.cards[id]
				if !c.g.isCharacter(id) || cd.insane || !f(c, id) {
					continue
				}
				if n := int(cd.def.Icons[ic]); n > 0 {
					c.g.addLasting(GainIcon(ic, -n), id, c.src, c.p, PerPhase)
				}
			}
		}
	})
}

// TargetStoryLosesChosenIcon: target story i loses, until the end of the
// phase, one struggle icon of the kind chosen by the last PickIcon.
func TargetStoryLosesChosenIcon(i int) Effect {
	return Choosing(PickIcon("a struggle icon"), func(c *Ctx, chosen []CardID) {
		ic := ChosenIcon(chosen[0])
		for _, id := range targetsOf(c, i) {
			c.g.addLasting(StoryStruggles(ic, -1), id, c.src, c.p, PerPhase)
		}
	})
}

// TargetStoryGainsOrLosesStruggle: the ability's player picks whether
// target story i gains a struggle of kind ic or loses one, for the period
// given (PerPhase: until the end of the phase; PerNextPhase: of the next
// phase). Losing is offered only while the story has a struggle of that
// kind: a story cannot lose what it does not have (docs/rulings.md).
func TargetStoryGainsOrLosesStruggle(i int, ic carddb.Icon, until Period) Effect {
	values := func(c *Ctx) []int {
		ts := targetsOf(c, i)
		if len(ts) == 0 || c.g.slotOf(ts[0]) < 0 {
			return nil
		}
		var buf [16]carddb.Icon
		if slices.Contains(c.g.struggles(ts[0], buf[:0]), ic) {
			return []int{gainStruggle, loseStruggle}
		}
		return []int{gainStruggle}
	}
	label := func(c *Ctx, v int) string {
		if v == loseStruggle {
			return "The story loses one " + ic.String() + " struggle"
		}
		return "The story gains one " + ic.String() + " struggle"
	}
	return Choosing(PickValue("whether the story gains or loses one "+ic.String()+" struggle", values, label),
		func(c *Ctx, chosen []CardID) {
			if len(chosen) == 0 {
				c.g.fail(c.fi)
				return
			}
			n, verb := 1, "gains"
			if ChosenValue(chosen[0]) == loseStruggle {
				n, verb = -1, "loses"
			}
			for _, id := range targetsOf(c, i) {
				if c.g.slotOf(id) < 0 {
					continue
				}
				c.g.addLasting(StoryStruggles(ic, n), id, c.src, c.p, until)
				c.note(id, None, verb, " one ", ic.String(), " struggle")
			}
		})
}

// The values of TargetStoryGainsOrLosesStruggle's choice.
const (
	gainStruggle = iota
	loseStruggle
)

// SelfCountsAtTargetStory makes the ability's own character count its skill
// and icons at target i's story until the end of the phase, without being
// committed there: it counts there once, and not while it is committed
// there itself (FAQ, The Captain ruling).
func SelfCountsAtTargetStory(i int) Effect {
	return effect(func(c *Ctx) {
		ts := targetsOf(c, i)
		if len(ts) == 0 || !c.g.cards[c.src].zone.InPlay() || c.g.slotOf(ts[0]) < 0 {
			c.g.fail(c.fi)
			return
		}
		c.g.addLasting(Mod{kind: modCountsAt}, c.src, ts[0], c.p, PerPhase)
		c.note(c.src, ts[0], "counts its skill and icons at ", c.g.name(ts[0]), " this phase")
	})
}

// CountsAtStory selects the stories at which the ability's own character
// counts its skill and icons: the one it is committed to, and those a
// lasting effect makes it count at (SelfCountsAtTargetStory).
func CountsAtStory(c *Ctx, id CardID) bool {
	return c.g.cards[c.src].committed == id || c.g.countsAt(c.src, id)
}
