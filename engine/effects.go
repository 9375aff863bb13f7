package engine

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"cthulhu/carddb"
)

// Lasting effects and constant abilities are records of modifiers. A card's
// characteristics are always computed from its printed values and the
// modifiers in force now, summed (FAQ 1.5, 2.28): nothing is applied to a
// card and later "un-applied".

// lasting is a lasting effect: a modifier a triggered ability put on one
// card (target) or on every card its filter selects (target None), until
// the end of a period (FAQ 1.4: the end of the phase by default).
type lasting struct {
	mod   Mod
	once  bool   // a cost modifier used up by the next card it applies to
	on    CardID // the card it affects, or None
	epoch uint16 // the card's epoch: a card that left play is a new card
	src   CardID
	p     int8
	until Period
	turn  int16
	phase Phase
}

// use records one use of a limited ability, or of a response on one
// occurrence (Rulebook, Timing Rules: once per trigger per card).
type use struct {
	card  CardID
	epoch uint16
	ab    int8
	p     int8
	title string // "Limit 1 per": the title, for out-of-play abilities
	seq   int32  // the occurrence a response answered, or 0 for a limit
	turn  int16
	phase Phase
	round int16 // the turn the player's round began
	per   Period
}

// modSum is every modifier in force on a card, summed, but for the
// subtypes and immunities gained (modStrs). It is kept small, and free of
// pointers: the engine keeps one per card for the current state, clears
// and copies it often.
type modSum struct {
	skill           int16
	skillX          int16 // a printed skill X as the card's text defines it
	printedSkill    int8  // the printed skill as an effect sets it,
	setPrinted      bool  // if one does
	icons           [4]int16
	toughness       int16
	gain            uint16 // keywords gained, by bit
	lose            uint16 // keywords lost, by bit
	blank           bool
	noCommit        bool
	barSkill        int8   // on a story: characters of printed skill below it cannot commit there; 0: none (BarsPrintedSkillAtMost)
	barKeywords     uint16 // on a story: characters with any of these keywords, by bit, cannot commit there (BarsKeywordFromStory)
	cost            int16
	costMin1        bool
	entersExhausted bool
	revealed        bool   // the top card of a deck, revealed (TopOfDeckRevealed)
	cannot          uint16 // what it cannot do or have done to it, by bit (cannotWound...)
	struggles       [4]int8
	noStruggles     uint8   // the kinds of struggle that do not resolve at a story, by bit (NoStruggles)
	toTerror        [4]int8 // how many struggles of each kind a story resolves as terror struggles instead (StruggleBecomesTerror)
	winnerChooses   bool    // its controller, winning a terror struggle it takes part in, chooses who goes insane
	mustCommit      bool    // it must commit to a story, if able (MustCommit)
	everywhere      bool    // committed, it counts at every other story too (CountsAtEveryStory)
	skillWhere      bool    // committed, its skill counts at some other stories too (CountsSkillWhereCommitted)
	noSkillCount    bool    // its skill is not counted in a story's skill total (DoesNotCountSkill)
	oneStory        bool    // it commits only to the story its controller commits to (CommitsToOneStory)
	countsAs        [4]int8 // for a story, the icon each kind of struggle counts, plus one; 0: its own (StruggleCountsIcons)
	handLimit       int8    // its controller's hand holds at most handLimit-1 cards; 0: no limit (HandLimit)
	first           uint8   // for a story, the kinds of struggle it resolves before the others, by bit (StrugglesFirst)
	tokens          [2]int8 // on a story, how many more success tokens each player needs to win it (OpponentsNeedMoreTokens)
	mayDecline      bool    // its controller may choose not to draw each card he would draw (MayDeclineDraws)
	commitsReady    bool    // it does not exhaust to commit, or, on a story, no character does to commit to it (CommitsWithoutExhausting)
	extraStories    int8    // each player needs this many more won stories to win (ExtraStoryToWin)
	extraDraws      int8    // each player draws this many more cards in his draw phase (ExtraDrawPhaseCards)
	attachCost      int8    // its controller's Attachment support cards played on it cost this much more (AttachmentsOnItCost)
	fromDiscard     bool    // in its owner's discard pile, it may be played as if it were in his hand (PlayableFromDiscard)
	fromHost        bool    // an event attached to a story, it may be played by its owner as if it were in his hand (PlayableFromStoryForToken)
	countsSkill     bool    // for a story, its struggles compare skill totals (StruggleCountsSkill)
	sameFaction     bool    // it commits only where its controller's characters are of its faction (CommitsOnlyWithSameFaction)
	staysCommitted  bool    // it stays committed at the end of the story phase (StaysCommitted)
	notAlone        bool    // it commits to a story only with another character of its controller (CannotCommitAlone)
	onlyAlone       bool    // it commits to a story only with no other character of its controller there (CommitsOnlyAlone)
	winNeedsConsp   bool    // while it is in play, winning by stories needs a won conspiracy (StoryWinNeedsConspiracy)
	neutral         bool    // it has lost every faction affiliation (LosesFactions)
	factions        uint16  // the factions it has gained, by bit (GainFaction)
	noIconCount     bool    // its icons are not counted in a story's struggles (DoesNotCountIcons)
	noIconKinds     uint8   // its icons of these kinds, by bit, are not counted there (DoesNotCountIconsOf)
	notReplaced     bool    // a story won, it is not replaced from the story deck (NotReplaced)
	noAttachments   bool    // no card can be attached to it (CannotHaveAttachments)
	toDeckBottom    bool    // about to go to its owner's discard pile, it goes to the bottom of his deck (DiscardToDeckBottom)
	mustResolve     bool    // a story whose winner must execute its effect (EffectMustResolve)
	atHost          bool    // attached to a story, its skill and icons count there for its controller (CountsAtHostStory)
	returnsIfWon    bool    // attached to a story its controller wins, it goes back to his hand (ReturnsToHandIfStoryWon)
	exhaustedOnly   bool    // on a story: only exhausted characters commit to it (OnlyExhaustedCommit)
	exhaustedToo    bool    // on a character: it may commit while exhausted (CommitsWhileExhausted)
	asCharacter     bool    // a support that may commit as a character (CommitsAsCharacter)
}

// modKept is the sum of the modifiers of the kinds in have in force on a
// card, kept for the state version gen (mods).
type modKept struct {
	gen  uint32
	have uint64
	sum  modSum
}

