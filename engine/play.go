package engine

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"cthulhu/carddb"
)

// errNo answers a legality check asked only "whether" (explain false):
// option lists ask many of them and must not build messages. A refusal
// asks again with explain true for the reason and its rule.
var errNo = errors.New("not legal")

// ---- Paying costs (Rulebook, 4. Operations Phase; Keywords) ----

// domainCount counts a domain's resources as they count when it is drained
// to pay for a card: a Transient resource counts two (Rulebook, Transient).
// byFaction counts the resources of each resource icon the same way.
func (g *Game) domainCount(p, d int) (total int, byFaction [carddb.NumFactions]int) {
	dm := &g.players[p].domains[d]
	for f, n := range dm.byFaction {
		byFaction[f] = int(n)
	}
	return int(dm.total), byFaction
}

// domainTotal is domainCount's total alone.
func (g *Game) domainTotal(p, d int) int {
	return int(g.players[p].domains[d].total)
}

// domainOf is domainCount's total and its count of one faction's
// resources.
func (g *Game) domainOf(p, d int, f carddb.Faction) (total, ofFaction int) {
	dm := &g.players[p].domains[d]
	return int(dm.total), int(dm.byFaction[f])
}

// countResource adds resource id to the count of its domain (sign 1), or
// takes it away (-1).
func (g *Game) countResource(id CardID, sign int16) {
	c := &g.cards[id]
	if c.host == None {
		return
	}
	p := int(g.cards[c.host].ctrl)
	d := g.domainIndex(p, c.host)
	if d < 0 {
		return
	}
	dm := &g.players[p].domains[d]
	if c.def.Keywords.Transient {
		dm.transient += sign
		sign *= 2
	}
	dm.total += sign
	dm.byFaction[c.def.Resource] += sign
}

// recountDomains counts every domain afresh: after a determinization
// deals other cards into the hidden resources.
func (g *Game) recountDomains() {
	for p := range g.players {
		for d := range g.players[p].domains {
			total, by, transient := g.countDomain(p, d)
			dm := &g.players[p].domains[d]
			dm.total, dm.transient = int16(total), int16(transient)
			for f := range by {
				dm.byFaction[f] = int16(by[f])
			}
		}
	}
}

// countDomain counts a domain's resources, and its Transient ones, from the
// cards: what domainCount and drain keep.
func (g *Game) countDomain(p, d int) (total int, byFaction [carddb.NumFactions]int, transient int) {
	dom := g.players[p].domains[d].card
	for _, id := range g.players[p].resources {
		c := &g.cards[id]
		if c.host != dom {
			continue
		}
		n := 1
		if c.def.Keywords.Transient {
			n = 2
			transient++
		}
		total += n
		byFaction[c.def.Resource] += n
	}
	return
}

// factionResources counts the resources of a faction on all the player's
// domains, a Transient resource counting one (FAQ 2.19): the Steadfast check.
func (g *Game) factionResources(p int, f carddb.Faction) int {
	n := 0
	for _, id := range g.players[p].resources {
		if g.cards[id].def.Resource == f {
			n++
		}
	}
	return n
}

// payProblem says why domain d cannot be drained to pay cost for a card of
// the given faction, or returns nil.
func (g *Game) payProblem(p, d int, def *carddb.Card, cost int, explain bool) error {
	if !explain {
		if g.domainPays(p, d, def, cost) {
			return nil
		}
		return errNo
	}
	if err := g.domainProblem(p, d, explain); err != nil {
		return err
	}
	total, ofFaction := g.domainOf(p, d, def.Faction)
	if total < cost {
		if !explain {
			return errNo
		}
		return ruleErr(RuleCostDomain, "domain %d has %d resources; %s costs %d", d+1, total, def.Title, cost)
	}
	if def.Faction != carddb.Neutral {
		// A Loyal card needs resources of its faction, which a resource
		// that provides a match for it (AlsoMatches) is not.
		if ofFaction == 0 && (def.Keywords.Loyal || !g.matchLent(p, d, def.Faction)) {
			if !explain {
				return errNo
			}
			return ruleErr(RuleMatch, "domain %d has no %s resource to match %s", d+1, def.Faction.Short(), def.Title)
		}
		if def.Keywords.Loyal && ofFaction < cost {
			if !explain {
				return errNo
			}
			return ruleErr(RuleLoyal, "domain %d has %d %s resources; Loyal %s needs %d", d+1, ofFaction, def.Faction.Short(), def.Title, cost)
		}
	}
	return nil
}

// domainPays is payProblem's answer without the reason: domain d exists,
// is not drained, has enough resources, and a resource match (all of them
// for a Loyal card).
func (g *Game) domainPays(p, d int, def *carddb.Card, cost int) bool {
	if d < 0 || d >= len(g.players[p].domains) {
		return false
	}
	dm := &g.players[p].domains[d]
	if dm.drained || int(dm.total) < cost {
		return false
	}
	if def.Faction == carddb.Neutral {
		return true
	}
	of := int(dm.byFaction[def.Faction])
	if of == 0 {
		// A Loyal card needs resources of its faction, which a lent match
		// is not.
		return !def.Keywords.Loyal && g.matchLent(p, d, def.Faction)
	}
	return !def.Keywords.Loyal || of >= cost
}

