package engine

import (
	"fmt"
	"slices"

	"cthulhu/carddb"
)

// The timing structure (FAQ v3.0, "Timing Structure": "Action, Disrupt, and
// Response Effects", "Actions and Responses in Detail", "Framework
// Actions"). Every player action and every framework action opens a window:
//
//  1. the action is initiated: costs determined, play restrictions and
//     targets checked and chosen, costs paid;
//  2. Disrupts, players alternating, the active player first;
//  3. the action is executed;
//  4. passive abilities whose moment has come are initiated;
//  5. Forced Responses, in the order the active player chooses;
//  6. Responses, players alternating from the active player until both
//     pass in a row; each may answer any occurrence of the window;
//  7. the window closes: unused response opportunities are lost.
//
// Steps 4 and 5 happen as soon as the effect that caused them has fully
// resolved, even during story resolution (FAQ 1.11, 3.2). The FAQ says
// both that responses start "with the active player" and "with the player
// to the left of the player who initiated the action"; the engine starts
// with the active player, as every window and action window does
// (Rulebook, Timing Rules: "The active player always takes the first
// action"). See docs/timing.md.

// groupSep separates the groups of cards an ability keeps in the arena:
// one group per target, then one per in-resolution choice.
const groupSep CardID = -2

// arenaGroup returns group i of the cards stored from start.
func (g *Game) arenaGroup(start, i int) []CardID {
	a := g.arena
	for k := start; k <= len(a) && start <= len(a); k++ {
		if k == len(a) || a[k] == groupSep {
			if i == 0 {
				return a[start:k]
			}
			i--
			start = k + 1
		}
	}
	return nil
}

// windowsNeeded reports whether windows must open: some card of the game
// answers events, or a player wants to be asked always.
func (g *Game) windowsNeeded() bool {
	return g.reactive || g.opts.Bluff[0] || g.opts.Bluff[1]
}

// openWindow opens a window for the action or framework action that is
// about to happen: its occurrences are those from now on.
func (g *Game) openWindow() {
	if g.windowsNeeded() {
		g.push(frame{kind: fWindow, p: g.active, card: None, second: None, arg: int16(min(len(g.occ), 32767))})
	}
}

// dropOccurrences forgets the occurrences nothing can answer or look back
// on any more: between the steps of a turn, with no window, ability or
// forced response pending, and every occurrence checked for forced
// responses. (The log keeps its own copy.) It keeps the list, and the
// clones of the game, short.
func (g *Game) dropOccurrences() {
	if g.forcedAt < len(g.occ) || len(g.occ) == 0 {
		return
	}
	for i := range g.stack {
		if g.stack[i].kind != fTurn {
			return
		}
	}
	g.occ, g.occSeen.ok = g.occ[:0], false
	g.forcedAt, g.unchecked = 0, 0
}

// The steps of a window (fWindow).
const (
	windowRespond = iota // the action on top of it has finished: the responses to its occurrences
	windowClose          // the responses are over: the window closes
)

// fWindow waits for the action on top of it to finish, then runs the
// responses (windowRespond) and closes (windowClose).
func runWindow(g *Game, i int) bool {
	f := &g.stack[i]
	switch f.pc {
	case windowRespond:
		f.pc = windowClose
		if g.mayRespond(f.firstOccurrence()) {
			g.push(frame{kind: fResponses, p: g.active, card: None, second: None, arg: f.arg})
			g.pure = true
			return false
		}
		// Neither player has anything to answer with: the window closes
		// as the two passes of its responses would close it.
		if g.opts.VerifyCaches {
			g.verifyUnanswered(f.firstOccurrence(), -1)
		}
	}
	start := f.firstOccurrence()
	g.stack = g.stack[:i] // pop: a window is not an executing ability
	if start < len(g.occ) {
		g.occ, g.occSeen.ok = g.occ[:start], false
	}
	if g.forcedAt >= len(g.occ) {
		g.forcedAt, g.unchecked = len(g.occ), 0
	}
	g.pure = true // the occurrences dropped were checked, or never will be
	return false
}

// fResponses: players alternate (p acts; passes counts the passes in a
// row), each taking a response to any occurrence of the window (from
// firstOccurrence on).
func runResponses(g *Game, i int) bool {
	f := &g.stack[i]
	if f.passes() >= 2 {
		g.pop()
		g.pure = true
		return false
	}
	return g.passIfNothing(f, optResponses)
}

// reactionTurn records a player's turn in a reaction window: the turn goes
// to the other player; a pass counts toward the two that close the
// window, anything else starts the count again. It returns who chose.
func (g *Game) reactionTurn(i int, o Option) (p int, passed bool) {
	f := &g.stack[i]
	p = int(f.p)
	f.p = int8(other(p))
	if o.Act == ActPass {
		f.arg2++
		g.pure = true
		return p, true
	}
	f.arg2 = 0
	return p, false
}

// countedOpts lists a frame's options in scratch, to count them or look
// at them before they are thrown away.
func (g *Game) countedOpts(f *frame, opts func(*Game, *frame, []Option) []Option) []Option {
	g.scratch = opts(g, f, g.scratch[:0])
	return g.scratch
}

// passIfNothing is the step of a window in which players take turns to
// react, two passes in a row closing it: a player with nothing but a pass
// passes at once (unless he bluffs), and the turn goes to the other.
func (g *Game) passIfNothing(f *frame, opts func(*Game, *frame, []Option) []Option) bool {
	g.beginCache()
	n := len(g.countedOpts(f, opts))
	g.endCache()
	if !g.opts.Bluff[f.p] && n <= 1 {
		f.arg2++
		f.p = int8(other(int(f.p)))
		g.pure = true
		return false
	}
	// It only waits: the options just counted are the decision's.
	g.optBuf = append(g.optBuf[:0], g.scratch...)
	g.optsOK = true
	g.pure = true
	return true
}

// mayDisrupt reports whether a player may have a Disrupt for the frame at
// index subject, or must be asked anyway (Options.Bluff); like mayRespond,
// it may answer yes when nobody has one, never no when somebody has.
func (g *Game) mayDisrupt(subject int) bool {
	if g.mustOpenWindows() {
		return true
	}
	kind := g.subjectKind(subject)
	if g.opts.VerifyCaches && kind != g.subjectEvent(subject).Kind {
		g.cacheFault("the kind of the subject of a disrupt window (%v) is not its event's (%v)", kind, g.subjectEvent(subject).Kind)
	}
	g.freshReacts()
	return (g.reactsNow[0][Disrupt]|g.reactsNow[1][Disrupt])&kind.bit() != 0
}

// mayRespond reports whether a player may have a Response to the
// occurrences from index from on, or must be asked anyway (Options.Bluff).
// It may answer yes when nobody has one (lent abilities are not looked
// at), never no when somebody has.
func (g *Game) mayRespond(from int) bool {
	if g.mustOpenWindows() {
		return true
	}
	g.freshReacts()
	answers := g.reactsNow[0][Response] | g.reactsNow[1][Response]
	for oi := from; oi < len(g.occ); oi++ {
		if answers&g.occ[oi].Kind.bit() != 0 {
			return true
		}
	}
	return false
}

// mustOpenWindows reports whether a window is played out even if the
// players' masks say nobody can answer: a player is always asked
// (Options.Bluff), or a lasting effect may lend an ability (lentTriggered).
func (g *Game) mustOpenWindows() bool {
	return g.opts.Bluff[0] || g.opts.Bluff[1] || g.lending()
}

// verifyUnanswered checks a window closed unopened because the players'
// masks said nobody could answer (mayRespond, mayDisrupt): neither player
// has a Response to an occurrence from index from on (from >= 0), or a
// Disrupt of the subject frame (subject >= 0), each of his cards asked
// (triggered, which checks the lists against all his cards)
// (Options.VerifyCaches).
func (g *Game) verifyUnanswered(from, subject int) {
	g.beginCache()
	defer g.endCache()
	var buf [4]Option
	for p := range g.players {
		if subject >= 0 {
			g.subject = g.subjectEvent(subject)
			if opts := g.triggered(p, Disrupt, &g.subject, subject, buf[:0]); len(opts) > 0 {
				g.cacheFault("player %d could disrupt %s, but the window was not opened", p+1, opts[0].ID())
			}
			continue
		}
		for oi := from; oi < len(g.occ); oi++ {
			if e := &g.occ[oi]; e.Kind != EvPhaseEnd {
				if opts := g.triggered(p, Response, e, oi, buf[:0]); len(opts) > 0 {
					g.cacheFault("player %d could respond with %s, but the window was not opened", p+1, opts[0].ID())
				}
			}
		}
	}
}

// occKinds is the set of the kinds of the occurrences from index from on.
// The last answer is kept (occSeen): a window asks again as occurrences
// are added after those it saw.
func (g *Game) occKinds(from int) (kinds uint64) {
	m := &g.occSeen
	start := from
	if m.ok && m.from == from && m.n <= len(g.occ) {
		if g.opts.VerifyCaches {
			g.verify(m)
		}
		kinds, start = m.kinds, m.n
	}
	kinds |= g.kindsIn(start)
	*m = occSeen{ok: true, from: from, n: len(g.occ), kinds: kinds}
	return kinds
}

// kindsIn is the set of the kinds of the occurrences from index from on,
// gathered afresh.
func (g *Game) kindsIn(from int) (kinds uint64) {
	for oi := from; oi < len(g.occ); oi++ {
		kinds |= g.occ[oi].Kind.bit()
	}
	return kinds
}

