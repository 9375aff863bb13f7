package engine

import (
	"fmt"
	"strings"
)

// Phase is a phase of the turn.
type Phase uint8

const (
	PhaseSetup Phase = iota
	PhaseRefresh
	PhaseDraw
	PhaseResource
	PhaseOperations
	PhaseStory
	PhaseEndOfTurn
)

var phaseNames = [...]string{"Setup", "Refresh", "Draw", "Resource", "Operations", "Story", "End of turn"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase(%d)", p)
}

// Step is a step of the turn sequence (Rulebook, Detailed Turn Sequence).
type Step uint8

const (
	StepSetup          Step = iota
	StepRefresh             // restore one insane character, ready, refresh domains
	StepRefreshActions      // actions may be taken
	StepDraw                // draw 2 cards (1 on the first player's first turn)
	StepDrawActions
	StepResource // attach one resource (optional)
	StepResourceActions
	StepOperations // actions; the active player plays characters and supports
	StepStoryBegin // actions may be taken
	StepCommit     // the active player commits
	StepAfterCommit
	StepOppCommit // the opponent commits
	StepAfterOppCommit
	StepResolve        // stories resolve: no actions (FAQ 3.2)
	StepStoryResponses // responses to what happened in the resolution (FAQ 3.5)
	StepStoryActions   // actions may be taken
	StepUncommit       // characters are uncommitted
	StepEndOfTurn      // end of turn (FAQ, Timing Structure)
	numSteps
)

var stepNames = [numSteps]string{"setup", "refresh", "refresh-actions", "draw", "draw-actions", "resource", "resource-actions",
	"operations", "story", "commit", "after-commit", "opponent-commit", "after-opponent-commit", "resolve",
	"story-responses", "story-actions", "uncommit", "end-of-turn"}

func (s Step) String() string {
	if s < numSteps {
		return stepNames[s]
	}
	return fmt.Sprintf("step(%d)", s)
}

// ParseStep reads a step name as String writes it; a phase name alone
// ("draw", "story") names the phase's first step.
func ParseStep(name string) (Step, bool) {
	name = strings.ToLower(strings.TrimSpace(name))
	for i, n := range stepNames {
		if n == name {
			return Step(i), true
		}
	}
	if name == "end" {
		return StepEndOfTurn, true
	}
	return 0, false
}

// stepPhases is the phase of each step.
var stepPhases = [numSteps]Phase{
	StepSetup:           PhaseSetup,
	StepRefresh:         PhaseRefresh,
	StepRefreshActions:  PhaseRefresh,
	StepDraw:            PhaseDraw,
	StepDrawActions:     PhaseDraw,
	StepResource:        PhaseResource,
	StepResourceActions: PhaseResource,
	StepOperations:      PhaseOperations,
	StepStoryBegin:      PhaseStory,
	StepCommit:          PhaseStory,
	StepAfterCommit:     PhaseStory,
	StepOppCommit:       PhaseStory,
	StepAfterOppCommit:  PhaseStory,
	StepResolve:         PhaseStory,
	StepStoryResponses:  PhaseStory,
	StepStoryActions:    PhaseStory,
	StepUncommit:        PhaseStory,
	StepEndOfTurn:       PhaseEndOfTurn,
}

// Phase returns the phase a step belongs to.
func (s Step) Phase() Phase {
	if s < numSteps {
		return stepPhases[s]
	}
	return PhaseEndOfTurn
}

// ---- Set-up (Rulebook, Setup; FAQ Players Handbook Errata) ----

// The steps of the set-up (fSetup).
const (
	setupDeal      = iota // decks shuffled, stories dealt, the first player chosen, eight cards drawn; the mulligans
	setupResources        // each player attaches his set-up resources, the first player first
	setupReveal           // the resources are revealed together; the first turn begins
)

