package engine

import (
	"fmt"

	"cthulhu/carddb"
)

// The engine keeps its pending work as a stack of frames: plain values, no
// closures, so that a game can be cloned, saved and resumed at any decision.
// Each frame kind has a run function that advances it (pushing sub-frames,
// or popping itself when done) and, when it must wait for a player, an
// options function listing the legal choices and an apply function taking
// one.

type frameKind uint8

const (
	fSetup frameKind = iota
	fMulligan
	fSetupResources
	fTurn
	fRestore
	fResourcePhase
	fActionWindow
	fPlay
	fCommit
	fResolveStories
	fResolveStory
	fStruggle
	fSuccess
	fWinStories
	fWinStory
	fHeroicVillainous
	fWindow
	fResponses
	fAbility
	fTarget
	fCost
	fDisrupts
	fForced
	fWound
	fChoose
	fInsane
	fStruggleWon
	fHandLimit
	fHarmOrder
	fSuccessToken
	fDraw
	fPhaseEndResource
	fStoryResolved
	fSkillCheck
	fWoundDealt
	fCommitPay
	fReadyOne
	numFrameKinds
)

// frame is one piece of pending work. Its fields hold what its kind says;
// arg and arg2 hold a number whose meaning is the kind's, read through the
// accessors below named for it (f.story(), f.part(), f.passes()...). The
// struct is copied a lot (push, Clone): its 32 bytes are kept so.
type frame struct {
	kind       frameKind
	pc         int8   // the frame's step: a named step of its kind (abilityPay, playHost...); a turn's is its Step
	p          int8   // the player concerned (the one who decides, when waiting)
	flags      uint8  // frame-specific flags (fCancelled, ...)
	card       CardID // the main card: the card played, the ability's card, the story resolved, the card wounded
	second     CardID // a second card: an attachment's host, a wound's source
	arg        int16  // the kind's first number (accessors below)
	arg2       int16  // the kind's second number (accessors below)
	arena      int16  // start of the frame's cards in the arena (targets, choices, forced responses pending)
	x          int16  // X, for abilities; the cards chosen, for a target, choice or discard
	partStep   int16  // the step of the effect part executing (Effect.do)
	overpaid   int16  // by how much the cost was overpaid (FAQ 2.14)
	drained    int8   // the domain drained to pay, plus one (0: none)
	occurrence int32  // the occurrence (event sequence number) a response answers; a Disrupt's subject frame (fSubject)
}

// What arg and arg2 hold, by kind, each named for what it means.

// story is the story of a story frame (fResolveStory, fStruggle,
// fSuccess, fWinStory).
func (f *frame) story() CardID { return f.card }

// host is the card an attachment played (fPlay) goes on, or None.
func (f *frame) host() CardID { return f.second }

// source is the card that wounds or drives insane (fWound, fInsane).
func (f *frame) source() CardID { return f.second }

// abilityIndex is the index of the ability, in its card's implementation,
// that an ability frame (fAbility) resolves; -1: none (a story's effect
// missing).
func (f *frame) abilityIndex() int { return int(f.arg) }

// part is the effect part an ability frame executes (abilityExecute), or
// the count of targets chosen or costs paid in the steps before.
func (f *frame) part() int { return int(f.arg2) }

// abilityFrame is the stack index of the ability frame that a cost,
// target or choice frame (fCost, fTarget, fChoose) serves.
func (f *frame) abilityFrame() int { return int(f.arg) }

// costIndex is the cost of its ability a cost frame (fCost) pays; -1: an
// event's own play cost.
func (f *frame) costIndex() int { return int(f.arg2) }

// targetIndex is the target of its ability a target frame (fTarget)
// chooses.
func (f *frame) targetIndex() int { return int(f.arg2) }

// effectIndex is the effect part of its ability whose choice a choice
// frame (fChoose) makes.
func (f *frame) effectIndex() int { return int(f.arg2) }

// firstOccurrence is the first of the occurrences (g.occ) a window
// (fWindow, fResponses) answers.
func (f *frame) firstOccurrence() int { return int(f.arg) }

