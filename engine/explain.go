package engine

import (
	"fmt"
	"strings"

	"cthulhu/carddb"
)

// explain says why an option is not legal now, naming the rule. It never
// changes the game.
func (g *Game) explain(o Option) error {
	f := g.top()
	p := int(f.p)
	valid := func(id CardID) bool { return id >= 0 && int(id) < len(g.cards) }
	if o.Card != None && !valid(o.Card) && o.Act != ActDomain && o.Act != ActX && o.Act != ActTokens {
		return ruleErr(RuleChoice, "there is no card %d in this game", o.Card)
	}
	if o.Card == None && o.Act.namesCard() {
		return ruleErr(RuleChoice, "the option %q names no card", o.ID())
	}
	if (o.Act == ActTrigger || o.Act == ActPlay || o.Act == ActResource || o.Act == ActCommit) && !g.visible(o.Card, p) {
		// A refusal tells the player only what he may see: whatever the
		// hidden card is and wherever it is (a deck, the opponent's hand,
		// a face-down domain, the story deck), the answer is the same.
		// (A pick or a target that is not an option is refused by the
		// list of options, which names no card: a search of one's deck
		// shows it.)
		return ruleErr(RuleChoice, "the option %q is about a card you cannot see", o.ID())
	}
	switch f.kind {
	case fActionWindow:
		if o.Act == ActPlay {
			if err := g.playProblem(p, o.Card, true); err != nil {
				return err
			}
		}
		if o.Act == ActTrigger {
			ab, _ := unpackTrigger(o.Arg)
			return g.explainTrigger(p, o.Card, ab)
		}
	case fResponses, fDisrupts:
		if o.Act == ActTrigger {
			rule := RuleResponse
			if f.kind == fDisrupts {
				rule = RuleDisrupt
			}
			ab, _ := unpackTrigger(o.Arg)
			if err := g.explainTrigger(p, o.Card, ab); err != nil && !strings.Contains(err.Error(), "cannot be used now") {
				return err
			}
			return ruleErr(rule, "%s does not answer anything that can be answered now", g.abilityText(o.Card, ab))
		}
	case fPlay:
		def := g.cards[f.card].def
		switch o.Act {
		case ActTarget:
			if f.pc == playHost {
				return ruleErr(RuleAttach, "%s cannot be attached to %s (%s)", def.Title, g.cardRef(o.Card, p), g.describeAttach(f.card))
			}
		case ActDomain:
			if f.pc == playDomain {
				if err := g.cardPayProblem(p, f.card, f.playX(), int(o.Arg), true); err != nil {
					return err
				}
			}
		case ActX:
			if f.pc == playX {
				return ruleErr(RuleCostDomain, "no domain of yours can pay X = %d for %s", o.Arg, def.Title)
			}
		}
	case fCost:
		if o.Act == ActDomain && f.pc == costChoosingPayment {
			ab := &g.stack[f.abilityFrame()]
			def := g.cards[ab.card].def
			if f.costIndex() < 0 {
				if err := g.cardPayProblem(p, ab.card, int(ab.x), int(o.Arg), true); err != nil {
					return err
				}
			} else if err := g.abilityPayProblem(p, int(o.Arg), g.payAmount(f), g.frameCost(f).match, def, true); err != nil {
				return err
			}
		}
	case fCommit:
		if err := g.commitRequirementProblem(p, o); err != nil {
			return err
		}
		if o.Act == ActCommit {
			return g.commitProblem(p, o.Card, CardID(o.Arg))
		}
	case fStruggle:
		if o.Act == ActPick && f.arg == bonusReady {
			return ruleErr(RuleChoice, "%s is not an exhausted character committed to %s that may be chosen", g.cardRef(o.Card, p), g.name(f.story()))
		}
		if o.Act == ActPick {
			return g.struggleProblem(f, o.Card)
		}
	case fResourcePhase:
		if o.Act == ActResource && g.resourcesAtRandom(p) {
			return ruleErr(RuleResource, "your resource is picked at random from your hand: choose the domain")
		}
		if o.Act == ActResource && (g.cards[o.Card].zone != ZoneHand || int(g.cards[o.Card].owner) != p) {
			return ruleErr(RuleResource, "%s is not in your hand", g.cardRef(o.Card, p))
		}
		if o.Act == ActDomain {
			return ruleErr(RuleResource, "you have no domain %d", o.Arg+1)
		}
	case fRestore:
		if o.Act == ActPick {
			return ruleErr(RuleRefresh, "%s is not one of your insane characters", g.cardRef(o.Card, p))
		}
	case fSetupResources:
		if o.Act == ActPick {
			return ruleErr(RuleSetup, "%s is not in your setup hand", g.cardRef(o.Card, p))
		}
	case fTarget:
		if o.Act == ActTarget && o.Card >= 0 {
			ab := &g.stack[f.abilityFrame()]
			t := &g.abilityOf(ab).Targets[f.targetIndex()]
			ctx := g.ctx(ab.card, int(ab.p), f.abilityFrame())
			err := g.targetProblem(ctx, t, o.Card)
			g.release()
			if err != nil {
				return err
			}
		}
	case fMulligan:
		if o.Act == ActMulligan || o.Act == ActKeep {
			return ruleErr(RuleMulligan, "a mulligan may be taken only once per game")
		}
	}
	return g.notOffered(o)
}