func runSetup(g *Game, i int) bool {
	f := &g.stack[i]
	switch f.pc {
	case setupDeal:
		f.pc = setupResources
		if f.arg == 0 { // arg 1: decks kept in the order given (scenarios)
			for p := range 2 {
				g.rng.shuffle(g.players[p].deck)
			}
			g.rng.shuffle(g.story)
			g.touch()
		}
		for s := range 3 {
			g.dealStory(s)
		}
		// The first player is chosen at random before the set-up hands,
		// so each player knows it when deciding on a mulligan.
		g.first = int8(g.rng.intn(2))
		g.active = g.first
		g.touch()
		g.emit(Event{Kind: EvFirstPlayer, Player: g.first, Card: None, Other: None})
		for p := range 2 {
			g.drawN(p, 8)
		}
		if g.format.HasMulligan() {
			g.push(frame{kind: fMulligan, p: int8(other(int(g.first))), card: None, second: None})
			g.push(frame{kind: fMulligan, p: g.first, card: None, second: None})
		}
	case setupResources:
		f.pc = setupReveal
		g.push(frame{kind: fSetupResources, p: int8(other(int(g.first))), card: None, second: None})
		g.push(frame{kind: fSetupResources, p: g.first, card: None, second: None})
	case setupReveal:
		// The set-up resources are revealed together.
		for p := range g.players {
			for _, id := range g.players[p].resources {
				g.emit(Event{Kind: EvResource, Player: int8(p), Card: id, Other: None, N: int16(g.domainIndex(p, g.cards[id].host))})
			}
		}
		g.pop()
		g.startTurn(int(g.first))
	}
	return false
}

func runMulligan(g *Game, i int) bool { return g.wait() }

func optMulligan(g *Game, f *frame, out []Option) []Option {
	return append(out, Option{Act: ActKeep, Card: None}, Option{Act: ActMulligan, Card: None})
}

func applyMulligan(g *Game, i int, o Option) {
	p := int(g.stack[i].p)
	g.pop()
	if o.Act != ActMulligan {
		return
	}
	pl := &g.players[p]
	pl.mulliganed = true
	for len(pl.hand) > 0 {
		g.moveTo(pl.hand[len(pl.hand)-1], ZoneDeck)
	}
	g.rng.shuffle(pl.deck)
	g.touch() // mulliganed, and the deck's order
	g.emit(Event{Kind: EvMulligan, Player: int8(p), Card: None, Other: None})
	g.drawN(p, 8)
}

func promptMulligan(g *Game, f *frame) (PromptKind, string) {
	return PromptMulligan, "Keep this setup hand, or shuffle it into your deck and draw eight new cards (once per game)?"
}

// fSetupResources: the player picks, one at a time, the three setup cards
// that become the resources of domains 1, 2 and 3. f.n counts them.
func runSetupResources(g *Game, i int) bool {
	if g.stack[i].arg >= 3 {
		p := int(g.stack[i].p)
		g.pop()
		g.emit(Event{Kind: EvSetupResources, Player: int8(p), Card: None, Other: None})
		return false
	}
	return g.wait()
}

func optSetupResources(g *Game, f *frame, out []Option) []Option {
	for _, id := range g.players[f.p].hand {
		out = append(out, Option{Act: ActPick, Card: id})
	}
	return out
}

func applySetupResources(g *Game, i int, o Option) {
	f := &g.stack[i]
	g.attachResource(int(f.p), o.Card, int(f.arg), false)
	f.arg++
}

func promptSetupResources(g *Game, f *frame) (PromptKind, string) {
	return PromptSetupResource, fmt.Sprintf("Choose a card of your setup hand to attach as the resource of domain %d (the other five stay in hand).", f.arg+1)
}

// ---- The turn (Rulebook, Turn Sequence and Detailed Turn Sequence) ----

// domainIndex returns the index of a domain card among a player's domains.
func (g *Game) domainIndex(p int, dom CardID) int {
	for d := range g.players[p].domains {
		if g.players[p].domains[d].card == dom {
			return d
		}
	}
	return -1
}

// setStep moves the turn to step st.
func (g *Game) setStep(st Step) {
	if g.step != st {
		g.step = st
		g.touch()
	}
}

func (g *Game) startTurn(p int) {
	g.turn++
	g.pruneUses()
	g.active = int8(p)
	g.expireRound(p)
	g.step = StepRefresh
	for s := range g.stories {
		g.stories[s].resolved = false
	}
	g.touch()
	g.emit(Event{Kind: EvTurn, Player: int8(p), Card: None, Other: None})
	g.push(frame{kind: fTurn, p: int8(p), pc: int8(StepRefresh), card: None, second: None})
}

// firstPenalty reports whether this is the first player's first turn: he
// draws one card and skips his story phase (Rulebook, "first player penalty").
func (g *Game) firstPenalty() bool { return g.turn == 1 && g.active == g.first }

// storySkippedBy returns the card whose lasting effect makes player p skip
// his story phase now (SkipYourStoryPhaseThisTurn,
// EachPlayerSkipsStoryPhaseUntilYourNextTurnEnds), or None.
func (g *Game) storySkippedBy(p int) CardID {
	for i := range g.lasting {
		if l := &g.lasting[i]; l.mod.kind == modSkipStory && (int(l.p) == p || l.mod.n == skipEveryPlayer) {
			return l.src
		}
	}
	return None
}

