package engine

import (
	"fmt"

	"cthulhu/carddb"
)

// Costs of abilities (FAQ 2.13, 2.14; Rulebook, "Paying for Card
// Abilities": an ability's cost needs no resource match unless it says
// so), and limits (FAQ 2.9).

// selfCostsPayable checks the costs paid with the ability's own card or
// by number alone: the part of costsPayable that canTrigger also asks
// before anything else, because it is cheap and often fails (an exhausted
// card's "exhaust me").
func (g *Game) selfCostsPayable(p int, id CardID, a *Ability) bool {
	c := &g.cards[id]
	for k := range a.Costs {
		switch cost := &a.Costs[k]; cost.kind {
		case costExhaustSelf:
			if c.zone != ZonePlay || c.exhausted || c.insane || int(c.ctrl) != p {
				return false
			}
		case costSacrificeSelf, costInsaneSelf, costDiscardSelf, costWoundSelf, costBottomSelf, costShuffleSelf:
			if c.zone != ZonePlay || int(c.ctrl) != p {
				return false
			}
		case costReturnSelfFromDomain:
			if c.zone != ZoneResource || c.host == None || g.domainIndex(p, c.host) < 0 {
				return false
			}
		case costDiscardHand:
			if len(g.players[p].hand) < cost.n {
				return false
			}
		case costPay:
			if cost.n > 0 && g.undrained(p, 1) == 0 {
				return false // no domain left to pay with
			}
		case costDrain:
			if g.undrained(p, 1) == 0 {
				return false // no domain left to drain
			}
		case costDiscardSuccess:
			if !g.hasSuccessTokens(p, cost.n) {
				return false
			}
		case costSelfTokens:
			if c.zone != ZonePlay || int(c.ctrl) != p || int(c.tokens) < cost.n {
				return false
			}
		case costSelfTokensX:
			if c.zone != ZonePlay || int(c.ctrl) != p {
				return false
			}
		case costDiscardResource:
			if len(g.players[p].resources) == 0 {
				return false
			}
		case costPutIntoPlaySelf:
			if c.zone.InPlay() || int(c.owner) != p || g.enterProblem(p, c.def, false) != nil {
				return false
			}
			switch c.def.Type {
			case carddb.Character, carddb.Support:
			default:
				return false
			}
		}
	}
	return true
}

// hasSuccessTokens reports whether player p has n success tokens or more
// on one story or conspiracy in play (DiscardYourSuccess).
func (g *Game) hasSuccessTokens(p, n int) bool {
	for s := range g.stories {
		if g.stories[s].card != None && int(g.stories[s].success[p]) >= n {
			return true
		}
	}
	return false
}

// undrained counts player p's domains that are not drained, stopping at
// enough.
func (g *Game) undrained(p, enough int) (n int) {
	for d := range g.players[p].domains {
		if !g.players[p].domains[d].drained {
			if n++; n >= enough {
				break
			}
		}
	}
	return n
}