// modStrs is the subtypes and immunities gained by a card (modsStrs).
type modStrs struct {
	subtypes []string
	immune   []string
	lone     string // the subtype of the lone character whose skill and icons count at its story (CountsLoneCharacterOf)
	// skillAt: the subtypes of CountsSkillWhereCommitted (skillWhere).
	skillAt []string
	// asCharacter: the modifier of CommitsAsCharacter, its characteristics.
	asCharacter Mod
}

// hasMods reports whether any modifier may be in force: when none is, the
// characteristics are the printed ones and the queries take a fast path.
func (g *Game) hasMods() bool { return len(g.lasting) > 0 || g.statics > 0 || g.selfStatics }

// modBit is a modifier kind's bit in a mask of kinds.
func modBit(k modKind) uint64 { return 1 << k }

// Masks of the modifier kinds each query reads.
const (
	maskKeyword     uint64 = 1<<modKeyword | 1<<modLoseKeyword | 1<<modBlank
	maskSkill       uint64 = 1<<modSkill | 1<<modSkillX | 1<<modPrintedSkill
	maskIcons       uint64 = 1 << modIcon
	maskToughness   uint64 = 1<<modToughness | 1<<modBlank | 1<<modLoseKeyword
	maskSubtype     uint64 = 1<<modSubtype | 1<<modBlank
	maskBlank       uint64 = 1 << modBlank
	maskCost        uint64 = 1<<modCost | 1<<modCostMin1 | 1<<modAttachCost
	maskAttachCost  uint64 = 1 << modAttachCost
	maskFromDiscard uint64 = 1 << modPlayFromDiscard
	maskCannot      uint64 = 1 << modCannot
	maskImmune      uint64 = 1<<modImmune | 1<<modBlank
	maskCommit      uint64 = 1 << modNoCommit
	maskStruggle    uint64 = 1<<modStruggle | 1<<modStruggleToTerror | 1<<modStruggleFirst
	maskChooses     uint64 = 1 << modWinnerChoosesInsane
	maskMust        uint64 = 1 << modMustCommit
	maskEverywhere  uint64 = 1 << modCountsEverywhere
	maskEnters      uint64 = 1 << modEntersExhausted
	maskNoSkill     uint64 = 1 << modNoSkillCount
	maskOneStory    uint64 = 1 << modOneStory
	maskCountsAs    uint64 = 1<<modStruggleCounts | 1<<modStruggleSkill
	maskHandLimit   uint64 = 1 << modHandLimit
	maskTokens      uint64 = 1 << modOpponentsNeedTokens
	maskDecline     uint64 = 1 << modMayDeclineDraws
	maskReady       uint64 = 1 << modCommitsReady
	maskLone        uint64 = 1 << modCountsLone
	maskExtraStory  uint64 = 1 << modExtraStory
	maskSameFaction uint64 = 1 << modSameFaction
	maskStays       uint64 = 1 << modStaysCommitted
	maskHeld        uint64 = 1 << modHeldAt
	maskDone        uint64 = 1 << modSuccessDone
	maskNotAlone    uint64 = 1 << modNotAlone
	maskWinNeeds    uint64 = 1 << modWinNeedsConspiracy
	maskFaction     uint64 = 1<<modNeutral | 1<<modGainFaction
	maskNoIcons     uint64 = 1 << modNoIconCount
	maskNotReplaced uint64 = 1 << modNotReplaced
	maskNoAttach    uint64 = 1 << modNoAttachments
	maskToDeck      uint64 = 1 << modToDeckBottom
	maskRevealed    uint64 = 1 << modRevealed
	maskCountsAt    uint64 = 1 << modCountsAt
	maskGoesWith    uint64 = 1 << modGoesWithSrc
	maskMustEffect  uint64 = 1 << modEffectMustResolve
	maskAtHost      uint64 = 1 << modCountsAtHost
	maskIfWon       uint64 = 1 << modReturnsIfWon
	maskExtraDraws  uint64 = 1 << modExtraDraws
	maskAsChar      uint64 = 1 << modCommitsAsCharacter
	// maskStrs is the kinds summed in a modStrs, not a modSum: mods
	// never sums them.
	maskStrs uint64 = 1<<modSubtype | 1<<modImmune | 1<<modCountsLone
)

// modsOf reports whether a modifier of one of the kinds in mask may be in
// force: the characteristic queries skip the modifiers altogether when
// none can be (the mask is a superset of what is in force).
func (g *Game) modsOf(mask uint64) bool {
	// With no modifier in the game (hasMods false) the masks are empty
	// once made: no lasting effect, no constant ability in play, no card
	// whose own constant abilities work out of play. (Small enough to
	// inline.)
	if g.maskDirty {
		g.makeMask()
	}
	return (g.maskCache|g.selfMask)&mask != 0
}

// modsOn is modsOf for one card: the constant abilities working out of
// play modify only their own card.
func (g *Game) modsOn(id CardID, mask uint64) bool {
	if !g.hasMods() {
		return false
	}
	if g.maskDirty {
		g.makeMask()
	}
	if g.maskCache&mask != 0 {
		return true
	}
	im := g.impl(id)
	return im != nil && im.outOfPlayStatics && im.modMask&mask != 0 && !g.cards[id].zone.InPlay()
}

// makeMask recomputes the kinds of modifier that lasting effects and the
// cards in play may put in force, after they changed (maskDirty).
//
// It is kept out of line so that modsOf, which calls it, is small enough
// to inline into the many queries that ask it first.
//
//go:noinline
func (g *Game) makeMask() {
	m := uint64(0)
	for i := range g.lasting {
		m |= markBits(&g.lasting[i].mod)
	}
	g.lastingMask = m
	g.maskCache, g.maskDirty = m|g.kindMask, false
}

// countModKinds counts a card with constant abilities entering (d 1) or
// leaving (d -1) play, by the kinds of modifier they make; CheckInvariants
// counts afresh with it.
func (g *Game) countModKinds(im *Impl, d int16) {
	if im.locks {
		g.locks += d
	}
	if im.commitCosts {
		g.costers += d
	}
	if im.readiesOne {
		g.readiers += d
	}
	for m := im.modMask; m != 0; m &= m - 1 {
		k := bits.TrailingZeros64(m)
		g.modKinds[k] += d
		if g.modKinds[k] > 0 {
			g.kindMask |= 1 << k
		} else {
			g.kindMask &^= 1 << k
		}
	}
	if im.modMask&maskConstLend != 0 {
		g.countLends() // a constant lend in play, or none (lendsNow)
	}
}