func runTurn(g *Game, i int) bool {
	g.dropOccurrences()
	f := &g.stack[i]
	p := int(f.p)
	st := f.turnStep()
	// Phases begin and end as framework actions: a phase's beginning is an
	// occurrence responses may answer; its end is not (FAQ, Timing
	// Structure); lasting effects end with the phase by default (FAQ 1.4).
	if ph := st.Phase(); f.phase() != ph {
		if f.phase() != 0 {
			if g.phaseEndChoice() {
				return false // the phase ends when it is made
			}
			g.endPhase()
			if g.forcedAnswers(EvPhaseEnd) {
				// A Forced Response at the end of the phase ("at the end
				// of each story phase") resolves now, before the next
				// phase begins: the turn goes on from here after it.
				f.arg2 = 0
				return false
			}
		}
		f.arg2 = int16(ph)
		g.setStep(st)
		if ph != PhaseEndOfTurn {
			g.openWindow()
			g.emit(Event{Kind: EvPhaseBegin, Player: int8(p), Card: None, Other: None, Flags: evQuiet})
			return false
		}
	}
	g.setStep(st)
	f.pc = int8(st + 1) // a turn frame's steps are the turn's (Step), in their order
	switch st {
	case StepRefresh:
		g.openWindow()
		var buf [8]CardID
		if len(g.restorable(p, buf[:0])) > 0 {
			g.push(frame{kind: fRestore, p: int8(p), card: None, second: None})
			return false
		}
		g.refresh(p, None)
	case StepRefreshActions, StepDrawActions, StepResourceActions, StepOperations,
		StepStoryBegin, StepAfterCommit, StepAfterOppCommit, StepStoryActions:
		if st == StepStoryBegin && g.firstPenalty() {
			g.emit(Event{Kind: EvSkipStory, Player: int8(p), Card: None, Other: None})
			f.pc = int8(StepEndOfTurn)
			return false
		}
		if st == StepStoryBegin && g.lastingMay(modSkipStory) {
			if src := g.storySkippedBy(p); src != None {
				g.emit(Event{Kind: EvSkipStory, Player: int8(p), Card: src, Other: None})
				f.pc = int8(StepEndOfTurn)
				return false
			}
		}
		g.openActionWindow()
	case StepDraw:
		n := 2
		if g.firstPenalty() {
			n = 1
		}
		n += g.extraDraws()
		g.openWindow()
		g.drawN(p, n)
	case StepResource:
		if len(g.players[p].hand) > 0 {
			g.openWindow()
			g.push(frame{kind: fResourcePhase, p: int8(p), card: None, second: None})
		}
	case StepCommit:
		g.openWindow()
		g.push(frame{kind: fCommit, p: int8(p), card: None, second: None})
	case StepOppCommit:
		if !g.anyCommitted(p) {
			// Nothing committed: the story phase ends at once (FAQ, Timing
			// Structure: End of Turn vs. End of Story Phase).
			g.emit(Event{Kind: EvNoCommit, Player: int8(p), Card: None, Other: None})
			f.pc = int8(StepUncommit)
			return false
		}
		g.openWindow()
		g.push(frame{kind: fCommit, p: int8(other(p)), card: None, second: None})
	case StepResolve:
		// All stories resolve as one framework action; responses to what
		// happened come in its one window after (FAQ 3.2, 3.5).
		g.openWindow()
		g.push(frame{kind: fResolveStories, p: int8(p), card: None, second: None})
	case StepStoryResponses:
		// The responses of the resolution's window (above) are over. When
		// no state check waits for a frame to leave the stack (dirty), the
		// state checks after this step would find what they found after
		// the last change (the phase is the same): the next step's action
		// window opens in the same step.
		if g.dirty == 0 {
			g.setStep(StepStoryActions)
			f.pc = int8(StepUncommit)
			g.openActionWindow()
		}
	case StepUncommit:
		g.uncommitAll()
	case StepEndOfTurn:
		// The end of the turn is its own step, with no window of its own
		// (FAQ, Timing Structure).
		if (g.forcedAnswers(EvTurnEnd) || g.windowsNeeded() && g.reactsBy[Passive]&EvTurnEnd.bit() != 0) && f.flags&fTurnEnded == 0 {
			// A Forced Response or a passive at the end of the turn ("at
			// the end of each of his turns", Azathoth's) resolves before
			// the turn's lasting effects end and the next turn begins.
			f.flags |= fTurnEnded
			f.pc = int8(StepEndOfTurn)
			g.emit(Event{Kind: EvTurnEnd, Player: int8(p), Card: None, Other: None, Flags: evQuiet})
			return false
		}
		g.expire(PerTurn)
		if f.flags&fTurnEnded == 0 {
			g.emit(Event{Kind: EvTurnEnd, Player: int8(p), Card: None, Other: None, Flags: evQuiet})
		}
		g.pop()
		g.startTurn(other(p))
	}
	return false
}