// costsPayable reports whether every cost of an ability can be paid now,
// with cards its player controls (FAQ 2.13). An event's own cost is
// checked too, unless paid says its caller has found a domain that pays
// it. The costs selfCostsPayable checks are not asked again: its callers
// ask them first (canTrigger, before any condition; explainTrigger).
//
// It is kept out of line: a profile-guided build would otherwise inline
// it into mayStart, which gains nothing by it.
//
//go:noinline
func (g *Game) costsPayable(ctx *Ctx, id CardID, a *Ability, paid bool) bool {
	p := ctx.p
	c := &g.cards[id]
	// An event played from the discard pile as if from the hand
	// (PlayableFromDiscard) costs what it costs from the hand.
	if g.playingEventBy(id, a) {
		if g.enterProblem(p, c.def, false) != nil || g.steadfastProblem(p, c.def, false) != nil {
			return false
		}
		if c.zone == ZonePlay && !g.hostTokenPays(p, id) {
			return false // played from a story, with no token of his there
		}
		if !paid && !c.def.CostX && !g.anyDomainPaysCard(p, id, 0) {
			return false
		}
	}
	drains := 0
	for k := range a.Costs {
		cost := &a.Costs[k]
		switch cost.kind {
		case costPay:
			drains++
			if !g.anyDomainPaysAbility(p, cost, c.def) {
				return false
			}
		case costPayX, costDrain:
			drains++
		case costInsaneSelf:
			if !g.canGoInsane(id) {
				return false
			}
		case costWoundSelf:
			if !g.canBeWounded(id) {
				return false
			}
		case costExhaust, costSacrifice, costReturn, costRemoveWound, costReady, costInsane:
			if len(g.costChoices(ctx, cost, nil)) < cost.exhausts() {
				return false
			}
		case costHandToBottom:
			if len(g.players[p].hand) < 1+g.handUsedBy(id) {
				return false
			}
		case costRevealHand:
			if g.fittingInHand(ctx, cost.filter, id) < 1 {
				return false
			}
		case costExhaustAll:
			if !g.allReadyToExhaust(ctx, cost.filter) {
				return false
			}
		case costDiscardHand:
			if cost.filter != nil {
				if g.fittingInHand(ctx, cost.filter, id) < cost.n {
					return false
				}
			} else if len(g.players[p].hand) < cost.n+g.handUsedBy(id) {
				return false
			}
		}
	}
	// An ability and its card's play cost never drain more than one domain
	// each; two draining costs need two undrained domains.
	if drains > 1 && g.undrained(p, drains) < drains {
		return false
	}
	return true
}

// allReadyToExhaust reports whether the cards the ability's player
// controls that fit can all be exhausted, and there is one at least
// (ExhaustAll).
func (g *Game) allReadyToExhaust(ctx *Ctx, f CardFilter) bool {
	n := 0
	for _, x := range g.players[ctx.p].play {
		if !f(ctx, x) {
			continue
		}
		if c := &g.cards[x]; c.exhausted || c.insane {
			return false
		}
		n++
	}
	return n > 0
}

// fittingInHand counts the cards of the ability's player's hand that the
// filter selects, the ability's own card left out (DiscardOne).
func (g *Game) fittingInHand(ctx *Ctx, f CardFilter, self CardID) int {
	n := 0
	for _, x := range g.players[ctx.p].hand {
		if x != self && f(ctx, x) {
			n++
		}
	}
	return n
}

// handUsedBy is 1 when the card is itself in its owner's hand (an event
// cannot discard itself to pay for itself).
func (g *Game) handUsedBy(id CardID) int {
	if g.cards[id].zone == ZoneHand {
		return 1
	}
	return 0
}

func (g *Game) anyDomainPaysAbility(p int, cost *Cost, def *carddb.Card) bool {
	for d := range g.players[p].domains {
		if g.abilityPayProblem(p, d, cost.n, cost.match, def, false) == nil {
			return true
		}
	}
	return false
}

// domainProblem says why player p cannot drain domain d at all: there is
// no such domain, or it is drained.
func (g *Game) domainProblem(p, d int, explain bool) error {
	if d < 0 || d >= len(g.players[p].domains) {
		if !explain {
			return errNo
		}
		return ruleErr(RuleOneDomain, "there is no domain %d", d+1)
	}
	if g.players[p].domains[d].drained {
		if !explain {
			return errNo
		}
		return ruleErr(RuleDrained, "domain %d is drained", d+1)
	}
	return nil
}

// abilityPayProblem checks a domain against an ability's "pay n". With
// explain false it answers only whether (errNo), without a message.
func (g *Game) abilityPayProblem(p, d, n int, match bool, def *carddb.Card, explain bool) error {
	if err := g.domainProblem(p, d, explain); err != nil {
		return err
	}
	faction := carddb.Neutral
	if def != nil {
		faction = def.Faction
	}
	total, ofFaction := g.domainOf(p, d, faction)
	if total < n {
		if !explain {
			return errNo
		}
		return ruleErr(RuleAbilityCost, "domain %d has %d resources; the ability costs %d", d+1, total, n)
	}
	if match && def.Faction != carddb.Neutral && ofFaction == 0 && !g.matchLent(p, d, def.Faction) {
		if !explain {
			return errNo
		}
		return ruleErr(RuleMatch, "domain %d has no %s resource", d+1, def.Faction.Short())
	}
	return nil
}

