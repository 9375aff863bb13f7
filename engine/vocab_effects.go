package engine

import "slices"

// The building blocks of effects: an effect from a function, effects per
// target, conditional effects, cancelling, and choices made by each
// player while an effect resolves.

// effect builds an effect part that acts at once.
func effect(fn func(c *Ctx)) Effect {
	return Effect{do: func(c *Ctx) bool { fn(c); return true }}
}

// targetsOf returns target i's cards still legal now: a target that became
// illegal is ignored (FAQ 1.9). The list may be the chosen group in the
// arena itself: callers read it and never write it.
func targetsOf(c *Ctx, i int) []CardID {
	f := c.frame()
	if f == nil {
		return nil
	}
	a := c.g.abilityOf(f)
	ids := c.Targets(i)
	for k, id := range ids {
		if i >= len(a.Targets) || !c.g.targetable(c, &a.Targets[i], id) {
			// One is no longer a legal target: a list of the others.
			out := append([]CardID(nil), ids[:k]...)
			for _, id := range ids[k+1:] {
				if i < len(a.Targets) && c.g.targetable(c, &a.Targets[i], id) {
					out = append(out, id)
				}
			}
			return out
		}
	}
	// All still legal (most often): the chosen group itself, which an
	// append by the caller would copy first.
	return ids[:len(ids):len(ids)]
}

func targetCards(i int) func(c *Ctx) []CardID {
	return func(c *Ctx) []CardID { return targetsOf(c, i) }
}

// eachTarget is an effect that does fn to each of target i's cards; with
// none left (all became illegal, FAQ 1.9), the effect fails.
func eachTarget(i int, fn func(c *Ctx, id CardID)) Effect {
	return effect(func(c *Ctx) {
		ids := targetsOf(c, i)
		if len(ids) == 0 {
			c.g.fail(c.fi)
		}
		for _, id := range ids {
			fn(c, id)
		}
	})
}

// CardAct is an action on one card, for ForEachTarget.
type CardAct func(c *Ctx, id CardID)

// ForEachTarget applies actions, in order, to each of target i's cards
// still legal when the part begins: "restore and ready those characters"
// acts on the characters chosen even after the first action changed what
// made them legal (a restored character is no longer insane).
func ForEachTarget(i int, acts ...CardAct) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		for _, a := range acts {
			if c.g.cards[id].zone.InPlay() {
				a(c, id)
			}
		}
	})
}

// IfThen makes an action happen only while a condition holds.
func IfThen(cond Cond, a CardAct) CardAct {
	return func(c *Ctx, id CardID) {
		if cond(c) {
			a(c, id)
		}
	}
}

// If makes an effect part happen only while a condition holds.
func If(cond Cond, e Effect) Effect {
	inner := e.do
	e.do = func(c *Ctx) bool {
		if c.frame().partStep == 0 && !cond(c) {
			return true
		}
		return inner(c)
	}
	return e
}

// IfFailed makes an effect part happen only if a part before it did not
// resolve: the "must ... if able" of a forced effect (FAQ 2.13).
func IfFailed(e Effect) Effect {
	inner := e.do
	e.do = func(c *Ctx) bool {
		f := c.frame()
		if f.partStep == 0 && f.flags&fFailed == 0 {
			return true
		}
		if f.partStep == 0 {
			f.flags &^= fFailed
		}
		return inner(c)
	}
	return e
}

// Cancel cancels what a Disrupt answers: the ability or the wound about to
// happen. Its costs stay paid; a cancelled event still goes to the discard
// pile (Rulebook, Timing Rules; FAQ 2.13). A Disrupt that cancels never
// answers a passive effect, which cannot be cancelled (FAQ, Timing
// Structure; Event.Cancellable): a passive ability about to resolve, or a
// wound or an insanity that a passive effect causes.
func Cancel() Effect {
	e := effect(func(c *Ctx) {
		f := c.frame()
		if f == nil || f.flags&fSubject == 0 {
			return
		}
		s := int(f.occurrence)
		if s >= 0 && s < len(c.g.stack) {
			c.g.stack[s].flags |= fCancelled
		}
	})
	e.cancels = true
	return e
}

