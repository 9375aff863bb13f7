package engine

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"cthulhu/carddb"
)

// A card's abilities are Go values: typed parts (trigger, conditions,
// costs, targets, effects, limit, modifiers) composed from the shared
// vocabulary of this package. Card implementations live in the cards
// packages, one per set, and reach the engine through a Library.

// Kind is an ability's kind: the bold word before it, or none.
type Kind uint8

const (
	// Constant is a passive ability that is always on while its card is in
	// play and its condition holds: it applies modifiers (FAQ 1.6).
	Constant Kind = iota
	// Action is a triggered ability a player takes in an action window.
	Action
	// Disrupt interrupts an occurrence before it happens (FAQ, Timing).
	Disrupt
	// Response is played after an occurrence, in the window's responses.
	Response
	// Forced is a Forced Response: it triggers at once, by itself (FAQ 1.11).
	Forced
	// Passive is a passive ability with a moment of its own ("at the
	// beginning of your turn"): a game effect that resolves by itself,
	// before forced responses (FAQ, Timing Structure).
	Passive
	// Replacement is a passive "instead" (FAQ 1.8): when what it answers
	// would happen, its effect happens in its place.
	Replacement
	// StoryWin is a story's effect, which its winner may execute
	// (Rulebook, Winning a Story Card).
	StoryWin
	numKinds
)

// Triggered reports whether abilities of the kind are triggered: with a
// bold trigger word (Action, Disrupt, Response, Forced Response), an
// event's included. The others are passive effects (FAQ 1.6; FAQ, "Are
// stories triggered effects?"), which cannot be cancelled (FAQ, Timing
// Structure).
func (k Kind) Triggered() bool {
	switch k {
	case Action, Disrupt, Response, Forced:
		return true
	}
	return false
}

var kindNames = [...]string{"constant", "Action", "Disrupt", "Response", "Forced Response", "passive", "replacement", "story effect"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", k)
}

// From says where a card's ability works from (FAQ 1.2): in play by
// default; events from the hand; some abilities from the discard pile.
type From uint8

const (
	FromPlay From = 1 << iota
	FromHand
	FromDiscard
	// FromDomain: while the card is attached to one of its controller's
	// domains as a resource. A resource's text does not work (FAQ 2.25),
	// unless the card has a Zoog resource icon or the ability says it
	// works there: such an ability is declared Working(FromDomain).
	FromDomain
)

// Ability is one ability of a card.
type Ability struct {
	Kind Kind
	// Text is the project's own short description of the ability, the
	// only one it has: option labels and the log show it in brackets
	// after the card's name ("Use Forest Sister's Disrupt (pay 1: cancel a
	// wound to her)"), and the card's description is made of its
	// abilities' texts (Impl.Description). Lower case, no full stop;
	// a story's effect is written as a sentence.
	Text string
	From From
	// Trigger is what a Disrupt, Response, Forced Response or timed
	// passive answers.
	Trigger *Trigger
	// Play is a play restriction or condition: the ability can be used
	// (or, for a constant ability, is on) only while it holds.
	Play    Cond
	Costs   []Cost
	Targets []Target
	Effects []Effect
	Limit   Limit
	// Mods are a constant ability's modifiers.
	Mods []Mod
	// ForHost makes an attachment's ability one its host gains ("attached
	// character gains Action: ..."): the host's controller uses it.
	ForHost bool

	modMask uint64 // a constant ability's kinds of modifier, by bit
	anchor  anchor // every modifier's: the one card it can apply to
}

// anchor names the one card a modifier can apply to, if there is one.
type anchor uint8

const (
	noAnchor   anchor = iota // any card its filter selects
	anchorSelf               // the ability's own card
	anchorHost               // the card the ability's own card is attached to
)

// mayApply reports whether a constant ability of src whose modifiers are
// anchored as an says (Ability.anchor) can modify card id: false when
// they are all on one card and that is another.
func (g *Game) mayApply(an anchor, src, id CardID) bool {
	switch an {
	case anchorSelf:
		return id == src
	case anchorHost:
		return id == g.cards[src].host
	}
	return true
}

// Cond is a condition of the game, asked from an ability's point of view.
type Cond func(c *Ctx) bool

// CardFilter says whether a card fits, from an ability's point of view.
type CardFilter func(c *Ctx, id CardID) bool

