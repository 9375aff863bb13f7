package engine

import (
	"fmt"
	"iter"
	"slices"
	"strings"

	"cthulhu/carddb"
)

// Vocabulary first needed by the Cthulhu and Syndicate cards of the Core
// Set; every name is generic.

// ---- Filters ----

// AttachmentCard selects Attachment cards in play: a card attached to a
// character, support, story or domain (one attached by an effect is an
// Attachment too, FAQ 1.15).
func AttachmentCard(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZonePlay && cd.host != None
}

// IconsAtLeast selects characters with at least n icons of a kind now.
func IconsAtLeast(ic carddb.Icon, n int) CardFilter {
	return func(c *Ctx, id CardID) bool { return int(c.g.icons(id)[ic]) >= n }
}

// InPlayCostAtMostX selects cards in play whose cost is X or lower, X
// being what the ability or card paid: a card in play has its printed cost
// (a printed X is 0, FAQ 2.1); an insane character costs 0 (FAQ 2.34).
func InPlayCostAtMostX(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	if cd.insane {
		return c.X() >= 0
	}
	if cd.def.NoCost {
		return false
	}
	cost := int(cd.def.Cost)
	if cd.def.CostX {
		cost = 0
	}
	return cost <= c.X()
}

// PrintedCostAtMostCount selects cards whose printed cost is at most a
// count of the game ("printed cost X or lower, X being the number of
// domains you control"). An insane character has no printed cost (FAQ
// 2.26, 2.34).
func PrintedCostAtMostCount(n func(c *Ctx) int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		cd := &c.g.cards[id]
		if cd.insane || cd.def.NoCost {
			return false
		}
		return printedCost(cd.def) <= n(c)
	}
}

// SkillBelowX selects characters whose skill is lower than the X paid.
func SkillBelowX(c *Ctx, id CardID) bool { return c.g.skill(id) < c.X() }

// TitleIs selects cards with a title (every printing of it).
func TitleIs(title string) CardFilter {
	return func(c *Ctx, id CardID) bool { return strings.EqualFold(c.g.cards[id].def.Title, title) }
}

// StoryTokensBetween selects stories (and conspiracies) in play with from
// lo to hi success tokens on them, both players' counted.
func StoryTokensBetween(lo, hi int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		s := c.g.slotOf(id)
		if s < 0 {
			return false
		}
		n := int(c.g.stories[s].success[0]) + int(c.g.stories[s].success[1])
		return n >= lo && n <= hi
	}
}

// ---- Counts ----

// DomainsYouControl counts the controller's domains.
func DomainsYouControl(c *Ctx) int { return len(c.g.players[c.p].domains) }

// ---- Conditions ----

// SelfExhausted holds while the ability's card is exhausted.
func SelfExhausted(c *Ctx) bool { return c.g.cards[c.src].exhausted }

// ---- Triggers: what an ability about to resolve would do ----

// subjectOf finds the stack index of the ability about to resolve that a
// Disrupt's subject event describes, or -1.
func (g *Game) subjectOf(e *Event) int {
	if e == nil || e.Kind != EvAbility {
		return -1
	}
	for i := len(g.stack) - 1; i >= 0; i-- {
		f := &g.stack[i]
		var s int
		switch {
		case f.kind == fDisrupts:
			s = int(f.n)
		case f.kind == fAbility && f.flags&fSubject != 0:
			s = int(f.e)
		default:
			continue
		}
		if s >= 0 && s < len(g.stack) && g.stack[s].kind == fAbility && g.stack[s].a == e.Card && g.stack[s].n == e.N {
			return s
		}
	}
	return -1
}

// AbilityTargeting matches an ability (or event) about to resolve that
// chose as a target a card the filter selects (FAQ 1.9: only "choose"
// targets): the subject of "cancel a card effect that chooses it as a
// target".
func AbilityTargeting(f CardFilter) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		s := c.g.subjectOf(e)
		if s < 0 {
			return false
		}
		a := c.g.abilityOf(&c.g.stack[s])
		if a == nil {
			return false
		}
		for ti := range a.Targets {
			for _, id := range c.g.arenaGroup(int(c.g.stack[s].t), ti) {
				if id >= 0 && f(c, id) {
					return true
				}
			}
		}
		return false
	}
}

// EventWouldDestroy matches an event card about to resolve whose effect
// would destroy a card in play the filter selects.
func EventWouldDestroy(f CardFilter) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		s := c.g.subjectOf(e)
		if s < 0 || c.g.cards[e.Card].def.Type != carddb.Event {
			return false
		}
		a := c.g.abilityOf(&c.g.stack[s])
		if a == nil {
			return false
		}
		var cands []CardID
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				if f(c, id) {
					cands = append(cands, id)
				}
			}
		}
		if len(cands) == 0 {
			return false
		}
		sctx := c.g.ctxOf(s)
		defer c.g.release()
		for k := range a.Effects {
			if d := a.Effects[k].destroys; d != nil {
				for _, id := range cands {
					if d(sctx, id) {
						return true
					}
				}
			}
		}
		return false
	}
}