// mods sums the modifiers of the kinds in mask in force on a card (the
// other kinds' fields of the sum are left zero), but for the subtypes and
// immunities gained (modsStrs). Insane characters cannot be modified
// (FAQ 2.34); their callers never ask.
func (g *Game) mods(id CardID, mask uint64) (s modSum) {
	mask &^= maskStrs
	if !g.hasMods() {
		return
	}
	if g.caching == 0 {
		// A query made between changes (an effect's, a state check's):
		// a stretch of its own, so that it reads and keeps the answers
		// of the state as it is now.
		g.beginCache()
		s = g.mods(id, mask)
		g.endCache()
		return s
	}
	if g.guardN == 0 && g.payDomain < 0 && !g.summing {
		if len(g.modKept) < len(g.cards) {
			g.modKept = make([]modKept, len(g.cards))
		}
		k := &g.modKept[id]
		if k.gen != g.cacheGen {
			*k = modKept{gen: g.cacheGen}
		}
		if need := mask &^ k.have; need != 0 {
			// Only the kinds not summed yet: the kinds' fields are
			// disjoint, so the new kinds add to the entry. A query made
			// while summing (a lasting effect's filter) is not cached:
			// the entry is incomplete until then. (Nor does it make the
			// table again: k stays in it.)
			g.summing = true
			g.computeMods(&k.sum, nil, id, need)
			g.summing = false
			k.have |= need
		} else if g.opts.VerifyCaches {
			g.summing = true
			var fresh modSum
			g.computeMods(&fresh, nil, id, k.have)
			g.summing = false
			if fresh != k.sum {
				g.cacheFault("the modifiers of %s kept for this state are out of date", g.cards[id].def.Title)
			}
		}
		return k.sum
	}
	g.computeMods(&s, nil, id, mask)
	return
}

// modsStrs is mods for the kinds in mask, the subtypes and immunities
// gained included. It keeps nothing: few queries ask for them.
func (g *Game) modsStrs(id CardID, mask uint64) (s modSum, t modStrs) {
	if !g.hasMods() {
		return
	}
	g.beginCache() // the constant abilities in force are kept, as for mods
	summing := g.summing
	g.summing = true // what its filters ask is not kept: it may be incomplete
	g.computeMods(&s, &t, id, mask)
	g.summing = summing
	g.endCache()
	return
}

// mayModify reports whether a modifier of a kind in mask may be in force
// on a card: one of a lasting effect, of a constant ability in play that
// may modify any card, of one that modifies only its own card if the card
// has one, of one that modifies only its card's host if the card is that
// host, or of the card's own constant abilities working out of play. The
// queries that ask it after modsOf pass over many cards whose sum would
// be zero.
func (g *Game) mayModify(id CardID, mask uint64) bool {
	// Most often a lasting effect or a constant ability that may modify
	// any card has a kind asked: the answer is yes at once. (Small enough
	// to inline.)
	return !g.maskDirty && !g.staticStale && (g.lastingMask|g.staticAny)&mask != 0 || g.mayModifyCard(id, mask)
}

// mayModifyCard is mayModify with the masks brought up to date, and for
// the constant abilities that modify only their own card or their card's
// host, and those of the card's own that work out of play.
func (g *Game) mayModifyCard(id CardID, mask uint64) bool {
	if g.maskDirty {
		g.makeMask()
	}
	if g.staticStale {
		g.staticEntries()
	}
	if (g.lastingMask|g.staticAny)&mask != 0 {
		return true
	}
	im := g.impl(id)
	if im != nil && im.modMask&mask != 0 && (im.selfKinds&mask != 0 || im.outOfPlayStatics && !g.cards[id].zone.InPlay()) {
		return true
	}
	if g.staticHost&mask != 0 {
		for k := range g.staticList {
			if e := &g.staticList[k]; e.a.anchor == anchorHost && e.a.modMask&mask != 0 && g.cards[e.src].host == id {
				return true
			}
		}
	}
	if g.opts.VerifyCaches {
		g.verifyUnmodified(id, mask)
	}
	return false
}

// verifyUnmodified checks that no modifier of the kinds in mask is in
// force on a card that mayModify passed over (Options.VerifyCaches).
func (g *Game) verifyUnmodified(id CardID, mask uint64) {
	summing := g.summing
	g.summing = true
	var fresh modSum
	var strs modStrs
	g.computeMods(&fresh, &strs, id, mask)
	g.summing = summing
	if fresh != (modSum{}) || len(strs.subtypes)+len(strs.immune) != 0 {
		g.cacheFault("%s was passed over as unmodified, but modifiers are in force on it: %+v %+v", g.cards[id].def.Title, fresh, strs)
	}
}

// cacheFault records the first cached answer found out of date
// (Options.VerifyCaches); CheckInvariants reports it.
func (g *Game) cacheFault(format string, args ...any) {
	if g.cacheErr == "" {
		g.cacheErr = fmt.Sprintf(format, args...) + fmt.Sprintf(" (turn %d, %s, stack %s)", g.turn, g.step, g.DebugStack())
	}
}

// maskAll asks for every kind of modifier.
const maskAll = ^uint64(0)

// beginCache starts a stretch in which the game does not change, such as
// computing a decision's options: the modifier sums of the cards are then
// computed once each. Every beginCache is paired with an endCache.
func (g *Game) beginCache() {
	if g.caching == 0 {
		g.syncVer()
		g.cacheGen = g.ver
	}
	g.caching++
}

// endCache ends a stretch. A change made after it, even in the same step,
// moves the version on before the next stretch begins (syncVer).
func (g *Game) endCache() {
	g.caching--
}

// touch records a change of the game's state: every write to the state
// (a card's zone, list, status, wounds, commitment, host or controller; a
// domain, a story's tokens, a lasting effect, a use of a limit, the step)
// is followed by one. The answers kept for a state (the modifier sums,
// whether constant abilities are in force) hold until the next touch; a
// step with none changed nothing, and the state checks after it are
// skipped (run, take). With Options.VerifyCaches a step that changed the
// state without a touch is reported (runVerified, takeVerified).
func (g *Game) touch() { g.writes++ }

// syncVer moves the state version on if the state changed since it last
// moved.
func (g *Game) syncVer() {
	if g.writes != g.writesSeen {
		g.ver++
		g.writesSeen = g.writes
	}
}