// subject is the stack index of the frame a Disrupt window (fDisrupts)
// answers.
func (f *frame) subject() int { return int(f.arg) }

// passes is the count of passes in a row in a reaction window (fResponses,
// fDisrupts): two close it.
func (f *frame) passes() int { return int(f.arg2) }

// playX is the X chosen for a card played (fPlay).
func (f *frame) playX() int { return int(f.arg) }

// playDomain is the domain chosen to pay for a card played (fPlay); -1:
// none yet.
func (f *frame) playDomain() int { return int(f.arg2) }

// icon is the icon of a struggle frame (fStruggle).
func (f *frame) icon() carddb.Icon { return carddb.Icon(f.arg2) }

// maxTokens is the most success tokens a success frame (fSuccess) may
// place.
func (f *frame) maxTokens() int { return int(f.arg) }

// slot is the story slot of a story won (fWinStory), once taken.
func (f *frame) slot() int { return int(f.arg) }

// pending is the count of forced responses and passives pending in a
// forced frame (fForced), in the arena from arena.
func (f *frame) pending() int { return int(f.arg) }

// turnStep is the step of the turn a turn frame (fTurn) comes to next.
func (f *frame) turnStep() Step { return Step(f.pc) }

// phase is the phase a turn frame (fTurn) is in (0: none begun).
func (f *frame) phase() Phase { return Phase(f.arg2) }

// Frame flags.
const (
	fCancelled uint8 = 1 << iota // a disrupt cancelled the frame's effect
	fFailed                      // a part of the ability did not resolve (FAQ 1.3 "then")
	fFromPlay                    // the ability's card was in play when it was used
	fOverpay                     // the cost was overpaid
)

type frameDef struct {
	name string
	// run advances the frame at stack index i. It returns true when the
	// frame on top of the stack (it, or one it pushed) waits for a
	// decision by its player.
	run func(g *Game, i int) bool
	// options appends the legal options of the waiting frame.
	options func(g *Game, f *frame, out []Option) []Option
	// apply takes one legal option.
	apply func(g *Game, i int, o Option)
	// prompt describes the decision.
	prompt func(g *Game, f *frame) (PromptKind, string)
	// kind is the decision's kind without its words (prompt), for the
	// computer players that ask at every decision.
	kind func(g *Game, f *frame) PromptKind
}

var frameDefs [numFrameKinds]frameDef