// matchLent reports whether some resource of player p's domain d of
// another resource type provides a match for faction f all the same
// (AlsoMatches), in a game with a card that lends one.
func (g *Game) matchLent(p, d int, f carddb.Faction) bool {
	return g.matchers && g.extraMatches(p, d, f) > 0
}

// extraMatches counts the resources of player p's domain d of another
// resource type that provide a match for faction f all the same
// (AlsoMatches): by a constant ability of an attachment of the domain, or
// a lasting effect on the resource.
func (g *Game) extraMatches(p, d int, f carddb.Faction) int {
	dom := g.players[p].domains[d].card
	n := 0
	for _, r := range g.players[p].resources {
		if g.cards[r].host == dom && g.cards[r].def.Resource != f && g.alsoMatches(p, dom, r, f) {
			n++
		}
	}
	return n
}

// alsoMatches reports whether resource r, on player p's domain dom,
// provides a match for faction f by a modifier of kind modAlsoMatches (in
// a game with a card that gives one: gameAbilities.matchers).
func (g *Game) alsoMatches(p int, dom, r CardID, f carddb.Faction) bool {
	fits := func(m *Mod) bool { return m.n == anyFactionN || carddb.Faction(m.n) == f }
	if g.lastingMay(modAlsoMatches) {
		for i := range g.lasting {
			if l := &g.lasting[i]; l.mod.kind == modAlsoMatches && l.on == r && l.epoch == g.cards[r].epoch && fits(&l.mod) {
				return true
			}
		}
	}
	for _, a := range g.players[p].play {
		im := g.impl(a)
		if im == nil || !im.alsoMatches || g.cards[a].host != dom || g.blank(a) {
			continue
		}
		for i := range im.Abilities {
			ab := &im.Abilities[i]
			if ab.Kind != Constant || ab.From&FromPlay == 0 {
				continue
			}
			for k := range ab.Mods {
				m := &ab.Mods[k]
				if m.kind != modAlsoMatches || !fits(m) {
					continue
				}
				c := g.ctx(a, int(g.cards[a].ctrl), -1)
				ok := (ab.Play == nil || ab.Play(c)) && (m.who == nil || m.who(c, r))
				g.release()
				if ok {
					return true
				}
			}
		}
	}
	return false
}

// steadfastProblem checks a Steadfast card's faction requirement, before
// any domain is drained and even at cost 0 (FAQ 2.18, 2.19).
func (g *Game) steadfastProblem(p int, def *carddb.Card, explain bool) error {
	for _, s := range def.Keywords.Steadfast {
		if have := g.factionResources(p, s.Faction); have < int(s.Count) {
			if !explain {
				return errNo
			}
			return ruleErr(RuleSteadfast, "%s needs %d %s resources in your domains; you have %d", def.Title, s.Count, s.Faction.Short(), have)
		}
	}
	return nil
}

// cardCostOn is the cost to play a card from hand with X chosen, when
// domain d pays (-1: before a domain is chosen); a few cards cost less
// according to the domain drained.
func (g *Game) cardCostOn(id CardID, x, d int) int {
	if im := g.impl(id); (im == nil || !im.outOfPlayStatics) && !g.maskDirty && g.maskCache&maskCost == 0 {
		// No constant ability of its own working from the hand, and no
		// modifier of costs in play: the printed cost.
		def := g.cards[id].def
		if def.CostX {
			return x
		}
		return int(def.Cost)
	}
	return g.cardCostModified(id, x, d)
}

// cardCostModified is cardCostOn with the modifiers summed.
//
// It is kept out of line so that cardCostOn, which calls it, stays small
// enough to inline.
//
//go:noinline
func (g *Game) cardCostModified(id CardID, x, d int) int {
	var cost int
	if im := g.impl(id); im == nil || !im.outOfPlayStatics {
		// Only a card's own constant abilities, working from the hand, see
		// the domain paying for it (Ctx.PayingDomain).
		cost = g.cardCost(id, x)
	} else {
		prev := g.payDomain
		g.payDomain = d
		cost = g.cardCost(id, x)
		g.payDomain = prev
	}
	if cost > 0 && g.modsOf(maskAttachCost) {
		cost = max(0, cost+g.hostCostDelta(id))
	}
	return cost
}

// hostCostDelta is the change to the cost of playing card id, an
// Attachment support card, that its host makes (AttachmentsOnItCost):
// while the card is being played with its host chosen, that host's; before
// then, the lowest of the hosts it may go on.
func (g *Game) hostCostDelta(id CardID) int {
	c := &g.cards[id]
	if c.def.Type != carddb.Support || !g.hasSubtypeUncounted(id, attachmentSubtype) {
		return 0
	}
	p := int(c.owner)
	if len(g.stack) > 0 {
		if f := g.top(); f.kind == fPlay && f.card == id && f.second != None {
			return g.attachCostOn(p, f.second)
		}
	}
	best := 0
	var buf [16]CardID
	for _, h := range g.hosts(p, id, buf[:0]) {
		best = min(best, g.attachCostOn(p, h))
	}
	return best
}

