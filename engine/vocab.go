package engine

import (
	"reflect"
	"sync"

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

// All selects cards every filter selects. The commonest filters at its
// head are asked in one call (cardTests), and the rest are called in turn
// as written: a filter may read X, and asks only about the cards the
// filters before it selected.
func All(fs ...CardFilter) CardFilter {
	var tests cardTests
	for len(fs) > 0 {
		t := testOf(fs[0])
		if t == 0 {
			break
		}
		tests |= t
		fs = fs[1:]
	}
	rest := allOf(fs)
	switch {
	case tests == 0 && rest == nil:
		return func(*Ctx, CardID) bool { return true }
	case tests == 0:
		return rest
	case tests == testCharacter && rest != nil:
		// The commonest head by far, asked inline.
		return func(c *Ctx, id CardID) bool { return c.g.isCharacter(id) && rest(c, id) }
	case rest == nil:
		return func(c *Ctx, id CardID) bool { return tests.pass(c, id) }
	}
	return func(c *Ctx, id CardID) bool { return tests.pass(c, id) && rest(c, id) }
}

// allOf selects cards every filter selects, asked in turn.
func allOf(fs []CardFilter) CardFilter {
	switch len(fs) {
	case 0:
		return nil
	case 1:
		return fs[0]
	case 2:
		f0, f1 := fs[0], fs[1]
		return func(c *Ctx, id CardID) bool { return f0(c, id) && f1(c, id) }
	}
	return func(c *Ctx, id CardID) bool {
		for _, f := range fs {
			if !f(c, id) {
				return false
			}
		}
		return true
	}
}

// cardTests are the commonest filters, each a plain read of the card,
// with no side effect: a conjunction of them is asked in one call, in any
// order.
type cardTests uint8

const (
	testCommitted     cardTests = 1 << iota // CommittedCard
	testYours                               // Yours
	testOpponents                           // Opponents
	testCharacterCard                       // CharacterCard
	testCharacter                           // Character
)

// testFilters are the filters the tests stand for.
var testFilters = [...]struct {
	test cardTests
	f    CardFilter
}{
	{testCommitted, CommittedCard},
	{testYours, Yours},
	{testOpponents, Opponents},
	{testCharacterCard, CharacterCard},
	{testCharacter, Character},
}

// testOf is the test a filter is, or 0.
func testOf(f CardFilter) cardTests {
	pc := reflect.ValueOf(f).Pointer()
	for _, tf := range testFilters {
		if reflect.ValueOf(tf.f).Pointer() == pc {
			return tf.test
		}
	}
	return 0
}

// pass reports whether a card passes every test, the cheapest first.
func (t cardTests) pass(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	if t&testCommitted != 0 && cd.committed == None ||
		t&testYours != 0 && int(cd.ctrl) != c.p ||
		t&testOpponents != 0 && int(cd.ctrl) != 1-c.p ||
		t&testCharacterCard != 0 && cd.def.Type != carddb.Character {
		return false
	}
	return t&testCharacter == 0 || c.g.isCharacter(id)
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
	st := vocabSubtype(s)
	return func(c *Ctx, id CardID) bool { return c.g.hasSubtype(id, st) }
}

// vocabSubtype makes a subtype the vocabulary names ready for
// carddb.Card.Has, and lists it for CheckInvariants.
func vocabSubtype(s string) carddb.Subtype {
	st := carddb.SubtypeOf(s)
	vocabSubtypes.Lock()
	vocabSubtypes.list = append(vocabSubtypes.list, st)
	vocabSubtypes.Unlock()
	return st
}

// vocabSubtypes are the subtypes vocabSubtype made ready.
var vocabSubtypes struct {
	sync.Mutex
	list []carddb.Subtype
}

var attachmentSubtype = vocabSubtype("Attachment")

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
		return !d.NoCost && printedCost(d) <= n
	}
}