// occSeen is occKinds' last answer: the kinds of the occurrences from
// index from to n. Occurrences are only ever added, until the list is cut
// (dropOccurrences, runWindow), which forgets it.
type occSeen struct {
	ok      bool
	from, n int
	kinds   uint64
}

func optResponses(g *Game, f *frame, out []Option) []Option {
	out = append(out, Option{Act: ActPass, Card: None})
	p := int(f.p)
	// The kinds of occurrence the player's cards answer: without lent
	// abilities (lentTriggered), an occurrence of another kind is passed
	// over unasked, and a window with none at all at once.
	answers := ^uint64(0)
	if !g.lending() {
		answers = g.reactsNowOf(p, Response)
		if answers&g.occKinds(f.firstOccurrence()) == 0 {
			return out
		}
	}
	for oi := f.firstOccurrence(); oi < len(g.occ); oi++ {
		e := &g.occ[oi]
		if e.Kind == EvPhaseEnd || answers&e.Kind.bit() == 0 {
			continue // no responses to end of phase (FAQ, Timing Structure)
		}
		out = g.triggered(p, Response, e, oi, out)
	}
	return out
}

func applyResponses(g *Game, i int, o Option) {
	p, passed := g.reactionTurn(i, o)
	if passed {
		return
	}
	ab, oi := unpackTrigger(o.Arg)
	g.startAbilityNow(p, o.Card, ab, &g.occ[oi], -1)
}

func promptResponses(g *Game, f *frame) (PromptKind, string) {
	return PromptResponse, "You may respond to what just happened, or pass."
}

func packTrigger(ab, occ int) int32 { return int32(occ<<8 | ab&0xff) }
func unpackTrigger(arg int32) (ab, occ int) {
	return int(arg & 0xff), int(arg >> 8)
}

// triggered appends player p's abilities of a kind that answer an event:
// cards in play he controls, cards in his hand (events), his discard pile,
// and the event's own card if it just left play (FAQ, Timing: "Responses on
// Cards Leaving Play").
func (g *Game) triggered(p int, kind Kind, e *Event, oi int, out []Option) []Option {
	bit := e.Kind.bit()
	if g.reactsBy[kind]&bit == 0 {
		return out // no card of the game answers it so
	}
	if g.opts.VerifyCaches {
		start := len(out)
		out = g.listTriggered(p, kind, e, oi, bit, out)
		g.verifyTriggers(p, kind, e, oi, out[start:])
	} else {
		out = g.listTriggered(p, kind, e, oi, bit, out)
	}
	if !g.lending() {
		return out // the quick answer, without a call
	}
	return g.lentTriggered(p, kind, e, oi, out)
}

// listTriggered is triggered's walk of the cards of p's that can answer
// (reactIDs). A card whose abilities answer e's kind only about their own
// card, or their controller, is passed over for another's occurrence, as
// triggersOf would pass over each of them (Impl.answering), and so is an
// insane card in play.
func (g *Game) listTriggered(p int, kind Kind, e *Event, oi int, bit uint64, out []Option) []Option {
	if g.reactsNowOf(p, kind)&bit == 0 {
		return out // none of p's cards does
	}
	other := 0
	if int(e.Player) != p {
		other = 2
	}
	for _, id := range g.reactIDs[p] {
		if g.reacts[id]&bit == 0 {
			continue
		}
		w := other
		if e.Card != id {
			w |= 1
		}
		if g.impls[id].answering[w][kind]&bit == 0 {
			continue
		}
		if c := &g.cards[id]; c.insane && c.zone == ZonePlay && !g.lending() {
			// An insane card's text box is blank (FAQ 1.12): canTrigger
			// would refuse each of its abilities, none being lent.
			continue
		}
		out = g.triggersOf(p, id, kind, e, oi, out)
	}
	return out
}

// triggersOf appends the abilities of a kind of card id that player p may
// use now, in answer to e (nil for Actions).
func (g *Game) triggersOf(p int, id CardID, kind Kind, e *Event, oi int, out []Option) []Option {
	im := g.impls[id]
	for ai := range im.Abilities {
		a := &im.Abilities[ai]
		if a.Kind != kind || kind != Action && a.Trigger == nil {
			continue
		}
		if e != nil && (a.Trigger.self && e.Card != id || a.Trigger.yours && int(e.Player) != p) {
			continue // about another card, or another player: its match would refuse it
		}
		if g.canTrigger(p, id, ai, e) {
			out = append(out, Option{Act: ActTrigger, Card: id, Arg: packTrigger(ai, oi)})
		}
	}
	return out
}

// verifyTriggers checks what triggered or optActionWindow found on the
// lists of cards that can answer (reactIDs, actIDs) against a walk of
// every card player p may use (Options.VerifyCaches).
func (g *Game) verifyTriggers(p int, kind Kind, e *Event, oi int, got []Option) {
	var want []Option
	for _, id := range g.appendUsable(p, kind != Action, true, nil) {
		if g.impls[id] != nil && (kind != Action || g.actions[id] && g.cards[id].zone != ZoneStory) {
			want = g.triggersOf(p, id, kind, e, oi, want)
		}
	}
	if !slices.Equal(want, got) {
		// A copy to format: got itself is often the caller's stack buffer.
		found := append([]Option(nil), got...)
		g.cacheFault("player %d's %s abilities found on the lists (%v) are not those of all his cards (%v)", p+1, kind, found, want)
	}
}

// appendUsable appends, in a fixed order, the cards whose abilities
// player p may use: those he controls in play, the other player's
// attachments that give p's characters an ability (Ability.ForHost), with
// stories his own stories, then his hand and, with discard, his discard
// pile.
func (g *Game) appendUsable(p int, stories, discard bool, out []CardID) []CardID {
	pl := &g.players[p]
	out = append(out, pl.play...)
	for _, id := range g.players[other(p)].play {
		if h := g.cards[id].host; h != None && int(g.cards[h].ctrl) == p {
			out = append(out, id)
		}
	}
	if stories {
		for s := range g.stories {
			if id := g.stories[s].card; id != None && g.cards[id].owner == int8(p) {
				out = append(out, id)
			}
		}
	}
	out = append(out, pl.hand...)
	if discard {
		out = append(out, pl.discard...)
	}
	if g.resListed[p] > 0 {
		// The resources on his domains, when one has an ability that
		// works there (FromDomain).
		for _, id := range pl.resources {
			if g.cards[id].owner == int8(p) {
				out = append(out, id)
			}
		}
	}
	return out
}

// reactsNowOf returns the event kinds that the abilities of a kind answer,
// on the cards triggered looks at for player p.
func (g *Game) reactsNowOf(p int, kind Kind) uint64 {
	g.freshReacts()
	return g.reactsNow[p][kind]
}

// freshReacts makes reactsNow, reactIDs and actIDs again if a card moved
// or a lend began or ended. (Small enough to inline: the checks call it
// each time.)
func (g *Game) freshReacts() {
	if g.reactsStale || g.listsLend != g.lending() {
		g.remakeReacts()
	}
}

// bothStale marks both players' lists stale (reactsStale).
const bothStale uint8 = 3

// remakeReacts is kept out of line: a profile-guided build would
// otherwise inline it into freshReacts, which then grows too big to be
// inlined into its many callers.
//
//go:noinline
func (g *Game) remakeReacts() {
	lend := g.lending()
	stale := g.staleOf
	if lend != g.listsLend {
		stale = bothStale // every card in hand and discard pile counts, or no longer
	}
	if stale == 0 {
		return
	}
	// Without a lend, when only a few cards moved, they are taken off the
	// lists and each put back where the whole walk would put it, if it
	// belongs there still (relist): the other cards keep their order, which
	// is the walk's.
	inPlace := g.movedN >= 0 && !lend && lend == g.listsLend
	g.listsLend = lend
	for p := range g.players {
		if stale&(1<<p) == 0 {
			continue
		}
		if inPlace {
			n := len(g.reactIDs[p])
			for _, id := range g.moved[:g.movedN] {
				g.reactIDs[p] = removeKeepingOrder(g.reactIDs[p], id)
				g.actIDs[p] = removeKeepingOrder(g.actIDs[p], id)
			}
			removed := len(g.reactIDs[p]) < n
			for _, id := range g.moved[:g.movedN] {
				g.relist(p, id)
			}
			if removed {
				// What the cards taken off answered may be answered by
				// none left: the kinds are gathered again.
				g.reactsNow[p] = g.reactKinds(g.reactIDs[p])
			}
		} else {
			g.reactsNow[p], g.reactIDs[p], g.actIDs[p] = g.usableLists(p, g.reactIDs[p][:0], g.actIDs[p][:0])
		}
		g.actN[p] = g.actionsOn(g.actIDs[p])
	}
	g.reactsStale, g.staleOf, g.movedN = false, 0, 0
}

// markStale marks the lists of the players whose bits are set to be made
// again whole (bothStale: both).
func (g *Game) markStale(bits uint8) {
	g.reactsStale = true
	g.staleOf |= bits
	g.movedN = -1
}

// markMoved marks the lists of the players whose bits are set to be made
// again after card id changed zone, controller or host: only that card's
// places on them, if few cards moved (remakeReacts).
func (g *Game) markMoved(id CardID, bits uint8) {
	g.reactsStale = true
	g.staleOf |= bits
	switch {
	case g.movedN < 0:
	case slices.Contains(g.moved[:g.movedN], id):
	case int(g.movedN) < len(g.moved):
		g.moved[g.movedN] = id
		g.movedN++
	default:
		g.movedN = -1
	}
}