// costChoices lists the cards a chosen cost may use: cards in play the
// player controls that fit.
func (g *Game) costChoices(ctx *Ctx, cost *Cost, out []CardID) []CardID {
	for _, id := range g.players[ctx.p].play {
		c := &g.cards[id]
		if (cost.kind == costExhaust || cost.kind == costExhaustAny) && (c.exhausted || c.insane) {
			continue
		}
		if cost.kind == costRemoveWound && c.wounds == 0 {
			continue
		}
		if cost.kind == costReady && (!c.exhausted || c.insane || !g.canReady(id)) {
			continue
		}
		if cost.kind == costInsane && !g.canGoInsane(id) {
			continue
		}
		if cost.filter == nil || cost.filter(ctx, id) {
			out = append(out, id)
		}
	}
	return out
}

// cardCost is the cost to play a card from hand with X chosen: the printed
// cost plus modifiers; a cost of 0 cannot be reduced (FAQ 2.17), "to a
// minimum of 1" holds against every other reduction (FAQ 2.16).
func (g *Game) cardCost(id CardID, x int) int {
	def := g.cards[id].def
	base := int(def.Cost)
	if def.CostX {
		base = x
	}
	if !g.modsOn(id, maskCost) {
		return base
	}
	ms := g.mods(id, maskCost)
	if base == 0 {
		return max(0, int(ms.cost)) // raised, never reduced (FAQ 2.17)
	}
	cost := base + int(ms.cost)
	if ms.costMin1 && ms.cost < 0 {
		cost = max(cost, 1)
	}
	return max(0, cost)
}

// payCost pays cost k of the ability frame i, pushing a decision when the
// cost needs one.
func (g *Game) payCost(i, k int) {
	f := &g.stack[i]
	a := g.abilityOf(f)
	cost := &a.Costs[k]
	id, p := f.card, int(f.p)
	switch cost.kind {
	case costPay, costPayX, costDrain, costExhaust, costSacrifice, costDiscardHand, costReturn, costDiscardSuccess, costExhaustAny, costDiscardResource, costRemoveWound, costReady, costDiscardAnySuccess, costDiscardHandX, costHandToBottom, costInsane, costRevealHand:
		fr := frame{kind: fCost, p: int8(p), card: id, second: None, arg: int16(i), arg2: int16(k)}
		if cost.kind.makesX() {
			fr.pc = costChoosingPayment // X was chosen as the ability was initiated
		}
		g.push(fr)
	case costExhaustSelf:
		g.cards[id].exhausted = true
		g.touch()
		g.emit(Event{Kind: EvExhaust, Player: int8(p), Card: id, Other: None})
	case costSelfTokens, costSelfTokensX:
		n := cost.n
		if cost.kind == costSelfTokensX {
			n = int(f.x)
		}
		if c := &g.cards[id]; n > 0 && int(c.tokens) >= n {
			c.tokens -= int8(n)
			g.touch()
			e := Event{Kind: EvEffect, Player: int8(p), Card: id, Other: None}
			if g.logging() {
				e.Text = fmt.Sprintf("%s discards %s from it", g.players[p].name, plural(n, "success token", "success tokens"))
			}
			g.emit(e)
		}
	case costExhaustAll:
		ctx := g.ctx(id, p, -1)
		var buf [16]CardID
		all := buf[:0]
		for _, x := range g.players[p].play {
			if cost.filter(ctx, x) {
				all = append(all, x)
			}
		}
		g.release()
		for _, x := range all {
			if !g.cards[x].exhausted {
				g.cards[x].exhausted = true
				g.touch()
				g.emit(Event{Kind: EvExhaust, Player: int8(p), Card: x, Other: None})
			}
		}
	case costSacrificeSelf:
		g.leavePlay(id, leaveSacrifice)
	case costDiscardSelf:
		g.leavePlay(id, leaveDiscard)
	case costBottomSelf:
		g.leavePlay(id, leaveToDeck)
		if deck := g.players[g.cards[id].owner].deck; len(deck) > 0 && deck[len(deck)-1] == id {
			// From the top, where a card returned to its deck goes, to
			// the bottom (the first of the list).
			copy(deck[1:], deck[:len(deck)-1])
			deck[0] = id
			g.touch()
			e := Event{Kind: EvEffect, Player: int8(p), Card: id, Other: None}
			if g.logging() {
				e.Text = "moved to the bottom of its owner's deck"
			}
			g.emit(e)
		}
	case costShuffleSelf:
		g.leavePlay(id, leaveToDeck)
		if o := g.cards[id].owner; o >= 0 && g.cards[id].zone == ZoneDeck {
			g.rng.shuffle(g.players[o].deck)
			g.touch()
			g.emit(Event{Kind: EvShuffle, Player: o, Card: None, Other: None})
		}
	case costReturnSelfFromDomain:
		g.moveTo(id, ZoneHand)
		g.emit(Event{Kind: EvReturnToHand, Player: int8(p), Card: id, Other: None})
	case costInsaneSelf:
		g.goInsane(id, 0)
	case costWoundSelf:
		// A cost is paid, not an effect resolving: no Disrupt window
		// opens on it (as InsaneSelf).
		g.wound(id, 0)
	case costPutIntoPlaySelf:
		g.putIntoPlay(id, id)
	}
}