// printedCost is a card's printed cost, a printed X counting 0 (FAQ 2.1).
func printedCost(d *carddb.Card) int {
	if d.CostX {
		return 0
	}
	return int(d.Cost)
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
	var on uint64
	for _, k := range kinds {
		on |= k.bit()
	}
	return &Trigger{On: kinds, Match: match, on: on}
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

// ToRestore marks a target to be restored: an insane character that
// cannot be restored is not a legal target (FAQ 2.2).
func (t Target) ToRestore() Target { t.purpose = toRestore; return t }

// ToReceiveWound marks a target a wound is moved onto: a character with
// Invulnerability is not a legal target (FAQ 2.31).
func (t Target) ToReceiveWound() Target { t.purpose = toReceiveWound; return t }

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

// pushOnEach is the step of an effect that happens to each of some cards
// through a frame of its own (a wound, going insane), which may be
// replaced or disrupted: on its first run it pushes the frames, n for each
// card, so that the first card's resolves first; when they have resolved
// the step is done. No card at all fails the effect.
func pushOnEach(cards func(c *Ctx) []CardID, n int, push func(g *Game, id, src CardID)) Effect {
	return Effect{do: func(c *Ctx) bool {
		if c.frame().sub > 0 {
			return true
		}
		ids := cards(c)
		if len(ids) == 0 {
			c.g.fail(c.fi)
			return true
		}
		for k := len(ids) - 1; k >= 0; k-- {
			for range n {
				push(c.g, ids[k], c.src)
			}
		}
		return false
	}}
}

func pushWound(g *Game, id, src CardID)  { g.pushWound(id, src, 0) }
func pushInsane(g *Game, id, src CardID) { g.pushInsane(id, src, 0) }

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

// WoundTarget wounds target i's cards, one wound each; each wound may be
// disrupted.
func WoundTarget(i int) Effect { return pushOnEach(targetCards(i), 1, pushWound) }

// InsaneTarget drives target i's characters insane, each through a frame
// that may be replaced or disrupted; one that cannot go insane is ignored
// (FAQ 1.10).
func InsaneTarget(i int) Effect { return pushOnEach(targetCards(i), 1, pushInsane) }

// DestroyTarget destroys target i's cards.
func DestroyTarget(i int) Effect {
	e := effect(func(c *Ctx) {
		ids := targetsOf(c, i)
		if len(ids) == 0 {
			c.g.fail(c.fi)
		}
		for _, id := range ids {
			c.g.leavePlay(id, leaveDestroy)
		}
	})
	e.destroys = func(c *Ctx, id CardID) bool {
		for _, t := range targetsOf(c, i) {
			if t == id {
				return true
			}
		}
		return false
	}
	return e
}

// ReadyTarget readies target i's cards.
func ReadyTarget(i int) Effect {
	return effect(func(c *Ctx) {
		ids := targetsOf(c, i)
		if len(ids) == 0 {
			c.g.fail(c.fi) // a "then" after it does not resolve (FAQ 1.3)
		}
		for _, id := range ids {
			if cd := &c.g.cards[id]; cd.exhausted {
				cd.exhausted = false
				c.g.touch()
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
				c.g.touch()
				c.g.emit(Event{Kind: EvExhaust, Player: int8(c.p), Card: id, Other: None})
			}
		}
	})
}

// ReturnTargetToHand returns target i's cards to their owners' hands.
func ReturnTargetToHand(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		c.g.leavePlay(id, leaveReturn)
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
			if c.g.cards[id].insane {
				continue // an insane character cannot be modified (FAQ 2.34)
			}
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

// SkillX defines a printed skill X as n (usually times a count: "X is the
// number of ..."), which is then the card's printed skill (FAQ 2.1).
func SkillX(n int) Mod { return Mod{kind: modSkillX, n: int8(n)} }

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
// selects. The modifiers on the ability's own card (Self) or its host
// (HostOfSelf) are marked so: a query about any other card passes them
// over without asking the filter.
func (m Mod) On(f CardFilter) Mod {
	m.who, m.anchor = f, noAnchor
	switch reflect.ValueOf(f).Pointer() {
	case reflect.ValueOf(Self).Pointer():
		m.anchor = anchorSelf
	case reflect.ValueOf(HostOfSelf).Pointer():
		m.anchor = anchorHost
	}
	return m
}

// ---- More filters and conditions ----

// CharacterCard selects cards printed as characters, wherever they are (a
// character in a discard pile or hand is not "a character" in play).
func CharacterCard(c *Ctx, id CardID) bool { return c.g.cards[id].def.Type == carddb.Character }

// InYourDiscard and InOpponentsDiscard select cards in a discard pile.
func InYourDiscard(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZoneDiscard && int(cd.owner) == c.p
}
func InOpponentsDiscard(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZoneDiscard && int(cd.owner) != c.p
}

// HostOfSelf selects the card the ability's own card is attached to.
func HostOfSelf(c *Ctx, id CardID) bool {
	h := c.g.cards[c.src].host
	return h != None && h == id
}

// YourOperations holds during the controller's operations phase.
func YourOperations(c *Ctx) bool {
	return int(c.g.active) == c.p && c.g.step == StepOperations
}

// SelfEnteredDiscardThisPhase holds while the ability's card is in its
// owner's discard pile and entered it this phase.
func SelfEnteredDiscardThisPhase(c *Ctx) bool {
	cd := &c.g.cards[c.src]
	return cd.zone == ZoneDiscard && cd.moved == stamp{c.g.turn, c.g.step.Phase()}
}

// Overpaid holds when the card or ability was overpaid (FAQ 2.14).
func Overpaid(c *Ctx) bool { return c.Overpaid() > 0 }

// EventPlayer is the player an occurrence is about ("a player draws").
func EventPlayer(c *Ctx) int {
	if c.ev != nil && c.ev.Player >= 0 {
		return int(c.ev.Player)
	}
	return c.p
}

// Opponent is the controller's opponent, as a chooser.
func Opponent(c *Ctx) int { return 1 - c.p }

// TargetController is the controller of the ability's first target.
func TargetController(i int) func(c *Ctx) int {
	return func(c *Ctx) int {
		ts := c.Targets(i)
		if len(ts) == 0 {
			return c.p
		}
		return int(c.g.cards[ts[0]].ctrl)
	}
}

// By makes another player choose a target (the ability's controller by
// default).
func (t Target) By(who func(c *Ctx) int) Target { t.who = who; return t }

// ControlledBy selects cards the player who returns controls.
func ControlledBy(who func(c *Ctx) int) CardFilter {
	return func(c *Ctx, id CardID) bool { return int(c.g.cards[id].ctrl) == who(c) }
}

// ---- More effects ----

// If makes an effect part happen only while a condition holds.
func If(cond Cond, e Effect) Effect {
	inner := e.do
	e.do = func(c *Ctx) bool {
		if c.frame().sub == 0 && !cond(c) {
			return true
		}
		return inner(c)
	}
	return e
}

// ReturnSelfToHand returns the ability's own card to its owner's hand.
func ReturnSelfToHand() Effect {
	e := effect(func(c *Ctx) {
		switch c.g.cards[c.src].zone {
		case ZonePlay, ZoneStory:
			c.g.leavePlay(c.src, leaveReturn)
		case ZoneDiscard:
			c.g.moveTo(c.src, ZoneHand)
			c.g.emit(Event{Kind: EvReturnToHand, Player: int8(c.p), Card: c.src, Other: None})
		default:
			c.g.fail(c.fi)
		}
	})
	e.would = func(c *Ctx) bool {
		z := c.g.cards[c.src].zone
		return z == ZonePlay || z == ZoneStory || z == ZoneDiscard
	}
	return e
}

// WoundAll wounds every character the filter selects that can be wounded,
// one wound each; the affected cards are not targeted (FAQ 1.9, 2.37).
func WoundAll(f CardFilter) Effect {
	targets := func(c *Ctx) []CardID {
		var ids []CardID
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				if c.g.canBeWounded(id) && !c.g.immuneTo(id, c.src) && (f == nil || f(c, id)) {
					ids = append(ids, id)
				}
			}
		}
		return ids
	}
	return Effect{
		do: func(c *Ctx) bool {
			if c.frame().sub > 0 {
				return true
			}
			ids := targets(c)
			for k := len(ids) - 1; k >= 0; k-- {
				c.g.pushWound(ids[k], c.src, 0)
			}
			return len(ids) == 0
		},
		would: func(c *Ctx) bool { return len(targets(c)) > 0 },
	}
}