// relist puts card id, taken off player p's lists of usable cards, back
// where usableLists would, if it belongs there (without a lend), adding
// what it answers to p's kinds (reactsNow).
func (g *Game) relist(p int, id CardID) {
	rank, ok := g.usableRank(p, id)
	if !ok {
		return
	}
	by, reacts, acts := g.usableAs(id, false)
	if reacts {
		g.reactIDs[p] = g.insertByRank(p, g.reactIDs[p], id, rank)
		for k, bits := range by {
			g.reactsNow[p][k] |= bits
		}
	}
	if acts {
		g.actIDs[p] = g.insertByRank(p, g.actIDs[p], id, rank)
	}
}

// removeKeepingOrder takes id out of s, the others keeping their order.
func removeKeepingOrder(s []CardID, id CardID) []CardID {
	if i := slices.Index(s, id); i >= 0 {
		return slices.Delete(s, i, i+1)
	}
	return s
}

// insertByRank puts id, of rank rank, into list s, which is in the order
// of usableRank.
func (g *Game) insertByRank(p int, s []CardID, id CardID, rank int) []CardID {
	i := len(s)
	for i > 0 {
		if r, _ := g.usableRank(p, s[i-1]); r < rank {
			break
		}
		i--
	}
	return slices.Insert(s, i, id)
}

// usableRank is card id's place in appendUsable(p)'s order: its section
// (his cards in play, the other player's attachments on his characters,
// his stories, his hand, his discard pile) and its index there; ok is
// false for a card appendUsable(p) leaves out (the discard pile counted
// in, as it is whenever a card there is listed).
func (g *Game) usableRank(p int, id CardID) (rank int, ok bool) {
	c := &g.cards[id]
	at := func(section int, list []CardID) (int, bool) {
		i := slices.Index(list, id)
		return section<<16 | i, i >= 0
	}
	switch c.zone {
	case ZonePlay:
		if int(c.ctrl) == p {
			return at(0, g.players[p].play)
		}
		if c.host != None && int(g.cards[c.host].ctrl) == p {
			return at(1, g.players[other(p)].play)
		}
	case ZoneStory:
		if int(c.owner) == p {
			for s := range g.stories {
				if g.stories[s].card == id {
					return 2<<16 | s, true
				}
			}
		}
	case ZoneHand:
		if int(c.owner) == p {
			return at(3, g.players[p].hand)
		}
	case ZoneDiscard:
		if int(c.owner) == p {
			return at(4, g.players[p].discard)
		}
	case ZoneResource:
		if int(c.owner) == p && g.resListed[p] > 0 {
			return at(5, g.players[p].resources)
		}
	}
	return 0, false
}

// reactKinds is the event kinds the cards of a list of reacting cards
// answer, by kind of ability (usableLists' kinds).
func (g *Game) reactKinds(reacting []CardID) (kinds [numKinds]uint64) {
	for _, id := range reacting {
		by, _, _ := g.usableAs(id, false)
		for k, bits := range by {
			kinds[k] |= bits
		}
	}
	return kinds
}

// listers marks stale the lists of the players whose usable cards may
// hold card id (appendUsable): its owner's (hand, discard pile, his
// stories) and its controller's; both when the card has no owner (a
// story) or is attached or controlled by another player, as it may then
// also be on its host's controller's list.
func (g *Game) listers(id CardID) uint8 {
	c := &g.cards[id]
	if c.owner < 0 || c.ctrl != c.owner || c.host != None {
		return bothStale
	}
	return 1 << uint(c.owner)
}

// usableLists appends to reacting and acting the cards of appendUsable(p)
// that answer some event (stories included) and that have Action
// abilities (stories left out: windowCandidates' list), and returns the
// event kinds the reacting ones answer, by kind of ability.
//
// A card in the hand or discard pile is left out when none of its
// abilities works from there (canTrigger would refuse each), unless an
// ability is lent: a lent ability works wherever its card is.
func (g *Game) usableLists(p int, reacting, acting []CardID) (kinds [numKinds]uint64, _, _ []CardID) {
	u := usable{lend: g.lending(), reacting: reacting, acting: acting}
	// Without a lend, a discard pile with no card listed there is not
	// walked (discListed).
	var buf [64]CardID
	for _, id := range g.appendUsable(p, true, u.lend || g.discListed[p] > 0 || g.lastingFromDiscard(), buf[:0]) {
		g.addUsable(&u, id)
	}
	return u.kinds, u.reacting, u.acting
}

// actionsOn counts the Action abilities of the cards in ids.
func (g *Game) actionsOn(ids []CardID) (n int) {
	for _, id := range ids {
		n += len(g.impls[id].actionIdx)
	}
	return n
}

// usable is what usableLists gathers.
type usable struct {
	lend             bool
	kinds            [numKinds]uint64
	reacting, acting []CardID
}

// addUsable adds card id, one of appendUsable(p), to the lists it belongs
// on (usableLists).
func (g *Game) addUsable(u *usable, id CardID) {
	if g.reacts[id] == 0 && !g.actions[id] {
		return // it answers nothing and has no Action ability
	}
	by, reacts, acts := g.usableAs(id, u.lend)
	if reacts {
		u.reacting = append(u.reacting, id)
		for k, bits := range by {
			u.kinds[k] |= bits
		}
	}
	if acts {
		u.acting = append(u.acting, id)
	}
}

// usableAs says how card id, one of appendUsable(p), belongs on the
// lists: reacts, answering the event kinds of by; acts, having an Action
// ability that works where it is (lend: some ability is lent, and every
// ability works wherever its card is).
func (g *Game) usableAs(id CardID, lend bool) (by *[numKinds]uint64, reacts, acts bool) {
	im := g.impls[id]
	if im == nil {
		return &noKinds, false, false
	}
	c := &g.cards[id]
	by, acts = &im.reactsBy, g.actions[id] && c.zone != ZoneStory
	answers := im.reacts != 0 // by is not all zero
	if c.zone == ZoneResource {
		// Only the abilities that work there, lent or not (FAQ 2.25).
		by, answers, acts = &im.reactsOut[2], im.listedOut[2], acts && im.actsOut[2]
	} else if !lend {
		switch {
		case c.zone == ZoneHand:
			if c.def.Type != carddb.Event {
				by, answers = &im.reactsOut[0], im.listedOut[0]
			}
			acts = acts && im.actsOut[0]
		case c.zone == ZoneDiscard && c.def.Type == carddb.Event && g.lastingFromDiscard() && g.playableFromDiscard(id):
			// Played from there as if from the hand (PlayableFromDiscard):
			// it answers what it answers in the hand; its Action is played
			// (windowCandidates), not listed.
			acts = acts && im.actsOut[1]
		case c.zone == ZoneDiscard:
			by, answers, acts = &im.reactsOut[1], im.listedOut[1], acts && im.actsOut[1]
		}
	}
	return by, g.reacts[id] != 0 && answers, acts
}

// noKinds answers no event.
var noKinds [numKinds]uint64

// lending reports whether some card gains another's triggered abilities
// (a lend, lending.go).
func (g *Game) lending() bool { return g.lends > 0 }

// lendsNow counts the lasting effects that lend abilities, afresh (lends
// keeps the count), and one more while a constant ability in play lends
// (lending_constant.go).
func (g *Game) lendsNow() (n int16) {
	for i := range g.lasting {
		if g.lasting[i].mod.kind == modLend {
			n++
		}
	}
	if g.kindMask&maskConstLend != 0 {
		n++
	}
	return n
}

// canTrigger checks that player p may use ability ai of card id now, in
// answer to e (nil for an Action): the card is where the ability works
// from, its text is not blank, its condition holds, its limit and the
// once-per-trigger rule allow it, its costs can be paid and it has enough
// targets (FAQ 1.9).
func (g *Game) canTrigger(p int, id CardID, ai int, e *Event) bool {
	c := &g.cards[id]
	im := g.impl(id)
	a := &im.Abilities[ai]
	switch zone := c.zone; {
	case g.lending() && g.lentTo(p, id, ai):
		// A card of p's in play gains this ability (lending.go).
	case zone == ZonePlay && c.def.Type == carddb.Event && c.host != None && g.playableFromHost(id):
		// An event attached to a story, played from there by its owner
		// as if from his hand (PlayableFromStoryForToken).
		if int(c.owner) != p || !g.eventTiming(p, c.def, a) {
			return false
		}
	case zone == ZonePlay || zone == ZoneStory:
		if a.From&FromPlay == 0 && !g.leftPlay(id, e) {
			return false
		}
		user := int(c.ctrl)
		if a.ForHost {
			if c.host == None || !g.cards[c.host].zone.InPlay() {
				return false
			}
			user = int(g.cards[c.host].ctrl)
		}
		if c.zone == ZonePlay && (user != p || g.blank(id)) {
			return false
		}
		if !a.ForHost && g.cannotNow(id, cannotTrigger) && a.Kind.Triggered() {
			return false // its triggered abilities are off (CannotTriggerAbilities)
		}
	case zone == ZoneHand:
		if a.From&FromHand == 0 && c.def.Type != carddb.Event || int(c.owner) != p {
			return false
		}
		if c.def.Type == carddb.Event && !g.eventTiming(p, c.def, a) {
			return false
		}
	case zone == ZoneDiscard && c.def.Type == carddb.Event && g.eventFromDiscard(id, a):
		// An event played from the discard pile as if from the hand.
		if int(c.owner) != p || !g.eventTiming(p, c.def, a) {
			return false
		}
	case zone == ZoneDiscard:
		// Out of play, an ability that works in play answers only its
		// card's own leaving play (leftPlay); one that works only from the
		// hand never answers from the discard pile.
		if int(c.owner) != p || a.From&FromDiscard == 0 && (a.From&FromPlay == 0 || !g.leftPlay(id, e)) {
			return false
		}
	case zone == ZoneResource:
		// A resource's text works only where it says so (FAQ 2.25:
		// a Zoog resource icon, FromDomain), for the player whose
		// domain holds it.
		if a.From&FromDomain == 0 || int(c.owner) != p || int(g.cards[c.host].ctrl) != p {
			return false
		}
	default:
		return false
	}
	if !g.selfCostsPayable(p, id, a) {
		return false // the quickest answer, before any condition is asked; costsPayable takes it as given
	}
	ctx := g.ctx(id, p, -1)
	ctx.ev = e
	ok := g.mayStart(ctx, p, id, ai, a, e, false)
	g.release()
	return ok
}