// computeMods adds the modifiers of the kinds in mask in force on a card
// to s, and the subtypes and immunities gained to t (t nil: mask has none
// of those kinds). A constant ability with no modifier of those kinds is
// skipped before its condition is asked.
func (g *Game) computeMods(s *modSum, t *modStrs, id CardID, mask uint64) {
	c := &g.cards[id]
	if mask&maskBlank != 0 && g.unblankable(id) {
		defer func() { s.blank = false }()
	}
	for i := range g.lasting {
		l := &g.lasting[i]
		if modBit(l.mod.kind)&mask == 0 {
			continue
		}
		if l.on == id && l.epoch == c.epoch {
			s.add(&l.mod, 1, t, l.p)
		} else if l.on == None && l.mod.who != nil {
			ctx := g.ctx(l.src, int(l.p), -1)
			if l.mod.who(ctx, id) {
				s.add(&l.mod, timesFor(ctx, &l.mod, id), t, l.p)
			}
			g.release()
		}
	}
	if im := g.impl(id); im != nil && im.statics && im.modMask&mask != 0 && !c.zone.InPlay() {
		// A card's own constant abilities that work out of play, such as a
		// reduction of its own cost (FAQ 1.2: "self-referential").
		for i := range im.Abilities {
			a := &im.Abilities[i]
			if a.Kind != Constant || a.From&(FromHand|FromDiscard) == 0 || a.modMask&mask == 0 || !g.enterStatic(id, a) {
				continue
			}
			ctx := g.ctx(id, int(c.owner), -1)
			if a.Play == nil || a.Play(ctx) {
				g.addMods(s, t, ctx, a, id, mask)
			}
			g.release()
			g.leaveStatic()
		}
	}
	if g.statics == 0 {
		return
	}
	if g.caching > 0 && g.guardN == 0 && g.payDomain < 0 && !g.evalStatic {
		// While the game does not change, each constant ability's
		// condition is asked once, and only if it has a kind asked for.
		list := g.staticList
		if g.staticStale {
			list = g.staticEntries()
		}
		for k := range list {
			e := &list[k]
			if e.mask&mask == 0 || !g.mayApply(e.anchor, e.src, id) {
				continue
			}
			if e.gen != g.cacheGen {
				e.on, e.gen = g.staticOn(e.src, e.a), g.cacheGen
			} else if g.opts.VerifyCaches && e.on != g.staticOn(e.src, e.a) {
				g.cacheFault("whether a constant ability of %s is in force is out of date", g.cards[e.src].def.Title)
			}
			if !e.on {
				continue
			}
			// No constant ability is being evaluated (guardN 0): this
			// one may be (enterStatic would find it in no guard).
			g.guardStatic(e.src, e.a)
			ctx := g.ctx(e.src, int(g.cards[e.src].ctrl), -1)
			g.addMods(s, t, ctx, e.a, id, mask)
			g.release()
			g.leaveStatic()
		}
		return
	}
	// As eachStatic, with the cheap tests first: none of the kinds asked,
	// not on this card, its card blank, or its own condition asking.
	list := g.staticEntries()
	blank, last := false, None
	for k := range list {
		src, a := list[k].src, list[k].a
		if a.modMask&mask == 0 || !g.mayApply(a.anchor, src, id) {
			continue
		}
		if src != last {
			last, blank = src, g.staticsBlank(src)
		}
		if blank || !g.enterStatic(src, a) {
			continue
		}
		ctx := g.ctx(src, int(g.cards[src].ctrl), -1)
		if a.Play == nil || a.Play(ctx) {
			g.addMods(s, t, ctx, a, id, mask)
		}
		g.release()
		g.leaveStatic()
	}
}

// staticOn reports whether a constant ability of a card in play is in
// force: its text is not blank and its condition holds. The queries its
// condition makes are not cached (evalStatic, and the guard).
func (g *Game) staticOn(src CardID, a *Ability) bool {
	if a.Play == nil && g.guardN == 0 {
		// No condition (most have none), and no constant ability being
		// evaluated, so that this one may be: in force unless blank.
		// (Whether a story blanks the card's text asks no modified
		// characteristic: blankByStory.)
		return !g.staticsBlank(src)
	}
	g.evalStatic = true
	on := !g.staticsBlank(src) && g.enterStatic(src, a)
	if on {
		if a.Play != nil { // most have no condition: no context to make
			ctx := g.ctx(src, int(g.cards[src].ctrl), -1)
			on = a.Play(ctx)
			g.release()
		}
		g.leaveStatic()
	}
	g.evalStatic = false
	return on
}

// addMods adds to s and t the modifiers of a constant ability, of the
// kinds in mask, that apply to card id.
func (g *Game) addMods(s *modSum, t *modStrs, ctx *Ctx, a *Ability, id CardID, mask uint64) {
	for k := range a.Mods {
		m := &a.Mods[k]
		if modBit(m.kind)&mask != 0 && (m.who == nil || m.who(ctx, id)) {
			s.add(m, timesFor(ctx, m, id), t, int8(ctx.p))
		}
	}
}

// times is how many times a modifier applies: its per count, or once.
func times(c *Ctx, m *Mod) int {
	if m.per == nil {
		return 1
	}
	return m.per(c)
}

// timesFor is times for a modifier applied to card id: a count may depend
// on the card ("+1 skill for each of its investigation icons").
func timesFor(c *Ctx, m *Mod, id CardID) int {
	if m.perCard != nil {
		return m.perCard(c, id)
	}
	return times(c, m)
}