// SacrificeTarget sacrifices target i's cards; a forced ability whose
// sacrifice did not happen must choose again, if able (FAQ 2.13).
func SacrificeTarget(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		c.g.leavePlay(id, leaveSacrifice)
	})
}

// PutIntoPlay puts a card into play under its owner's control, bypassing
// costs and play restrictions but not uniqueness (FAQ 2.24).
func (g *Game) putIntoPlay(id CardID, src CardID) bool {
	c := &g.cards[id]
	p := int(c.owner)
	if g.enterProblem(p, c.def, false) != nil {
		return false
	}
	switch c.def.Type {
	case carddb.Character, carddb.Support:
	default:
		return false
	}
	g.enterPlay(id, p, None)
	g.emit(Event{Kind: EvPutIntoPlay, Player: int8(p), Card: id, Other: None})
	return true
}

// PutTargetIntoPlay puts target i's cards into play under their owners'
// control.
func PutTargetIntoPlay(i int) Effect {
	return effect(func(c *Ctx) {
		ok := false
		for _, id := range targetsOf(c, i) {
			ok = c.g.putIntoPlay(id, c.src) || ok
		}
		if !ok {
			c.g.fail(c.fi)
		}
	})
}

// PutChosenIntoPlay is an apply function for Choosing: the chosen cards are
// put into play.
func PutChosenIntoPlay(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.g.putIntoPlay(id, c.src)
	}
}