// attachCostOn is the change host h makes to the cost of player p's
// Attachment support cards played on it: its AttachmentsOnItCost, when p
// controls it.
func (g *Game) attachCostOn(p int, h CardID) int {
	if int(g.cards[h].ctrl) != p || !g.mayModify(h, maskAttachCost) {
		return 0
	}
	return int(g.mods(h, maskAttachCost).attachCost)
}

// cardPayProblem checks domain d against the cost of playing card id.
func (g *Game) cardPayProblem(p int, id CardID, x, d int, explain bool) error {
	return g.payProblem(p, d, g.cards[id].def, g.cardCostOn(id, x, d), explain)
}

// needsDomain reports whether playing the card with X costs anything: a
// cost of 0 drains no domain (Rulebook, 4. Operations Phase; FAQ 2.17).
func (g *Game) needsDomain(id CardID, x int) bool { return g.cardCostOn(id, x, -1) > 0 }

// anyDomainPaysCard reports whether the card can be paid for with X.
func (g *Game) anyDomainPaysCard(p int, id CardID, x int) bool {
	cost := g.cardCostOn(id, x, -1)
	if cost <= 0 {
		return true // no domain is drained (needsDomain)
	}
	return g.payingDomain(p, id, x, 0, cost, g.costPerDomain(id)) >= 0
}

// paysSomeX reports whether some domain of player p pays for playing card
// id: for a card of cost X, with some X he may choose (optPlay, playX),
// for its cost may be raised above what any domain holds.
func (g *Game) paysSomeX(p int, id CardID, def *carddb.Card) bool {
	if !def.CostX {
		return g.anyDomainPaysCard(p, id, 0)
	}
	for x, top := 0, g.maxX(p); x <= top; x++ {
		if g.anyDomainPaysCard(p, id, x) {
			return true
		}
	}
	return false
}

// appendPayingDomains appends a domain option for each of player p's
// domains that can pay for playing card id with X (cardPayProblem): the
// cost is asked once, unless the domain drained changes it.
func (g *Game) appendPayingDomains(p int, id CardID, x int, out []Option) []Option {
	perDomain := g.costPerDomain(id)
	cost := 0
	if !perDomain {
		cost = g.cardCostOn(id, x, -1)
	}
	for d := g.payingDomain(p, id, x, 0, cost, perDomain); d >= 0; d = g.payingDomain(p, id, x, d+1, cost, perDomain) {
		out = append(out, Option{Act: ActDomain, Card: None, Arg: int32(d)})
	}
	return out
}

// playableFromDiscard reports whether a card in its owner's discard pile
// may be played as if it were in his hand now (PlayableFromDiscard): a
// card's own constant ability working from the discard pile says so, or a
// lasting effect on the card (Chant of Thoth).
func (g *Game) playableFromDiscard(id CardID) bool {
	return g.modsOf(maskFromDiscard) && g.cards[id].zone == ZoneDiscard &&
		g.mayModify(id, maskFromDiscard) && g.mods(id, maskFromDiscard).fromDiscard && !g.heldInPile(id)
}

// playableFromHost reports whether an event card attached to a story may
// be played by its owner now as if it were in his hand
// (PlayableFromStoryForToken), one of his success tokens on the story
// paying for it in part (hostTokenPays).
func (g *Game) playableFromHost(id CardID) bool {
	c := &g.cards[id]
	return c.zone == ZonePlay && c.host != None && c.def.Type == carddb.Event && g.modsOf(maskFromDiscard) &&
		g.mayModify(id, maskFromDiscard) && g.mods(id, maskFromDiscard).fromHost
}

// hostTokenPays reports whether player p has a success token on the story
// an event is attached to, to remove as part of its cost when he plays it
// from there (PlayableFromStoryForToken).
func (g *Game) hostTokenPays(p int, id CardID) bool {
	s := g.slotOf(g.cards[id].host)
	return s >= 0 && g.stories[s].success[p] > 0
}

// payHostToken removes one of player p's success tokens from a story: the
// part of the cost of an event he plays from that story
// (PlayableFromStoryForToken).
func (g *Game) payHostToken(p int, story, event CardID) {
	s := g.slotOf(story)
	if s < 0 || g.stories[s].success[p] == 0 {
		return
	}
	g.stories[s].success[p]--
	g.touch()
	e := Event{Kind: EvEffect, Player: int8(p), Card: event, Other: story}
	if g.logging() {
		e.Text = fmt.Sprintf("is played from %s: one of %s's success tokens there is removed", g.name(story), g.players[p].name)
	}
	g.emit(e)
}

// lastingFromDiscard reports whether a lasting effect may make a card of
// a discard pile playable (PlayableFromDiscard): the discard piles are
// then walked for the events played from there in any window.
func (g *Game) lastingFromDiscard() bool {
	if g.maskDirty {
		g.makeMask()
	}
	return g.lastingMask&maskFromDiscard != 0
}

// eventFromDiscard reports whether ability a of card id is an event's,
// played from its owner's discard pile as if from his hand
// (PlayableFromDiscard): not an ability of its own that works there.
func (g *Game) eventFromDiscard(id CardID, a *Ability) bool {
	c := &g.cards[id]
	return c.def.Type == carddb.Event && c.zone == ZoneDiscard && a.From&FromDiscard == 0 && g.playableFromDiscard(id)
}