// Trigger is the occurrence a Disrupt, Response, Forced Response or timed
// passive answers: one of the event kinds, and a match on the event.
type Trigger struct {
	On    []EventKind
	Match func(c *Ctx, e *Event) bool
	// self: Match refuses every occurrence whose card is not the
	// ability's own (a trigger built on the Self filter), so that the
	// trigger checks pass over the other cards' occurrences unasked.
	self bool
	// yours: Match refuses every occurrence whose player is not the
	// ability's controller (WonStruggle), and the checks pass over them
	// unasked too.
	yours bool
	// on is On as a bitmask of the kinds (EventKind.bit), made by
	// Impl.prepare for the triggers of its abilities: answers asks it
	// instead of walking On.
	on uint64
}

// answers reports whether the trigger answers occurrence e: one of its
// kinds, that its match takes.
func (t *Trigger) answers(c *Ctx, e *Event) bool {
	on := t.on&e.Kind.bit() != 0
	if c.g.opts.VerifyCaches && on != slices.Contains(t.On, e.Kind) {
		c.g.cacheFault("a trigger's kinds kept (%#x) do not say whether %v is one of its own (%v)", t.on, e.Kind, t.On)
	}
	return on && (t.Match == nil || t.Match(c, e))
}

// Period is the time frame of a limit or of a lasting effect.
type Period uint8

const (
	NoPeriod Period = iota
	PerPhase
	PerTurn
	PerRound // from the start of a player's turn to the start of his next
	PerGame
	// PerNextPhase lasts until the end of the phase after the one it
	// began in ("until the end of the next phase"), the next turn's first
	// phase for one that began in a story phase.
	PerNextPhase
	// PerYourNextTurn lasts until the end of its player's next turn: the
	// end of the first turn of his after the one it began in.
	PerYourNextTurn
)

// Limit is "Limit once per ..." (a card in play) or "Limit 1 per ..." (a
// title, for abilities used from out of play). A use counts even if the
// ability is cancelled (FAQ 2.9).
type Limit struct {
	Per     Period
	N       int  // uses allowed; 1 when zero
	ByTitle bool // "Limit 1 per": counts every copy of the title its player uses
}

// Impl is a card's implementation: its abilities. What the card does is
// told by its abilities' texts (Description).
type Impl struct {
	Abilities []Ability
	// AttachTo, if set, is the part of an attachment's "Attach to ..."
	// requirement that the card database does not capture (its
	// AttachRule is Partial): a host must pass it too, asked from the
	// attachment's point of view as it is played (FAQ 2.33).
	AttachTo CardFilter
	// AttachText is the whole requirement in the project's words, for
	// prompts and refusals, when AttachTo is set ("attach to a character
	// with a terror icon").
	AttachText string
	// Unblankable: no effect blanks its text box, nor treats it as blank
	// (the Ancient Ones of Ancient Horrors). Insanity is no effect: an
	// insane card has no text all the same (Rulebook, Insanity).
	Unblankable bool
	// reacts is a bitmask of the event kinds its Disrupts, Responses,
	// Forced Responses and timed passives answer.
	reacts   uint64
	reactsBy [numKinds]uint64 // reacts, by the kind of the ability
	// answering is what reactsBy answers of an occurrence, by whom it is
	// about: index bit 0 set, another card than the ability's (the
	// triggers not built on the Self filter, Trigger.self); bit 1, another
	// player than its user (those not restricted to him, Trigger.yours).
	answering [4][numKinds]uint64
	modMask   uint64 // the kinds of its constant abilities' modifiers
	actions   bool
	// reactsOut and actsOut are what its abilities answer, by kind, and
	// whether it has an Action ability, working from the hand (0), the
	// discard pile (1) and a domain, as a resource (2). An ability that
	// works in play answers in the hand and the discard pile only the
	// event of its own card leaving play (leftPlay).
	reactsOut [3][numKinds]uint64
	actsOut   [3]bool
	// listedOut: whether it answers anything from the hand (0), the
	// discard pile (1) and a domain (2) (listed).
	listedOut        [3]bool
	firstAction      int   // the index of its first Action ability, or -1
	actionIdx        []int // the indexes of its Action abilities
	statics          bool
	outOfPlayStatics bool
	// locks: a constant ability of its makes modLocksTriggers
	// (NoEventsOrTriggeredAbilities).
	locks bool
	// commitCosts: a constant ability of its makes modCommitCost
	// (OpponentsPayToCommitToItsStory).
	commitCosts bool
	// readiesOne: a constant ability of its makes modReadiesOne
	// (ReadiesOneOfEach).
	readiesOne bool
	// alsoMatches: an ability gives resources more matches (AlsoMatches,
	// TargetMatchesAnyFaction), read where a domain pays (extraMatches)
	// only in a game with such a card (gameAbilities.matchers).
	alsoMatches bool
	// selfKinds: the kinds of modifier of its constant abilities working
	// in play that modify only their own card.
	selfKinds uint64
}

