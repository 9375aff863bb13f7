package engine

import (
	"cthulhu/carddb"
)

// The shared vocabulary cards are written in: filters, conditions,
// targets and effects. A card's implementation composes these; the engine
// holds no special case for any one card. docs/vocabulary.md describes the
// design.

// ---- Card filters ----

// Character selects characters in play.
func Character(c *Ctx, id CardID) bool { return c.g.isCharacter(id) }

// SupportCard selects support cards in play (attachments included).
func SupportCard(c *Ctx, id CardID) bool {
	return c.g.cards[id].zone == ZonePlay && !c.g.isCharacter(id)
}

// Self selects the ability's own card.
func Self(c *Ctx, id CardID) bool { return id == c.src }

// Yours selects cards the ability's controller controls.
func Yours(c *Ctx, id CardID) bool { return int(c.g.cards[id].ctrl) == c.p }

// Opponents selects cards an opponent controls.
func Opponents(c *Ctx, id CardID) bool { return int(c.g.cards[id].ctrl) == 1-c.p }

// CommittedCard selects characters committed to a story.
func CommittedCard(c *Ctx, id CardID) bool { return c.g.cards[id].committed != None }

// ExhaustedCard selects exhausted cards; ReadyCard ready ones.
func ExhaustedCard(c *Ctx, id CardID) bool { return c.g.cards[id].exhausted }
func ReadyCard(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZonePlay && !cd.exhausted && !cd.insane
}

// InsaneCard selects insane characters; SaneCard the others.
func InsaneCard(c *Ctx, id CardID) bool { return c.g.cards[id].insane }
func SaneCard(c *Ctx, id CardID) bool   { return !c.g.cards[id].insane }

// UniqueCard selects unique cards.
func UniqueCard(c *Ctx, id CardID) bool { return c.g.cards[id].def.Unique }

// All selects cards every filter selects.
func All(fs ...CardFilter) CardFilter {
	return func(c *Ctx, id CardID) bool {
		for _, f := range fs {
			if !f(c, id) {
				return false
			}
		}
		return true
	}
}

// AnyOf selects cards some filter selects.
func AnyOf(fs ...CardFilter) CardFilter {
	return func(c *Ctx, id CardID) bool {
		for _, f := range fs {
			if f(c, id) {
				return true
			}
		}
		return false
	}
}

// Not selects the cards a filter does not.
func Not(f CardFilter) CardFilter {
	return func(c *Ctx, id CardID) bool { return !f(c, id) }
}

// Other selects cards other than the ability's own.
func Other(c *Ctx, id CardID) bool { return id != c.src }

// WithSubtype selects cards with a subtype now.
func WithSubtype(s string) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.hasSubtype(id, s) }
}

// OfFaction selects cards of a faction now.
func OfFaction(f carddb.Faction) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.faction(id) == f }
}

// WithKeyword selects cards with a keyword now.
func WithKeyword(k Keyword) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.hasKeyword(id, k) }
}

// SkillAtMost selects characters with skill n or lower.
func SkillAtMost(n int) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.skill(id) <= n }
}

// SkillAtMostX selects characters with skill X or lower, X being what the
// ability or card paid.
func SkillAtMostX(c *Ctx, id CardID) bool { return c.g.skill(id) <= c.X() }

// PrintedCostAtMost selects cards with printed cost n or lower (FAQ 2.26).
func PrintedCostAtMost(n int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		d := c.g.cards[id].def
		return !d.NoCost && !d.CostX && int(d.Cost) <= n
	}
}

// AtSameStory selects characters committed to the story the ability's
// card is committed to.
func AtSameStory(c *Ctx, id CardID) bool {
	s := c.g.cards[c.src].committed
	return s != None && c.g.cards[id].committed == s
}

// ---- Conditions ----

// IsNight and IsDay hold while it is Night, or Day (FAQ 2.35).
func IsNight(c *Ctx) bool { return c.g.IsNight() }
func IsDay(c *Ctx) bool   { return c.g.IsDay() }

// YourTurn holds during the controller's turn.
func YourTurn(c *Ctx) bool { return int(c.g.active) == c.p }