func init() {
	frameDefs = [numFrameKinds]frameDef{
		fSetup:            {name: "setup", run: runSetup},
		fMulligan:         {name: "mulligan", run: runMulligan, options: optMulligan, apply: applyMulligan, prompt: promptMulligan, kind: always(PromptMulligan)},
		fSetupResources:   {name: "setup resources", run: runSetupResources, options: optSetupResources, apply: applySetupResources, prompt: promptSetupResources, kind: always(PromptSetupResource)},
		fTurn:             {name: "turn", run: runTurn},
		fRestore:          {name: "restore", run: runRestore, options: optRestore, apply: applyRestore, prompt: promptRestore, kind: always(PromptRestore)},
		fResourcePhase:    {name: "resource", run: runResourcePhase, options: optResourcePhase, apply: applyResourcePhase, prompt: promptResourcePhase, kind: kindResourcePhase},
		fActionWindow:     {name: "action window", run: runActionWindow, options: optActionWindow, apply: applyActionWindow, prompt: promptActionWindow, kind: always(PromptAction)},
		fPlay:             {name: "play", run: runPlay, options: optPlay, apply: applyPlay, prompt: promptPlay, kind: kindPlay},
		fCommit:           {name: "commit", run: runCommit, options: optCommit, apply: applyCommit, prompt: promptCommit, kind: always(PromptCommit)},
		fResolveStories:   {name: "resolve stories", run: runResolveStories, options: optResolveStories, apply: applyResolveStories, prompt: promptResolveStories, kind: always(PromptResolveOrder)},
		fResolveStory:     {name: "resolve story", run: runResolveStory},
		fStruggle:         {name: "struggle", run: runStruggle, options: optStruggle, apply: applyStruggle, prompt: promptStruggle, kind: kindStruggle},
		fSuccess:          {name: "success", run: runSuccess, options: optSuccess, apply: applySuccess, prompt: promptSuccess, kind: always(PromptSuccess)},
		fWinStories:       {name: "win stories", run: runWinStories, options: optWinStories, apply: applyWinStories, prompt: promptWinStories, kind: always(PromptWinOrder)},
		fWinStory:         {name: "win story", run: runWinStory, options: optWinStory, apply: applyWinStory, prompt: promptWinStory, kind: always(PromptStoryEffect)},
		fHeroicVillainous: {name: "heroic/villainous", run: runHeroicVillainous, options: optHeroicVillainous, apply: applyHeroicVillainous, prompt: promptHeroicVillainous, kind: always(PromptHeroicVillainous)},
		fWindow:           {name: "window", run: runWindow},
		fResponses:        {name: "responses", run: runResponses, options: optResponses, apply: applyResponses, prompt: promptResponses, kind: always(PromptResponse)},
		fAbility:          {name: "ability", run: runAbility},
		fTarget:           {name: "target", run: runTarget, options: optTarget, apply: applyTarget, prompt: promptTarget, kind: always(PromptTarget)},
		fCost:             {name: "cost", run: runCost, options: optCost, apply: applyCost, prompt: promptCost, kind: kindCost},
		fDisrupts:         {name: "disrupts", run: runDisrupts, options: optDisrupts, apply: applyDisrupts, prompt: promptDisrupts, kind: always(PromptDisrupt)},
		fForced:           {name: "forced order", run: runForced, options: optForced, apply: applyForced, prompt: promptForced, kind: always(PromptForcedOrder)},
		fWound:            {name: "wound", run: runWound},
		fChoose:           {name: "choose", run: runChoose, options: optChoose, apply: applyChoose, prompt: promptChoose, kind: always(PromptChoose)},
		fInsane:           {name: "insane", run: runInsane},
		fStruggleWon:      {name: "struggle won", run: runStruggleWon},
		fHandLimit:        {name: "hand limit", run: runHandLimit, options: optHandLimit, apply: applyHandLimit, prompt: promptHandLimit, kind: always(PromptChoose)},
		fHarmOrder:        {name: "harm order", run: runHarmOrder, options: optHarmOrder, apply: applyHarmOrder, prompt: promptHarmOrder, kind: always(PromptHarmOrder)},
		fSuccessToken:     {name: "success token", run: runSuccessToken},
		fDraw:             {name: "draw", run: runDraw, options: optDraw, apply: applyDraw, prompt: promptDraw, kind: always(PromptChoose)},
		fPhaseEndResource: {name: "phase-end resource", run: runPhaseEndResource, options: optPhaseEndResource, apply: applyPhaseEndResource, prompt: promptPhaseEndResource, kind: always(PromptDomain)},
		fStoryResolved:    {name: "story resolved", run: runDisruptsOnly},
		fWoundDealt:       {name: "wound dealt", run: runDisruptsOnly},
		fSkillCheck:       {name: "skill check", run: runSkillCheck},
		fCommitPay:        {name: "commit payment", run: runCommitPay, options: optCommitPay, apply: applyCommitPay, prompt: promptCommitPay, kind: always(PromptDomain)},
		fReadyOne:         {name: "ready one", run: runReadyOne, options: optReadyOne, apply: applyReadyOne, prompt: promptReadyOne, kind: always(PromptReady)},
	}
}

// always is a kind that does not depend on the frame.
func always(k PromptKind) func(*Game, *frame) PromptKind {
	return func(*Game, *frame) PromptKind { return k }
}

func (g *Game) push(f frame) {
	if executingFrame(&f) {
		g.execN++
	}
	g.stack = append(g.stack, f)
}

func (g *Game) pop() {
	if executingFrame(g.top()) {
		g.execN--
	}
	g.stack = g.stack[:len(g.stack)-1]
}

// top returns the top frame.
func (g *Game) top() *frame { return &g.stack[len(g.stack)-1] }