// Description is what the card does, in the project's words, made from
// its abilities' texts: one sentence each, after the ability's kind for a
// triggered one ("Disrupt: pay 1: cancel a wound to her."), after "Its
// host gains" for one an attachment gives its host. Abilities of one kind
// next to each other whose texts share what comes before their last ": "
// (a trigger or a cost) are one sentence, their effects joined by "; or"
// ("Action: exhaust, pay X: mill X cards from your own deck; or mill X
// cards from an opponent's deck.").
func (im *Impl) Description() string { return strings.Join(im.Descriptions(), " ") }

// Descriptions are the sentences of Description, one an ability (those
// that differ only in what they do joined by "or").
func (im *Impl) Descriptions() []string {
	if im == nil {
		return nil
	}
	var out []string
	for i := 0; i < len(im.Abilities); i++ {
		a := &im.Abilities[i]
		text := strings.TrimSpace(a.Text)
		if text == "" {
			continue
		}
		if head, _, ok := cutLast(text, ": "); ok {
			for i+1 < len(im.Abilities) {
				b := &im.Abilities[i+1]
				h, rest, ok := cutLast(strings.TrimSpace(b.Text), ": ")
				if !ok || h != head || b.Kind != a.Kind || b.ForHost != a.ForHost {
					break
				}
				text += "; or " + rest
				i++
			}
		}
		switch a.Kind {
		case Action, Disrupt, Response, Forced:
			text = a.Kind.String() + ": " + text
		default:
			text = strings.ToUpper(text[:1]) + text[1:]
		}
		if a.ForHost {
			text = "Its host gains " + text
		}
		if !strings.HasSuffix(text, ".") {
			text += "."
		}
		out = append(out, text)
	}
	return out
}