// costPerDomain reports whether the cost of playing a card depends on the
// domain drained to pay for it (a constant ability of the card's own that
// works out of play: Ctx.PayingDomain).
func (g *Game) costPerDomain(id CardID) bool {
	im := g.impl(id)
	return im != nil && im.outOfPlayStatics
}

// payingDomain returns the first of player p's domains from d on that can
// pay for playing card id with X, or -1: cost is the card's cost, unless
// perDomain, when it is asked for each domain.
func (g *Game) payingDomain(p int, id CardID, x, d, cost int, perDomain bool) int {
	def := g.cards[id].def
	for ; d < len(g.players[p].domains); d++ {
		if perDomain {
			cost = g.cardCostOn(id, x, d)
		}
		if g.domainPays(p, d, def, cost) {
			return d
		}
	}
	return -1
}

// anyDomainPays reports whether some domain can pay a fixed cost.
func (g *Game) anyDomainPays(p int, def *carddb.Card, cost int) bool {
	if cost == 0 {
		return true
	}
	for d := range g.players[p].domains {
		if g.domainPays(p, d, def, cost) {
			return true
		}
	}
	return false
}

// ---- Playing cards from hand ----

// playProblem says why player p cannot start to play a card from his hand
// now, or returns nil when some complete way to play it exists.
func (g *Game) playProblem(p int, id CardID, explain bool) error {
	if id < 0 || int(id) >= len(g.cards) {
		if !explain {
			return errNo
		}
		return ruleErr(RuleHand, "there is no card %d", id)
	}
	c := &g.cards[id]
	def := c.def
	if c.zone != ZoneHand && !g.playableFromDiscard(id) && !g.playableFromHost(id) || int(c.owner) != p {
		if !explain {
			return errNo
		}
		return ruleErr(RuleHand, "%s is not in your hand", g.cardRef(id, p))
	}
	if g.modsOf(maskCannot) && g.cannotNow(id, cannotPlay) {
		if !explain {
			return errNo
		}
		return ruleErr(RuleCannotPlay, "an effect forbids playing %s now", g.cardRef(id, p))
	}
	if len(g.stack) == 0 || g.top().kind != fActionWindow || int(g.top().p) != p {
		if !explain {
			return errNo
		}
		return ruleErr(RuleTiming, "cards are played as actions, in an action window")
	}
	switch def.Type {
	case carddb.Character, carddb.Support, carddb.Conspiracy:
		if int(g.active) != p || g.step != StepOperations {
			if !explain {
				return errNo
			}
			return ruleErr(RuleOperations, "%ss are played only by the active player in his operations phase", def.Type)
		}
	case carddb.Event:
		ai := g.eventAction(id)
		if ai < 0 {
			if !explain {
				return errNo
			}
			if def.Abilities && g.impl(id) == nil {
				// An event whose ability is not implemented would do
				// nothing: it is never offered as if it did something
				// (docs/rulings.md, "Cards not implemented").
				return ruleErr(RuleNotImplemented, "%s's ability is not implemented: it cannot be played, only attached to a domain as a resource", def.Title)
			}
			if def.Trigger == carddb.NoTrigger || def.Trigger == carddb.Action {
				return ruleErr(RuleEvent, "%s has no Action to play", def.Title)
			}
			return ruleErr(RuleEvent, "%s is a %s event: it is played when its trigger occurs, not as an action", def.Title, def.Trigger)
		}
		if !explain && !def.CostX && !g.anyDomainPaysCard(p, id, 0) {
			return errNo // the payment first, as for other cards (below)
		}
		if g.canPlayEvent(p, id, ai, !explain) {
			return nil
		}
		if !explain {
			return errNo
		}
		return g.explainTrigger(p, id, ai)
	default:
		if !explain {
			return errNo
		}
		return ruleErr(RuleHand, "%s cannot be played", def.Title)
	}
	if !explain && !g.paysSomeX(p, id, def) {
		// Whether only: the payment, most often what stops a card, first.
		return errNo
	}
	if def.Type == carddb.Conspiracy {
		if !g.format.HasConspiracies() {
			if !explain {
				return errNo
			}
			return ruleErr(RuleConspiracy, "the %s format has no conspiracies", g.format)
		}
		if g.stories[3+p].card != None {
			if !explain {
				return errNo
			}
			return ruleErr(RuleConspiracy, "you already have a conspiracy in play (one at a time)")
		}
	}
	if err := g.enterProblem(p, def, explain); err != nil {
		return err
	}
	if err := g.steadfastProblem(p, def, explain); err != nil {
		return err
	}
	var hosts [16]CardID
	if g.isAttachmentPlay(def) && len(g.hosts(p, id, hosts[:0])) == 0 {
		if !explain {
			return errNo
		}
		return ruleErr(RuleAttach, "%s has nothing it may be attached to (%s)", def.Title, g.describeAttach(id))
	}
	if explain && !def.CostX && !g.anyDomainPaysCard(p, id, 0) {
		return g.explainPayment(p, def, g.cardCostOn(id, 0, -1))
	}
	return nil
}