// add adds a modifier, k times, to s, or to t for a subtype or an
// immunity; p is the player whose effect it is.
func (s *modSum) add(m *Mod, k int, t *modStrs, p int8) {
	n := int16(max(-30000, min(30000, int(m.n)*k))) // k counts cards: never near the bounds
	switch m.kind {
	case modSkill:
		s.skill += n
	case modSkillX:
		s.skillX += n
	case modPrintedSkill:
		s.printedSkill, s.setPrinted = m.n, true
	case modIcon:
		s.icons[m.icon] += n
	case modKeyword:
		s.gain |= 1 << m.kw
	case modLoseKeyword:
		s.lose |= 1 << m.kw
	case modToughness:
		s.toughness += n
	case modBlank:
		s.blank = true
	case modSubtype:
		t.subtypes = append(t.subtypes, m.str)
	case modCost:
		s.cost += n
	case modCostMin1:
		s.cost += n
		s.costMin1 = true
	case modNoCommit:
		if m.n > 0 {
			s.barSkill = max(s.barSkill, m.n)
			break
		}
		if m.n == barKeywordN {
			s.barKeywords |= 1 << m.kw
			break
		}
		s.noCommit = true
	case modStruggle:
		if m.n == noStrugglesN {
			s.noStruggles |= 1 << m.icon
			break
		}
		s.struggles[m.icon] += int8(n)
	case modCannot:
		s.cannot |= uint16(uint8(m.n)) | uint16(m.kw)<<8
	case modImmune:
		t.immune = append(t.immune, m.str)
	case modEntersExhausted:
		s.entersExhausted = true
	case modRevealed:
		s.revealed = true
	case modStruggleToTerror:
		s.toTerror[m.icon] += int8(n)
	case modWinnerChoosesInsane:
		s.winnerChooses = true
	case modMustCommit:
		s.mustCommit = true
	case modCountsEverywhere:
		if m.str == "" {
			s.everywhere = true
		} else {
			s.skillWhere = true
			if t != nil {
				t.skillAt = append(t.skillAt, m.str)
			}
		}
	case modNoSkillCount:
		s.noSkillCount = true
	case modOneStory:
		s.oneStory = true
	case modCommitsReady:
		if m.n == exhaustedOnlyN {
			s.exhaustedOnly = true
		} else if m.n == exhaustedTooN {
			s.exhaustedToo = true
		} else {
			s.commitsReady = true
		}
	case modCountsLone:
		t.lone = m.str
	case modStruggleCounts:
		s.countsAs[m.icon] = m.n + 1
	case modStruggleFirst:
		s.first |= 1 << m.icon
	case modNoIconCount:
		if m.n == 0 {
			s.noIconCount = true
		} else {
			s.noIconKinds |= uint8(m.n)
		}
	case modNotReplaced:
		s.notReplaced = true
	case modNoAttachments:
		s.noAttachments = true
	case modToDeckBottom:
		s.toDeckBottom = true
	case modHandLimit:
		if s.handLimit == 0 || m.n+1 < s.handLimit {
			s.handLimit = m.n + 1
		}
	case modMayDeclineDraws:
		s.mayDecline = true
	case modOpponentsNeedTokens:
		if p == 0 || p == 1 {
			s.tokens[1-p] += int8(n)
		}
	case modExtraStory:
		s.extraStories += int8(n)
	case modExtraDraws:
		s.extraDraws += int8(n)
	case modAttachCost:
		s.attachCost += int8(n)
	case modPlayFromDiscard:
		if m.n == 0 {
			s.fromDiscard = true
		} else {
			s.fromHost = true
		}
	case modCommitsAsCharacter:
		s.asCharacter = true
		if t != nil {
			t.asCharacter = *m
		}
	case modStruggleSkill:
		s.countsSkill = true
	case modSameFaction:
		s.sameFaction = true
	case modCountsAtHost:
		s.atHost = true
	case modReturnsIfWon:
		s.returnsIfWon = true
	case modStaysCommitted:
		s.staysCommitted = true
	case modNotAlone:
		if m.n == 1 {
			s.onlyAlone = true
		} else {
			s.notAlone = true
		}
	case modWinNeedsConspiracy:
		s.winNeedsConsp = true
	case modNeutral:
		s.neutral = true
	case modGainFaction:
		s.factions |= 1 << uint(m.n)
	case modEffectMustResolve:
		s.mustResolve = true
	}
}

// staticEntry is a constant ability of a card in play, and whether it is
// in force in the cache generation gen.
type staticEntry struct {
	src    CardID
	mask   uint64 // a.modMask and a.anchor, read without following a
	a      *Ability
	gen    uint32
	on     bool
	anchor anchor
}

// staticEntries lists the constant abilities of the cards in play, in the
// order of the play areas and the story slots; the list is made again
// after a card changes zone or control.
func (g *Game) staticEntries() []staticEntry {
	if !g.staticStale {
		return g.staticList
	}
	list := g.staticList[:0]
	g.staticAny, g.staticHost = 0, 0
	add := func(id CardID) {
		im := g.impl(id)
		if im == nil || !im.statics {
			return
		}
		for i := range im.Abilities {
			if a := &im.Abilities[i]; a.Kind == Constant && a.From&FromPlay != 0 {
				list = append(list, staticEntry{src: id, mask: a.modMask, a: a, anchor: a.anchor})
				switch a.anchor {
				case noAnchor:
					g.staticAny |= a.modMask
				case anchorHost:
					g.staticHost |= a.modMask
				}
			}
		}
	}
	for p := range g.players {
		for _, id := range g.players[p].play {
			add(id)
		}
	}
	for s := range g.stories {
		if id := g.stories[s].card; id != None {
			add(id)
		}
	}
	g.staticList, g.staticStale = list, false
	return list
}

// eachStatic calls fn for every constant ability of every card in play whose
// text is not blank.
func (g *Game) eachStatic(fn func(src CardID, a *Ability)) {
	list := g.staticEntries()
	blank, last := false, None
	for k := range list {
		e := &list[k]
		if e.src != last {
			last, blank = e.src, g.staticsBlank(e.src)
		}
		if !blank {
			fn(e.src, e.a)
		}
	}
}

// staticsBlank reports whether the constant abilities of a card in play
// are off: it is insane or face down, or its text is blanked.
func (g *Game) staticsBlank(id CardID) bool {
	c := &g.cards[id]
	return c.insane || c.faceDown || !g.unblankable(id) && (len(g.lasting) > 0 && g.blankByLasting(id) ||
		c.committed != None && g.blankByStory(id) || c.zone == ZoneStory && g.blankByAttachment(id))
}

// unblankable reports whether no effect may blank the card's text box
// (Impl.Unblankable).
func (g *Game) unblankable(id CardID) bool {
	im := g.impl(id)
	return im != nil && im.Unblankable
}

// blankByAttachment reports whether a constant ability of a card attached
// to a story blanks the story's text (an attachment that has its story
// treated as blank). The attachment's filter must not ask for modified
// characteristics.
func (g *Game) blankByAttachment(id CardID) bool {
	for p := range g.players {
		for _, x := range g.players[p].play {
			im := g.impl(x)
			if g.cards[x].host != id || im == nil || !im.statics || g.staticsBlank(x) {
				continue
			}
			if g.constantsBlank(x, im, p, id) {
				return true
			}
		}
	}
	return false
}

// constantsBlank reports whether a constant ability in play of card x
// (implementation im, controller p), in force now, blanks card id's text.
func (g *Game) constantsBlank(x CardID, im *Impl, p int, id CardID) bool {
	for i := range im.Abilities {
		a := &im.Abilities[i]
		if a.Kind != Constant || a.From&FromPlay == 0 {
			continue
		}
		ctx := g.ctx(x, p, -1)
		blank := false
		if a.Play == nil || a.Play(ctx) {
			for k := range a.Mods {
				if m := &a.Mods[k]; m.kind == modBlank && (m.who == nil || m.who(ctx, id)) {
					blank = true
				}
			}
		}
		g.release()
		if blank {
			return true
		}
	}
	return false
}