// WoundChosen is an apply function for Choosing: each chosen character
// takes a wound.
func WoundChosen(c *Ctx, chosen []CardID) {
	for k := len(chosen) - 1; k >= 0; k-- {
		c.g.pushWound(chosen[k], c.src, 0)
	}
}

// SacrificeChosen is an apply function for Choosing.
func SacrificeChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.g.leavePlay(id, leaveSacrifice)
	}
}

// DiscardChosen is an apply function for Choosing: cards chosen from a
// hand are discarded.
func DiscardChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.g.discardFromHand(id)
	}
}

// DiscardTopOfDeck discards the top n cards of a player's deck.
func DiscardTopOfDeck(who func(c *Ctx) int, n int) Effect {
	return Effect{
		do: func(c *Ctx) bool {
			p := who(c)
			for range n {
				pl := &c.g.players[p]
				if len(pl.deck) == 0 {
					break
				}
				id := pl.deck[len(pl.deck)-1]
				c.g.emit(Event{Kind: EvDiscardFromDeck, Player: int8(p), Card: id, Other: None})
				c.g.moveTo(id, ZoneDiscard)
			}
			return true
		},
		would: func(c *Ctx) bool { return len(c.g.players[who(c)].deck) > 0 },
	}
}

// RestoreTarget restores target i's insane characters.
func RestoreTarget(i int) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			if c.g.canBeRestored(id) {
				c.g.restore(id)
			}
		}
	})
}

// TargetStoryLosesChosenIcon: target story i loses, until the end of the
// phase, one struggle icon of the kind chosen by the last PickIcon.
func TargetStoryLosesChosenIcon(i int) Effect {
	return Choosing(PickIcon("a struggle icon"), func(c *Ctx, chosen []CardID) {
		ic := ChosenIcon(chosen[0])
		for _, id := range targetsOf(c, i) {
			c.g.addLasting(StoryStruggles(ic, -1), id, c.src, c.p, PerPhase)
		}
	})
}

// DrawPhaseDraw matches a player's draw in his own draw phase.
func DrawPhaseDraw(c *Ctx, e *Event) bool {
	return e.Step == StepDraw && int(e.Player) == int(c.g.active)
}

// TriggeredAbilityOfCardInPlay matches a triggered ability of a card in
// play about to resolve (Rulebook, Triggered Ability): not an event.
func TriggeredAbilityOfCardInPlay(c *Ctx, e *Event) bool {
	// The card was in play when the ability was used; a cost may have
	// sacrificed it since.
	return e.Kind == EvAbility && e.Flags&evFromPlay != 0
}