// canPlayEvent is canTrigger for the Action ability ai of an event that
// playProblem has found in player p's hand in his action window, where
// canTrigger's checks of where the card is and when pass. With paid, some
// domain is known to pay the event's cost, and that is not asked again.
func (g *Game) canPlayEvent(p int, id CardID, ai int, paid bool) bool {
	a := &g.impls[id].Abilities[ai]
	ok := g.selfCostsPayable(p, id, a)
	if ok {
		ctx := g.ctx(id, p, -1)
		ok = g.mayStart(ctx, p, id, ai, a, nil, paid)
		g.release()
	}
	if g.opts.VerifyCaches && ok != g.canTrigger(p, id, ai, nil) {
		g.cacheFault("%s: its Action checked as an event played from the hand (%v) is not so checked by canTrigger", g.cards[id].def.Title, ok)
	}
	return ok
}

// mayStart is canTrigger's check of the ability itself, from its
// controller's point of view. With paid, the cost of an event played from
// the hand is known to be payable (costsPayable).
//
// It is kept out of line: a profile-guided build would otherwise inline
// it into canTrigger, whose quick refusals (most of its answers, given
// before mayStart is reached) would then pay for the frame and the saved
// registers of the whole.
//
//go:noinline
func (g *Game) mayStart(ctx *Ctx, p int, id CardID, ai int, a *Ability, e *Event, paid bool) bool {
	if g.locks > 0 && g.lockedOut(id, a) {
		return false // NoEventsOrTriggeredAbilities
	}
	if e != nil && a.Trigger != nil && !a.Trigger.answers(ctx, e) {
		return false
	}
	if a.Kind == Disrupt && e != nil && e.Kind == EvAbility && e.Card == id {
		return false // a card does not disrupt its own ability
	}
	if a.Play != nil && !a.Play(ctx) {
		return false
	}
	if !g.limitAllows(p, id, ai, a) {
		return false
	}
	if e != nil && (a.Kind == Response || a.Kind == Disrupt && e.Seq != 0) && g.usedOn(id, ai, e.Seq) {
		return false
	}
	if !g.costsPayable(ctx, id, a, paid) {
		return false
	}
	if (a.Kind == Forced || a.Kind == Passive) && !g.wouldChange(ctx, a) {
		return false // a forced effect that would do nothing is skipped
	}
	if !g.hasX(id, a) {
		return g.enoughTargets(ctx, a)
	}
	// X is determined before the targets are checked (FAQ, Timing: 1a, 1b):
	// some payable X must leave enough targets.
	// A check of the targets that never read X has the same answer for
	// every X: after one such failure no X can leave enough.
	independent := false
	for x, top := 0, g.xTop(p, id, a); x <= top; x++ {
		if !g.xPayable(p, id, a, x) {
			continue
		}
		ctx.x, ctx.readX = x, false
		if g.enoughTargets(ctx, a) {
			if independent {
				g.cacheFault("%s: the targets of X=%d were found without X being read, yet a smaller X failed", g.cards[id].def.Title, x)
			}
			return true
		}
		if !ctx.readX {
			if !g.opts.VerifyCaches {
				return false
			}
			independent = true // checked: every other X must fail too
		}
	}
	return false
}

// wouldChange reports whether some part of an ability would change the
// game now.
func (g *Game) wouldChange(ctx *Ctx, a *Ability) bool {
	for k := range a.Effects {
		if w := a.Effects[k].would; w == nil || w(ctx) {
			return true
		}
	}
	return len(a.Effects) == 0 && len(a.Mods) > 0
}

// enoughTargets reports whether every target of the ability has enough
// legal cards (FAQ 1.9; "up to": at least one, FAQ 2.6).
func (g *Game) enoughTargets(ctx *Ctx, a *Ability) bool {
	if len(a.Targets) == 0 {
		return true
	}
	if ctx.fi < 0 && ctx.t < 0 {
		// Later targets may depend on earlier ones: try them in the arena.
		ctx.t = len(g.arena)
		ok := g.firstTargetPossible(ctx, a)
		ctx.t = -1
		return ok
	}
	return g.firstTargetPossible(ctx, a)
}

// firstTargetPossible reports whether the first target has enough legal
// cards, each leaving the later targets possible.
func (g *Game) firstTargetPossible(ctx *Ctx, a *Ability) bool {
	t := &a.Targets[0]
	need := t.need(ctx)
	if t.zone == inPlay {
		return g.enoughInPlay(ctx, a, need)
	}
	n := 0
	// An event played leaves its zone to resolve: it is no target of its
	// own (a Spell event played from a discard pile among that pile's
	// Spells, Chant of Thoth).
	self := None
	if g.cards[ctx.src].def.Type == carddb.Event {
		self = ctx.src
	}
	g.eachCandidate(ctx, t, func(id CardID) bool {
		if id != self && g.targetable(ctx, t, id) && g.laterTargetsPossible(ctx, a, 0, id) {
			n++
		}
		return n < need
	})
	return n >= need
}

// enoughInPlay is firstTargetPossible for the commonest first target, a
// card in play: the cards of the play areas are walked, with targetable's
// checks beyond the zone (fitsTarget). A card in a play area is in play
// (CheckInvariants).
func (g *Game) enoughInPlay(ctx *Ctx, a *Ability, need int) bool {
	t := &a.Targets[0]
	n := 0
	mayCannot, mayImmune := g.mayCannot(t), g.mayBeInForce(maskImmune)
	for p := range g.players {
		for _, id := range g.players[p].play {
			if !g.fitsTarget(ctx, t, id, mayCannot, mayImmune) || !g.laterTargetsPossible(ctx, a, 0, id) {
				continue
			}
			if n++; n >= need {
				return true
			}
		}
	}
	return false
}

// hasX reports whether using the ability involves choosing X: an event
// with an X cost played from hand, or a "pay X" cost.
func (g *Game) hasX(id CardID, a *Ability) bool {
	c := &g.cards[id]
	if g.playingEventBy(id, a) && c.def.CostX {
		return true
	}
	for k := range a.Costs {
		if a.Costs[k].kind.makesX() {
			return true
		}
	}
	return false
}

// xTop is the largest X the ability's X cost could pay: the success
// tokens on its card, the cards of its player's hand, or what one domain
// holds (maxX).
func (g *Game) xTop(p int, id CardID, a *Ability) int {
	for k := range a.Costs {
		switch a.Costs[k].kind {
		case costSelfTokensX:
			return int(g.cards[id].tokens)
		case costDiscardHandX:
			return max(0, len(g.players[p].hand)-g.handUsedBy(id))
		}
	}
	return g.maxX(p)
}

// maxX is the largest X any one domain of the player could pay.
func (g *Game) maxX(p int) int {
	best := 0
	for d := range g.players[p].domains {
		// The total alone: domainCount would copy the count of each faction.
		if dm := &g.players[p].domains[d]; int(dm.total) > best && !dm.drained {
			best = int(dm.total)
		}
	}
	return best
}

// xPayable reports whether X can be paid: for an event's X cost, by one
// domain with a resource match; for "pay X", by one domain.
func (g *Game) xPayable(p int, id CardID, a *Ability, x int) bool {
	c := &g.cards[id]
	playing := g.playingEventBy(id, a)
	if x == 0 && playing && c.def.CostX {
		return g.anyDomainPaysCard(p, id, 0) // X = 0 may still cost something, raised
	}
	if x == 0 {
		return true
	}
	for k := range a.Costs {
		if k := a.Costs[k].kind; k == costSelfTokensX || k == costDiscardHandX {
			return x <= g.xTop(p, id, a) // no domain pays it
		}
	}
	for d := range g.players[p].domains {
		if playing && c.def.CostX {
			if g.cardPayProblem(p, id, x, d, false) == nil {
				return true
			}
		} else if g.abilityPayProblem(p, d, x, false, c.def, false) == nil {
			return true
		}
	}
	return false
}

// leftPlay reports whether e is the card's own leaving play, which its own
// responses may answer from the discard pile or hand, unless it was blank,
// insane or a resource when it left (FAQ 1.12).
func (g *Game) leftPlay(id CardID, e *Event) bool {
	if e == nil || e.Card != id || e.Flags&evWasBlank != 0 {
		return false
	}
	return leavesPlay(e.Kind)
}

// leavesPlay reports whether an event of a kind is a card leaving play.
func leavesPlay(k EventKind) bool {
	switch k {
	case EvDestroy, EvSacrifice, EvDiscardFromPlay, EvReturnToHand, EvReturnToDeck:
		return true
	}
	return false
}