// blankByLasting reports whether a lasting effect blanks the card's text.
// (A constant ability that blanks others is itself checked only against
// lasting effects: a card's text cannot be switched off by a loop.)
func (g *Game) blankByLasting(id CardID) bool {
	c := &g.cards[id]
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind == modBlank && l.on == id && l.epoch == c.epoch {
			return true
		}
	}
	return false
}

// impl returns a card's implementation, or nil.
func (g *Game) impl(id CardID) *Impl {
	if int(id) < len(g.impls) {
		return g.impls[id]
	}
	return nil
}

// blank reports whether the card's text box is blank now: insane, or
// blanked by an effect (FAQ 1.12, 2.25, 2.34).
func (g *Game) blank(id CardID) bool {
	c := &g.cards[id]
	if c.insane || c.faceDown {
		return true // a face-down card has no text box (Ctx.AttachFaceDown)
	}
	if !g.modsOf(maskBlank) {
		return false
	}
	return g.mods(id, maskBlank).blank
}

// addLasting records a lasting effect.
func (g *Game) addLasting(m Mod, on CardID, src CardID, p int, until Period) {
	l := lasting{mod: m, on: on, src: src, p: int8(p), until: until, turn: g.turn, phase: g.step.Phase()}
	if on != None {
		l.epoch = g.cards[on].epoch
	}
	g.lasting = append(g.lasting, l)
	if m.kind == modPlayFromDiscard {
		g.markStale(bothStale) // a card of a discard pile may be played (usableAs)
	}
	g.countLends()
	g.dirty |= dirtyHV
	g.maskDirty = true
	g.touch()
}

// countLends counts the lasting effects that lend abilities (lends), as
// the list of lasting effects changes.
func (g *Game) countLends() { g.lends = g.lendsNow() }

// expire ends the lasting effects of a period: at the end of each phase,
// those "until the end of the phase"; at the end of each turn, those "until
// the end of the turn" (FAQ 1.4).
func (g *Game) expire(p Period) {
	if len(g.lasting) > 0 { // else nothing ends: the game does not change
		g.endLasting(p)
	}
}

// expireRound ends, as player p's turn begins, the lasting effects of his
// that last until the beginning of his next turn (PerRound,
// Ctx.UntilYourNextTurn). Other periods never end then.
func (g *Game) expireRound(p int) {
	out := g.lasting[:0]
	for _, l := range g.lasting {
		if l.until != PerRound || int(l.p) != p {
			out = append(out, l)
		}
	}
	if len(out) == len(g.lasting) {
		return // nothing ends: the game does not change
	}
	g.lasting = out
	g.countLends()
	g.dirty |= dirtyHV
	g.maskDirty = true
	g.touch()
}

// lastingMay reports whether a lasting effect of kind k may be in the
// list: the kinds of those in it are known (lastingMask) while the masks
// are up to date, and a rule that looks for one kind alone need not walk
// the list for nothing.
func (g *Game) lastingMay(k modKind) bool {
	return len(g.lasting) > 0 && (g.maskDirty || k >= 64 || g.lastingMask&(1<<k) != 0)
}

// returnAtPhaseEnd returns to their owners' hands, as the phase ends and
// before its lasting effects expire, the cards an effect said would
// return then (Ctx.ReturnToHandAtEndOfPhase): each that is still in play
// as the card it was (FAQ 2.23), under whoever's control, in the order the
// effects were made; and sacrifices those an effect said would be
// sacrificed then (Ctx.SacrificeAtEndOfPhase), if the effect's player
// still controls them.
func (g *Game) returnAtPhaseEnd() {
	if !g.lastingMay(modReturnAtPhaseEnd) {
		return
	}
	for i := 0; i < len(g.lasting); i++ {
		l := g.lasting[i]
		if l.mod.kind != modReturnAtPhaseEnd || l.on == None {
			continue
		}
		c := &g.cards[l.on]
		if c.epoch != l.epoch || c.zone != ZonePlay {
			continue
		}
		switch l.mod.n {
		case phaseEndSacrifice:
			if c.ctrl == l.p {
				g.leavePlay(l.on, leaveSacrifice)
			}
		case phaseEndResource:
			// With one domain there is nothing to choose
			// (phaseEndChoice asked about more).
			if len(g.players[l.p].domains) == 1 {
				g.becomeResource(l.on, int(l.p), 0)
			}
		case phaseEndDone:
		default:
			g.leavePlay(l.on, leaveReturn)
		}
	}
}

// What happens at the end of the phase to a card a modReturnAtPhaseEnd
// effect is on: by default, it returns to its owner's hand.
const (
	phaseEndReturn    = 0
	phaseEndSacrifice = 1
	phaseEndResource  = 2 // attached to one of the effect's player's domains, as a resource
	phaseEndDone      = 3 // a phaseEndResource already attached
)

// phaseEndChoice asks, as the phase ends and before anything else ends
// with it, the player of a lasting effect that attaches a card still in
// play to one of his domains as a resource (Ctx.ResourceAtEndOfPhase)
// which domain, when he has several: it reports whether it has pushed
// that decision, after which the phase ends again.
func (g *Game) phaseEndChoice() bool {
	if !g.lastingMay(modReturnAtPhaseEnd) {
		return false
	}
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind != modReturnAtPhaseEnd || l.mod.n != phaseEndResource || l.on == None {
			continue
		}
		if c := &g.cards[l.on]; c.epoch == l.epoch && c.zone == ZonePlay && len(g.players[l.p].domains) > 1 {
			g.push(frame{kind: fPhaseEndResource, p: l.p, card: l.on, second: None, arg: int16(i)})
			return true
		}
	}
	return false
}

// becomeResource takes a card in play out of play, by the rules of
// leaving play but for the discard pile (its attachments are destroyed),
// and attaches it to player p's domain d as a resource.
func (g *Game) becomeResource(id CardID, p, d int) {
	g.attachResource(p, id, d, true)
	g.destroyAttachments(id)
}

// fPhaseEndResource: player p chooses the domain to which card is
// attached as a resource (phaseEndChoice); arg is the lasting effect's
// index.
func runPhaseEndResource(g *Game, i int) bool { return g.wait() }

func optPhaseEndResource(g *Game, f *frame, out []Option) []Option {
	for d := range g.players[f.p].domains {
		out = append(out, Option{Act: ActDomain, Card: None, Arg: int32(d)})
	}
	return out
}

func applyPhaseEndResource(g *Game, i int, o Option) {
	f := g.stack[i]
	g.pop()
	g.lasting[f.arg].mod.n = phaseEndDone
	g.touch()
	g.becomeResource(f.card, int(f.p), int(o.Arg))
}