// enterProblem checks the rules on any card entering play under a player's
// control: uniqueness and Heroic/Villainous.
func (g *Game) enterProblem(p int, def *carddb.Card, explain bool) error {
	if def.Unique {
		if other := g.uniqueCopy(p, def); other != None {
			if !explain {
				return errNo
			}
			return ruleErr(RuleUnique, "you already have %s in play and it is unique", def.Title)
		}
	}
	if def.Type == carddb.Character {
		if def.Keywords.Heroic && g.controlsKeyword(p, kwVillainous) && !g.hvExempt(p, def) {
			if !explain {
				return errNo
			}
			return ruleErr(RuleHeroic, "you cannot play the Heroic %s while you control a Villainous character", def.Title)
		}
		if def.Keywords.Villainous && g.controlsKeyword(p, kwHeroic) && !g.hvExempt(p, def) {
			if !explain {
				return errNo
			}
			return ruleErr(RuleHeroic, "you cannot play the Villainous %s while you control a Heroic character", def.Title)
		}
	}
	return nil
}

// uniqueCopy finds a card in play with the title that the player controls
// or owns (FAQ 1.13), or returns None.
func (g *Game) uniqueCopy(p int, def *carddb.Card) CardID {
	for q := range g.players {
		for _, id := range g.players[q].play {
			c := &g.cards[id]
			// A face-down card has no title (Ctx.AttachFaceDown).
			if (int(c.ctrl) == p || int(c.owner) == p) && !c.faceDown && sameTitle(c.def, def) {
				return id
			}
		}
	}
	if s := g.stories[3+p].card; s != None && sameTitle(g.cards[s].def, def) {
		return s
	}
	return None
}

// explainPayment says why no domain can pay a cost.
func (g *Game) explainPayment(p int, def *carddb.Card, cost int) error {
	var first error
	for d := range g.players[p].domains {
		err := g.payProblem(p, d, def, cost, true)
		if err == nil {
			return nil
		}
		// Prefer the reason of an undrained domain: it is the informative one.
		if first == nil || !g.players[p].domains[d].drained && strings.Contains(first.Error(), "is drained") {
			first = err
		}
	}
	if first == nil {
		return ruleErr(RuleCostDomain, "you have no domain to pay %d for %s", cost, def.Title)
	}
	return first
}

// isAttachmentPlay reports whether playing the card attaches it.
func (g *Game) isAttachmentPlay(def *carddb.Card) bool {
	return def.Type == carddb.Support && (def.Attach != nil || def.IsAttachment())
}

func attachRule(def *carddb.Card) carddb.AttachRule {
	if def.Attach != nil {
		return *def.Attach
	}
	return carddb.AttachRule{To: carddb.HostCharacter}
}

// describeAttach says a card's "Attach to ..." requirement in words: its
// implementation's, where the database reads only part of it.
func (g *Game) describeAttach(id CardID) string {
	if im := g.impl(id); im != nil && im.AttachText != "" {
		return im.AttachText
	}
	r := attachRule(g.cards[id].def)
	if r.To == carddb.HostDiscard {
		switch r.Control {
		case carddb.YouControl:
			return "attach to your discard pile"
		case carddb.OpponentControls:
			return "attach to an opponent's discard pile"
		}
		return "attach to a player's discard pile"
	}
	var b strings.Builder
	b.WriteString("attach to a ")
	if r.Insane {
		b.WriteString("insane ")
	}
	if r.Exhausted {
		b.WriteString("exhausted ")
	}
	if r.Faction != carddb.Neutral {
		b.WriteString(r.Faction.Short() + " ")
	}
	if r.NotSubtype != "" {
		b.WriteString("non-" + r.NotSubtype + " ")
	}
	if r.Subtype != "" {
		b.WriteString(r.Subtype + " ")
	}
	b.WriteString(strings.ReplaceAll(r.To.String(), "-", " "))
	switch r.Control {
	case carddb.YouControl:
		b.WriteString(" you control")
	case carddb.OpponentControls:
		b.WriteString(" an opponent controls")
	}
	return b.String()
}

// hosts appends the cards the player may attach card att to (FAQ 2.33): those
// that meet its requirement, as the database reads it and, where the
// database reads only part of it, as its implementation adds
// (Impl.AttachTo).
func (g *Game) hosts(p int, att CardID, out []CardID) []CardID {
	r := attachRule(g.cards[att].def)
	var more CardFilter
	if im := g.impl(att); im != nil {
		more = im.AttachTo
	}
	ok := func(id CardID) bool {
		if !g.hostOK(p, r, id) {
			return false
		}
		if more == nil {
			return true
		}
		ctx := g.ctx(att, p, -1)
		defer g.release()
		return more(ctx, id)
	}
	switch r.To {
	case carddb.HostStory:
		for s := range g.stories {
			if id := g.stories[s].card; id != None && ok(id) {
				out = append(out, id)
			}
		}
	case carddb.HostDomain:
		for q := range g.players {
			for _, d := range g.players[q].domains {
				if ok(d.card) {
					out = append(out, d.card)
				}
			}
		}
	case carddb.HostDiscard:
		for q := range g.players {
			if pile := g.players[q].pile; pile != None && ok(pile) {
				out = append(out, pile)
			}
		}
	case carddb.HostCharacter, carddb.HostSupport, carddb.HostCharOrSupport, carddb.HostCard:
		for q := range g.players {
			for _, id := range g.players[q].play {
				if ok(id) {
					out = append(out, id)
				}
			}
		}
	}
	return out
}

