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
	switch f.kind {
	case fActionWindow:
		if o.Act == ActPlay {
			if err := g.playProblem(p, o.Card, true); err != nil {
				return err
			}
		}
	case fPlay:
		def := g.cards[f.a].def
		switch o.Act {
		case ActTarget:
			if f.pc == 0 {
				return ruleErr(RuleAttach, "%s cannot be attached to %s (%s)", def.Title, g.cardRef(o.Card, p), describeAttach(def))
			}
		case ActDomain:
			if f.pc == 2 {
				if err := g.payProblem(p, int(o.Arg), def, int(f.n), true); err != nil {
					return err
				}
			}
		case ActX:
			if f.pc == 1 {
				return ruleErr(RuleCostDomain, "no domain of yours can pay X = %d for %s", o.Arg, def.Title)
			}
		}
	case fCommit:
		if o.Act == ActCommit {
			return g.commitProblem(p, o.Card, CardID(o.Arg))
		}
	case fStruggle:
		if o.Act == ActPick {
			return g.struggleProblem(f, o.Card)
		}
	case fResourcePhase:
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
	case c.zone != ZonePlay || int(c.ctrl) != p || !g.isCharacter(id):
		return ruleErr(rule, "%s is not a character you control in play", g.cardRef(id, p))
	case c.insane:
		return ruleErr(rule, "%s is insane: an insane character cannot commit (Rulebook, Insanity)", c.def.Title)
	case c.exhausted:
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
	if c.zone != ZonePlay || int(c.ctrl) != p || c.committed != f.a {
		return ruleErr(RuleChoice, "%s is not one of your characters committed to %s", g.cardRef(id, p), g.name(f.a))
	}
	switch carddb.Icon(f.m) {
	case carddb.Terror:
		if g.hasKeyword(id, kwWillpower) {
			return ruleErr(RuleWillpower, "%s cannot go insane: Willpower", c.def.Title)
		}
		if g.icons(id)[carddb.Terror] > 0 {
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