// OverpaidTriggeredAbility matches a triggered ability (an ability of a
// card in play, Rulebook: Triggered Ability; not an event) whose cost the
// ability's controller just overpaid (FAQ 2.14: a domain with more
// resources than a cost of 1 or more).
func OverpaidTriggeredAbility(c *Ctx, e *Event) bool {
	if e.Kind != EvAbility || int(e.Player) != c.p || e.D <= 0 || c.g.cards[e.Card].def.Type == carddb.Event {
		return false
	}
	if im := c.g.impl(e.Card); im == nil || int(e.N) >= len(im.Abilities) || im.Abilities[e.N].From&FromPlay == 0 {
		return false
	}
	occ := c.g.occ
	k := len(occ) - 1
	for k >= 0 && occ[k].Seq != e.Seq {
		k--
	}
	for k--; k >= 0; k-- {
		d := &occ[k]
		if d.Kind == EvAbility {
			break
		}
		if d.Kind == EvDrain && d.Card == e.Card && d.Player == e.Player && int(d.N) == int(e.D)-1 {
			return d.Counts[0] >= 1 && d.Counts[1] >= 1
		}
	}
	return false
}

// ---- Effects ----

// ReadySelf readies the ability's own card.
func ReadySelf() Effect {
	able := func(c *Ctx) bool {
		cd := &c.g.cards[c.src]
		return cd.zone == ZonePlay && cd.exhausted && !cd.insane
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

// TargetPrintedSkillTo treats target i's printed skill as n until the end
// of the phase; every other modifier still applies (FAQ 1.5, 2.26).
func TargetPrintedSkillTo(i, n int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		cd := &c.g.cards[id]
		if cd.insane || !c.g.isCharacter(id) {
			return // an insane character cannot be modified (FAQ 2.34)
		}
		c.g.addLasting(Mod{kind: modPrintedSkill, n: int8(n)}, id, c.src, c.p, PerPhase)
	})
}

// ExhaustOrDriveInsaneTarget exhausts target i's character if it is ready,
// or, if it is exhausted, drives it insane, if able: the state when the
// effect resolves decides which, and only one happens.
func ExhaustOrDriveInsaneTarget(i int) Effect {
	return Effect{do: func(c *Ctx) bool {
		if c.frame().sub > 0 {
			return true
		}
		ids := targetsOf(c, i)
		if len(ids) == 0 {
			c.g.fail(c.fi)
			return true
		}
		id := ids[0]
		cd := &c.g.cards[id]
		switch {
		case cd.insane:
			c.g.fail(c.fi)
			return true
		case !cd.exhausted:
			cd.exhausted = true
			c.g.touch()
			c.g.emit(Event{Kind: EvExhaust, Player: int8(c.p), Card: id, Other: None})
			return true
		case !c.g.canGoInsane(id):
			c.g.fail(c.fi)
			return true
		}
		c.g.pushInsane(id, c.src, 0)
		return false
	}}
}

// DiscardSuccessTokens discards exactly n success tokens from target story
// i (FAQ 2.6: exactly n, or none), of either player's: the controller
// chooses how many of them are his opponent's (X), the rest being his own.
func DiscardSuccessTokens(i, n int) Effect {
	splits := func(c *Ctx) []int {
		ts := targetsOf(c, i)
		if len(ts) == 0 {
			return nil
		}
		s := c.g.slotOf(ts[0])
		if s < 0 {
			return nil
		}
		yours, theirs := int(c.g.stories[s].success[c.p]), int(c.g.stories[s].success[1-c.p])
		var out []int
		for k := max(0, n-yours); k <= min(n, theirs); k++ {
			out = append(out, k)
		}
		return out
	}
	pk := Pick{values: splits, act: ActX, n: 1,
		text: fmt.Sprintf("how many of the %d success tokens to discard are your opponent's (X); the others are yours", n)}
	return Choosing(pk, func(c *Ctx, chosen []CardID) {
		ts := targetsOf(c, i)
		if len(ts) == 0 {
			c.g.fail(c.fi)
			return
		}
		s := c.g.slotOf(ts[0])
		theirs := ChosenValue(chosen[0])
		sl := &c.g.stories[s]
		sl.success[1-c.p] -= int8(theirs)
		sl.success[c.p] -= int8(n - theirs)
		c.g.touch()
		e := Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: ts[0]}
		if c.g.logging() {
			e.Text = fmt.Sprintf("%d success tokens are discarded from %s (%d of %s, %d of %s)", n, c.g.name(ts[0]),
				n-theirs, c.g.players[c.p].name, theirs, c.g.players[1-c.p].name)
		}
		c.g.emit(e)
	})
}