// IfFailed makes an effect part happen only if a part before it did not
// resolve: the "must ... if able" of a forced effect (FAQ 2.13).
func IfFailed(e Effect) Effect {
	inner := e.do
	e.do = func(c *Ctx) bool {
		f := c.frame()
		if f.sub == 0 && f.flags&fFailed == 0 {
			return true
		}
		if f.sub == 0 {
			f.flags &^= fFailed
		}
		return inner(c)
	}
	return e
}

// CannotBeWounded, CannotGoInsane and CannotBeTargeted are "cannot"
// modifiers (FAQ 2.2).
func CannotBeWounded() Mod  { return Mod{kind: modCannot, n: cannotWound} }
func CannotGoInsane() Mod   { return Mod{kind: modCannot, n: cannotInsane} }
func CannotBeTargeted() Mod { return Mod{kind: modCannot, n: cannotTarget} }

// ImmuneTo makes a card immune to X (FAQ 2.36): "Polar events",
// "triggered effects", "Spells".
func ImmuneTo(x string) Mod { return Mod{kind: modImmune, str: x} }

// MoveWound moves one wound from target i to target j. Moving a wound is not
// wounding (no wound triggers), but the character suffers it; no wound can
// be moved onto a character with Invulnerability (FAQ 2.31).
func MoveWound(i, j int) Effect {
	return effect(func(c *Ctx) {
		from, to := targetsOf(c, i), targetsOf(c, j)
		if len(from) == 0 || len(to) == 0 || c.g.cards[from[0]].wounds == 0 ||
			!c.g.isCharacter(to[0]) || c.g.hasKeyword(to[0], kwInvulnerability) {
			c.g.fail(c.fi)
			return
		}
		src, dst := from[0], to[0]
		c.g.setWounds(src, int(c.g.cards[src].wounds)-1)
		c.g.emit(Event{Kind: EvMoveWound, Player: int8(c.p), Card: src, Other: dst})
		if c.g.cards[dst].insane {
			c.g.leavePlay(dst, leaveDestroy)
			return
		}
		c.g.setWounds(dst, int(c.g.cards[dst].wounds)+1)
		if int(c.g.cards[dst].wounds) > c.g.toughness(dst) {
			c.g.leavePlay(dst, leaveDestroy)
		}
	})
}

// TakeControlOfTarget makes the controller take control of target i's cards
// (FAQ 1.13): a character or support moves to his play area, keeping its
// state and its commitment, which switches sides; an attachment stays where
// it is; the cards attached to it keep their controllers. Uniqueness and
// Heroic/Villainous still apply. The change is permanent (FAQ 1.4).
func TakeControlOfTarget(i int) Effect {
	return effect(func(c *Ctx) {
		ok := false
		for _, id := range targetsOf(c, i) {
			ok = c.g.takeControl(c.p, id) || ok
		}
		if !ok {
			c.g.fail(c.fi)
		}
	})
}

func (g *Game) takeControl(p int, id CardID) bool {
	c := &g.cards[id]
	if c.zone != ZonePlay || int(c.ctrl) == p || g.enterProblem(p, c.def, false) != nil {
		return false
	}
	pl := &g.players[c.ctrl]
	pl.play = remove(pl.play, id)
	if c.committed != None {
		g.unlinkAt(id) // off its controller's list
	}
	c.ctrl = int8(p)
	if c.committed != None {
		// It stays committed, now one of p's characters there.
		g.linkAt(id, c.committed)
	}
	g.players[p].play = append(g.players[p].play, id)
	g.staticStale = true
	g.markStale(bothStale)
	g.dirty |= dirtyHV
	g.touch()
	g.emit(Event{Kind: EvTakeControl, Player: int8(p), Card: id, Other: None})
	return true
}

// AttachTargetTo attaches target i's card to target j's card (FAQ 1.15): it
// becomes a support with the Attachment subtype and loses its printed
// characteristics while attached.
func AttachTargetTo(i, j int) Effect {
	return effect(func(c *Ctx) {
		a, h := targetsOf(c, i), targetsOf(c, j)
		if len(a) == 0 || len(h) == 0 || a[0] == h[0] {
			c.g.fail(c.fi)
			return
		}
		c.g.attachByEffect(c.p, a[0], h[0])
	})
}