// run advances the game until a player must decide or the game ends.
// Decisions with a single legal option are taken at once, unless the
// deciding player asked to be asked always.
func (g *Game) run() {
	g.waiting = false
	g.optsOK, g.pickedOK, g.candOK = false, false, false
	for !g.over && len(g.stack) > 0 {
		i := len(g.stack) - 1
		k := g.stack[i].kind
		w := g.writes
		var waits bool
		if g.opts.VerifyCaches {
			waits = g.runVerified(k, i)
		} else {
			waits = frameDefs[k].run(g, i)
		}
		pure := g.pure
		g.pure = false
		if !waits {
			g.optsOK = false
			if !pure {
				g.afterStep(w)
			}
			continue
		}
		g.syncVer()
		i = len(g.stack) - 1 // a step may push the frame that waits
		p := int(g.stack[i].p)
		if k := g.stack[i].kind; sampledKind(k) && g.opts.Sampling[p] && !g.over { // sampled, read from the frame at hand
			if o, ok := g.onlyCandidate(p, k); ok && !g.mustAsk(i) {
				g.take(o) // as a listed decision's one option is
				continue
			}
			if pick := g.autoPicker(p); pick != nil {
				g.autoTake(g.pickSampled(p, pick))
				continue
			}
			g.waiting, g.waitSampled = true, true // the options are listed only if asked for
			return
		}
		opts := g.options()
		if len(opts) == 0 && g.costUnpayable(i) {
			continue
		}
		if len(opts) == 0 {
			// A frame that waits must offer something; this is an engine bug.
			panic(fmt.Sprintf("engine: %s frame waits with no options: %s", frameDefs[g.stack[i].kind].name, g.DebugStack()))
		}
		if len(opts) == 1 && !g.mustAsk(i) {
			g.take(opts[0])
			continue
		}
		if pick := g.autoPicker(p); pick != nil {
			g.autoTake(opts[pick.IntN(len(opts))])
			continue
		}
		g.waiting, g.waitSampled = true, false
		return
	}
}

// wait is the return of a frame's run that waits for its decision having
// changed nothing: the step is pure (take), so the decision's options
// reuse the answers kept for the state.
func (g *Game) wait() bool {
	g.pure = true
	return true
}

// framesOnly is the return of a frame's run that changed nothing but the
// frames (it moved to its next stage, pushed a frame, or popped a frame
// that is not an executing ability): the step is pure, as for wait, and
// the state and forced checks after it would find what they found after
// the step before.
func (g *Game) framesOnly() bool {
	g.pure = true
	return false
}

// runVerified runs frame i (of kind k) and, if the step calls itself pure,
// checks that it changed nothing the queries read (Options.VerifyCaches).
// A window's steps change its frames and drop occurrences: they are not
// checked.
func (g *Game) runVerified(k frameKind, i int) bool {
	if windowKind(k) {
		return frameDefs[k].run(g, i)
	}
	sum, w, n := g.stateSum(), g.writes, len(g.occ)
	waits := frameDefs[k].run(g, i)
	g.verifyStep(frameDefs[k].name, sum, w, n)
	return waits
}

// takeVerified is take's apply with the check of runVerified.
func (g *Game) takeVerified(k frameKind, i int, o Option) {
	sum, w, n := g.stateSum(), g.writes, len(g.occ)
	frameDefs[k].apply(g, i, o)
	if !windowKind(k) || o.Act != ActPass {
		g.verifyStep(frameDefs[k].name+" decision", sum, w, n)
	}
}

// verifyStep reports a step that called itself pure yet changed the state
// or added occurrences, or that recorded no change (touch) yet changed the
// state (Options.VerifyCaches); sum, w and n are the state's sum, the
// count of changes and of occurrences before it.
func (g *Game) verifyStep(name string, sum uint64, w uint32, n int) {
	same := g.stateSum() == sum
	switch {
	case g.pure && (!same || len(g.occ) != n):
		g.cacheFault("a step of a %s frame called itself pure but changed the game", name)
	case !same && g.writes == w:
		g.cacheFault("a step of a %s frame changed the game without recording it (touch)", name)
	}
}