func promptPhaseEndResource(g *Game, f *frame) (PromptKind, string) {
	return PromptDomain, fmt.Sprintf("The phase ends: choose the domain to attach %s to as a resource.", g.name(f.card))
}

// supportsAgain makes the supports an effect made characters for the
// phase (Ctx.BecomesCharacterForPhase) supports again as the phase ends,
// before the effect expires: a support is never committed, wounded or
// insane, so it leaves its story, loses its wounds, and one insane is
// exhausted instead.
func (g *Game) supportsAgain() {
	if !g.lastingMay(modBecomesCharacter) {
		return
	}
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind != modBecomesCharacter || l.until != PerPhase {
			continue
		}
		c := &g.cards[l.on]
		if c.epoch != l.epoch || c.zone != ZonePlay {
			continue
		}
		if c.committed != None {
			g.setCommitted(l.on, None)
		}
		c.pending = None
		if c.insane {
			c.insane, c.exhausted = false, true
		}
		g.setWounds(l.on, 0)
		g.markStale(bothStale)
		g.dirty |= dirtyHV
	}
}

// endLasting is expire's work when there are lasting effects.
func (g *Game) endLasting(p Period) {
	if g.lastingFromDiscard() {
		g.markStale(bothStale) // cards of a discard pile may be played no longer (usableAs)
	}
	g.supportsAgain()
	g.maskDirty = true
	defer g.touch()
	back := g.controlReturns(p)
	out := g.lasting[:0]
	for _, l := range g.lasting {
		if l.until == PerNextPhase {
			// It ends with the first phase to end after the one it
			// began in; the end of a turn alone does not end it.
			if p == PerPhase && (l.turn != g.turn || l.phase != g.step.Phase()) {
				continue
			}
			out = append(out, l)
			continue
		}
		if l.until == PerYourNextTurn {
			// It ends with a turn of its player's after the one it
			// began in.
			if p == PerTurn && l.p == g.active && l.turn != g.turn {
				continue
			}
			out = append(out, l)
			continue
		}
		if l.until == PerPhase || l.until == p && p == PerTurn {
			continue
		}
		out = append(out, l)
	}
	g.lasting = out
	g.countLends()
	// Control taken for a time returns when it ends (FAQ 1.4). The return
	// is not a player taking control: Heroic, Villainous and uniqueness do
	// not stop it, and a player who then controls both a Heroic and a
	// Villainous character discards one (Rulebook, Heroic/Villainous).
	for _, r := range back {
		if int(g.cards[r.on].ctrl) != int(r.mod.n) {
			g.moveControl(int(r.mod.n), r.on)
		}
	}
	// Lasting effects on cards that left play no longer apply (FAQ 2.23);
	// drop them so the list stays short.
	out = g.lasting[:0]
	for _, l := range g.lasting {
		if l.on != None && g.cards[l.on].epoch != l.epoch {
			continue
		}
		out = append(out, l)
	}
	g.lasting = out
	g.countLends()
}

// controlReturns works out, before the lasting effects of a period end,
// who controls each card whose control effects end: the most recent
// control effect still in force grants control (FAQ 1.4). The effects on
// a card form a chain, each recording the controller before it; one that
// ends hands its previous controller to the next effect on the card, or,
// being the most recent, back to the card. It returns, per card in play
// whose most recent control effect ends, a record with the controller it
// returns to (mod.n).
func (g *Game) controlReturns(p Period) []lasting {
	var back []lasting
	ls := g.lasting
	if !slices.ContainsFunc(ls, func(l lasting) bool { return l.mod.kind == modControl }) {
		return nil
	}
	ending := func(l *lasting) bool { return l.until == PerPhase || l.until == p && p == PerTurn }
	gone := make([]bool, len(ls))
	for i := len(ls) - 1; i >= 0; i-- {
		l := &ls[i]
		if l.mod.kind != modControl || !ending(l) || l.on == None || g.cards[l.on].epoch != l.epoch {
			continue
		}
		gone[i] = true
		next := -1
		for j := i + 1; j < len(ls); j++ {
			if !gone[j] && ls[j].mod.kind == modControl && ls[j].on == l.on && ls[j].epoch == l.epoch {
				next = j
				break
			}
		}
		if next >= 0 {
			ls[next].mod.n = l.mod.n // the next effect now follows the one before
			continue
		}
		// The most recent: control goes back to the one before it.
		found := false
		for k := range back {
			if back[k].on == l.on {
				back[k].mod.n, found = l.mod.n, true
			}
		}
		if !found && g.cards[l.on].zone == ZonePlay {
			back = append(back, *l)
		}
	}
	return back
}

// subtypeWithoutMods answers hasSubtype when no modifier can change the
// answer (known): an insane character has no subtypes (FAQ 2.34), a card
// attached by an effect is an Attachment support card (FAQ 1.15), and with
// no subtype modifiers in force the printed subtypes count.
func (g *Game) subtypeWithoutMods(id CardID, st carddb.Subtype) (has, known bool) {
	c := &g.cards[id]
	switch {
	case c.insane:
		return false, true
	case g.featureless(id):
		if strings.EqualFold(st.Name, attachmentSubtype.Name) || !g.modsOf(maskSubtype) {
			return strings.EqualFold(st.Name, attachmentSubtype.Name), true
		}
		// An effect may give it a subtype (Stealthy Zoog: "counts as an
		// Attachment Zoog support card"); its printed ones are gone.
		_, strs := g.modsStrs(id, maskSubtype)
		for _, t := range strs.subtypes {
			if strings.EqualFold(t, st.Name) {
				return true, true
			}
		}
		return false, true
	case !g.modsOf(maskSubtype):
		return c.def.Has(st), true
	}
	return false, false
}

// hasSubtype reports whether a card has a subtype now: printed (unless its
// text is blank or it is insane) or gained.
func (g *Game) hasSubtype(id CardID, st carddb.Subtype) bool {
	c := &g.cards[id]
	if has, known := g.subtypeWithoutMods(id, st); known {
		return has
	}
	ms, strs := g.modsStrs(id, maskSubtype)
	if !ms.blank && c.def.Has(st) {
		return true
	}
	for _, t := range strs.subtypes {
		if strings.EqualFold(t, st.Name) {
			return true
		}
	}
	return false
}