// PickDomainToDrain is the choice of one of the chooser's undrained
// domains.
func PickDomainToDrain(text string) Pick {
	return Pick{n: 1, act: ActDomain, text: text, values: func(c *Ctx) []int {
		var out []int
		for d, dom := range c.g.players[c.chooser].domains {
			if !dom.drained {
				out = append(out, d)
			}
		}
		return out
	}}
}

// DrainChosenDomain is an apply function for Choosing(PickDomainToDrain):
// the controller drains the chosen domain (its Transient resources are
// then destroyed).
func DrainChosenDomain(c *Ctx, chosen []CardID) {
	d := ChosenValue(chosen[0])
	if d < 0 || d >= len(c.g.players[c.p].domains) || c.g.players[c.p].domains[d].drained {
		c.g.fail(c.fi)
		return
	}
	c.g.emit(Event{Kind: EvDrain, Player: int8(c.p), Card: c.src, Other: None, N: int16(d)})
	c.g.drain(c.p, d)
}

// ReturnEventToHand puts the event card being played into its owner's
// hand instead of his discard pile.
func ReturnEventToHand() Effect {
	return effect(func(c *Ctx) {
		if c.g.cards[c.src].zone != ZoneResolving {
			c.g.fail(c.fi)
			return
		}
		c.g.moveTo(c.src, ZoneHand)
		c.g.emit(Event{Kind: EvReturnToHand, Player: int8(c.p), Card: c.src, Other: None})
	})
}

// ---- Lending triggered abilities ("gains that character's triggered
// abilities") ----
//
// A lend is a lasting effect of kind modLend on the card that gains the
// abilities (the borrower); its src is the card whose abilities it gains
// (the lender). While the borrower is in play with a text box that is not
// blank (FAQ 2.25, 2.34), its controller may use the lender's triggered
// abilities (Action, Disrupt, Response, Forced Response; Rulebook,
// Triggered Effects) as if they were the borrower's, wherever the lender
// is. The ability is still the lender's text: a reference to the lender's
// title still means the lender (FAQ, Frequently Asked Questions: a card
// that copies another's text; its self-references are unaltered), so a
// cost such as "exhaust this card" is paid with the lender, if its user
// controls it (FAQ 2.13). The ability keeps the lender's limits and
// once-per-trigger record.

// triggeredKind reports whether an ability kind is a triggered one.
func triggeredKind(k Kind) bool {
	return k == Action || k == Disrupt || k == Response || k == Forced
}

// lendActive reports whether lasting effect l is a lend in force, and its
// borrower's controller.
func (g *Game) lendActive(l *lasting) (int, bool) {
	if l.mod.kind != modLend || l.on == None {
		return -1, false
	}
	b := &g.cards[l.on]
	if b.zone != ZonePlay || b.epoch != l.epoch || g.blank(l.on) {
		return -1, false
	}
	return int(b.ctrl), true
}

// lentTo reports whether player p may use ability ai of card id because a
// card he controls gains it.
func (g *Game) lentTo(p int, id CardID, ai int) bool {
	if g.lends == 0 {
		return false
	}
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind != modLend || l.src != id {
			continue
		}
		if q, ok := g.lendActive(l); ok && q == p {
			im := g.impl(id)
			return im != nil && ai < len(im.Abilities) && triggeredKind(im.Abilities[ai].Kind) && !im.Abilities[ai].ForHost
		}
	}
	return false
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
	}
}

// lentCandidates appends the Action abilities lent to player p's cards
// that are not among his own candidates yet, unchecked (windowCandidates).
func (g *Game) lentCandidates(p int, out []Option) []Option {
	if g.lends == 0 {
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
	if g.lends == 0 || !triggeredKind(kind) {
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

// SelfGainsTargetsKeywordsAndAbilities: until the end of the phase, the
// ability's card gains target i's keywords (those it has now) and its
// triggered abilities. An insane or blank character has none to give.
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
		if c.g.cards[t].insane || !c.g.isCharacter(t) {
			return // no text box: nothing to gain
		}
		g := c.g
		for k := kwHeroic; k <= kwNight; k++ {
			if g.hasKeyword(t, k) {
				g.addLasting(Gain(k), self, self, c.p, PerPhase)
			}
		}
		if n := g.toughness(t); n > 0 {
			g.addLasting(ToughnessPlus(n), self, self, c.p, PerPhase)
		}
		ms, strs := g.modsStrs(t, maskAll)
		imm := strs.immune
		if !ms.blank {
			imm = append(imm[:len(imm):len(imm)], g.cards[t].def.Keywords.Immune...)
		}
		for _, x := range imm {
			g.addLasting(ImmuneTo(x), self, self, c.p, PerPhase)
		}
		if im := g.impl(t); im != nil && !ms.blank && t != self {
			for k := range im.Abilities {
				if triggeredKind(im.Abilities[k].Kind) && !im.Abilities[k].ForHost {
					g.addLasting(Mod{kind: modLend}, self, t, c.p, PerPhase)
					break
				}
			}
		}
		c.note(self, t, "gains the keywords and triggered abilities of ", g.name(t), " until the end of the phase")
	})
}