// windowKind reports whether frames of a kind are a window's: running
// them, and passing in them, changes nothing but the pending frames, and
// any query they make comes before any change.
func windowKind(k frameKind) bool {
	return windowKinds>>k&1 != 0
}

const windowKinds = 1<<fWindow | 1<<fResponses | 1<<fDisrupts | 1<<fActionWindow

// mustAsk reports whether the decision of frame i is asked even with a
// single option (Options.AlwaysAsk, Options.Bluff).
func (g *Game) mustAsk(i int) bool {
	f := &g.stack[i]
	if g.opts.AlwaysAsk[f.p] {
		return true
	}
	return g.opts.Bluff[f.p] && (f.kind == fResponses || f.kind == fDisrupts)
}

// take applies an option known to be legal, then runs state checks.
//
// A step that changed only the pending frames of a reaction or action
// window (a pass, a window opening, waiting or closing) sets pure: the
// state checks and forced checks after it would find what they found after
// the step before, so they are skipped, and the state version (ver) stays:
// the answers of the characteristic queries cached in it still hold.
// Another step is followed by the checks it needs (afterStep).
func (g *Game) take(o Option) {
	i := len(g.stack) - 1
	g.optsOK, g.pickedOK, g.candOK = false, false, false
	k := g.stack[i].kind
	w := g.writes
	if g.opts.VerifyCaches {
		g.takeVerified(k, i, o)
	} else {
		frameDefs[k].apply(g, i, o)
	}
	g.optsOK = false
	if g.pure {
		g.pure = false
		return
	}
	g.afterStep(w)
}

// afterStep makes the checks that follow a step that was not pure, w
// being the count of changes (touch) before it. A step that changed the
// state moves the version on and is followed by the state checks; one
// that did not (it pushed frames, or only told of something: a struggle,
// a phase beginning) would have them find what they found after the step
// before. Either may have added occurrences for the forced checks.
func (g *Game) afterStep(w uint32) {
	if g.writes != w {
		g.syncVer()
		// Most steps leave both decks with cards, no wounded card and
		// no check flagged (dirty): the state checks would find nothing.
		if g.woundedN != 0 || g.dirty != 0 || len(g.players[0].deck) == 0 || len(g.players[1].deck) == 0 {
			g.stateChecks()
		}
	}
	// Occurrences not checked yet (only a game with cards that answer
	// events has any), no ability executing.
	if g.forcedAt < len(g.occ) && !g.executing() {
		if g.unchecked&(g.reactsBy[Passive]|g.reactsBy[Forced]) != 0 {
			g.checkForced()
		} else {
			// None is of a kind a forced response or timed passive of
			// the game answers.
			g.noneForced()
		}
	}
}

// options returns the legal options of the waiting decision, computing
// them once per decision.
func (g *Game) options() []Option {
	if g.optsOK {
		return g.optBuf
	}
	g.optBuf = g.optBuf[:0]
	if len(g.stack) > 0 && !g.over {
		f := g.top()
		if opts := frameDefs[f.kind].options; opts != nil {
			g.beginCache()
			g.optBuf = opts(g, f, g.optBuf)
			g.endCache()
		}
	}
	g.optsOK = true
	return g.optBuf
}