func (g *Game) attachByEffect(p int, id, host CardID) {
	c := &g.cards[id]
	if c.zone == ZonePlay {
		g.destroyAttachments(id)
		g.setCommitted(id, None)
		c.pending = None
		c.host = host
		g.markStale(bothStale)
		g.setWounds(id, 0)
		c.exhausted, c.insane = false, false
		g.touch()
		// It never left play (FAQ, Expendable Muscle): not played, not
		// entering play.
		g.emit(Event{Kind: EvAttached, Player: int8(p), Card: id, Other: host})
		return
	}
	// From out of play it is put into play, attached (FAQ 2.24).
	g.enterPlay(id, p, host)
	g.emit(Event{Kind: EvPutIntoPlay, Player: int8(p), Card: id, Other: host})
}

// SearchDeck lets the controller search his deck for a card the filter
// selects, reveal it and put it in his hand; then he shuffles his deck
// (FAQ 2.11, 2.4). Finding nothing is allowed; the deck is shuffled anyway.
func SearchDeck(text string, f CardFilter) Effect {
	return Effect{pick: &Pick{where: pickDeck, filter: f, n: 1, may: true, text: text}, do: func(c *Ctx) bool {
		fr := c.frame()
		if fr.sub == 0 {
			c.g.push(frame{kind: fChoose, p: int8(c.p), a: fr.a, b: None, n: int16(c.fi), m: fr.m})
			return false
		}
		for _, id := range c.g.lastGroup(int(fr.t)) {
			c.g.emit(Event{Kind: EvReveal, Player: int8(c.p), Card: id, Other: None})
			c.g.moveTo(id, ZoneHand)
		}
		c.g.rng.shuffle(c.g.players[c.p].deck)
		c.g.touch()
		c.g.emit(Event{Kind: EvShuffle, Player: int8(c.p), Card: None, Other: None})
		return true
	}}
}

// SacrificeItself sacrifices the ability's own card (an effect, not a cost:
// for "instead" replacements).
func SacrificeItself() Effect {
	return effect(func(c *Ctx) {
		if c.g.cards[c.src].zone == ZonePlay {
			c.g.leavePlay(c.src, leaveSacrifice)
		} else {
			c.g.fail(c.fi)
		}
	})
}

// PutSelfIntoPlay puts the ability's own card into play from where it is
// (the hand, for "put into play from your hand" abilities).
func PutSelfIntoPlay() Effect {
	return effect(func(c *Ctx) {
		if !c.g.putIntoPlay(c.src, c.src) {
			c.g.fail(c.fi)
		}
	})
}

// ReturnChosenToHand is an apply function for Choosing.
func ReturnChosenToHand(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.g.leavePlay(id, leaveReturn)
	}
}

// EachPlayerChooses makes each player, the active player first, make the
// choice and apply it, if able (FAQ 2.3): a player who cannot is not
// affected; the part resolves only if every player could (so a "then" after
// it depends on all of them).
func EachPlayerChooses(pk Pick, apply func(c *Ctx, chosen []CardID)) Effect {
	return Effect{pick: &pk, do: func(c *Ctx) bool {
		f := c.frame()
		k := int(f.sub) / 2
		if k >= 2 {
			return true
		}
		q := int(c.g.active)
		if k == 1 {
			q = 1 - q
		}
		if f.sub%2 == 0 {
			need := pk.n
			if pk.upTo {
				need = 1
			}
			var buf [32]CardID
			if len(c.g.pickCandidates(c, &pk, q, buf[:0])) < need {
				c.g.fail(c.fi)
				f.sub++ // nothing to apply for this player
				return false
			}
			c.g.push(frame{kind: fChoose, p: int8(q), a: f.a, b: None, n: int16(c.fi), m: f.m})
			return false
		}
		chosen := c.g.lastGroup(int(f.t))
		if len(chosen) < pk.n && !pk.upTo || len(chosen) == 0 {
			c.g.fail(c.fi)
		} else {
			apply(c, chosen)
		}
		return false
	}}
}

// EachPlayerDraws makes each player draw n cards.
func EachPlayerDraws(n int) Effect {
	return effect(func(c *Ctx) {
		a := int(c.g.active)
		c.g.drawN(a, n)
		c.g.drawN(1-a, n)
	})
}