// DuringPhase holds during a phase.
func DuringPhase(ph Phase) Cond {
	return func(c *Ctx) bool { return c.g.step.Phase() == ph }
}

// SelfCommitted holds while the ability's card is committed to a story.
func SelfCommitted(c *Ctx) bool { return c.g.cards[c.src].committed != None }

// SelfAttachedTo holds while the ability's card is attached to a card the
// filter selects.
func SelfAttachedTo(f CardFilter) Cond {
	return func(c *Ctx) bool {
		h := c.g.cards[c.src].host
		return h != None && f(c, h)
	}
}

// ---- Triggers ----

// On answers occurrences of the given kinds that match.
func On(match func(c *Ctx, e *Event) bool, kinds ...EventKind) *Trigger {
	return &Trigger{On: kinds, Match: match}
}

// SelfIs matches events about the ability's own card.
func SelfIs(c *Ctx, e *Event) bool { return e.Card == c.src }

// CardIs matches events about a card the filter selects.
func CardIs(f CardFilter) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool { return e.Card != None && f(c, e.Card) }
}

// AbilityOfKind matches a triggered ability (or event) about to resolve
// whose kind is one of kinds: the subject of a Disrupt like Power Drain.
func AbilityOfKind(kinds ...Kind) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		if e.Kind != EvAbility {
			return false
		}
		for _, k := range kinds {
			if Kind(e.Counts[0]) == k {
				return true
			}
		}
		return false
	}
}

// ---- Targets ----

// Choose is a target: a card in play the filter selects; text says what
// is chosen, for the prompt ("a character").
func Choose(text string, f CardFilter) Target { return Target{filter: f, text: text} }

// ToWound marks a target to be wounded: a character with Invulnerability
// is not a legal target (FAQ 2.37).
func (t Target) ToWound() Target { t.purpose = toWound; return t }

// ToInsane marks a target to go insane: characters with Willpower or a
// terror icon are not legal targets.
func (t Target) ToInsane() Target { t.purpose = toInsane; return t }

// N makes the target exactly n cards (FAQ 2.6).
func (t Target) N(n int) Target { t.n = n; return t }

// UpTo makes the target up to n cards, at least one (FAQ 2.6).
func (t Target) UpTo(n int) Target { t.n = n; t.upTo = true; return t }

// Story makes the target a story or conspiracy in play.
func (t Target) Story() Target { t.zone = inStories; return t }

// InDiscardPiles makes the target a card in a discard pile.
func (t Target) InDiscardPiles() Target { t.zone = inDiscards; return t }

// ---- Effects ----

// effect builds an effect part that acts at once.
func effect(fn func(c *Ctx)) Effect {
	return Effect{do: func(c *Ctx) bool { fn(c); return true }}
}

// targetsOf returns target i's cards still legal now: a target that became
// illegal is ignored (FAQ 1.9).
func targetsOf(c *Ctx, i int) []CardID {
	f := c.frame()
	if f == nil {
		return nil
	}
	a := c.g.abilityOf(f)
	var out []CardID
	for _, id := range c.Targets(i) {
		if i < len(a.Targets) && c.g.targetable(c, &a.Targets[i], id) {
			out = append(out, id)
		}
	}
	return out
}

// WoundTarget wounds target i's cards, one wound each; each wound may be
// disrupted.
func WoundTarget(i int) Effect {
	return Effect{do: func(c *Ctx) bool {
		if c.frame().sub > 0 {
			return true
		}
		ids := targetsOf(c, i)
		if len(ids) == 0 {
			c.g.fail(c.fi)
			return true
		}
		for k := len(ids) - 1; k >= 0; k-- {
			c.g.pushWound(ids[k], c.src)
		}
		return false
	}}
}

// InsaneTarget drives target i's characters insane.
func InsaneTarget(i int) Effect {
	return effect(func(c *Ctx) {
		ids := targetsOf(c, i)
		if len(ids) == 0 {
			c.g.fail(c.fi)
		}
		for _, id := range ids {
			c.g.goInsane(id)
		}
	})
}

// DestroyTarget destroys target i's cards.
func DestroyTarget(i int) Effect {
	return effect(func(c *Ctx) {
		ids := targetsOf(c, i)
		if len(ids) == 0 {
			c.g.fail(c.fi)
		}
		for _, id := range ids {
			c.g.leavePlay(id, leaveDestroy)
		}
	})
}