// eventInPlay reports whether a card in play is an event card, face up:
// one attached to a story to be played from there (Realm of Ice and
// Death), which is no support card for an attachment's requirement.
func (g *Game) eventInPlay(id CardID) bool {
	c := &g.cards[id]
	return c.def.Type == carddb.Event && !c.faceDown
}

// hostOK checks one card against an attachment requirement.
func (g *Game) hostOK(p int, r carddb.AttachRule, id CardID) bool {
	if g.noAttachments(id) {
		return false
	}
	c := &g.cards[id]
	owner := int(c.ctrl)
	switch r.To {
	case carddb.HostCharacter:
		if !g.isCharacter(id) {
			return false
		}
	case carddb.HostSupport:
		if c.zone != ZonePlay || g.isCharacter(id) || g.eventInPlay(id) {
			return false
		}
	case carddb.HostCharOrSupport:
		if c.zone != ZonePlay || g.eventInPlay(id) && !g.isCharacter(id) {
			return false
		}
	case carddb.HostCard:
		if c.zone != ZonePlay {
			return false
		}
	case carddb.HostStory:
		return c.zone == ZoneStory
	case carddb.HostDomain:
		if c.zone != ZoneDomain {
			return false
		}
	case carddb.HostDiscard:
		if c.zone != ZonePile {
			return false
		}
	default:
		return false
	}
	switch r.Control {
	case carddb.YouControl:
		if owner != p {
			return false
		}
	case carddb.OpponentControls:
		if owner == p {
			return false
		}
	}
	if c.zone != ZonePlay {
		return true
	}
	if r.Insane && !c.insane || r.Exhausted && !c.exhausted {
		return false
	}
	if r.Faction != carddb.Neutral && !g.hasFaction(id, r.Faction) {
		return false
	}
	if r.Subtype != "" && !g.hasSubtype(id, carddb.Subtype{Name: r.Subtype}) {
		return false
	}
	if r.NotSubtype != "" && g.hasSubtype(id, carddb.Subtype{Name: r.NotSubtype}) {
		return false
	}
	return true
}

// ---- The play frame ----
//
// fPlay plays card from player p's hand through the steps below. The
// choices come before payment, as the FAQ's initiation steps require
// (Timing Structure, "The Action Window in Detail", 1a-1f).

// The steps of a play (fPlay).
const (
	playHost    = iota // the host of an attachment is chosen (host; Rulebook, Support Cards)
	playX              // the value of X is chosen (playX)
	playDomain         // the domain to drain is chosen (playDomain)
	playPay            // the domain is drained; what it pays beyond the cost is overpaid (FAQ 2.14)
	playResolve        // the card is put into play, or the event resolves
)

func (g *Game) startPlay(p int, id CardID) {
	g.push(frame{kind: fPlay, p: int8(p), card: id, second: None, arg2: -1})
}

func runPlay(g *Game, i int) bool {
	f := &g.stack[i]
	p, def := int(f.p), g.cards[f.card].def
	// A stage with no choice to make moves on to the next in the same
	// step: it changes only the frame.
	switch f.pc {
	case playHost:
		if g.isAttachmentPlay(def) {
			return g.wait()
		}
		f.pc = playX
		fallthrough
	case playX:
		if def.CostX {
			return g.wait()
		}
		f.arg = 0
		f.pc = playDomain
		fallthrough
	case playDomain:
		if g.needsDomain(f.card, f.playX()) {
			return g.wait()
		}
		f.pc = playPay
		return g.framesOnly()
	case playPay:
		g.cards[f.card].paid = int8(max(g.cardCostOn(f.card, f.playX(), f.playDomain()), 0)) // Ctx.CostPaid
		if f.playDomain() >= 0 {
			total := g.domainTotal(p, f.playDomain())
			cost := g.cardCostOn(f.card, f.playX(), f.playDomain())
			if cost >= 1 && total > cost {
				f.overpaid = int16(total - cost) // overpaid (FAQ 2.14)
			}
			g.emit(Event{Kind: EvDrain, Player: int8(p), Card: f.card, Other: None, N: f.arg2, Counts: [2]int16{int16(cost), f.overpaid}, Flags: evQuiet})
			g.drain(p, f.playDomain())
		}
		f.pc = playResolve
		return false
	}
	id, host, x, d, over := f.card, f.host(), f.playX(), f.playDomain(), int(f.overpaid)
	g.pop()
	g.resolvePlay(p, id, host, x, d, over)
	return false
}

// holdsAttachments reports whether a card is where a card may be attached
// to it: in play, a story, a domain or a discard pile.
func (g *Game) holdsAttachments(host CardID) bool {
	switch g.cards[host].zone {
	case ZonePlay, ZoneStory, ZoneDomain, ZonePile:
		return true
	}
	return false
}

