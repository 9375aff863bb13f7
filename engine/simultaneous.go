package engine

// Simultaneous effects on several cards (FAQ 1.7): "all cards that are
// affected resolve in the order determined by the active player, one at a
// time", each fully before the next. An effect that wounds or drives
// insane several characters at once (Ravager from the Deep's wounds, The
// Underwater Conspiracy's insanity) resolves them through a harm-order
// frame: the active player picks the next character to resolve while two
// or more are left, each wound or insanity a step of its own with its own
// Disrupts and replacements; what the first does is known when the next
// is picked (a Mi-Go Warrior destroyed by an earlier wound).

// pushHarms schedules a wound or an insanity (kind fWound or fInsane) of
// each card, from src with flags, in the order the active player chooses;
// one card needs no choice.
func (g *Game) pushHarms(kind frameKind, ids []CardID, src CardID, flags uint8) {
	switch len(ids) {
	case 0:
		return
	case 1:
		g.push(frame{kind: kind, p: g.cards[ids[0]].ctrl, card: ids[0], second: src, flags: flags & harmCause})
		return
	}
	start := len(g.arena)
	g.arena = append(g.arena, ids...)
	g.push(frame{kind: fHarmOrder, p: g.active, card: None, second: src, flags: flags & harmCause,
		arena: int16(start), arg: int16(len(ids)), arg2: int16(kind)})
}

// fHarmOrder holds the cards still to be harmed in the arena from arena
// (arg of them, None where one has been), the kind of harm in arg2 and
// its source in second.

// harmKind is the kind of frame (fWound or fInsane) a harm-order frame
// schedules.
func (f *frame) harmKind() frameKind { return frameKind(f.arg2) }

func runHarmOrder(g *Game, i int) bool {
	f := &g.stack[i]
	t, n := int(f.arena), int(f.arg)
	next, two := -1, false // the first card left; whether another is left
	for k := t; k < t+n; k++ {
		id := g.arena[k]
		if id == None {
			continue
		}
		// One that has left play is not to be ordered: it resolves (and
		// fails) at once.
		if !g.cards[id].zone.InPlay() {
			g.arena[k] = None
			g.push(frame{kind: f.harmKind(), p: g.cards[id].ctrl, card: id, second: f.second, flags: f.flags})
			return false
		}
		switch {
		case next < 0:
			next = k
		case id != g.arena[next]:
			two = true
		}
	}
	switch {
	case next < 0:
		g.pop()
		if t <= len(g.arena) {
			g.arena = g.arena[:t]
		}
		return false
	case !two:
		// One card left (perhaps harmed more than once): nothing to order.
		id := g.arena[next]
		g.arena[next] = None
		g.push(frame{kind: f.harmKind(), p: g.cards[id].ctrl, card: id, second: f.second, flags: f.flags})
		return false
	}
	return g.wait()
}

func optHarmOrder(g *Game, f *frame, out []Option) []Option {
	t := int(f.arena)
	first := len(out)
next:
	for k := t; k < t+int(f.arg); k++ {
		id := g.arena[k]
		if id == None {
			continue
		}
		for _, o := range out[first:] {
			if o.Card == id {
				continue next // a card harmed twice is one option
			}
		}
		out = append(out, Option{Act: ActPick, Card: id})
	}
	return out
}

func applyHarmOrder(g *Game, i int, o Option) {
	f := &g.stack[i]
	t := int(f.arena)
	for k := t; k < t+int(f.arg); k++ {
		if g.arena[k] == o.Card {
			g.arena[k] = None
			g.push(frame{kind: f.harmKind(), p: g.cards[o.Card].ctrl, card: o.Card, second: f.second, flags: f.flags})
			return
		}
	}
}

func promptHarmOrder(g *Game, f *frame) (PromptKind, string) {
	what := "takes its wound"
	if f.harmKind() == fInsane {
		what = "goes insane"
	}
	return PromptHarmOrder, "Several characters are affected at once (FAQ 1.7): choose the one that " + what + " first."
}