// notOffered is the refusal of an option the decision does not include.
func (g *Game) notOffered(o Option) error {
	kind, _ := frameDefs[g.top().kind].prompt(g, g.top())
	var ids []string
	for i, l := range g.options() {
		if i == 8 {
			ids = append(ids, "...")
			break
		}
		ids = append(ids, l.ID())
	}
	return ruleErr(RuleChoice, "%q is not an option of this %s decision (options: %s)", o.ID(), kind, strings.Join(ids, ", "))
}

// cardRef names a card for a refusal, without revealing a hidden card.
func (g *Game) cardRef(id CardID, viewer int) string {
	if id < 0 || int(id) >= len(g.cards) {
		return fmt.Sprintf("card %d", id)
	}
	if !g.visible(id, viewer) {
		return fmt.Sprintf("card %d", id)
	}
	return g.cards[id].def.Title
}

func (g *Game) commitProblem(p int, id, story CardID) error {
	if id < 0 || int(id) >= len(g.cards) {
		return ruleErr(RuleChoice, "there is no card %d", id)
	}
	c := &g.cards[id]
	rule := RuleCommit
	if p != int(g.active) {
		rule = RuleOppCommit
	}
	switch {
	case c.zone != ZonePlay || int(c.ctrl) != p || !g.isCharacter(id) && !g.commitsAsCharacter(id):
		return ruleErr(rule, "%s is not a character you control in play", g.cardRef(id, p))
	case c.insane:
		return ruleErr(rule, "%s is insane: an insane character cannot commit (Rulebook, Insanity)", c.def.Title)
	case c.exhausted && !g.isCharacter(id):
		return ruleErr(rule, "%s is exhausted: it commits by exhausting itself", c.def.Title)
	case c.exhausted && !g.onlyExhaustedAt(story):
		return ruleErr(rule, "%s is exhausted: only ready characters commit", c.def.Title)
	case c.committed != None || c.pending != None:
		return ruleErr(rule, "%s is already committed to a story", c.def.Title)
	}
	if story < 0 || int(story) >= len(g.cards) || g.slotOf(story) < 0 {
		return ruleErr(rule, "%s is not a story in play", g.cardRef(story, p))
	}
	if p != int(g.active) && !g.hasCommitted(int(g.active), story) {
		return ruleErr(RuleOppCommit, "%s has no character of the active player committed: the opponent commits only where the active player did", g.name(story))
	}
	return g.notOffered(Option{Act: ActCommit, Card: id, Arg: int32(story)})
}

func (g *Game) struggleProblem(f *frame, id CardID) error {
	c := &g.cards[id]
	p := int(f.p)
	if f.arg == bonusWounds {
		// Any character committed to the story, either player's.
		if c.zone != ZonePlay || c.committed != f.card {
			return ruleErr(RuleChoice, "%s is not committed to %s", g.cardRef(id, p), g.name(f.card))
		}
		if !g.canBeWounded(id) {
			return ruleErr(RuleInvulnerable, "cannot choose %s to be wounded", c.def.Title)
		}
		return nil
	}
	if q := f.chosenFrom(); c.zone != ZonePlay || int(c.ctrl) != q || c.committed != f.card {
		whose := "your"
		if q != p {
			whose = "your opponent's"
		}
		return ruleErr(RuleChoice, "%s is not one of %s characters committed to %s", g.cardRef(id, p), whose, g.name(f.card))
	}
	switch f.icon() {
	case carddb.Terror:
		if g.hasKeyword(id, kwWillpower) {
			return ruleErr(RuleWillpower, "%s cannot go insane: Willpower", c.def.Title)
		}
		if g.icons(id)[carddb.Terror] > 0 && !g.cannot(id, terrorNoShield) {
			return ruleErr(RuleTerror, "%s cannot go insane: it has a terror icon", c.def.Title)
		}
	case carddb.Combat:
		if g.hasKeyword(id, kwInvulnerability) {
			return ruleErr(RuleInvulnerable, "cannot choose %s to be wounded: Invulnerability", c.def.Title)
		}
	case carddb.Arcane:
		if !c.exhausted {
			return ruleErr(RuleArcane, "%s is already ready", c.def.Title)
		}
	}
	return g.notOffered(Option{Act: ActPick, Card: id})
}

