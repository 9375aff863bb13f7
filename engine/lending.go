package engine

import (
	"iter"
	"slices"
)

// Lending triggered abilities: a card that gains another card's triggered
// abilities may use them as its own.
//
// A lend is a lasting effect of kind modLend on the card that gains the
// abilities (the borrower); its src is the card whose abilities it gains
// (the lender). While the borrower is in play and not insane (FAQ 2.34),
// its printed text box blank or not (a lasting effect is no part of it:
// FAQ, Guardian Pillar ruling), its controller may use the lender's triggered
// abilities (Action, Disrupt, Response, Forced Response; Rulebook,
// Triggered Effects) as if they were the borrower's, wherever the lender
// is. The ability is still the lender's text: a reference to the lender's
// title still means the lender (FAQ, Frequently Asked Questions: a card
// that copies another's text; its self-references are unaltered), so a
// cost such as "exhaust this card" is paid with the lender, if its user
// controls it (FAQ 2.13). The ability keeps the lender's limits and
// once-per-trigger record.

// lendActive reports whether lasting effect l is a lend in force, and its
// borrower's controller.
func (g *Game) lendActive(l *lasting) (int, bool) {
	if l.mod.kind != modLend || l.on == None {
		return -1, false
	}
	b := &g.cards[l.on]
	if b.zone != ZonePlay || b.epoch != l.epoch || b.insane {
		// Gone, or insane, with no text box whatever the effects (FAQ
		// 2.34). A blank printed text box leaves the loan, a lasting
		// effect, as it leaves the keywords gained (FAQ, Guardian Pillar
		// ruling).
		return -1, false
	}
	return int(b.ctrl), true
}

// lentTo reports whether player p may use ability ai of card id because a
// card he controls gains it.
func (g *Game) lentTo(p int, id CardID, ai int) bool {
	if !g.lending() {
		return false
	}
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind != modLend || l.src != id {
			continue
		}
		if q, ok := g.lendActive(l); ok && q == p {
			return g.lendable(id, ai)
		}
	}
	return g.constLentTo(p, id) && g.lendable(id, ai)
}

// lendable reports whether ability ai of card id is one a lend gives: a
// triggered ability, not one it gives its host.
func (g *Game) lendable(id CardID, ai int) bool {
	im := g.impl(id)
	return im != nil && ai < len(im.Abilities) && im.Abilities[ai].Kind.Triggered() && !im.Abilities[ai].ForHost
}

// lentUser returns the player to whom a lend gives ability ai of card id,
// or -1.
func (g *Game) lentUser(id CardID, ai int) int {
	for p := range g.players {
		if g.lentTo(p, id, ai) {
			return p
		}
	}
	return -1
}

// lenders yields the cards whose abilities are lent to player p's cards
// now, in the order of the lasting effects, with their implementations.
func (g *Game) lenders(p int) iter.Seq2[CardID, *Impl] {
	return func(yield func(CardID, *Impl) bool) {
		for i := range g.lasting {
			l := &g.lasting[i]
			if l.mod.kind != modLend {
				continue
			}
			if q, ok := g.lendActive(l); !ok || q != p {
				continue
			}
			if im := g.impl(l.src); im != nil && !yield(l.src, im) {
				return
			}
		}
		var buf [8]CardID
		for _, id := range g.constLenders(p, buf[:0]) {
			if im := g.impl(id); im != nil && !yield(id, im) {
				return
			}
		}
	}
}

// lentCandidates appends the Action abilities lent to player p's cards
// that are not among his own candidates yet, unchecked (windowCandidates).
func (g *Game) lentCandidates(p int, out []Option) []Option {
	if !g.lending() {
		return out
	}
	for id, im := range g.lenders(p) {
		for ai := range im.Abilities {
			if a := &im.Abilities[ai]; a.Kind == Action && !a.ForHost {
				o := Option{Act: ActTrigger, Card: id, Arg: packTrigger(ai, 0)}
				if !slices.Contains(out, o) {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

// lentTriggered appends the lent abilities of a kind player p may use now,
// in answer to e (nil for an Action), as triggered() does for his own.
func (g *Game) lentTriggered(p int, kind Kind, e *Event, oi int, out []Option) []Option {
	if !g.lending() || !kind.Triggered() {
		return out
	}
	for id, im := range g.lenders(p) {
		if e != nil && im.reacts&(uint64(1)<<uint(e.Kind)) == 0 {
			continue
		}
	abilities:
		for ai := range im.Abilities {
			a := &im.Abilities[ai]
			if a.Kind != kind || a.ForHost || kind != Action && a.Trigger == nil {
				continue
			}
			arg := packTrigger(ai, oi)
			for _, o := range out {
				if o.Act == ActTrigger && o.Card == id && o.Arg == arg {
					continue abilities // offered already
				}
			}
			if !g.canTrigger(p, id, ai, e) {
				continue
			}
			// A gained ability whose text would do nothing now (its card has
			// left play, say) is not offered.
			ctx := g.ctx(id, p, -1)
			ctx.ev = e
			would := g.wouldChange(ctx, a)
			g.release()
			if would {
				out = append(out, Option{Act: ActTrigger, Card: id, Arg: arg})
			}
		}
	}
	return out
}