// fTurnEnded marks a turn frame whose end has been told (EvTurnEnd)
// for the Forced Responses that answer it.
const fTurnEnded uint8 = 1 << 6

// forcedAnswers reports whether some card of the game has a Forced
// Response to occurrences of kind k: only then does the end of a phase or
// of a turn wait for them.
func (g *Game) forcedAnswers(k EventKind) bool {
	return g.windowsNeeded() && g.reactsBy[Forced]&k.bit() != 0
}

// answersAny reports whether some card of the game has an ability of
// any kind that answers occurrences of kind k: an occurrence told only
// for such abilities is emitted only then.
func (g *Game) answersAny(k EventKind) bool {
	if !g.windowsNeeded() {
		return false
	}
	for _, m := range g.reactsBy {
		if m&k.bit() != 0 {
			return true
		}
	}
	return false
}

// endPhase ends the current phase: lasting effects "until the end of the
// phase" expire.
func (g *Game) endPhase() {
	g.emit(Event{Kind: EvPhaseEnd, Player: g.active, Card: None, Other: None, Flags: evQuiet})
	g.returnAtPhaseEnd()
	g.expire(PerPhase)
}

func (g *Game) openActionWindow() {
	g.push(frame{kind: fActionWindow, p: g.active, card: None, second: None})
}

// refresh readies the player's exhausted cards (all but the one just
// restored) and refreshes his domains (Rulebook, 1. Refresh Phase).
func (g *Game) refresh(p int, restored CardID) {
	if g.readiers > 0 && g.refreshLimitedBy() != None {
		// One character and one support card at most (ReadiesOneOfEach):
		// the player picks them (fReadyOne), then the phase goes on.
		g.push(frame{kind: fReadyOne, p: int8(p), card: restored, second: None})
		return
	}
	pl := &g.players[p]
	held := g.lastingMay(modNoRefresh)
	told := g.answersAny(EvReady)
	for _, id := range pl.play {
		if g.refreshes(id, restored, held) {
			g.readyInRefresh(p, id, told)
		}
	}
	g.refreshDomains(p, held)
}

// refreshes reports whether the refresh phase readies a card of the
// player's play area: exhausted, sane, not the character just restored,
// not kept from it (SkipsNextRefresh, CannotBeReadied).
func (g *Game) refreshes(id, restored CardID, held bool) bool {
	c := &g.cards[id]
	return c.exhausted && !c.insane && id != restored && !(held && g.skipsRefresh(id)) && g.canReady(id)
}

// readyInRefresh readies a card in player p's refresh phase.
func (g *Game) readyInRefresh(p int, id CardID, told bool) {
	g.cards[id].exhausted = false
	if told {
		// Each card readied is an occurrence of its own, told (not
		// logged) only when some card answers readyings.
		g.emit(Event{Kind: EvReady, Player: int8(p), Card: id, Other: None, Flags: evQuiet})
	}
}

// refreshDomains ends player p's refresh phase's readying: the effects
// that kept cards from it end, his domains are refreshed.
func (g *Game) refreshDomains(p int, held bool) {
	pl := &g.players[p]
	if held {
		g.endNoRefresh()
	}
	for d := range pl.domains {
		pl.domains[d].drained = false
	}
	g.touch()
	g.emit(Event{Kind: EvRefresh, Player: int8(p), Card: None, Other: None})
}

// skipsRefresh reports whether a card is not readied in this refresh
// phase (SkipsNextRefresh).
func (g *Game) skipsRefresh(id CardID) bool {
	for i := range g.lasting {
		if l := &g.lasting[i]; l.mod.kind == modNoRefresh && l.on == id && l.epoch == g.cards[id].epoch {
			return true
		}
	}
	return false
}