// printedKeyword reports whether the printed keywords include k.
func printedKeyword(kw *carddb.Keywords, k Keyword) bool {
	switch k {
	case kwHeroic:
		return kw.Heroic
	case kwVillainous:
		return kw.Villainous
	case kwLoyal:
		return kw.Loyal
	case kwFast:
		return kw.Fast
	case kwWillpower:
		return kw.Willpower
	case kwInvulnerability:
		return kw.Invulnerability
	case kwDay:
		return kw.Day
	case kwNight:
		return kw.Night
	}
	return false
}

// cannot reports whether a card is under a "cannot" of the given kind.
func (g *Game) cannot(id CardID, what int) bool {
	// Most often no "cannot" can be in force at all.
	return g.mayBeInForce(maskCannot) && g.cannotNow(id, what)
}

// canReady reports whether an exhausted card may be readied now: no
// "cannot be readied" is on it (CannotBeReadied).
func (g *Game) canReady(id CardID) bool { return !g.cannot(id, cannotReady) }

// mayBeInForce reports whether a modifier of the kinds of mask may be in
// force on some card: most often none can, which is read without a call
// (modsOf).
func (g *Game) mayBeInForce(mask uint64) bool {
	return g.maskDirty || (g.maskCache|g.selfMask)&mask != 0
}

// cannotNow is cannot with the modifiers asked.
func (g *Game) cannotNow(id CardID, what int) bool {
	return g.modsOf(maskCannot) && !g.cards[id].insane && g.mayModify(id, maskCannot) && int(g.mods(id, maskCannot).cannot)&what != 0
}

// immuneTo reports whether a card is immune to the effects of src's
// abilities (FAQ 2.36): "Immune to X" names a card type, a subtype, both
// ("Polar events"), or "triggered effects". A card is never immune to its
// own effects, nor to the game's.
func (g *Game) immuneTo(id, src CardID) bool {
	// Most cards have no immunity printed, and none can be given.
	if g.mayBeInForce(maskImmune) || g.cards[id].def.Keywords.Immune != nil {
		return g.immuneNow(id, src)
	}
	return false
}

// immuneNow is immuneTo with the immunities read.
func (g *Game) immuneNow(id, src CardID) bool {
	if src == None || src == id || int(src) >= len(g.cards) {
		return false
	}
	c := &g.cards[id]
	if c.insane {
		return false
	}
	if g.modsOf(maskImmune) {
		ms, strs := g.modsStrs(id, maskImmune)
		for _, s := range strs.immune {
			if g.immuneMatches(s, src) {
				return true
			}
		}
		if ms.blank {
			return false // the printed immunity is gone with the text
		}
	}
	for _, s := range c.def.Keywords.Immune {
		if g.immuneMatches(s, src) {
			return true
		}
	}
	return false
}

func (g *Game) immuneMatches(s string, src CardID) bool {
	def := g.cards[src].def
	words := strings.Fields(strings.ToLower(s))
	if len(words) == 0 {
		return false
	}
	switch strings.Join(words, " ") {
	case "triggered effects", "triggered abilities":
		// A story's or a conspiracy's effect is never a triggered effect
		// (FAQ, "Are stories triggered effects?").
		return def.Type != carddb.Story && def.Type != carddb.Conspiracy
	case "card effects":
		return true
	}
	typ := words[len(words)-1]
	typeOK := true
	switch strings.TrimSuffix(typ, "s") {
	case "event":
		typeOK = def.Type == carddb.Event
	case "character":
		typeOK = def.Type == carddb.Character
	case "support", "support card":
		typeOK = def.Type == carddb.Support
	case "story":
		typeOK = def.Type == carddb.Story
	case "conspiracy", "conspiracie":
		typeOK = def.Type == carddb.Conspiracy
	default:
		// No card type: the words are a subtype ("Immune to Spells").
		return def.HasSubtype(strings.TrimSuffix(s, "s")) || def.HasSubtype(s)
	}
	if len(words) == 1 {
		return typeOK
	}
	sub := strings.Join(strings.Fields(s)[:len(words)-1], " ")
	return typeOK && def.HasSubtype(sub)
}

// consumeOnce removes the one-time cost modifiers ("the next character you
// play") that apply to a card being paid for.
func (g *Game) consumeOnce(id CardID) {
	defer g.touch()
	// The filters are asked first, the list as it is (a filter may read
	// the modifiers: OfFaction), then the list is cut and the masks made
	// dirty.
	var buf [32]bool
	gone := buf[:0]
	if len(g.lasting) <= len(buf) {
		gone = buf[:len(g.lasting)]
	} else {
		gone = make([]bool, len(g.lasting))
	}
	any := false
	for k := range g.lasting {
		if l := &g.lasting[k]; l.once && l.on == None && l.mod.who != nil {
			ctx := g.ctx(l.src, int(l.p), -1)
			gone[k] = l.mod.who(ctx, id)
			any = any || gone[k]
			g.release()
		}
	}
	g.maskDirty = true
	if !any {
		return
	}
	out := g.lasting[:0]
	for k, l := range g.lasting {
		if gone[k] {
			continue
		}
		out = append(out, l)
	}
	g.lasting = out
	g.countLends()
}

// staticRef is one constant ability of one card.
type staticRef struct {
	src CardID
	a   *Ability
}

// enterStatic marks a constant ability as being evaluated; it reports false
// when it already is: a characteristic its own condition, filter or count
// asks for is computed without it ("each Heroic character gains a combat
// icon" asks whether a character is Heroic, which that icon does not
// change). This keeps such queries finite.
func (g *Game) enterStatic(src CardID, a *Ability) bool {
	for k := 0; k < g.guardN; k++ {
		if r := g.guard[k]; r.src == src && r.a == a {
			return false
		}
	}
	if g.guardN == len(g.guard) {
		return false
	}
	g.guardStatic(src, a)
	return true
}

// guardStatic marks a constant ability as being evaluated, one that is
// not and for which the guard has room (enterStatic).
func (g *Game) guardStatic(src CardID, a *Ability) {
	g.guard[g.guardN] = staticRef{src: src, a: a}
	g.guardN++
}

func (g *Game) leaveStatic() { g.guardN-- }

// blankByStory reports whether a constant ability of the story or
// conspiracy a card is committed to blanks its text (a story that has its
// committed characters' text boxes treated as blank): such a card's own
// constant abilities are off too. The story's filter must not ask for
// modified characteristics.
func (g *Game) blankByStory(id CardID) bool {
	s := g.cards[id].committed
	if s == None {
		return false
	}
	im := g.impl(s)
	if im == nil || !im.statics || g.cards[s].zone != ZoneStory {
		return false
	}
	return g.constantsBlank(s, im, int(g.cards[s].ctrl), id)
}