// eventTiming checks when an event card may be played: Action events in
// action windows, only by the player whose turn it is to act there.
func (g *Game) eventTiming(p int, def *carddb.Card, a *Ability) bool {
	if a.Kind != Action {
		return true
	}
	if len(g.stack) == 0 {
		return false
	}
	f := g.top()
	return f.kind == fActionWindow && int(f.p) == p
}

// targetLimit is how many cards the target frame f may choose: the
// target's count, or its count of the game (UpToCount, NCount).
func (g *Game) targetLimit(f *frame) int {
	ab := &g.stack[f.abilityFrame()]
	t := &g.abilityOf(ab).Targets[f.targetIndex()]
	if t.upToN == nil {
		return t.count()
	}
	ctx := g.ctx(ab.card, int(ab.p), f.abilityFrame())
	defer g.release()
	return t.upToN(ctx)
}

// need is how many legal cards target t needs for its ability to be
// used: its count; one for an "up to"; its count of the game for an
// exact one (NCount), none being too few to choose.
func (t *Target) need(ctx *Ctx) int {
	switch {
	case t.upTo:
		return 1
	case t.upToN != nil:
		if n := t.upToN(ctx); n > 0 {
			return n
		}
		return 1 << 12
	}
	return t.count()
}

func (t *Target) count() int {
	if t.n <= 0 {
		return 1
	}
	return t.n
}

// ---- Starting and resolving an ability ----

// startAbility begins to resolve ability ai of card id for player p: an
// Action, a Response (to e), a Forced Response or passive (to e), or a
// Disrupt (of the subject frame). Events are played from the hand here.
func (g *Game) startAbility(p int, id CardID, ai int, e *Event, subject int) {
	f := frame{kind: fAbility, p: int8(p), card: id, second: None, arg: int16(ai), arg2: -1, arena: int16(len(g.arena)), occurrence: -1}
	if e != nil {
		f.occurrence = e.Seq
	}
	if subject >= 0 {
		f.occurrence = int32(subject)
		f.flags |= fSubject
	}
	g.push(f)
}

// startAbilityNow is startAbility for a decision that has changed nothing
// but frames: the ability is initiated (abilityInitiate) by the decision,
// as the checks after the decision would find nothing new and leave them
// to the step of abilityInitiate. With occurrences not yet checked for forced responses,
// the forced responses come first, as they would.
func (g *Game) startAbilityNow(p int, id CardID, ai int, e *Event, subject int) {
	g.startAbility(p, id, ai, e, subject)
	if g.forcedAt >= len(g.occ) || g.executing() {
		i := len(g.stack) - 1
		g.initiate(i, g.abilityOf(&g.stack[i]))
	}
}

// initiate is the ability frame i's step abilityInitiate: an event goes
// from the hand to be resolved, and the use counts against the ability's
// limit.
func (g *Game) initiate(i int, a *Ability) {
	f := &g.stack[i]
	c := &g.cards[f.card]
	if c.def.Type == carddb.Event && (c.zone == ZoneHand || c.zone == ZoneDiscard && g.eventFromDiscard(f.card, a)) {
		g.lift(f.card, ZoneResolving)
		f.flags |= fEventCard
	} else if c.def.Type == carddb.Event && g.playableFromHost(f.card) && int(c.owner) == int(f.p) {
		// Played from the story it is attached to: the story is kept
		// (second) for the token its player removes as he pays.
		f.second = c.host
		g.lift(f.card, ZoneResolving)
		f.flags |= fEventCard
		// It left play: what was attached to it ("attach to a card")
		// goes, as a card leaving play takes its attachments along.
		g.destroyAttachments(f.card)
	}
	if c.def.Type == carddb.Event && c.zone == ZoneResolving {
		// An event being played has paid nothing yet: a cost paid for it
		// is recorded as it is paid (applyCost), none when it costs
		// nothing or is played without paying its cost (Ctx.CostPaid).
		c.paid = 0
	}
	seq, answer := f.occurrence, f.flags&fSubject == 0
	if !answer {
		// A Disrupt of an occurrence that has happened (a struggle won)
		// answers it once, as a Response does.
		if e := g.subjectEvent(int(f.occurrence)); e.Seq > 0 {
			seq, answer = e.Seq, true
		} else if w := g.disruptWindowOf(int(f.occurrence)); w >= 0 {
			// What is about to happen: answered once in its window.
			seq, answer = g.stack[w].occurrence, true
		}
	}
	g.recordUse(int(f.p), f.card, f.abilityIndex(), a, seq, answer)
	if c.zone.InPlay() {
		f.flags |= fFromPlay // a triggered ability (Rulebook, Triggered Ability)
	}
	f.pc = abilityX
}

// abilityOf returns the ability a frame resolves.
func (g *Game) abilityOf(f *frame) *Ability {
	im := g.impl(f.card)
	if f.abilityIndex() < 0 {
		return nil
	}
	return &im.Abilities[f.abilityIndex()]
}

// ctxOf builds the Ctx of the ability frame at index i (ctx finds the
// occurrence it answers).
func (g *Game) ctxOf(i int) *Ctx {
	f := &g.stack[i]
	return g.ctx(f.card, int(f.p), i)
}

// frameEvent finds the occurrence (or, for a Disrupt, the subject, made
// in buf) an ability frame answers.
func (g *Game) frameEvent(f *frame, buf *Event) *Event {
	if f.flags&fSubject != 0 {
		s := int(f.occurrence)
		if s >= 0 && s < len(g.stack) {
			*buf = g.subjectEvent(s)
			return buf
		}
		return nil
	}
	if f.occurrence < 0 {
		return nil
	}
	return g.occurrenceOf(f.occurrence)
}

// occurrenceOf finds the occurrence of sequence number seq among the
// occurrences still the game's (g.occ), or nil.
func (g *Game) occurrenceOf(seq int32) *Event {
	for i := len(g.occ) - 1; i >= 0; i-- {
		if g.occ[i].Seq == seq {
			return &g.occ[i]
		}
	}
	return nil
}

// The steps of an ability (fAbility), in the order of the FAQ's
// initiation steps (Timing Structure, "The Action Window in Detail",
// 1a-1f). Their order is their values' (iota): an ability at
// abilityExecute or after is executing (executingFrame).
const (
	abilityInitiate  = iota // an event goes from the hand to be resolved; the use counts against the limit (FAQ 2.9)
	abilityX                // the cost is determined: X is chosen
	abilityTargets          // the targets are chosen (FAQ 1.9, 1.10)
	abilityPay              // the costs are paid (an event's printed cost first, Rulebook, 4. Operations Phase)
	abilityDisrupts         // the players are given their Disrupts (docs/timing.md, Disrupts)
	abilityExecute          // the effects execute one part at a time; after the last, the ability ends
	abilityCancelled        // a cancelled ability ends, its costs paid (Rulebook, Timing Rules; FAQ 2.13)
)