// endNoRefresh ends, as a refresh phase (any player's) has come, the
// effects that kept characters from being readied in the next one.
func (g *Game) endNoRefresh() {
	out := g.lasting[:0]
	for _, l := range g.lasting {
		if l.mod.kind != modNoRefresh {
			out = append(out, l)
		}
	}
	if len(out) != len(g.lasting) {
		g.lasting = out
		g.maskDirty = true
		g.touch()
	}
}

// restorable appends to out the player's insane characters that can be
// restored, in the order of his play area.
func (g *Game) restorable(p int, out []CardID) []CardID {
	for _, id := range g.players[p].play {
		if g.canBeRestored(id) {
			out = append(out, id)
		}
	}
	return out
}

// canBeRestored reports whether a character is insane and nothing stops
// its restoring.
func (g *Game) canBeRestored(id CardID) bool {
	return g.cards[id].insane && g.restoreAllowed(id)
}

// restoreAllowed reports whether nothing stops an insane character's
// restoring (canBeRestored, small enough to inline, asks it of the
// insane characters only).
func (g *Game) restoreAllowed(id CardID) bool {
	return !g.hasMods() || int(g.mods(id, maskCannot).cannot)&cannotRestore == 0
}

// fRestore: the active player must restore one of his insane characters
// if he has any he can (FAQ 2.34).
func runRestore(g *Game, i int) bool { return g.wait() }

func optRestore(g *Game, f *frame, out []Option) []Option {
	var buf [8]CardID
	for _, id := range g.restorable(int(f.p), buf[:0]) {
		out = append(out, Option{Act: ActPick, Card: id})
	}
	return out
}

func applyRestore(g *Game, i int, o Option) {
	p := int(g.stack[i].p)
	g.pop()
	g.restore(o.Card)
	g.refresh(p, o.Card)
}

func promptRestore(g *Game, f *frame) (PromptKind, string) {
	return PromptRestore, "Choose an insane character to restore (it comes back exhausted)."
}

// fResourcePhase: the active player may attach one card from his hand to
// one of his domains (Rulebook, 3. Resource Phase), through the steps
// below.
const (
	resourceCard   = iota // he chooses the card from his hand, or passes
	resourceDomain        // he chooses the domain it is attached to
)

func runResourcePhase(g *Game, i int) bool { return g.wait() }

func optResourcePhase(g *Game, f *frame, out []Option) []Option {
	if f.pc == resourceCard {
		out = append(out, Option{Act: ActPass, Card: None})
		if g.resourcesAtRandom(int(f.p)) {
			// The domain first; the card is picked at random.
			for d := range g.players[f.p].domains {
				out = append(out, Option{Act: ActDomain, Card: None, Arg: int32(d)})
			}
			return out
		}
		for _, id := range g.players[f.p].hand {
			out = append(out, Option{Act: ActResource, Card: id})
		}
		return out
	}
	for d := range g.players[f.p].domains {
		out = append(out, Option{Act: ActDomain, Card: None, Arg: int32(d)})
	}
	return out
}

func applyResourcePhase(g *Game, i int, o Option) {
	f := &g.stack[i]
	switch o.Act {
	case ActPass:
		g.pop()
	case ActResource:
		f.card = o.Card
		f.pc = resourceDomain
	case ActDomain:
		p, c := int(f.p), f.card
		if f.pc == resourceCard {
			hand := g.players[p].hand
			c = hand[g.rng.intn(len(hand))]
		}
		g.pop()
		g.attachResource(p, c, int(o.Arg), true)
	}
}

// resourcesAtRandom reports whether player p's resource for the resource
// phase is picked at random from his hand (ResourceAtRandom).
func (g *Game) resourcesAtRandom(p int) bool {
	if !g.mayBeInForce(maskCannot) {
		return false
	}
	for _, id := range g.players[p].hand {
		if g.cannotNow(id, resourceAtRandom) {
			return true
		}
	}
	return false
}

func promptResourcePhase(g *Game, f *frame) (PromptKind, string) {
	if f.pc == resourceCard && g.resourcesAtRandom(int(f.p)) {
		return kindResourcePhase(g, f), "You may attach a card picked at random from your hand to a domain of your choice as a resource."
	}
	if f.pc == resourceCard {
		return kindResourcePhase(g, f), "You may attach one card from your hand to a domain as a resource."
	}
	return kindResourcePhase(g, f), fmt.Sprintf("Choose the domain to attach %s to.", g.name(f.card))
}

func kindResourcePhase(g *Game, f *frame) PromptKind {
	if f.pc == resourceCard {
		return PromptResource
	}
	return PromptDomain
}