// resolvePlay puts a paid-for card into play, or plays an event.
func (g *Game) resolvePlay(p int, id CardID, host CardID, x, d, over int) {
	def := g.cards[id].def
	g.consumeOnce(id)
	ev := Event{Player: int8(p), Card: id, Other: host, X: int16(x), D: int8(d + 1), N: int16(over)}
	switch {
	case def.Type == carddb.Conspiracy:
		g.lift(id, ZoneStory)
		c := &g.cards[id]
		c.moved = stamp{g.turn, g.step.Phase()}
		g.stories[3+p] = storySlot{card: id}
		g.touch()
		ev.Kind = EvPlayConspiracy
	case host != None && !g.holdsAttachments(host):
		// Its host left while it was being paid for (a passive answering
		// the drain destroyed it, say): with no legal place to attach to
		// (FAQ 2.33), the card goes to its owner's discard pile, played.
		g.cards[id].played = g.turn
		g.moveTo(id, ZoneDiscard)
		return
	case host != None:
		g.enterPlay(id, p, host)
		ev.Kind = EvAttach
	default:
		g.enterPlay(id, p, None)
		ev.Kind = EvPlay
	}
	g.cards[id].played = g.turn
	g.emit(ev)
}

func optPlay(g *Game, f *frame, out []Option) []Option {
	p := int(f.p)
	switch f.pc {
	case playHost:
		var buf [16]CardID
		for _, h := range g.hosts(p, f.card, buf[:0]) {
			if g.modsOf(maskAttachCost) && !g.cards[f.card].def.CostX {
				// A host that lowers the cost may be the only one the
				// player can pay for (AttachmentsOnItCost).
				f.second = h
				ok := g.anyDomainPaysCard(p, f.card, 0)
				f.second = None
				if !ok {
					continue
				}
			}
			out = append(out, Option{Act: ActTarget, Card: h})
		}
	case playX:
		for x, top := 0, g.maxX(p); x <= top; x++ {
			if g.anyDomainPaysCard(p, f.card, x) {
				out = append(out, Option{Act: ActX, Card: None, Arg: int32(x)})
			}
		}
	case playDomain:
		out = g.appendPayingDomains(p, f.card, f.playX(), out)
	}
	return out
}

func applyPlay(g *Game, i int, o Option) {
	f := &g.stack[i]
	switch o.Act {
	case ActTarget:
		f.second = o.Card
		f.pc = playX
	case ActX:
		f.arg = int16(o.Arg)
		f.pc = playDomain
	case ActDomain:
		f.arg2 = int16(o.Arg)
		f.pc = playPay
	}
}

func promptPlay(g *Game, f *frame) (PromptKind, string) {
	def := g.cards[f.card].def
	switch f.pc {
	case playHost:
		return kindPlay(g, f), fmt.Sprintf("Choose where to attach %s (%s).", def.Title, g.describeAttach(f.card))
	case playX:
		return kindPlay(g, f), fmt.Sprintf("Choose X for %s.", def.Title)
	}
	return kindPlay(g, f), g.playPaymentText(f)
}

// playPaymentText is the sentence of the decision of the domain that pays
// for a card played from hand: its cost with X and the modifiers in
// force ("pay 3"), or the costs the domains would pay, when a card costs
// less according to the domain drained.
func (g *Game) playPaymentText(f *frame) string {
	def := g.cards[f.card].def
	cost := g.cardCostOn(f.card, f.playX(), -1)
	lo, hi := cost, cost
	for _, o := range g.options() {
		if o.Act == ActDomain {
			c := g.cardCostOn(f.card, f.playX(), int(o.Arg))
			lo, hi = min(lo, c), max(hi, c)
		}
	}
	pay := fmt.Sprintf("pay %d", cost)
	switch {
	case lo != hi:
		pay = fmt.Sprintf("pay %d to %d, as the domain drained allows", lo, hi)
	case lo != cost:
		pay = fmt.Sprintf("pay %d", lo)
	}
	if def.CostX {
		pay += fmt.Sprintf(" (X = %d)", f.playX())
	}
	return fmt.Sprintf("Choose a domain to drain to %s for %s.", pay, def.Title)
}

func kindPlay(g *Game, f *frame) PromptKind {
	switch f.pc {
	case playHost:
		return PromptTarget
	case playX:
		return PromptX
	}
	return PromptDomain
}

// ---- Action windows (Rulebook, Timing Rules) ----
//
// fActionWindow: players alternate, the active player first; the window
// closes when both pass in a row. p is the player to act, arg the passes in
// a row.

func runActionWindow(g *Game, i int) bool {
	g.pure = true // it only waits
	return true
}

// optActionWindow lists the window's candidates that are legal: the same
// candidates and checks a sampling player's window tries one by one.
func optActionWindow(g *Game, f *frame, out []Option) []Option {
	p := int(f.p)
	start := len(out)
	out = g.windowCandidates(p, out)
	n := start
	for _, o := range out[start:] {
		if g.windowLegal(p, o) {
			out[n] = o
			n++
		}
	}
	out = out[:n]
	if g.opts.VerifyCaches {
		g.verifyTriggers(p, Action, nil, 0, ownTriggers(g, p, out[start:]))
	}
	return out
}

// ownTriggers returns the Action abilities of player p's own cards among
// a window's options (those not lent), for verifyTriggers.
func ownTriggers(g *Game, p int, opts []Option) []Option {
	var own []Option
	for _, o := range opts {
		if o.Act == ActTrigger && slices.Contains(g.actIDs[p], o.Card) {
			own = append(own, o)
		}
	}
	return own
}