// fAbility resolves one ability through its steps (above): abilityExecute
// executes its effects one part at a time (part, and partStep its step) and,
// in the step after its last part, ends it (an event goes to the discard
// pile, FAQ 2.32); abilityCancelled ends a cancelled one.
func runAbility(g *Game, i int) bool {
	f := &g.stack[i]
	a := g.abilityOf(f)
	switch f.pc {
	case abilityInitiate:
		g.initiate(i, a)
		return false
	case abilityX:
		f.pc = abilityTargets
		f.arg2 = 0
		if f.flags&fEventCard != 0 && g.cards[f.card].def.CostX {
			g.push(frame{kind: fCost, p: f.p, card: f.card, second: None, arg: int16(i), arg2: -1, flags: fXOnly})
			return g.framesOnly()
		}
		// Copied effects pay nothing: their X is 0 (copy_effects.go).
		for k := range a.Costs {
			if a.Costs[k].kind.makesX() && f.drained != copiedEffects {
				g.push(frame{kind: fCost, p: f.p, card: f.card, second: None, arg: int16(i), arg2: int16(k), flags: fXOnly})
				return g.framesOnly()
			}
		}
		// No X to choose: on to the targets in the same step (the run loop
		// would do nothing in between but come back).
		fallthrough
	case abilityTargets:
		for f.part() < len(a.Targets) && a.Targets[f.part()].all && a.Targets[f.part()].zone == inPlay {
			// "Choose every ...": each card that may be chosen is, at once.
			t := &a.Targets[f.part()]
			ctx := g.ctxOf(i)
			var buf [32]CardID
			g.arena = append(g.arena, g.appendInPlay(ctx, t, nil, buf[:0])...)
			g.arena = append(g.arena, groupSep)
			g.release()
			g.touch()
			f = &g.stack[i]
			f.arg2++
		}
		if f.part() < len(a.Targets) {
			f.arg2++
			chooser := int(f.p)
			if w := a.Targets[f.part()-1].who; w != nil {
				ctx := g.ctxOf(i)
				chooser = w(ctx)
				g.release()
			}
			g.push(frame{kind: fTarget, p: int8(chooser), card: f.card, second: None, arg: int16(i), arg2: f.arg2 - 1})
			return g.wait() // as the target frame would, with no card chosen
		}
		f.pc = abilityPay
		f.arg2 = 0
		fallthrough // the costs, in the same step
	case abilityPay:
		if f.drained == copiedEffects {
			// Copied effects: no cost, and no Disrupt window of their own
			// (copy_effects.go).
			f.pc = abilityDisrupts
			return false
		}
		if f.flags&fEventCard != 0 && f.part() == 0 {
			paidToken := f.second != None
			if paidToken {
				// Played from a story: one of its player's success tokens
				// there is removed (PlayableFromStoryForToken).
				g.payHostToken(int(f.p), f.second, f.card)
				f.second = None
			}
			// Playing an event costs its printed cost, paid by draining one
			// domain with a resource match (Rulebook, 4. Operations Phase).
			f.arg2 = 1
			g.push(frame{kind: fCost, p: f.p, card: f.card, second: None, arg: int16(i), arg2: -1, pc: costChoosingPayment})
			if paidToken {
				return false
			}
			return g.framesOnly()
		}
		k := f.part()
		if f.flags&fEventCard != 0 {
			k--
		}
		if k < len(a.Costs) {
			f.arg2++
			g.payCost(i, k)
			return false
		}
		f.pc = abilityDisrupts
		var flags uint8
		if f.flags&fFromPlay != 0 {
			flags = evFromPlay
		}
		var answers int32
		if f.flags&fSubject == 0 && f.occurrence > 0 {
			answers = f.occurrence
		}
		g.emit(Event{Kind: EvAbility, Player: f.p, Card: f.card, Other: None, N: f.arg, Counts: [2]int16{int16(a.Kind), f.x}, X: f.x, D: f.drained, Flags: flags, Answers: answers})
		g.openDisrupts(i)
		return false
	case abilityDisrupts:
		f.pc = abilityExecute
		g.execN++
		f.arg2 = 0
		f.partStep = 0
		if f.flags&fCancelled != 0 {
			g.emit(Event{Kind: EvCancelled, Player: f.p, Card: f.card, Other: None})
			f.pc = abilityCancelled
			return false
		}
		// Executing now: the forced checks wait for the effects (and
		// would have waited after this step). The first effect follows
		// in the same step.
		fallthrough
	case abilityExecute:
		if f.flags&fCancelled != 0 && f.flags&fChose != 0 {
			// Cancelled after a choice it made while resolving
			// (targetWindow): the rest of the effect does not happen.
			f.flags &^= fChose
			g.emit(Event{Kind: EvCancelled, Player: f.p, Card: f.card, Other: None})
		}
		if f.flags&fCancelled != 0 || f.part() >= len(a.Effects) {
			// Ended: on to the end in the same step. A step of its own
			// would change nothing that the checks after it look at (the
			// ability is still executing).
			break
		}
		eff := &a.Effects[f.part()]
		if eff.then && f.flags&fFailed != 0 {
			f.arg2++
			f.partStep = 0
			return g.framesOnly()
		}
		ctx := g.ctxOf(i)
		prev := g.curSrc
		g.curSrc = f.card
		done := eff.do(ctx)
		g.curSrc = prev
		g.release()
		f = &g.stack[i]
		if done {
			f.arg2++
			f.partStep = 0
		} else {
			f.partStep++
		}
		return false
	}
	id, wasEvent := f.card, f.flags&fEventCard != 0
	g.popAbility()
	if g.cards[id].copyOf != 0 {
		g.applyCopy(id) // Ctx.BecomePrintedCopy
	}
	if c := &g.cards[id]; c.printed != nil && !c.zone.InPlay() && !g.abilityResolving(id) {
		g.endCopy(id) // a copy that left play as its ability resolved (lift)
	}
	if wasEvent && g.cards[id].zone == ZoneResolving {
		g.moveTo(id, ZoneDiscard)
	}
	return false
}

// popAbility pops an ability frame and frees its arena.
func (g *Game) popAbility() {
	f := g.top()
	if t := int(f.arena); t >= 0 && t <= len(g.arena) {
		g.arena = g.arena[:t]
	}
	g.pop()
}

// Ability frame flags beyond the common ones.
const (
	fChose uint8 = 1 << 4 // an ability frame whose targeting choice's Disrupt window is open (targetWindow)
	fXOnly uint8 = 1 << 5 // a cost frame that only chooses X
	// fOrderChoice: a choice frame (fChoose) that asks the active player
	// the player an effect on each player resolves on first (orderPick);
	// fOtherFirst: an ability frame whose effect on each player resolves
	// on the other player first (eachPlayerPicks).
	fOrderChoice uint8 = 1 << 5
	fOtherFirst  uint8 = 1 << 5
	// fWonBlank: a story frame (fWinStory) whose story had a blank text
	// box as it was won (FAQ 1.12): its winner has no effect to execute.
	fWonBlank  uint8 = 1 << 4
	fSubject   uint8 = 1 << 6 // e is the index of the frame a Disrupt answers
	fEventCard uint8 = 1 << 7 // the ability is an event card being played
)

// fail marks the current part of the ability being executed as not
// resolved: a "then" part after it will not resolve (FAQ 1.3).
func (g *Game) fail(i int) {
	for k := i; k >= 0; k-- {
		if g.stack[k].kind == fAbility && g.stack[k].pc == abilityExecute {
			g.stack[k].flags |= fFailed
			return
		}
	}
}

// ---- Targets (FAQ 1.9, 1.10, 2.6) ----

// targetable reports whether a card may be chosen for a target.
func (g *Game) targetable(ctx *Ctx, t *Target, id CardID) bool {
	c := &g.cards[id]
	switch t.zone {
	case inPlay:
		if c.zone != ZonePlay {
			return false
		}
	case inStories:
		if c.zone != ZoneStory {
			return false
		}
	case inDiscards:
		// A card that cannot leave its pile is chosen by no effect: each
		// that chooses a card there takes it out.
		if c.zone != ZoneDiscard || g.heldInPile(id) {
			return false
		}
	case inYourHand:
		if c.zone != ZoneHand || int(c.owner) != ctx.p {
			return false
		}
	case inYourDomain:
		if c.zone != ZoneResource || int(g.cards[c.host].ctrl) != ctx.p {
			return false
		}
	default:
		if !g.inExtraZone(ctx, t.zone, id) {
			return false
		}
	}
	return g.fitsTarget(ctx, t, id, g.mayCannot(t), g.mayBeInForce(maskImmune))
}

// mayCannot says whether a "cannot" may keep a card from being chosen for
// a target: some "cannot" may be in force (mayBeInForce), and the choice is
// a target ("cannot be targeted" does not protect a card from a choice
// that is not, Designate).
func (g *Game) mayCannot(t *Target) bool { return !t.untargeted && g.mayBeInForce(maskCannot) }

// fitsTarget reports whether a card passes a target's checks beyond its
// zone: its purpose, its filter, "cannot be targeted" and immunity (FAQ
// 1.9, 2.36). mayCannot and mayImmune say whether any "cannot" or given
// immunity may be in force at all (mayBeInForce), asked once by a walk of
// many cards; most cards fail the purpose or the filter, and are answered
// with no other call.
//
// (Small enough to inline into the walks; the checks most cards never
// reach are out of line, in targetAllowed.)
func (g *Game) fitsTarget(ctx *Ctx, t *Target, id CardID, mayCannot, mayImmune bool) bool {
	if t.purpose != anyPurpose && !g.fitsPurpose(t.purpose, id) || t.filter != nil && !t.filter(ctx, id) {
		return false
	}
	return g.targetAllowed(id, ctx.src, mayCannot, mayImmune) && !(mayCannot && t.sole && g.soleBarred(ctx.src, id, t.soleTriggered))
}

// soleBarred reports whether card id may not be chosen by src as its
// only target: src is an event card and the card cannot be the only
// target of one (CannotBeOnlyEventTarget), or the ability is a triggered
// one and the card cannot be the only target of such
// (CannotBeOnlyTriggeredTarget).
func (g *Game) soleBarred(src, id CardID, triggered bool) bool {
	return g.cards[src].def.Type == carddb.Event && g.cannotNow(id, cannotSoleEvent) ||
		triggered && g.cannotNow(id, cannotSoleTriggered)
}

// targetAllowed is fitsTarget's test of "cannot be targeted" and immunity.
func (g *Game) targetAllowed(id, src CardID, mayCannot, mayImmune bool) bool {
	return !(mayCannot && g.cannotNow(id, cannotTarget)) &&
		!((mayImmune || g.cards[id].def.Keywords.Immune != nil) && g.immuneNow(id, src))
}

// fitsPurpose reports whether a card may be chosen for what the target
// is for. Small enough to inline: the walks of the cards in play answer
// most cards for a target to restore (those not insane) without a call.
func (g *Game) fitsPurpose(p purpose, id CardID) bool {
	if p == toRestore && !g.cards[id].insane {
		return false
	}
	return g.purposeAllows(p, id)
}

// purposeAllows is fitsPurpose in full.
func (g *Game) purposeAllows(p purpose, id CardID) bool {
	switch p {
	case toWound:
		return g.canBeWounded(id)
	case toInsane:
		return g.canGoInsane(id)
	case toReceiveWound:
		return g.isCharacter(id) && !g.hasKeyword(id, kwInvulnerability)
	case toRestore:
		return g.canBeRestored(id)
	}
	return true
}

// eachCandidate calls fn for every card in a target's zone until fn
// returns false.
func (g *Game) eachCandidate(ctx *Ctx, t *Target, fn func(id CardID) bool) {
	switch t.zone {
	case inPlay:
		for p := range g.players {
			for _, id := range g.players[p].play {
				if !fn(id) {
					return
				}
			}
		}
	case inStories:
		for s := range g.stories {
			if id := g.stories[s].card; id != None && !fn(id) {
				return
			}
		}
	case inDiscards:
		for p := range g.players {
			if g.pileHeld(p) {
				continue // targetable would refuse each
			}
			for _, id := range g.players[p].discard {
				if !fn(id) {
					return
				}
			}
		}
	case inYourHand:
		for _, id := range g.players[ctx.p].hand {
			if !fn(id) {
				return
			}
		}
	case inYourDomain:
		for _, id := range g.players[ctx.p].resources {
			if !fn(id) {
				return
			}
		}
	default:
		g.eachInExtraZone(ctx, t.zone, fn)
	}
}