// cutLast cuts s around the last instance of sep.
func cutLast(s, sep string) (before, after string, found bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

// reactMask is the event kinds the implementation answers (none for nil).
func (im *Impl) reactMask() uint64 {
	if im == nil {
		return 0
	}
	return im.reacts
}

func (im *Impl) prepare() {
	im.reacts = 0
	im.reactsOut, im.actsOut = [3][numKinds]uint64{}, [3]bool{}
	im.firstAction, im.actionIdx = -1, nil
	for i := range im.Abilities {
		a := &im.Abilities[i]
		if a.From == 0 {
			a.From = FromPlay
		}
		switch a.Kind {
		case Action:
			im.actions = true
			im.actsOut[0] = im.actsOut[0] || a.From&FromHand != 0
			im.actsOut[1] = im.actsOut[1] || a.From&FromDiscard != 0
			im.actsOut[2] = im.actsOut[2] || a.From&FromDomain != 0
			if im.firstAction < 0 {
				im.firstAction = i
			}
			im.actionIdx = append(im.actionIdx, i)
		case Constant:
			im.statics = true
			a.modMask, a.anchor = 0, noAnchor
			for k := range a.Mods {
				im.locks = im.locks || a.Mods[k].kind == modLocksTriggers
				im.commitCosts = im.commitCosts || a.Mods[k].kind == modCommitCost
				im.readiesOne = im.readiesOne || a.Mods[k].kind == modReadiesOne
				a.modMask |= markBits(&a.Mods[k])
				if k == 0 {
					a.anchor = a.Mods[k].anchor
				} else if a.Mods[k].anchor != a.anchor {
					a.anchor = noAnchor
				}
			}
			im.modMask |= a.modMask
			if a.From&FromPlay != 0 && a.anchor == anchorSelf {
				im.selfKinds |= a.modMask
			}
			if a.From&(FromHand|FromDiscard) != 0 {
				im.outOfPlayStatics = true
			}
			for k := range a.Mods {
				im.alsoMatches = im.alsoMatches || a.Mods[k].kind == modAlsoMatches
			}
		}
		for k := range a.Effects {
			im.alsoMatches = im.alsoMatches || a.Effects[k].matches
		}
		markSoleTarget(a)
		if a.Kind == Disrupt && a.Trigger != nil && cancels(a.Effects) {
			// Passive effects cannot be cancelled (FAQ, Timing
			// Structure): a Disrupt that cancels answers only what may
			// be (Event.Cancellable). Its own copy of the trigger.
			t := *a.Trigger
			match := t.Match
			t.Match = func(c *Ctx, e *Event) bool { return e.Cancellable() && (match == nil || match(c, e)) }
			a.Trigger = &t
		}
		if a.Trigger != nil {
			on := uint64(0)
			for _, k := range a.Trigger.On {
				bit := k.bit()
				on |= bit
				im.reacts |= bit
				im.reactsBy[a.Kind] |= bit
				for w := range im.answering {
					if (w&1 == 0 || !a.Trigger.self) && (w&2 == 0 || !a.Trigger.yours) {
						im.answering[w][a.Kind] |= bit
					}
				}
				left := a.From&FromPlay != 0 && leavesPlay(k)
				if a.From&FromHand != 0 || left {
					im.reactsOut[0][a.Kind] |= bit
				}
				if a.From&FromDiscard != 0 || left {
					im.reactsOut[1][a.Kind] |= bit
				}
				if a.From&FromDomain != 0 {
					im.reactsOut[2][a.Kind] |= bit
				}
			}
			a.Trigger.on = on
		}
	}
	for i := range im.listedOut {
		im.listedOut[i] = im.reactsOut[i] != [numKinds]uint64{}
	}
}

// Library maps card keys ("Core 3") to implementations. A library may
// extend another: scenarios bind their ad-hoc cards to implementations
// without touching the shared one.
type Library struct {
	byKey  map[string]*Impl
	byDef  map[*carddb.Card]*Impl
	parent *Library
	adds   int // how many times it was added to (gen)
}

// gen changes whenever the library or one it extends is added to: what
// was looked up in it before may be out of date.
func (l *Library) gen() int {
	n := 0
	for x := l; x != nil; x = x.parent {
		n += x.adds
	}
	return n
}

// NewLibrary returns an empty library.
func NewLibrary() *Library { return &Library{byKey: map[string]*Impl{}} }

// Extend returns a library that holds everything l holds and what is added
// to it later; l is not changed.
func (l *Library) Extend() *Library {
	return &Library{byKey: map[string]*Impl{}, byDef: map[*carddb.Card]*Impl{}, parent: l}
}

// Bind gives one card (an ad-hoc card of a scenario) the implementation
// registered under key. It reports whether the key exists.
func (l *Library) Bind(def *carddb.Card, key string) bool {
	im := l.byKeyChain(key)
	if im == nil {
		return false
	}
	if l.byDef == nil {
		l.byDef = map[*carddb.Card]*Impl{}
	}
	l.byDef[def] = im
	l.adds++
	return true
}

func (l *Library) byKeyChain(key string) *Impl {
	for x := l; x != nil; x = x.parent {
		if im := x.byKey[key]; im != nil {
			return im
		}
	}
	return nil
}

// Add registers a card's implementation. A key registered twice is a
// programming error.
func (l *Library) Add(key string, im *Impl) {
	if _, dup := l.byKey[key]; dup {
		panic("engine: card implemented twice: " + key)
	}
	im.prepare()
	l.byKey[key] = im
	l.adds++
}

// Lookup returns a card's implementation, or nil.
func (l *Library) Lookup(def *carddb.Card) *Impl {
	if l == nil || def == nil {
		return nil
	}
	for x := l; x != nil; x = x.parent {
		if im := x.byDef[def]; im != nil {
			return im
		}
	}
	if im := l.byKeyChain(def.Key()); im != nil || def.Reprint == "" {
		return im
	}
	// A CCG printing with an LCG printing's text plays as that card
	// (carddb.Card.Reprint), unless it has an implementation of its own.
	return l.byKeyChain(def.Reprint)
}

// Has reports whether a key is registered.
func (l *Library) Has(key string) bool { return l != nil && l.byKeyChain(key) != nil }

// Keys returns every registered key, sorted.
func (l *Library) Keys() []string {
	var out []string
	for x := l; x != nil; x = x.parent {
		for k := range x.byKey {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// Cost is one cost of an ability: anything before "to" in its text (FAQ
// 2.13). Costs are paid only with cards their player controls.
type Cost struct {
	kind   costKind
	n      int
	match  bool       // Pay: the domain needs a resource of the card's faction
	filter CardFilter // the cards a chosen cost may use
	// count, for ExhaustAnyNumber, is what each card exhausted adds to X.
	count func(c *Ctx, id CardID) int
}

type costKind uint8

const (
	costPay                  costKind = iota // drain a domain with at least n resources
	costPayX                                 // drain a domain; X is what it pays
	costExhaustSelf                          // exhaust this card
	costSacrificeSelf                        // sacrifice this card
	costInsaneSelf                           // drive this card insane
	costExhaust                              // exhaust a card you control that fits (n of them, ExhaustN)
	costSacrifice                            // sacrifice a card you control that fits
	costDiscardHand                          // discard n cards from your hand
	costReturn                               // return a card you control that fits to its owner's hand
	costDiscardSelf                          // discard this card from play
	costDrain                                // drain one of your domains, whatever its size
	costWoundSelf                            // wound this card
	costDiscardSuccess                       // discard n of your success tokens from one story
	costExhaustAny                           // exhaust any number of cards you control that fit; X counts them
	costDiscardResource                      // discard a resource from one of your domains
	costPutIntoPlaySelf                      // put this card into play from where it is (a domain, as a resource)
	costExhaustAll                           // exhaust every card you control that fits, each ready
	costBottomSelf                           // put this card on the bottom of its owner's deck
	costRemoveWound                          // remove a wound token from a card you control that fits (Ctx.CostCard)
	costReturnSelfFromDomain                 // this card, a resource on one of your domains, goes to its owner's hand
	costReady                                // ready an exhausted card you control that fits
	costShuffleSelf                          // shuffle this card into its owner's deck
	costDiscardAnySuccess                    // discard any number of your success tokens, one at a time, from any stories; X counts them
	costSelfTokens                           // discard n success tokens from this card (Ctx.TokensOn)
	costSelfTokensX                          // discard X success tokens from this card; X is chosen first
	costDiscardHandX                         // discard X cards from your hand; X is chosen first
	costHandToBottom                         // put a card from your hand on the bottom of your deck
	costInsane                               // drive insane a character you control that fits and can go insane
	costRevealHand                           // reveal a card of your hand that fits; it stays there (Ctx.CostCard)
)

// makesX reports whether a cost of the kind makes the ability's X, chosen
// as the ability is initiated.
func (k costKind) makesX() bool {
	return k == costPayX || k == costSelfTokensX || k == costDiscardHandX
}

// Target is one "choose" of an ability: the cards it may choose (FAQ
// 1.9). An ability cannot be started without enough legal targets.
type Target struct {
	filter CardFilter
	zone   targetZone
	n      int  // how many; 1 when zero
	upTo   bool // "up to n": fewer may be chosen (FAQ 2.6)
	// upToN, when set, is n counted as the cards are chosen ("up to X
	// characters", X a count of the game): UpToCount; without upTo,
	// exactly that many (NCount).
	upToN   func(c *Ctx) int
	purpose purpose
	text    string           // what is chosen, for the prompt: "a character"
	who     func(c *Ctx) int // the chooser; the ability's controller when nil
	// untargeted marks a choice made as the ability is initiated whose
	// text does not say "choose" (Designate): not a target (FAQ 1.9).
	untargeted bool
	// sole: the ability chooses this one card as its only target (one
	// target of one card), set as the card is registered (prepare);
	// soleTriggered: and the ability is a triggered one.
	sole, soleTriggered bool
	// all makes the target every card that may be chosen ("choose every
	// character ..."), taken as the ability is initiated, with no
	// decision (All).
	all bool
}

type targetZone uint8

const (
	inPlay       targetZone = iota // cards in play (characters and supports)
	inStories                      // stories and conspiracies in play
	inDiscards                     // every discard pile
	inYourHand                     // the chooser's hand
	inYourDomain                   // resources attached to the chooser's domains
)

// purpose is what an effect will do to a target, when the rules make some
// cards illegal targets for it: a character with Invulnerability cannot be
// chosen to be wounded (FAQ 2.37), one with Willpower or a terror icon to
// go insane (Rulebook, Terror Struggle).
type purpose uint8

const (
	anyPurpose purpose = iota
	toWound
	toInsane
	toReceiveWound
	toRestore
)

// Effect is one part of an ability's effect, in the order printed.
type Effect struct {
	// then makes the part depend on every part before it (FAQ 1.3).
	then bool
	// do performs the part. It returns false when it has pushed frames
	// (a decision, a wound that may be disrupted) and must be called again
	// when they are done, with its step counter advanced.
	do func(c *Ctx) bool
	// would reports whether the part would change the game now; nil means
	// it would.
	would func(c *Ctx) bool
	// pick is the choice a player makes while the part resolves, if any.
	pick *Pick
	// destroys, if set, reports whether the part would destroy a card (for
	// "an effect that would destroy ..."); nil means it destroys nothing.
	destroys CardFilter
	// cancels marks the part that cancels what its Disrupt answers
	// (Cancel): such a Disrupt cannot answer a passive effect.
	cancels bool
	// matches marks a part that gives a resource more matches
	// (TargetMatchesAnyFaction): its card sets Impl.alsoMatches.
	matches bool
}

// cancels reports whether some part of an effect cancels what its
// Disrupt answers (Cancel).
func cancels(es []Effect) bool {
	for k := range es {
		if es[k].cancels {
			return true
		}
	}
	return false
}

// Then makes an effect part resolve only if the parts before it resolved.
func (e Effect) Then() Effect {
	e.then = true
	return e
}

// Mod is one modifier: of a constant ability (on the cards its filter
// selects), or of a lasting effect (on its target).
type Mod struct {
	kind modKind
	n    int8
	icon carddb.Icon
	kw   Keyword
	str  string
	who  CardFilter
	// anchor: who selects only the ability's own card, or only its host.
	anchor anchor
	// per multiplies n by a count of the game ("1 less for each insane
	// character"); nil means once.
	per func(c *Ctx) int
	// perCard is per for a count that depends on the card modified.
	perCard func(c *Ctx, id CardID) int
}

type modKind uint8

const (
	modSkill               modKind = iota // skill +n
	modIcon                               // n icons of a kind (negative removes)
	modKeyword                            // gains a keyword
	modLoseKeyword                        // loses a keyword
	modToughness                          // Toughness +n
	modBlank                              // its text box is blank (FAQ 1.12, 2.25)
	modSubtype                            // gains a subtype (FAQ 1.14)
	modCost                               // its cost to play changes by n
	modCostMin1                           // its cost to play changes by n, to a minimum of 1 (FAQ 2.16)
	modNoCommit                           // it cannot commit to stories
	modStruggle                           // a story gains n struggles of a kind
	modCannot                             // "cannot" (FAQ 2.2): n is a mask of cannot* bits
	modImmune                             // immune to str (FAQ 2.36)
	modControl                            // a lasting change of control; n is the previous controller
	modEntersExhausted                    // the card enters play exhausted
	modLend                               // the card gains the triggered abilities of the lasting effect's src
	modNote                               // a note an ability keeps on a card (a named icon)
	modMustCommitWith                     // the character must commit to the story of the effect's src (or to its src, a story), if able
	modSkillX                             // its card text defines a printed skill X as n (FAQ 2.1)
	modPrintedSkill                       // its printed skill is n (the last such effect counts)
	modCannotCommitWith                   // the character cannot commit to the story the effect's src is committed to
	modMustCommit                         // the character must commit to a story, if able (a constant of its own)
	modCountsEverywhere                   // the committed character's skill and icons count at every other story too
	modWinnerChoosesInsane                // its controller, winning a terror struggle it takes part in, chooses who goes insane
	modStruggleToTerror                   // a story resolves a terror struggle in place of one of its struggles of a kind
	modNoSkillCount                       // the character's skill is not counted in a story's skill total
	modOneStory                           // the character may commit only to the one story its controller commits to this phase
	modStruggleCounts                     // a story's struggles of a kind are resolved counting icons of kind n
	modHandLimit                          // the character's controller may hold at most n cards in his hand
	modStruggleFirst                      // a story resolves its struggles of a kind before the others
	modOpponentsNeedTokens                // on a story: the opponents of the effect's player need n more success tokens to win it
	modMayDeclineDraws                    // the character's controller may choose not to draw each card he would draw
	modCommitsReady                       // a character (or any character, at a story) does not exhaust to commit; n exhaustedOnlyN: a story only exhausted characters commit to
	modCountsLone                         // its story counts the skill and icons of the one character of subtype str its controller controls
	modExtraStory                         // each player needs n more won stories to win the game
	modStruggleSkill                      // a story's struggles are resolved comparing the skill totals, not icons
	modSameFaction                        // the character may not commit to a story with a character of its controller's of another faction
	modStaysCommitted                     // the committed character does not uncommit at the end of the story phase
	modNotAlone                           // the character commits to a story only with another character of its controller
	modWinNeedsConspiracy                 // while it is in play, no player wins by stories without a won conspiracy, the story deck not empty
	modNeutral                            // it loses every faction affiliation: it is neutral
	modGainFaction                        // it has the faction n too
	modNoIconCount                        // the character's icons are not counted in a story's struggles
	modNotReplaced                        // the story, won, is not replaced from the story deck
	modNoAttachments                      // no card can be attached to the card
	modToDeckBottom                       // the card, about to go to its owner's discard pile, goes to the bottom of his deck
	modRevealed                           // the card, the top of its owner's deck, is revealed to every player
	modEffectMustResolve                  // on a story: its winner must execute its effect
	modCountsAtHost                       // an attachment of a story: its skill and icons count for its controller there as the story resolves
	modReturnsIfWon                       // an attachment of a story: its controller winning the story takes it back to his hand
	modExtraDraws                         // each player draws n more cards in his draw phase
	modAttachCost                         // on a card: its controller's Attachment support cards played on it cost n more (n < 0: less)
	modPlayFromDiscard                    // the card, in its owner's discard pile, may be played as if it were in his hand
	modCommitsAsCharacter                 // a support in play may be declared to a story, exhausting itself, and commits as a character
	// modGivesHV is not a modifier but a mark in the masks of kinds: a
	// modKeyword that gives Heroic or Villainous (controlsBoth).
	modGivesHV
	// modLowersToughness is a mark too: a modifier that may leave a
	// character less Toughness than printed (destroyOverwounded,
	// lowersToughness).
	modLowersToughness
	// The kinds from here are lasting effects that no query sums: each is
	// read from the list of lasting effects by the rule that acts on it.
	modReturnAtPhaseEnd // at the end of the phase, the card returns to its owner's hand
	modWinByMargin      // on a story: its player, winning a struggle of a kind there by n icons or more, wins the story
	modSuccessPerWin    // on a story: its player, winning a struggle of a kind there, may place a success token on it
	modHeldAt           // on a committed character: it cannot uncommit from the story src until the story resolves again (heldCommitted)
	modSuccessDone      // on a story: success there was determined this phase before its struggles (DetermineSuccess)
	modBecomesCharacter // a support card in play is a character until the effect ends (Ctx.BecomesCharacterForPhase)
	modCountsAt         // on a character: its skill and icons count at the story src, where it is not committed (countedAt)
	modGoesWithSrc      // on a card in play: it is sacrificed when the card src leaves play (sacrificeWithSrc)
	modWoundsPerMargin  // on no card: whoever wins a combat struggle may wound as many more characters at its story as he won it by (woundsPerMargin)
	// modNoRefresh is past the 64 bits of the masks: the refresh phase
	// asks the list (lastingMay).
	modNoRefresh // on a character: it is not readied in the next refresh phase, which ends the effect (refresh)
	// modReadyPerMargin, past the 64 bits too, is read from the list
	// (readyPerMargin).
	modReadyPerMargin // on a story: the winner of a struggle of a kind there may ready a character committed there per icon of his margin
	// modBarsFromStory, past the 64 bits too, is read from the list
	// (barredByLasting).
	modBarsFromStory // on a story: characters with an icon (n 1), or the effect's player's opponents' (n 2), cannot commit to it
	// modCommitLimit, past the 64 bits too, is read from the list
	// (commitLimited).
	modCommitLimit // on a story: the opponents of the effect's player commit at most n characters each to it
	// modSkipStory, past the 64 bits too, is read from the list
	// (storySkippedBy).
	modSkipStory // on no card: the effect's player skips his story phase while it lasts
	// modLocksTriggers, past the 64 bits too, is a constant's modifier on
	// no card: no query sums it; the cards in play that make it are
	// counted (locks) and asked (triggersLockedBy).
	modLocksTriggers // no player may play events nor trigger Actions, Disrupts and Responses
	// modCommitCost, past the 64 bits too, is a constant's modifier on no
	// card, counted (commitCosts) and asked (commitCost) as the one above.
	modCommitCost // the opponents of its card's controller pay n to commit each character to the story its card is committed to
	// modAlsoMatches, past the 64 bits too, is read where a domain pays
	// for a card (extraMatches): on a resource, it provides a resource
	// match for the cards of faction n too (anyFactionN: of every faction);
	// a constant of a domain's attachment, or a lasting effect.
	modAlsoMatches
	// modReadiesOne, past the 64 bits too, is a constant's modifier on no
	// card, counted (readiers) and asked (refreshLimitedBy) as
	// modLocksTriggers is.
	modReadiesOne // each player readies one character and one support card at most in his refresh phase
	modKinds      // the number of kinds
)

// The masks of kinds are 64 bits wide: a kind that queries sum (one
// before modReturnAtPhaseEnd) past them fails to compile here. The kinds
// of lasting effects alone may go past: they have no bit (markBits), and
// lastingMay looks for them in the list.
const _ = uint64(1) << (64 - modReturnAtPhaseEnd)

// givesHV reports whether a modifier gives Heroic or Villainous.
func givesHV(m *Mod) bool {
	return m.kind == modKeyword && (m.kw == kwHeroic || m.kw == kwVillainous)
}

// lowersToughness reports whether a modifier may lower Toughness: a blank
// text box, the loss of every keyword (LoseAllKeywords), or a Toughness
// modifier not known to add.
func lowersToughness(m *Mod) bool {
	return m.kind == modBlank || m.kind == modLoseKeyword && m.kw == kwAll ||
		m.kind == modToughness && (m.n < 0 || m.per != nil || m.perCard != nil)
}

// markBits is a modifier's bit with the bits of the marks it makes.
func markBits(m *Mod) uint64 {
	var b uint64
	if m.kind < 64 {
		b = 1 << m.kind
	}
	if givesHV(m) {
		b |= 1 << modGivesHV
	}
	if lowersToughness(m) {
		b |= 1 << modLowersToughness
	}
	return b
}

// What a card cannot do or have done to it (FAQ 2.2: absolute).
const (
	cannotWound   = 1 << iota // be wounded or chosen to be wounded
	cannotInsane              // go insane
	cannotTarget              // be chosen as a target
	cannotRestore             // be restored
	// terrorNoShield is no "cannot" but is kept with them: its terror
	// icons do not keep the character from going insane.
	terrorNoShield
	// cannotSoleEvent: it cannot be chosen as the only target of an
	// event card.
	cannotSoleEvent
	cannotPlay // be played by its owner (a card out of play)
	// resourceAtRandom is no "cannot" either: a card of a hand so
	// modified is not chosen as the resource of its player's resource
	// phase; the domain is, and the card is picked at random.
	resourceAtRandom
	// cannotSoleTriggered: it cannot be chosen as the only target of a
	// triggered effect (an Action, Disrupt, Response or Forced Response,
	// of an event or a card).
	cannotSoleTriggered
	// cannotTrigger: its own triggered abilities (Action, Disrupt,
	// Response, Forced Response) cannot be used, nor resolve.
	cannotTrigger
	// cannotLeavePile, on a discard pile's card (player.pile): no card
	// can leave that pile.
	cannotLeavePile
	// hvTogether is no "cannot" either: the card's controller may
	// control Heroic and Villainous characters together
	// (HeroicAndVillainousTogether).
	hvTogether
	// revealedInHand is no "cannot" either: a card of a hand so modified
	// is seen by every player (RevealedInHand).
	revealedInHand
	// cannotReady: it cannot be readied, by any effect or rule
	// (CannotBeReadied).
	cannotReady
	// cannotEnterByTrigger: the card cannot enter play through a
	// triggered effect (CannotEnterPlayByTriggeredEffect).
	cannotEnterByTrigger
	// cannotUncommit: a committed character no effect removes from its
	// story (CannotBeUncommitted; heldCommitted).
	cannotUncommit
)

// markSoleTarget marks the choice of an ability that chooses one card as
// its only target, if it has one: its one target of one card, or, with
// no target chosen as it starts, its one targeting choice of one card
// while it resolves (Target.sole, Pick.sole).
func markSoleTarget(a *Ability) {
	n, k := 0, -1
	for i := range a.Targets {
		a.Targets[i].sole = false
		if a.Targets[i].untargeted {
			continue
		}
		n += max(1, a.Targets[i].n)
		k = i
	}
	picks, pi := 0, -1
	for i := range a.Effects {
		if pk := a.Effects[i].pick; pk != nil && pk.targeting {
			pk.sole = false
			picks += max(1, pk.n)
			pi = i
		}
	}
	trig := a.Kind.Triggered()
	switch {
	case n == 1 && picks == 0 && !a.Targets[k].upTo:
		a.Targets[k].sole, a.Targets[k].soleTriggered = true, trig
	case n == 0 && picks == 1:
		a.Effects[pi].pick.sole, a.Effects[pi].pick.soleTriggered = true, trig
	}
}