// EachPlayerChooses makes each player, in the order the active player
// chooses (FAQ 1.7; eachPlayerPicks), make the choice and apply it, if able
// (FAQ 2.3): a player who cannot is not affected; the part resolves only if
// every player could (so a "then" after it depends on all of them).
func EachPlayerChooses(pk Pick, apply func(c *Ctx, chosen []CardID)) Effect {
	return eachPlayerPicks(pk, true, func(c *Ctx, _ int, chosen []CardID) { apply(c, chosen) })
}

// EachPlayerDecides makes each player, in the order the active player
// chooses (FAQ 1.7; eachPlayerPicks), make the choice, then apply acts on
// what he chose, with q the chooser. Unlike EachPlayerChooses, apply runs
// even when he chose nothing (a choice that may be empty: "any number"); a
// player with nothing to choose from is skipped, and the part resolves all
// the same.
func EachPlayerDecides(pk Pick, apply func(c *Ctx, q int, chosen []CardID)) Effect {
	return eachPlayerPicks(pk, false, apply)
}

// eachPlayerPicks is the choice of each player in turn: two steps a
// player, the choice (a frame of its own) and its application, with c's
// chooser the player who chose. With required, a player who cannot choose
// as many cards as the pick asks, or chooses none, fails the part and is
// not affected; without, such a player is skipped, and apply runs for any
// choice, even an empty one.
//
// The effect resolves on each player one at a time, in the order the
// active player chooses (FAQ 1.7): when both players would be affected,
// he is asked first which of them it resolves on first (orderPick; the
// ability frame keeps his answer, fOtherFirst); otherwise the player
// affected is the only one.
//
// Two steps for the order (the question, if any, and its answer), then
// three a player: the choice, the Disrupt window of a targeting choice
// (targetWindow; skipped when none opens), and the application.
func eachPlayerPicks(pk Pick, required bool, apply func(c *Ctx, q int, chosen []CardID)) Effect {
	return Effect{pick: &pk, do: func(c *Ctx) bool {
		f := c.frame()
		switch f.partStep {
		case 0:
			f.flags &^= fOtherFirst
			a := int(c.g.active)
			if eachAffected(c, &pk, a) && eachAffected(c, &pk, other(a)) {
				c.g.push(frame{kind: fChoose, p: int8(a), card: f.card, second: None, arg: int16(c.fi), arg2: f.arg2, flags: fOrderChoice})
			} else {
				f.partStep++ // no question, no answer to read
			}
			return false
		case 1:
			if g := c.g.lastGroup(int(f.arena)); len(g) == 1 && ChosenValue(g[0]) != int(c.g.active) {
				f.flags |= fOtherFirst
			}
			return false
		}
		s := int(f.partStep) - 2
		k := s / 3
		if k >= 2 {
			return true
		}
		q := int(c.g.active)
		if (k == 1) != (f.flags&fOtherFirst != 0) {
			q = other(q)
		}
		switch s % 3 {
		case 0:
			var buf [32]CardID
			n := len(c.g.pickCandidates(c, &pk, q, buf[:0]))
			if n == 0 || !pk.upTo && n < pk.n {
				if required {
					c.g.fail(c.fi)
				}
				f.partStep += 2 // nothing to apply for this player
				return false
			}
			c.g.push(frame{kind: fChoose, p: int8(q), card: f.card, second: None, arg: int16(c.fi), arg2: f.arg2})
			return false
		case 1:
			if c.g.targetWindow(&pk, c.fi, c.g.lastGroup(int(f.arena))) {
				return false
			}
			f.partStep++ // no window: the application at once
		default:
			f.flags &^= fChose
		}
		chosen := stillChosen(c, &pk, q, c.g.lastGroup(int(f.arena)))
		if required && (len(chosen) < pk.n && !pk.upTo || len(chosen) == 0) {
			c.g.fail(c.fi)
			return false
		}
		prev := c.chooser
		c.chooser = q
		apply(c, q, chosen)
		c.chooser = prev
		return false
	}}
}