// The steps of a cost frame (fCost).
const (
	costChoosingX       = iota // X is chosen, when the cost has one
	costChoosingPayment        // the domain to drain, or the cards to exhaust, sacrifice, return or discard
	costPaid                   // the cost is paid: the frame ends
)

// fCost: the player of ability frame abilityFrame pays its cost costIndex
// (-1: an event's own play cost), through the steps above.
func runCost(g *Game, i int) bool {
	f := &g.stack[i]
	ab := &g.stack[f.abilityFrame()]
	cost := g.frameCost(f)
	if f.pc == costChoosingX {
		if cost.kind.makesX() || f.costIndex() < 0 && g.cards[ab.card].def.CostX {
			return g.wait()
		}
		f.pc = costChoosingPayment
	}
	if f.pc == costChoosingPayment {
		if (cost.kind == costPay || cost.kind == costPayX || f.costIndex() < 0) && g.payAmount(f) == 0 {
			// Pay(0) drains nothing; DrainOne drains a domain all the
			// same.
			g.pop()
			return false
		}
		if cost.kind == costDiscardHand && f.x >= int16(cost.n) || cost.kind == costDiscardHandX && f.x >= ab.x {
			g.pop()
			return false
		}
		return g.wait()
	}
	g.pop()
	return false
}

// frameCost returns the cost a fCost frame pays; an event's play cost is
// described as a matched "pay".
func (g *Game) frameCost(f *frame) *Cost {
	// It reads costIndex and abilityFrame as the fields arg2 and arg:
	// through the accessors it would cost the inliner more than its
	// budget, and is called at every cost.
	if f.arg2 < 0 {
		return &Cost{kind: costPay, match: true}
	}
	return &g.abilityOf(&g.stack[f.arg]).Costs[f.arg2]
}

// exhausts is how many cards an exhausting cost (ExhaustOne,
// ExhaustN), or a sacrificing one (SacrificeOne, SacrificeN), takes.
func (cost *Cost) exhausts() int {
	if (cost.kind == costExhaust || cost.kind == costSacrifice) && cost.n > 1 {
		return cost.n
	}
	return 1
}

// payAmount is the amount a fCost frame's drain must pay.
func (g *Game) payAmount(f *frame) int {
	ab := &g.stack[f.abilityFrame()]
	if f.costIndex() < 0 {
		return g.cardCostOn(ab.card, int(ab.x), -1)
	}
	cost := g.frameCost(f)
	if cost.kind == costPayX {
		return int(ab.x)
	}
	return cost.n
}