// ChooserControls selects cards controlled by the player making a choice
// (a Pick with "each player").
func ChooserControls(c *Ctx, id CardID) bool { return int(c.g.cards[id].ctrl) == c.chooser }

// FromStruggle reports whether a wound or insanity came from a lost
// struggle.
func (e *Event) FromStruggle() bool { return e.Flags&fromStruggle != 0 }

// AttachItselfTo is an apply function for Choosing: the ability's own card
// becomes an attachment of the chosen card (FAQ 1.15).
func AttachItselfTo(c *Ctx, chosen []CardID) {
	if len(chosen) > 0 && c.g.cards[c.src].zone.InPlay() {
		c.g.attachByEffect(c.p, c.src, chosen[0])
	}
}

// Times makes a modifier apply once per count ("for each insane
// character").
func (m Mod) Times(per func(c *Ctx) int) Mod { m.per = per; return m }

// EventCard selects event cards.
func EventCard(c *Ctx, id CardID) bool { return c.g.cards[id].def.Type == carddb.Event }

// InYourHand selects cards in the controller's hand, or being played from
// it (a cost modifier must still apply while the card is paid for).
func InYourHand(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return (cd.zone == ZoneHand || cd.zone == ZoneResolving) && int(cd.owner) == c.p
}

// Wounded selects characters with wounds.
func Wounded(c *Ctx, id CardID) bool { return c.g.cards[id].wounds > 0 }

// CannotBeRestored forbids restoring (an insane character).
func CannotBeRestored() Mod { return Mod{kind: modCannot, n: cannotRestore} }

// EntersPlayExhausted makes a card enter play exhausted (a constant of the
// card itself, usually with a condition).
func EntersPlayExhausted() Mod { return Mod{kind: modEntersExhausted} }

// TakeControlOfTargetUntilEndOfPhase takes control of target i's cards
// until the end of the phase; control then returns (FAQ 1.4, 1.13).
func TakeControlOfTargetUntilEndOfPhase(i int) Effect {
	return effect(func(c *Ctx) {
		ok := false
		for _, id := range targetsOf(c, i) {
			prev := int(c.g.cards[id].ctrl)
			if c.g.takeControl(c.p, id) {
				ok = true
				c.g.addLasting(Mod{kind: modControl, n: int8(prev)}, id, c.src, c.p, PerPhase)
			}
		}
		if !ok {
			c.g.fail(c.fi)
		}
	})
}

// WonStruggle answers an icon struggle the ability's controller won by at
// least n icons (WonStruggleBy).
func WonStruggle(n int) *Trigger {
	t := On(WonStruggleBy(n), EvStruggle)
	t.yours = true // a struggle's player is its winner
	return t
}

// WonStruggleBy matches an icon struggle the ability's controller won by at
// least n icons.
func WonStruggleBy(n int) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		if e.Kind != EvStruggle || int(e.Player) != c.p {
			return false
		}
		d := int(e.Counts[c.p]) - int(e.Counts[1-c.p])
		return d >= n
	}
}

// StoryResolved answers a story finishing its resolution.
func StoryResolved(match func(c *Ctx, e *Event) bool) *Trigger { return On(match, EvStoryResolved) }

// PayingDomain is, for a card's own constant abilities working from the
// hand, the domain being tried or drained to pay for the card
// being played (a cost that depends on the domain), or -1.
func (c *Ctx) PayingDomain() int { return c.g.payDomain }

// NextPlayCosts gives the next card the filter selects that the controller
// plays this phase a cost modifier ("lower the cost of the next ...").
func NextPlayCosts(m Mod) Effect {
	return effect(func(c *Ctx) {
		c.g.maskDirty = true
		c.g.lasting = append(c.g.lasting, lasting{mod: m, on: None, src: c.src, p: int8(c.p), until: PerPhase,
			turn: c.g.turn, phase: c.g.step.Phase(), once: true})
		c.g.countLends()
		c.g.touch()
	})
}

// LeftAsCharacter reports whether a card that left play was a character
// then (not an attachment, FAQ 1.15; insane cards are characters, 2.34).
func (e *Event) LeftAsCharacter() bool { return e.Flags&evWasCharacter != 0 }