// appendInPlay appends the cards in play that may be chosen for a target
// of cards in play, leaving out those in skip (chosen already), with
// targetable's checks beyond the zone (fitsTarget).
func (g *Game) appendInPlay(ctx *Ctx, t *Target, skip []CardID, out []CardID) []CardID {
	mayCannot, mayImmune := g.mayCannot(t), g.mayBeInForce(maskImmune)
	for p := range g.players {
		for _, id := range g.players[p].play {
			if !g.fitsTarget(ctx, t, id, mayCannot, mayImmune) || slices.Contains(skip, id) {
				continue
			}
			out = append(out, id)
		}
	}
	return out
}

// countTargets counts legal targets, stopping at need.
func (g *Game) countTargets(ctx *Ctx, t *Target, need int) int {
	n := 0
	g.eachCandidate(ctx, t, func(id CardID) bool {
		if g.targetable(ctx, t, id) {
			n++
		}
		return n < need
	})
	return n
}

// fTarget: the ability's player chooses the cards of target targetIndex
// of the ability frame abilityFrame, one at a time (x counts them, in the
// arena); the group ends when enough are chosen
// (or, for "up to", when he chooses Done).
func runTarget(g *Game, i int) bool {
	// The group is never complete here: the frame is pushed waiting, and
	// applyTarget ends it as its last card is chosen. With some chosen,
	// it ends when no other card may be.
	if g.stack[i].x > 0 && !g.moreTargets(i) {
		g.arena = append(g.arena, groupSep)
		g.pop()
		return false
	}
	return g.wait()
}

func (g *Game) moreTargets(i int) bool {
	return len(optTarget(g, &g.stack[i], nil)) > 0
}

func optTarget(g *Game, f *frame, out []Option) []Option {
	ab := &g.stack[f.abilityFrame()]
	a := g.abilityOf(ab)
	t := &a.Targets[f.targetIndex()]
	ctx := g.ctx(ab.card, int(ab.p), f.abilityFrame())
	defer g.release()
	if t.upTo && f.x > 0 {
		out = append(out, Option{Act: ActDone, Card: None})
	}
	start := len(g.arena) - int(f.x)
	if t.zone == inPlay {
		var buf [16]CardID
		for _, id := range g.appendInPlay(ctx, t, g.arena[start:], buf[:0]) {
			if g.laterTargetsPossible(ctx, a, f.targetIndex(), id) {
				out = append(out, Option{Act: ActTarget, Card: id})
			}
		}
		return out
	}
	g.eachCandidate(ctx, t, func(id CardID) bool {
		for _, x := range g.arena[start:] {
			if x == id {
				return true
			}
		}
		if g.targetable(ctx, t, id) && g.laterTargetsPossible(ctx, a, f.targetIndex(), id) {
			out = append(out, Option{Act: ActTarget, Card: id})
		}
		return true
	})
	return out
}

// laterTargetsPossible reports whether, with id chosen for target m, every
// later target of the ability still has enough legal cards: a choice that
// would leave the ability without its targets is not offered (FAQ 1.9).
func (g *Game) laterTargetsPossible(ctx *Ctx, a *Ability, m int, id CardID) bool {
	if m+1 >= len(a.Targets) {
		return true
	}
	n := len(g.arena)
	g.arena = append(g.arena, id, groupSep)
	ok := true
	for j := m + 1; j < len(a.Targets) && ok; j++ {
		tj := &a.Targets[j]
		need := tj.need(ctx)
		ok = g.countTargets(ctx, tj, need) >= need
	}
	g.arena = g.arena[:n]
	return ok
}

func applyTarget(g *Game, i int, o Option) {
	f := &g.stack[i]
	if o.Act == ActDone {
		g.arena = append(g.arena, groupSep)
		g.pop()
		return
	}
	g.arena = append(g.arena, o.Card)
	f.x++
	// A group with all its cards ends now rather than in a step of the
	// frame's own, which would find what this one found.
	if int(f.x) >= g.targetLimit(f) {
		g.arena = append(g.arena, groupSep)
		g.pop()
	}
}

func promptTarget(g *Game, f *frame) (PromptKind, string) {
	ab := &g.stack[f.abilityFrame()]
	t := &g.abilityOf(ab).Targets[f.targetIndex()]
	what := t.text
	if what == "" {
		what = "a card"
	}
	return PromptTarget, fmt.Sprintf("%s: choose %s.", g.name(ab.card), what)
}

// ---- Disrupts ----

// openDisrupts gives the players a chance to disrupt the frame at index
// subject (an ability about to execute, a wound about to be dealt).
func (g *Game) openDisrupts(subject int) {
	if !g.windowsNeeded() {
		return
	}
	// The window's key (its occurrence) stands for the subject's
	// occurrence, which has no sequence number of its own yet: a card's
	// Disrupt answers it once (disruptKey).
	g.push(frame{kind: fDisrupts, p: g.active, card: None, second: None, arg: int16(subject), occurrence: disruptKey(len(g.stack))})
}

// disruptKey is the key of the Disrupt window at stack index w: a negative
// number, which no occurrence's sequence number is, recorded as the
// occurrence a Disrupt used in the window answered (recordUse), so that
// a card's Disrupt answers what is about to happen once, as a Response
// answers an occurrence once (Rulebook, Timing Rules: once per trigger;
// docs/rulings.md). The uses so recorded are forgotten as the window
// closes (runDisrupts), and the key may serve a later window then.
func disruptKey(w int) int32 { return -int32(w) - 1 }

// disruptWindowOf returns the stack index of the open Disrupt window whose
// subject is the frame at index subject, or -1.
func (g *Game) disruptWindowOf(subject int) int {
	for w := len(g.stack) - 1; w > subject; w-- {
		if f := &g.stack[w]; f.kind == fDisrupts && f.subject() == subject {
			return w
		}
	}
	return -1
}

// forgetWindowUses forgets the uses recorded against a Disrupt window's
// key (disruptKey) as it closes.
func (g *Game) forgetWindowUses(key int32) {
	out := g.uses[:0]
	for _, u := range g.uses {
		if u.seq != key {
			out = append(out, u)
		}
	}
	if len(out) != len(g.uses) {
		g.uses = out
		g.touch()
	}
}

// subjectEvent describes what a disrupt window is about.
func (g *Game) subjectEvent(i int) Event {
	f := &g.stack[i]
	switch f.kind {
	case fAbility:
		kind := Action
		if a := g.abilityOf(f); a != nil {
			kind = a.Kind
		}
		var flags uint8
		if f.flags&fFromPlay != 0 {
			flags = evFromPlay
		}
		ev := EvAbility
		if f.flags&fChose != 0 {
			ev = EvChoose // a choice it made while resolving (targetWindow)
		}
		return Event{Kind: ev, Player: f.p, Card: f.card, Other: None, N: f.arg, Counts: [2]int16{int16(kind), f.x}, Src: f.card, Flags: flags}
	case fWound, fInsane:
		kind := EvWound
		if f.kind == fInsane {
			kind = EvInsane
		}
		return Event{Kind: kind, Player: g.cards[f.card].ctrl, Card: f.card, Other: g.cards[f.card].committed, Src: f.second, Flags: f.flags & harmCause}
	case fStruggleWon:
		return g.struggleWonEvent(f)
	case fSkillCheck:
		return g.skillCheckEvent(f)
	case fDraw:
		return Event{Kind: EvDraw, Player: f.p, Card: None, Other: None, Src: None, N: f.arg, Counts: [2]int16{-1, 0}}
	case fSuccessToken:
		return Event{Kind: EvSuccessToken, Player: f.p, Card: f.story(), Other: None, Src: None, N: f.arg}
	case fWinStory:
		return Event{Kind: EvWinStory, Seq: f.occurrence, Player: f.p, Card: f.story(), Other: None, Src: None}
	case fStoryResolved:
		return Event{Kind: EvStoryResolved, Seq: f.occurrence, Player: f.p, Card: f.story(), Other: None, Src: None, Flags: evQuiet}
	case fWoundDealt:
		return Event{Kind: EvWoundDealt, Seq: f.occurrence, Player: g.cards[f.card].ctrl, Card: f.card, Other: f.second, Src: None, Flags: evQuiet | fromStruggle}
	}
	return Event{Kind: EvNone, Card: None, Other: None, Src: None}
}

// subjectKind is the kind of subjectEvent(i), without the rest of it.
func (g *Game) subjectKind(i int) EventKind {
	switch g.stack[i].kind {
	case fAbility:
		if g.stack[i].flags&fChose != 0 {
			return EvChoose
		}
		return EvAbility
	case fWound:
		return EvWound
	case fInsane:
		return EvInsane
	case fStruggleWon:
		return EvStruggle
	case fSkillCheck:
		return EvSuccess
	case fDraw:
		return EvDraw
	case fSuccessToken:
		return EvSuccessToken
	case fWinStory:
		return EvWinStory
	case fWoundDealt:
		return EvWoundDealt
	case fStoryResolved:
		return EvStoryResolved
	}
	return EvNone
}

