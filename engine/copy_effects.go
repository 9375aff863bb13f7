package engine

import "cthulhu/carddb"

// Copying an event's effects (Visitor from the Spheres): after an event
// card is played, its ability's effects resolve once more for another
// ability's player, as part of that ability's effect. The copy is not the
// event played again (docs/rulings.md, Copied effects):
//   - nothing of the event's is paid: not its cost, nor its other costs,
//     and X is 0 (as for an event played without paying its cost, FAQ,
//     Yog-Sothoth question);
//   - its play restriction and limit do not apply, and the use does not
//     count against the limit;
//   - no event is played: nothing that answers an event played answers
//     it, and it has no Disrupt window of its own (a Disrupt answers the
//     copying ability instead);
//   - the targets and choices are made anew, by the copying player, who
//     is "you" for the effects;
//   - the effects are still the event's: the event card is their source,
//     so a card immune to events is immune to them;
//   - the event card is not being played and stays where it is: an effect
//     that would move it (attach it, return it to the hand, shuffle it
//     into a deck) does nothing.
//
// Only an Action or a Response event is copied: a Disrupt event's effects
// answer something about to happen, which, once the event has been
// played, has been cancelled or has happened. A Response event's copy
// answers the occurrence the event answered, while it is still the
// game's.

// copiedEffects is the drained of an ability frame that resolves an
// event's effects copied (frame.drained): nothing was paid, and no domain
// drained.
const copiedEffects = -1

// copied reports whether the Ctx is that of copied effects.
func (c *Ctx) copied() bool {
	f := c.frame()
	return f != nil && f.kind == fAbility && f.drained == copiedEffects
}

// keepsCopiedEvent reports whether card id is the event whose effects the
// Ctx copies: the card does not move for the copy.
func (c *Ctx) keepsCopiedEvent(id CardID) bool { return id == c.src && c.copied() }

// copyOf returns the event card played and the ability of it that the
// occurrence e (an EvAbility) tells, if its effects can be copied: an
// event card's Action or Response, whose occurrence answered (for a
// Response) is still the game's.
func (c *Ctx) copyOf(e *Event) (id CardID, ai int, answers *Event, ok bool) {
	g := c.g
	if e == nil || e.Kind != EvAbility || !g.validCard(e.Card) || g.cards[e.Card].def.Type != carddb.Event {
		return None, -1, nil, false
	}
	im := g.impl(e.Card)
	if im == nil || int(e.N) < 0 || int(e.N) >= len(im.Abilities) {
		return None, -1, nil, false
	}
	switch im.Abilities[e.N].Kind {
	case Action:
	case Response:
		if e.Answers <= 0 {
			return None, -1, nil, false
		}
		if answers = g.occurrenceOf(e.Answers); answers == nil {
			return None, -1, nil, false
		}
	default:
		return None, -1, nil, false
	}
	return e.Card, int(e.N), answers, true
}

// CanCopyEventEffects reports whether the effects of the event played
// that the occurrence e tells could be copied for the ability's player
// now: an Action or Response event (above) with enough targets for him,
// X being 0.
func (c *Ctx) CanCopyEventEffects(e *Event) bool {
	id, ai, answers, ok := c.copyOf(e)
	if !ok {
		return false
	}
	g := c.g
	a := &g.impl(id).Abilities[ai]
	ctx := g.ctx(id, c.p, -1)
	ctx.ev = answers
	ok = g.enoughTargets(ctx, a)
	g.release()
	return ok
}

// CopyEventEffects copies the effects of the event played that the
// occurrence e tells, for the ability's player (above): they resolve
// after the part that calls it, their targets chosen first. It reports
// whether they will.
func (c *Ctx) CopyEventEffects(e *Event) bool {
	if !c.CanCopyEventEffects(e) {
		return false
	}
	id, ai, answers, _ := c.copyOf(e)
	f := frame{kind: fAbility, pc: abilityX, p: int8(c.p), card: id, second: None, arg: int16(ai), arg2: -1,
		arena: int16(len(c.g.arena)), occurrence: -1, drained: copiedEffects}
	if answers != nil {
		f.occurrence = answers.Seq
	}
	c.g.push(f)
	c.g.emit(Event{Kind: EvEffect, Player: int8(c.p), Card: id, Other: None, Text: "its effects are copied for " + c.g.players[c.p].name})
	return true
}