func applyActionWindow(g *Game, i int, o Option) {
	f := &g.stack[i]
	p := int(f.p)
	f.p = int8(other(p))
	if o.Act == ActPass {
		f.arg++
		if f.arg >= 2 {
			g.pop()
		}
		g.pure = true
		return
	}
	f.arg = 0
	// Every action opens its own window (FAQ, Actions and Responses in
	// Detail).
	g.openWindow()
	switch {
	case o.Act == ActTrigger:
		ab, _ := unpackTrigger(o.Arg)
		g.startAbilityNow(p, o.Card, ab, nil, -1)
	case g.cards[o.Card].def.Type == carddb.Event:
		g.startAbilityNow(p, o.Card, g.eventAction(o.Card), nil, -1)
	default:
		g.startPlay(p, o.Card)
	}
}

// windowCandidates appends what player p might do in an action window
// before anything is checked: pass, the cards in his hand he might play
// (only events outside his own operations phase), and the Action
// abilities of his cards that work where they are (FAQ 1.2; the actIDs
// list) and of those lent to him. windowLegal checks each; the legal ones
// are the window's options (optActionWindow).
func (g *Game) windowCandidates(p int, out []Option) []Option {
	out = append(out, Option{Act: ActPass, Card: None})
	own := int(g.active) == p && g.step == StepOperations
	if own || g.handActs[p] > 0 {
		for _, id := range g.players[p].hand {
			// An event without an Action ability is never played in a
			// window (playProblem): it is no candidate.
			if own || g.actionEvent(id) {
				out = append(out, Option{Act: ActPlay, Card: id})
			}
		}
	}
	if (own || g.lastingFromDiscard()) && g.modsOf(maskFromDiscard) {
		// Cards played from the discard pile as if from the hand: in the
		// operations phase, or events with an Action in any window.
		for _, id := range g.players[p].discard {
			if (own || g.actionEvent(id)) && g.playableFromDiscard(id) {
				out = append(out, Option{Act: ActPlay, Card: id})
			}
		}
	}
	if g.modsOf(maskFromDiscard) {
		// Action events attached to a story its owner may play from there
		// (PlayableFromStoryForToken).
		for _, id := range g.players[p].play {
			if g.cards[id].host != None && g.actionEvent(id) && g.playableFromHost(id) {
				out = append(out, Option{Act: ActPlay, Card: id})
			}
		}
	}
	if !g.anyActions {
		return out
	}
	g.freshReacts()
	for _, id := range g.actIDs[p] {
		for _, ai := range g.impls[id].actionIdx {
			out = append(out, Option{Act: ActTrigger, Card: id, Arg: packTrigger(ai, 0)})
		}
	}
	return g.lentCandidates(p, out)
}

// windowLegal reports whether an option is legal in player p's action
// window, checking it alone: the answer optActionWindow would give.
func (g *Game) windowLegal(p int, o Option) bool {
	switch o.Act {
	case ActPass:
		return o.Card == None && o.Arg == 0
	case ActPlay:
		return o.Arg == 0 && g.playProblem(p, o.Card, false) == nil
	case ActTrigger:
		ai, oi := unpackTrigger(o.Arg)
		if oi != 0 || o.Card < 0 || int(o.Card) >= len(g.cards) || g.impls[o.Card] == nil {
			return false
		}
		if ai < 0 || ai >= len(g.impls[o.Card].Abilities) || g.impls[o.Card].Abilities[ai].Kind != Action {
			return false
		}
		g.freshReacts()
		if !g.anyActions || !slices.Contains(g.actIDs[p], o.Card) {
			// Not an ability of p's own cards: only a lent one may be.
			var buf [4]Option
			return slices.Contains(g.lentTriggered(p, Action, nil, 0, buf[:0]), o)
		}
		return g.canTrigger(p, o.Card, ai, nil)
	}
	return false
}

// actionEvent reports whether a card is an event with an Action ability:
// one a player may play in any action window.
func (g *Game) actionEvent(id CardID) bool {
	return g.cards[id].def.Type == carddb.Event && g.eventAction(id) >= 0
}

// eventAction returns the index of an event card's Action ability, or -1.
func (g *Game) eventAction(id CardID) int {
	if im := g.impl(id); im != nil {
		return im.firstAction
	}
	return -1
}

func promptActionWindow(g *Game, f *frame) (PromptKind, string) {
	if g.step == StepOperations && f.p == g.active {
		return PromptAction, "Operations phase: play a card, or pass."
	}
	return PromptAction, fmt.Sprintf("%s phase: take an action, or pass.", g.step.Phase())
}

// domainSummary describes a domain's resources: "4 resources: Agency 2,
// Cthulhu 2".
func (g *Game) domainSummary(p, d int) string {
	total, byFaction := g.domainCount(p, d)
	var b strings.Builder
	fmt.Fprintf(&b, "%d resources", total)
	sep := ": "
	for f := range byFaction {
		if byFaction[f] > 0 {
			fmt.Fprintf(&b, "%s%s %d", sep, carddb.Faction(f).Short(), byFaction[f])
			sep = ", "
		}
	}
	if g.players[p].domains[d].drained {
		b.WriteString(", drained")
	}
	return b.String()
}