func optCost(g *Game, f *frame, out []Option) []Option {
	ab := &g.stack[f.abilityFrame()]
	p := int(f.p)
	def := g.cards[ab.card].def
	cost := g.frameCost(f)
	if f.pc == costChoosingX { // a payable X that leaves enough targets
		a := g.abilityOf(ab)
		ctx := g.ctx(ab.card, p, -1)
		for x, top := 0, g.xTop(p, ab.card, a); x <= top; x++ {
			ctx.x = x
			if g.xPayable(p, ab.card, a, x) && g.enoughTargets(ctx, a) {
				out = append(out, Option{Act: ActX, Card: None, Arg: int32(x)})
			}
		}
		g.release()
		return out
	}
	switch cost.kind {
	case costPay, costPayX, costDrain:
		if f.costIndex() < 0 {
			return g.appendPayingDomains(p, ab.card, int(ab.x), out)
		}
		n := g.payAmount(f)
		for d := range g.players[p].domains {
			if g.abilityPayProblem(p, d, n, cost.match, def, false) == nil {
				out = append(out, Option{Act: ActDomain, Card: None, Arg: int32(d)})
			}
		}
	case costExhaust, costSacrifice, costReturn, costExhaustAny, costRemoveWound, costReady, costInsane:
		if cost.kind == costExhaustAny {
			out = append(out, Option{Act: ActDone, Card: None})
		}
		ctx := g.ctx(ab.card, p, f.abilityFrame())
		var buf [16]CardID
		for _, id := range g.costChoices(ctx, cost, buf[:0]) {
			out = append(out, Option{Act: ActPick, Card: id})
		}
		g.release()
	case costDiscardSuccess, costDiscardAnySuccess:
		n := cost.n
		if cost.kind == costDiscardAnySuccess {
			out = append(out, Option{Act: ActDone, Card: None})
			n = 1
		}
		for s := range g.stories {
			if sl := &g.stories[s]; sl.card != None && int(sl.success[p]) >= n {
				out = append(out, Option{Act: ActPick, Card: sl.card})
			}
		}
	case costDiscardHand, costDiscardHandX, costHandToBottom, costRevealHand:
		if cost.filter != nil {
			ctx := g.ctx(ab.card, p, f.abilityFrame())
			for _, id := range g.players[p].hand {
				if id != ab.card && cost.filter(ctx, id) {
					out = append(out, Option{Act: ActPick, Card: id})
				}
			}
			g.release()
			break
		}
		for _, id := range g.players[p].hand {
			if id != ab.card {
				out = append(out, Option{Act: ActPick, Card: id})
			}
		}
	case costDiscardResource:
		for _, id := range g.players[p].resources {
			out = append(out, Option{Act: ActPick, Card: id})
		}
	}
	return out
}