// stateChecks applies the rules that act "at any point": a player with no
// cards in his deck is eliminated (Rulebook, 2. Draw Phase); a player with
// five success tokens on a story wins it (Rulebook, Determine Success); a
// player who controls Heroic and Villainous characters discards one
// (Rulebook, Keywords: Heroic/Villainous).
func (g *Game) stateChecks() {
	if g.over {
		return
	}
	if g.eliminated != 0 {
		g.end(other(int(g.eliminated-1)), ReasonEliminated)
		return
	}
	empty0, empty1 := len(g.players[0].deck) == 0, len(g.players[1].deck) == 0
	switch {
	case empty0 && empty1:
		// Both eliminated at once: the rules are silent; the active player
		// wins, as with simultaneous story wins (docs/rulings.md).
		g.end(int(g.active), ReasonDeck)
		return
	case empty0:
		g.end(1, ReasonDeck)
		return
	case empty1:
		g.end(0, ReasonDeck)
		return
	}
	if g.woundedN > 0 {
		g.destroyOverwounded()
	}
	if g.dirty&dirtyBarred != 0 && !g.onStack(fWinStory) {
		// A win by stories an effect put off (StoryWinNeedsConspiracy)
		// happens once nothing forbids it; while something does,
		// storyVictor flags the check again.
		g.dirty &^= dirtyBarred
		if w := g.storyVictor(); w >= 0 {
			g.end(w, ReasonStories)
			return
		}
	}
	// A story's tokens needed change with its modifiers too
	// (OpponentsNeedMoreTokens): looked at whenever one may be in force.
	if (g.dirty&dirtyWin != 0 || g.modsOf(maskTokens)) && !g.onStack(fWinStories) && !g.onStack(fWinStory) {
		g.dirty &^= dirtyWin
		if g.storyToWin() {
			g.push(frame{kind: fWinStories, p: g.active, card: None, second: None})
			return
		}
	}
	if (len(g.players[0].won) >= 3 || len(g.players[1].won) >= 3) && !g.onStack(fWinStories) && !g.onStack(fWinStory) {
		// A player held back by ExtraStoryToWin, now free of it: the
		// card left play (dirtyWin), went insane (dirtyWin) or was
		// blanked (a lasting effect, dirtyHV).
		if w := g.storyVictor(); w >= 0 {
			g.end(w, ReasonStories)
			return
		}
	}
	if g.modsOf(maskHandLimit) && !g.onStack(fHandLimit) {
		for k := range 2 {
			if p := (int(g.active) + k) % 2; g.overHandLimit(p) {
				g.push(frame{kind: fHandLimit, p: int8(p), card: None, second: None})
				return
			}
		}
	}
	if g.dirty&dirtyHV != 0 && !g.onStack(fHeroicVillainous) {
		g.dirty &^= dirtyHV
		for p := range 2 {
			if g.controlsBoth(p) {
				g.push(frame{kind: fHeroicVillainous, p: int8(p), card: None, second: None})
				return
			}
		}
	}
}

// storyToWin reports whether a story has enough success tokens on a side
// to be won: whether the check of stateChecks would find one.
func (g *Game) storyToWin() bool {
	for s := range g.stories {
		sl := &g.stories[s]
		if sl.card != None && (g.winsStory(sl, 0) || g.winsStory(sl, 1)) {
			return true
		}
	}
	return false
}

// winsStory reports whether player p has enough success tokens on the
// story of slot sl to win it: five (Rulebook, Winning a Story Card), or
// more under OpponentsNeedMoreTokens.
func (g *Game) winsStory(sl *storySlot, p int) bool {
	if int(sl.success[p]) < storyWinTokens {
		return false
	}
	if !g.modsOf(maskTokens) || !g.mayModify(sl.card, maskTokens) {
		return true
	}
	return int(sl.success[p]) >= storyWinTokens+int(g.mods(sl.card, maskTokens).tokens[p])
}

// Flags of the checks stateChecks must make: set when something that can
// change their answer happens, so that the engine does not scan the play
// area after every step.
const (
	dirtyWin    uint8 = 1 << iota // success tokens were placed, leaving a story to win
	dirtyHV                       // a character entered play, was restored, or changed control
	dirtyBarred                   // a player has enough won stories, but an effect forbids him to win
)

func (g *Game) onStack(k frameKind) bool {
	for i := range g.stack {
		if g.stack[i].kind == k {
			return true
		}
	}
	return false
}

// Ways a game ends.
const (
	ReasonStories = "stories" // a player won three stories
	ReasonDeck    = "deck"    // a player ran out of cards
	// ReasonEliminated: a card's effect eliminated the other player from
	// the game (Azathoth); in a game of two, the one left wins.
	ReasonEliminated = "eliminated"
)

const storyWinTokens = 5