// ReadyTarget readies target i's cards.
func ReadyTarget(i int) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			if cd := &c.g.cards[id]; cd.exhausted {
				cd.exhausted = false
				c.g.emit(Event{Kind: EvReady, Player: int8(c.p), Card: id, Other: None})
			}
		}
	})
}

// ExhaustTarget exhausts target i's cards.
func ExhaustTarget(i int) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			if cd := &c.g.cards[id]; !cd.exhausted && !cd.insane {
				cd.exhausted = true
				c.g.emit(Event{Kind: EvExhaust, Player: int8(c.p), Card: id, Other: None})
			}
		}
	})
}

// ReturnTargetToHand returns target i's cards to their owners' hands.
func ReturnTargetToHand(i int) Effect {
	return effect(func(c *Ctx) {
		ids := targetsOf(c, i)
		if len(ids) == 0 {
			c.g.fail(c.fi)
		}
		for _, id := range ids {
			c.g.leavePlay(id, leaveReturn)
		}
	})
}

// Draw makes the controller draw n cards.
func Draw(n int) Effect {
	return Effect{
		do:    func(c *Ctx) bool { c.g.drawN(c.p, n); return true },
		would: func(c *Ctx) bool { return len(c.g.players[c.p].deck) > 0 },
	}
}

// TargetGains gives target i's cards modifiers until the end of the phase
// (FAQ 1.4).
func TargetGains(i int, mods ...Mod) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			for _, m := range mods {
				c.g.addLasting(m, id, c.src, c.p, PerPhase)
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

// Cancel cancels what a Disrupt answers: the ability or the wound about to
// happen. Its costs stay paid; a cancelled event still goes to the discard
// pile (Rulebook, Timing Rules; FAQ 2.13).
func Cancel() Effect {
	return effect(func(c *Ctx) {
		f := c.frame()
		if f == nil || f.flags&fSubject == 0 {
			return
		}
		s := int(f.e)
		if s >= 0 && s < len(c.g.stack) {
			c.g.stack[s].flags |= fCancelled
		}
	})
}

// AddSuccess puts n success tokens on the controller's side of target
// story i.
func AddSuccess(i, n int) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			c.g.addSuccess(c.p, id, n)
		}
	})
}

// ---- Modifiers ----

// Skill is a skill modifier.
func Skill(n int) Mod { return Mod{kind: modSkill, n: int8(n)} }

// GainIcon gives n icons of a kind (negative removes, FAQ 2.28).
func GainIcon(ic carddb.Icon, n int) Mod { return Mod{kind: modIcon, icon: ic, n: int8(n)} }

// Gain gives a keyword; Lose takes it away.
func Gain(k Keyword) Mod { return Mod{kind: modKeyword, kw: k} }
func Lose(k Keyword) Mod { return Mod{kind: modLoseKeyword, kw: k} }

// ToughnessPlus gives Toughness +n (stacking).
func ToughnessPlus(n int) Mod { return Mod{kind: modToughness, n: int8(n)} }

// Blank blanks the text box (FAQ 1.12, 2.25).
func Blank() Mod { return Mod{kind: modBlank} }

// GainSubtype gives a subtype (FAQ 1.14).
func GainSubtype(s string) Mod { return Mod{kind: modSubtype, str: s} }

// CostDelta changes the cost to play by n; CostDeltaMin1 to a minimum of 1.
func CostDelta(n int) Mod     { return Mod{kind: modCost, n: int8(n)} }
func CostDeltaMin1(n int) Mod { return Mod{kind: modCostMin1, n: int8(n)} }

// CannotCommit forbids committing to stories.
func CannotCommit() Mod { return Mod{kind: modNoCommit} }

// StoryStruggles adds n struggles of a kind to a story (negative removes).
func StoryStruggles(ic carddb.Icon, n int) Mod { return Mod{kind: modStruggle, icon: ic, n: int8(n)} }

// On makes a constant ability's modifier apply to the cards a filter
// selects.
func (m Mod) On(f CardFilter) Mod { m.who = f; return m }