func applyCost(g *Game, i int, o Option) {
	f := &g.stack[i]
	ab := &g.stack[f.abilityFrame()]
	p := int(f.p)
	switch o.Act {
	case ActX:
		ab.x = int16(o.Arg)
		f.pc = costChoosingPayment
		if f.flags&fXOnly != 0 {
			g.pop()
		}
	case ActDomain:
		d := int(o.Arg)
		total := g.domainTotal(p, d)
		var paid int
		if f.costIndex() < 0 {
			// A card's cost, as the domain drained makes it.
			paid = g.cardCostOn(ab.card, int(ab.x), d)
			g.consumeOnce(ab.card)
			g.cards[ab.card].paid = int8(max(paid, 0)) // Ctx.CostPaid
		} else {
			paid = g.payAmount(f)
		}
		if total > paid && paid >= 1 {
			ab.flags |= fOverpay
			ab.overpaid = int16(total - paid)
		}
		ab.drained = int8(d + 1)
		g.emit(Event{Kind: EvDrain, Player: int8(p), Card: ab.card, Other: None, N: int16(d), Counts: [2]int16{int16(paid), int16(total - paid)}, Flags: evQuiet})
		g.drain(p, d)
		f.pc = costPaid
	case ActPick:
		switch g.frameCost(f).kind {
		case costExhaust:
			g.cards[o.Card].exhausted = true
			ab.second = o.Card // Ctx.CostCard
			g.touch()
			g.emit(Event{Kind: EvExhaust, Player: int8(p), Card: o.Card, Other: None})
			// ExhaustN: one more card to exhaust, until n are.
			if f.x++; int(f.x) >= g.frameCost(f).exhausts() {
				f.pc = costPaid
			}
		case costHandToBottom:
			g.handToDeckBottom(o.Card)
			f.pc = costPaid
		case costRevealHand:
			// Revealed, it stays in the hand (FAQ 2.4).
			ab.second = o.Card // Ctx.CostCard
			g.emit(Event{Kind: EvReveal, Player: int8(p), Card: o.Card, Other: None})
			f.pc = costPaid
		case costReady:
			g.cards[o.Card].exhausted = false
			g.touch()
			g.emit(Event{Kind: EvReady, Player: int8(p), Card: o.Card, Other: None})
			f.pc = costPaid
		case costSacrifice:
			if cost := g.frameCost(f); cost.count != nil {
				// SacrificeOneForX: X read from the card as it is sacrificed.
				ctx := g.ctx(ab.card, p, f.abilityFrame())
				ab = &g.stack[f.abilityFrame()]
				ab.x = int16(cost.count(ctx, o.Card))
				g.release()
			}
			ab.second = o.Card // Ctx.CostCard
			g.leavePlay(o.Card, leaveSacrifice)
			// SacrificeN: one more card to sacrifice, until n are.
			if f.x++; int(f.x) >= g.frameCost(f).exhausts() {
				f.pc = costPaid
			}
		case costInsane:
			// A cost is paid, not an effect resolving: no Disrupt
			// window opens on it (as InsaneSelf).
			g.goInsane(o.Card, 0)
			f.pc = costPaid
		case costReturn:
			g.leavePlay(o.Card, leaveReturn)
			f.pc = costPaid
		case costRemoveWound:
			g.setWounds(o.Card, int(g.cards[o.Card].wounds)-1)
			ab.second = o.Card // Ctx.CostCard
			g.touch()
			e := Event{Kind: EvEffect, Player: int8(p), Card: o.Card, Other: ab.card}
			if g.logging() {
				e.Text = "loses a wound"
			}
			g.emit(e)
			f.pc = costPaid
		case costDiscardHand, costDiscardHandX:
			g.discardFromHand(o.Card)
			if ab.second == None {
				ab.second = o.Card // Ctx.CostCard: the first card discarded
			}
			f.x++
		case costDiscardResource:
			g.discardResource(p, o.Card)
			f.pc = costPaid
		case costExhaustAny:
			g.cards[o.Card].exhausted = true
			g.touch()
			g.emit(Event{Kind: EvExhaust, Player: int8(p), Card: o.Card, Other: None})
			if cost := g.frameCost(f); cost.count != nil {
				ctx := g.ctx(ab.card, p, f.abilityFrame())
				ab = &g.stack[f.abilityFrame()]
				ab.x += int16(cost.count(ctx, o.Card))
				g.release()
			}
		case costDiscardSuccess, costDiscardAnySuccess:
			n := g.frameCost(f).n
			if g.frameCost(f).kind == costDiscardAnySuccess {
				n = 1
				ab.x++
			}
			sl := &g.stories[g.slotOf(o.Card)]
			sl.success[p] -= int8(n)
			g.touch()
			e := Event{Kind: EvEffect, Player: int8(p), Card: ab.card, Other: o.Card}
			if g.logging() {
				e.Text = fmt.Sprintf("%s discards %d of his success tokens from %s", g.players[p].name, n, g.name(o.Card))
			}
			g.emit(e)
			if g.frameCost(f).kind == costDiscardSuccess {
				f.pc = costPaid
			}
		}
	case ActDone:
		f.pc = costPaid
	}
}