// destroyOverwounded destroys every character with more wounds than its
// Toughness allows now: one that loses Toughness it needed is destroyed
// (FAQ 2.37, example). A state check, made at every step.
func (g *Game) destroyOverwounded() {
	if g.woundedN == 0 {
		return
	}
	// Whether a character has too many wounds changes only with its
	// wounds (a character that goes insane or becomes an attachment loses
	// them at once, zones.go) or its Toughness, which without modifiers is
	// printed.
	modded := g.modsOf(maskToughness)
	if !g.woundsSet && !modded && !g.woundsModded {
		if g.opts.VerifyCaches {
			g.verifyNoneOverwounded()
		}
		return
	}
	g.woundsModded = modded
	if !g.woundedLost && !g.anyOverwounded() {
		g.woundsSet = false
		return
	}
	g.beginCache()
	seen := 0 // the wounded cards seen: past the last, none is left
	for p := range g.players {
		for k := 0; k < len(g.players[p].play) && seen < g.woundedN; k++ {
			id := g.players[p].play[k]
			c := &g.cards[id]
			if c.wounds == 0 {
				continue
			}
			seen++
			if g.isCharacter(id) && int(c.wounds) > g.toughness(id) {
				g.endCache()
				g.leavePlay(id, leaveDestroy)
				g.beginCache()  // the game changed: a new version
				k, seen = -1, 0 // the lists changed: look again from the start
			}
		}
	}
	g.endCache()
	g.woundsSet = false
}

// anyOverwounded reports whether a card of the list of wounded cards
// (g.wounded) is a character with more wounds than its Toughness. Most
// often there is none, and none is destroyed; destroyOverwounded then
// need not walk the play areas in order.
func (g *Game) anyOverwounded() bool {
	// With no modifier that may lower Toughness, a character with no
	// more wounds than its printed Toughness has enough (toughness).
	lowered := g.modsOf(modBit(modLowersToughness))
	any := false
	g.beginCache()
	for _, id := range g.wounded[:g.woundedN] {
		c := &g.cards[id]
		if !g.isCharacter(id) || !lowered && c.wounds <= c.def.Keywords.Toughness && !g.featureless(id) {
			continue
		}
		if int(c.wounds) > g.toughness(id) {
			any = true
			break
		}
	}
	g.endCache()
	if !any && g.opts.VerifyCaches {
		g.verifyNoneOverwounded()
	}
	return any
}

// verifyNoneOverwounded checks a skipped check of over-wounded characters
// (Options.VerifyCaches).
func (g *Game) verifyNoneOverwounded() {
	for p := range g.players {
		for _, id := range g.players[p].play {
			if c := &g.cards[id]; c.wounds > 0 && g.isCharacter(id) && int(c.wounds) > g.toughness(id) {
				g.cacheFault("%s has more wounds than its Toughness, but the check was skipped", c.def.Title)
			}
		}
	}
}

// ---- Hand limits (HandLimit) ----

// handLimit is the most cards player p may hold in his hand, under the
// HandLimit modifiers on the characters he controls, or -1 for none.
func (g *Game) handLimit(p int) int {
	lim := -1
	for _, id := range g.players[p].play {
		if !g.isCharacter(id) || g.cards[id].insane || !g.mayModify(id, maskHandLimit) {
			continue
		}
		if n := int(g.mods(id, maskHandLimit).handLimit) - 1; n >= 0 && (lim < 0 || n < lim) {
			lim = n
		}
	}
	return lim
}

// overHandLimit reports whether player p holds more cards than his hand
// limit allows.
func (g *Game) overHandLimit(p int) bool {
	lim := g.handLimit(p)
	return lim >= 0 && len(g.players[p].hand) > lim
}

// fHandLimit: player p, holding more cards than his hand limit, chooses
// and discards them one at a time until the limit is met.
func runHandLimit(g *Game, i int) bool {
	if g.overHandLimit(int(g.stack[i].p)) {
		return g.wait()
	}
	g.pop()
	return false
}

func optHandLimit(g *Game, f *frame, out []Option) []Option {
	return appendPicks(out, g.players[f.p].hand)
}

func applyHandLimit(g *Game, i int, o Option) {
	g.discardFromHand(o.Card)
}

func promptHandLimit(g *Game, f *frame) (PromptKind, string) {
	return PromptChoose, fmt.Sprintf("You hold more cards than your hand limit of %d: choose a card to discard.", g.handLimit(int(f.p)))
}