// explainTrigger says why player p cannot use ability ai of card id now.
func (g *Game) explainTrigger(p int, id CardID, ai int) error {
	c := &g.cards[id]
	im := g.impl(id)
	if im == nil || ai < 0 || ai >= len(im.Abilities) {
		return ruleErr(RuleChoice, "%s has no such ability", g.cardRef(id, p))
	}
	a := &im.Abilities[ai]
	name := g.abilityText(id, ai)
	if g.locks > 0 && g.lockedOut(id, a) {
		return ruleErr(RuleCannotPlay, "%s forbids playing events and triggering card abilities now", g.name(g.triggersLockedBy()))
	}
	switch c.zone {
	case ZonePlay, ZoneStory:
		if a.From&FromPlay == 0 {
			return ruleErr(RuleChoice, "%s does not work from play (FAQ 1.2)", name)
		}
		if int(c.ctrl) != p {
			return ruleErr(RuleCostsYours, "you do not control %s", c.def.Title)
		}
		if g.blank(id) {
			return ruleErr("FAQ 1.12, 2.25", "%s has a blank text box", c.def.Title)
		}
	case ZoneHand:
		if int(c.owner) != p {
			return ruleErr(RuleHand, "%s is not in your hand", g.cardRef(id, p))
		}
		if c.def.Type != carddb.Event && a.From&FromHand == 0 {
			return ruleErr(RuleChoice, "%s does not work from the hand (FAQ 1.2)", name)
		}
		if c.def.Type == carddb.Event && !g.eventTiming(p, c.def, a) {
			return ruleErr(RuleEvent, "Action events are played in action windows, when it is your turn to act")
		}
	case ZoneDiscard:
		if a.From&FromDiscard == 0 {
			return ruleErr(RuleChoice, "%s does not work from the discard pile (FAQ 1.2)", name)
		}
	case ZoneResource:
		if a.From&FromDomain == 0 {
			return ruleErr("FAQ 2.25", "%s does not work while attached to a domain as a resource", name)
		}
	default:
		return ruleErr(RuleChoice, "%s cannot be used from the %s", name, c.zone)
	}
	ctx := g.ctx(id, p, -1)
	defer g.release()
	if a.Play != nil && !a.Play(ctx) {
		return ruleErr(RuleChoice, "%s: its play restriction is not met", name)
	}
	if !g.limitAllows(p, id, ai, a) {
		return ruleErr(RuleLimit, "%s has reached its limit", name)
	}
	if g.playingEventBy(id, a) {
		if err := g.enterProblem(p, c.def, true); err != nil {
			return err
		}
		if err := g.steadfastProblem(p, c.def, true); err != nil {
			return err
		}
		if !c.def.CostX && !g.anyDomainPaysCard(p, id, 0) {
			return g.explainPayment(p, c.def, g.cardCostOn(id, 0, -1))
		}
	}
	if !g.selfCostsPayable(p, id, a) || !g.costsPayable(ctx, id, a, true) {
		return ruleErr(RuleAbilityCost, "the costs of %s cannot be paid with cards you control (FAQ 2.13)", name)
	}
	for ti := range a.Targets {
		t := &a.Targets[ti]
		need := t.need(ctx)
		if n := g.countTargets(ctx, t, need); n < need {
			what := t.text
			if what == "" {
				what = "a target"
			}
			return ruleErr(RuleTargets, "%s needs %s and there are %d legal ones", name, what, n)
		}
	}
	return ruleErr(RuleTiming, "%s cannot be used now", name)
}

// targetProblem says why a card is not a legal target (FAQ 1.9, 2.2, 2.36,
// 2.37), or returns nil.
func (g *Game) targetProblem(ctx *Ctx, t *Target, id CardID) error {
	c := &g.cards[id]
	name := g.cardRef(id, ctx.p)
	if t.zone == inPlay && c.zone != ZonePlay || t.zone == inStories && c.zone != ZoneStory ||
		t.zone == inDiscards && c.zone != ZoneDiscard {
		return ruleErr(RuleCannotTarget, "cannot target %s: it is not where the ability chooses", name)
	}
	switch t.purpose {
	case toWound:
		if g.hasKeyword(id, kwInvulnerability) {
			return ruleErr(RuleInvulnerable, "cannot target %s: Invulnerability", name)
		}
		if g.cannot(id, cannotWound) {
			return ruleErr("FAQ 2.2", "cannot target %s: it cannot be wounded", name)
		}
	case toReceiveWound:
		if g.hasKeyword(id, kwInvulnerability) {
			return ruleErr("FAQ 2.31, 2.37", "cannot move a wound onto %s: Invulnerability", name)
		}
	case toRestore:
		if !g.canBeRestored(id) {
			return ruleErr("FAQ 2.2", "cannot target %s: it cannot be restored", name)
		}
	case toInsane:
		if g.hasKeyword(id, kwWillpower) {
			return ruleErr(RuleWillpower, "cannot target %s: Willpower", name)
		}
		if g.icons(id)[carddb.Terror] > 0 && !g.cannot(id, terrorNoShield) {
			return ruleErr(RuleTerror, "cannot target %s: it has a terror icon", name)
		}
		if c.insane {
			return ruleErr("FAQ 2.34", "cannot target %s: it is already insane", name)
		}
	}
	if g.cannot(id, cannotTarget) {
		return ruleErr("FAQ 2.2", "cannot target %s: it cannot be targeted", name)
	}
	if g.immuneTo(id, ctx.src) {
		return ruleErr("FAQ 2.36", "cannot target %s: it is immune to %s", name, g.name(ctx.src))
	}
	if t.filter != nil && !t.filter(ctx, id) {
		return ruleErr(RuleCannotTarget, "cannot target %s: it is not %s", name, t.text)
	}
	return nil
}