func promptCost(g *Game, f *frame) (PromptKind, string) {
	ab := &g.stack[f.abilityFrame()]
	name, k := g.name(ab.card), kindCost(g, f)
	if f.pc == costChoosingX {
		return k, fmt.Sprintf("%s: choose X.", name)
	}
	switch g.frameCost(f).kind {
	case costExhaust:
		return k, fmt.Sprintf("%s: choose a card to exhaust.", name)
	case costReady:
		return k, fmt.Sprintf("%s: choose a card to ready.", name)
	case costSacrifice:
		return k, fmt.Sprintf("%s: choose a card to sacrifice.", name)
	case costInsane:
		return k, fmt.Sprintf("%s: choose a character to drive insane.", name)
	case costReturn:
		return k, fmt.Sprintf("%s: choose a card to return to its owner's hand.", name)
	case costRemoveWound:
		return k, fmt.Sprintf("%s: choose a card to remove a wound from.", name)
	case costDiscardHand, costDiscardHandX:
		return k, fmt.Sprintf("%s: choose a card to discard.", name)
	case costHandToBottom:
		return k, fmt.Sprintf("%s: choose a card of your hand to put on the bottom of your deck.", name)
	case costRevealHand:
		return k, fmt.Sprintf("%s: choose a card of your hand to reveal.", name)
	case costDrain:
		return k, fmt.Sprintf("%s: choose a domain to drain.", name)
	case costExhaustAny:
		return k, fmt.Sprintf("%s: choose a card to exhaust, or Done (X is %d).", name, ab.x)
	case costDiscardSuccess:
		return k, fmt.Sprintf("%s: choose a story to discard %d of your success tokens from.", name, g.frameCost(f).n)
	case costDiscardResource:
		return k, fmt.Sprintf("%s: choose a resource to discard from your domains.", name)
	case costDiscardAnySuccess:
		return k, fmt.Sprintf("%s: choose a story to discard one of your success tokens from, or Done (X is %d).", name, ab.x)
	}
	return k, fmt.Sprintf("%s: choose a domain to drain to pay %d.", name, g.payAmount(f))
}

func kindCost(g *Game, f *frame) PromptKind {
	if f.pc == costChoosingX {
		return PromptX
	}
	switch g.frameCost(f).kind {
	case costExhaust, costSacrifice, costReturn, costDiscardHand, costExhaustAny, costDiscardSuccess, costDiscardResource, costRemoveWound, costReady, costDiscardAnySuccess, costDiscardHandX, costHandToBottom, costInsane, costRevealHand:
		return PromptCost
	}
	return PromptDomain
}

// discardResource discards a resource of player p's domains: it goes to
// its owner's discard pile; its text does not work as it goes (FAQ 1.12,
// 2.25).
func (g *Game) discardResource(p int, id CardID) {
	if g.cards[id].zone != ZoneResource {
		return
	}
	e := Event{Kind: EvEffect, Player: int8(p), Card: id, Other: None, Flags: evWasBlank}
	if g.logging() {
		e.Text = g.players[p].name + " discards it from a domain"
	}
	g.emit(e)
	g.moveTo(id, ZoneDiscard)
}

// discardFromHand discards a card from its owner's hand.
// handToDeckBottom puts a card of its owner's hand on the bottom of his
// deck (HandToDeckBottom): the card is not revealed.
func (g *Game) handToDeckBottom(id CardID) {
	owner := g.cards[id].owner
	g.lift(id, ZoneDeck)
	g.cards[id].moved = stamp{g.turn, g.step.Phase()}
	pl := &g.players[owner]
	pl.deck = append(pl.deck, None)
	copy(pl.deck[1:], pl.deck)
	pl.deck[0] = id
	g.touch()
	e := Event{Kind: EvEffect, Player: owner, Card: None, Other: None}
	if g.logging() {
		e.Text = g.players[owner].name + " puts a card of his hand on the bottom of his deck"
	}
	g.emit(e)
}

func (g *Game) discardFromHand(id CardID) {
	g.emit(Event{Kind: EvDiscardFromHand, Player: g.cards[id].owner, Card: id, Other: None})
	g.moveTo(id, ZoneDiscard)
}

// ---- Limits (FAQ 2.9) and once per trigger ----

// maxUsesPerPhase bounds how often one card's ability may be used in a
// phase: an infinite loop is executed a finite number of times, and never
// stalls the game (FAQ 1.16).
const maxUsesPerPhase = 64