// fDisrupts: players alternate (p acts; passes counts the passes in a
// row), each taking a Disrupt of the frame subject, until both pass or the subject
// is cancelled.
func runDisrupts(g *Game, i int) bool {
	f := &g.stack[i]
	if f.passes() >= 2 || g.stack[f.subject()].flags&fCancelled != 0 || f.passes() == 0 && !g.mayDisrupt(f.subject()) {
		// Two passes, a subject already stopped, or nobody with a
		// Disrupt that answers it: the window closes.
		if g.opts.VerifyCaches && f.passes() == 0 && g.stack[f.subject()].flags&fCancelled == 0 {
			g.verifyUnanswered(-1, f.subject())
		}
		g.forgetWindowUses(f.occurrence)
		g.pop()
		g.pure = true
		return false
	}
	return g.passIfNothing(f, optDisrupts)
}

func optDisrupts(g *Game, f *frame, out []Option) []Option {
	out = append(out, Option{Act: ActPass, Card: None})
	// The subject is kept in the game, not on the heap: the pointer lives
	// only while the abilities are checked.
	g.subject = g.subjectEvent(f.subject())
	if g.subject.Seq == 0 {
		g.subject.Seq = f.occurrence // the window's key (disruptKey)
	}
	return g.triggered(int(f.p), Disrupt, &g.subject, f.subject(), out)
}

func applyDisrupts(g *Game, i int, o Option) {
	p, passed := g.reactionTurn(i, o)
	if passed {
		return
	}
	ab, _ := unpackTrigger(o.Arg)
	g.startAbilityNow(p, o.Card, ab, nil, g.stack[i].subject())
}

func promptDisrupts(g *Game, f *frame) (PromptKind, string) {
	e := g.subjectEvent(f.subject())
	return PromptDisrupt, "You may disrupt: " + g.eventBody(e, -1) + "."
}

// ---- Forced Responses and timed passives ----

// checkForced starts the Forced Responses and timed passive abilities that
// answer the occurrences not checked yet, once no ability is executing
// (a Forced Response resolves when the effect it answers has fully
// resolved). Passives come first (FAQ, Timing: order of precedence), each
// kind in a frame of its own; when several of one kind answer at once, the
// active player orders them (FAQ 1.7).
//
// afterStep calls it only when there is an occurrence not checked yet and
// no ability executes.
func (g *Game) checkForced() {
	// The kinds of occurrence the cards the players may use now are forced
	// to answer (with lent abilities, those of every card of the game).
	forced := g.reactsBy[Passive] | g.reactsBy[Forced]
	if !g.lending() {
		g.freshReacts()
		now := &g.reactsNow
		forced &= now[0][Passive] | now[0][Forced] | now[1][Passive] | now[1][Forced]
	}
	if forced&g.unchecked == 0 {
		// No occurrence not checked yet is of such a kind.
		g.noneForced()
		return
	}
	// The Forced Responses are gathered first, below the passives in the
	// arena: the passives' frame goes on top of theirs and resolves first
	// (FAQ, Timing: order of precedence). The active player orders the
	// effects of one kind only (FAQ 1.7).
	start := len(g.arena)
	mid := start
	g.beginCache()
	for _, kind := range [2]Kind{Forced, Passive} {
		for oi := g.forcedAt; oi < len(g.occ); oi++ {
			e := &g.occ[oi]
			bit := e.Kind.bit()
			if forced&bit == 0 {
				continue // no card is forced to answer it
			}
			for p := range g.players {
				if !g.lending() && g.reactsNow[p][kind]&bit == 0 && !g.opts.VerifyCaches {
					continue // none of his cards does (listTriggered), none lent
				}
				g.forcedBuf = g.triggered(p, kind, e, oi, g.forcedBuf[:0])
				for _, o := range g.forcedBuf {
					g.arena = append(g.arena, o.Card, CardID(o.Arg))
				}
			}
		}
		if kind == Forced {
			mid = len(g.arena)
		}
	}
	g.endCache()
	g.forcedAt, g.unchecked = len(g.occ), 0
	if mid > start {
		g.push(frame{kind: fForced, p: g.active, card: None, second: None, arena: int16(start), arg: int16((mid - start) / 2)})
	}
	if len(g.arena) > mid {
		g.push(frame{kind: fForced, p: g.active, card: None, second: None, arena: int16(mid), arg: int16((len(g.arena) - mid) / 2)})
	}
}

// noneForced marks the occurrences not checked yet as checked, when
// none is of a kind that the cards forced to answer answer (unchecked
// says which kinds they are): the forced check would find nothing.
func (g *Game) noneForced() {
	if g.opts.VerifyCaches {
		g.verifyUnchecked()
	}
	g.forcedAt, g.unchecked = len(g.occ), 0
}

// verifyUnchecked checks that the kinds kept of the occurrences not
// checked for forced responses (unchecked) hold the kinds of each
// (Options.VerifyCaches).
func (g *Game) verifyUnchecked() { g.verify(&g.uncheckedKinds) }

// executing reports whether an ability is executing its effects: the
// frames of the stack that are (executingFrame) are counted as they come
// and go, and as an ability starts its effects.
func (g *Game) executing() bool { return g.execN > 0 }

// executingFrame reports whether a frame is an ability executing its
// effects.
func executingFrame(f *frame) bool { return f.kind == fAbility && f.pc >= abilityExecute }

// fForced holds pending (card, ability) pairs in the arena from arena
// (arg2 of them resolved before them); the active player picks the next
// to resolve when several are pending.
func runForced(g *Game, i int) bool {
	f := &g.stack[i]
	if f.pending() == 0 {
		t := int(f.arena)
		g.pop()
		if t <= len(g.arena) {
			g.arena = g.arena[:t]
		}
		return false
	}
	return g.wait()
}

func optForced(g *Game, f *frame, out []Option) []Option {
	t := int(f.arena)
	for k := 0; k < int(f.arg2)+int(f.arg); k++ {
		id, arg := g.arena[t+2*k], int32(g.arena[t+2*k+1])
		if id == None {
			continue // resolved already
		}
		out = append(out, Option{Act: ActTrigger, Card: id, Arg: arg})
	}
	return out
}

func applyForced(g *Game, i int, o Option) {
	f := &g.stack[i]
	t := int(f.arena)
	for k := 0; ; k++ {
		if g.arena[t+2*k] == o.Card && int32(g.arena[t+2*k+1]) == o.Arg {
			g.arena[t+2*k] = None
			break
		}
	}
	f.arg--
	f.arg2++
	ab, oi := unpackTrigger(o.Arg)
	var e *Event
	if oi < len(g.occ) {
		e = &g.occ[oi]
	}
	// Still able? A forced response that cannot resolve is skipped.
	if p, ok := g.forcedUser(o.Card, ab, e); ok {
		g.startAbility(p, o.Card, ab, e, -1)
	}
}

// forcedUser returns the player who resolves a forced ability ab of card
// id answering occurrence e, its controller (its owner out of play, or
// the player a lent ability is lent to), and whether it can trigger now.
func (g *Game) forcedUser(id CardID, ab int, e *Event) (int, bool) {
	c := &g.cards[id]
	p := int(c.ctrl)
	if c.zone != ZonePlay && c.zone != ZoneStory {
		p = int(c.owner)
	} else if c.host != None && g.forHost(id, ab) {
		// An ability an attachment gives its host: the host's controller
		// resolves it, whoever controls the attachment.
		p = int(g.cards[c.host].ctrl)
	}
	if q := g.lentUser(id, ab); q >= 0 && !g.canTrigger(p, id, ab, e) {
		p = q // a forced response another card gains (lending.go)
	}
	return p, g.canTrigger(p, id, ab, e)
}

// forHost reports whether ability ab of card id is one it gives its host
// (Ability.ForHost).
func (g *Game) forHost(id CardID, ab int) bool {
	im := g.impl(id)
	return im != nil && ab >= 0 && ab < len(im.Abilities) && im.Abilities[ab].ForHost
}

// againOf returns, for a Forced Response's triggering (an EvAbility
// occurrence), the occurrence it answered, still among the window's, and
// the player who would resolve it again, if it can trigger again now
// (Ctx.TriggerAgain); nil otherwise.
func (g *Game) againOf(e *Event) (*Event, int) {
	if e == nil || e.Kind != EvAbility || Kind(e.Counts[0]) != Forced || e.Answers <= 0 || !g.validCard(e.Card) {
		return nil, -1
	}
	im := g.impl(e.Card)
	if im == nil || int(e.N) < 0 || int(e.N) >= len(im.Abilities) || im.Abilities[e.N].Kind != Forced {
		return nil, -1
	}
	if o := g.occurrenceOf(e.Answers); o != nil {
		if p, ok := g.forcedUser(e.Card, int(e.N), o); ok {
			return o, p
		}
	}
	return nil, -1
}

func promptForced(g *Game, f *frame) (PromptKind, string) {
	return PromptForcedOrder, "Several forced effects trigger at once: choose the one that resolves first."
}

// playingEvent reports whether a card is an event being played from its
// owner's hand: still in hand, or being resolved.
func (g *Game) playingEvent(id CardID) bool {
	c := &g.cards[id]
	return c.def.Type == carddb.Event && (c.zone == ZoneHand || c.zone == ZoneResolving || c.zone == ZonePlay && g.playableFromHost(id))
}

// playingEventBy is playingEvent for ability a of the card: an event
// played from its owner's discard pile as if from his hand too
// (PlayableFromDiscard), which costs, X included, what it costs from the
// hand; not an ability of its own that works there.
func (g *Game) playingEventBy(id CardID, a *Ability) bool {
	return g.playingEvent(id) || g.cards[id].zone == ZoneDiscard && g.eventFromDiscard(id, a)
}