// eachAffected reports whether the choice of an effect on each player
// (eachPlayerPicks) would affect player q now: he has enough cards to
// choose (FAQ 2.6).
func eachAffected(c *Ctx, pk *Pick, q int) bool {
	var buf [32]CardID
	n := len(c.g.pickCandidates(c, pk, q, buf[:0]))
	return n > 0 && (pk.upTo || n >= pk.n)
}

// orderPick is the active player's choice of the player an effect on
// each player resolves on first (FAQ 1.7): the active player, or his
// opponent.
var orderPick = Pick{n: 1, text: "the player it resolves on first", act: ActFirst,
	values: func(c *Ctx) []int { return playerOrders[c.g.active&1] }}

// playerOrders lists the players, each one first: read only.
var playerOrders = [2][]int{{0, 1}, {1, 0}}

// stillChosen returns a copy of the cards chosen by player q that are
// still among the choice's candidates: after a targeting choice's Disrupt
// window (targetWindow), a target that became illegal is ignored (FAQ
// 1.9). Without a window, nothing happened since the choice: all are.
func stillChosen(c *Ctx, pk *Pick, q int, chosen []CardID) []CardID {
	out := append([]CardID(nil), chosen...)
	if !pk.targeting || pk.icon || pk.values != nil {
		return out
	}
	prev := c.chooser
	c.chooser = q
	defer func() { c.chooser = prev }()
	var buf [32]CardID
	cands := c.g.pickCandidates(c, pk, q, buf[:0])
	return slices.DeleteFunc(out, func(id CardID) bool { return !slices.Contains(cands, id) })
}

// chosenSoFar is how many cards the choice being made has taken (0 when no
// choice is being made).
func (g *Game) chosenSoFar() int {
	if len(g.stack) > 0 && g.top().kind == fChoose {
		return int(g.top().x)
	}
	return 0
}

// activeFirst lists the players, the active player first.
func (g *Game) activeFirst() [2]int {
	a := int(g.active)
	return [2]int{a, other(a)}
}

// KeepChosen is an apply function for Choosing that does nothing: the
// choice stays among the ability's picks (Ctx.Picked) for a later part
// to read.
func KeepChosen(*Ctx, []CardID) {}

// Choosing builds an effect part in which a player makes the choice, then
// apply acts on what he chose. A choice that cannot be made in full (fewer
// cards than it needs, FAQ 2.6) is not made and the part does not resolve;
// a declined "may" choice does not resolve either.
func Choosing(pk Pick, apply func(c *Ctx, chosen []CardID)) Effect {
	return Effect{pick: &pk, would: func(c *Ctx) bool {
		if pk.icon || pk.may || pk.values != nil {
			return true
		}
		need := pk.count(c.X())
		if pk.upTo {
			need = 1
		}
		var buf [32]CardID
		return len(c.g.pickCandidates(c, &pk, pk.chooser(c), buf[:0])) >= need
	}, do: func(c *Ctx) bool {
		f := c.frame()
		if f.partStep == 0 {
			q := pk.chooser(c)
			if pk.values != nil {
				prev := c.chooser
				c.chooser = q
				none := len(pk.values(c)) == 0
				c.chooser = prev
				if none {
					c.g.fail(c.fi)
					return true
				}
			} else if !pk.icon {
				need := pk.count(c.X())
				if pk.upTo {
					need = 1
				}
				var buf [32]CardID
				if len(c.g.pickCandidates(c, &pk, q, buf[:0])) < need {
					c.g.fail(c.fi)
					return true
				}
			}
			c.g.push(frame{kind: fChoose, p: int8(q), card: f.card, second: None, arg: int16(c.fi), arg2: f.arg2})
			return false
		}
		chosen := c.g.lastGroup(int(f.arena))
		if f.partStep == 1 && c.g.targetWindow(&pk, c.fi, chosen) {
			return false // the application after the window
		}
		if f.partStep == 2 {
			f.flags &^= fChose
			chosen = stillChosen(c, &pk, pk.chooser(c), chosen)
		}
		if len(chosen) == 0 {
			c.g.fail(c.fi)
			return true
		}
		apply(c, chosen)
		return true
	}}
}