func (g *Game) limitAllows(p int, id CardID, ai int, a *Ability) bool {
	if a.Limit.Per == NoPeriod {
		if len(g.uses) < maxUsesPerPhase {
			return true // fewer uses of anything than the cap
		}
		c := &g.cards[id]
		n := 0
		for _, u := range g.uses {
			if u.seq == 0 && u.card == id && u.epoch == c.epoch && int(u.ab) == ai && u.turn == g.turn && u.phase == g.step.Phase() {
				n++
			}
		}
		return n < maxUsesPerPhase
	}
	n := a.Limit.N
	if n == 0 {
		n = 1
	}
	c := &g.cards[id]
	used := 0
	for _, u := range g.uses {
		if u.seq != 0 || int(u.ab) != ai || u.per != a.Limit.Per || !g.inPeriod(u, a.Limit.Per, p) {
			continue
		}
		if a.Limit.ByTitle && int(u.p) == p && u.title == c.def.Title || !a.Limit.ByTitle && u.card == id && u.epoch == c.epoch {
			used++
		}
	}
	return used < n
}

func (g *Game) inPeriod(u use, per Period, p int) bool {
	switch per {
	case PerPhase:
		return u.turn == g.turn && u.phase == g.step.Phase()
	case PerTurn:
		return u.turn == g.turn
	case PerRound:
		return u.round == g.roundStart(p)
	}
	return true
}

// roundStart is the turn the player's current round began: his last turn
// (a round runs from the start of a player's turn to the start of his next).
func (g *Game) roundStart(p int) int16 {
	if int(g.active) == p {
		return g.turn
	}
	return g.turn - 1
}

// recordUse records a use of an ability for its limit, and a response's use
// of its occurrence. A use counts even if the ability is later cancelled.
func (g *Game) recordUse(p int, id CardID, ai int, a *Ability, seq int32, answer bool) {
	c := &g.cards[id]
	base := use{card: id, epoch: c.epoch, ab: int8(ai), p: int8(p), title: c.def.Title, turn: g.turn, phase: g.step.Phase(),
		round: g.roundStart(p), per: a.Limit.Per}
	g.uses = append(g.uses, base)
	if answer && (a.Kind == Response || a.Kind == Disrupt) && seq != 0 {
		u := base
		u.seq = seq
		g.uses = append(g.uses, u)
	}
	g.touch()
}

func (g *Game) usedOn(id CardID, ai int, seq int32) bool {
	c := &g.cards[id]
	for _, u := range g.uses {
		if u.seq == seq && u.card == id && u.epoch == c.epoch && int(u.ab) == ai {
			return true
		}
	}
	return false
}

// pruneUses forgets the uses no limit can still count: called at the start
// of each turn.
func (g *Game) pruneUses() {
	out := g.uses[:0]
	for _, u := range g.uses {
		if u.seq == 0 && (u.turn >= g.turn-1 || u.per == PerGame) {
			out = append(out, u)
		}
	}
	g.uses = out
	g.touch()
}

// costUnpayable ends the ability of cost frame i, on top of the stack,
// when the cost can no longer be paid: what it needed went as an earlier
// cost of the same ability was paid (a passive answering a domain
// drained destroyed the characters a sacrifice would take, say). The
// ability is cancelled, what was paid staying paid (FAQ 2.13), rather
// than its player left with a decision of no option. It reports whether
// it did.
func (g *Game) costUnpayable(i int) bool {
	f := &g.stack[i]
	if f.kind != fCost || f.pc != costChoosingPayment || i != len(g.stack)-1 {
		return false
	}
	ai := f.abilityFrame()
	if ai < 0 || ai >= i || g.stack[ai].kind != fAbility {
		return false
	}
	g.pop()
	ab := &g.stack[ai]
	ab.flags |= fCancelled
	ab.pc = abilityCancelled
	g.execN++ // as abilityDisrupts counts it, for abilityCancelled to end
	ab.arg2, ab.partStep = 0, 0
	g.emit(Event{Kind: EvCancelled, Player: ab.p, Card: ab.card, Other: None})
	g.touch()
	return true
}
