package engine

import (
	"fmt"
	"reflect"
	"slices"
)

// kept holds what the engine keeps derived from the state (docs/design.md,
// "Answers kept for a state"): the counts, lists and tables made again as
// the state changes, each with the writes that keep it, and the answers
// kept for a state version. Each member is a part of its own (keptPart),
// with beside it what a new game starts it as, what a copy takes of it,
// and how it is checked against its source computed afresh: a new game,
// a copy and CheckInvariants walk the parts (parts), and a cache added is
// a part added. Its fields are the Game's own: g.woundedN, g.ver.
type kept struct {
	checksDue
	stateVersion
	gameAbilities
	uncheckedKinds
	lendCount
	modsInPlay
	woundList
	execCount
	zoneCounts
	playerLists
	commitCount
	modSums
	staticsKept
	modMasks
	iconsKept storyIconsKept  // storyIcons' last answer
	totals    storyTotalsKept // storyTotals' last answer
	occSeen   occSeen         // occKinds' last answer
	decisionKept
	hiddenCache
	cacheFaults
}

// keptPart is one member of kept.
type keptPart interface {
	// reset makes it what a new game keeps, in the memory of prev's
	// (NewReusing: an earlier game's, nothing of which is read again; a
	// zero kept for a game in new memory).
	reset(prev *kept)
	// cloneFrom makes it, a copy's, what the copy takes of src's (the
	// game it copies), in its own memory, which it holds (cloneInto);
	// its lists are cut from t.
	cloneFrom(src *kept, t *listTable)
	// check compares it with what it is derived from, computed afresh
	// (CheckInvariants). An answer kept for a state version is checked
	// while the version holds; each is also checked as it is used, with
	// Options.VerifyCaches.
	check(g *Game) error
}

// numKeptParts is the count of kept's members.
const numKeptParts = 20

// parts lists kept's members, in the order they are checked
// (TestKeptParts checks that every member is listed).
func (k *kept) parts() [numKeptParts]keptPart {
	return [numKeptParts]keptPart{
		&k.checksDue, &k.stateVersion, &k.gameAbilities, &k.uncheckedKinds,
		&k.lendCount, &k.modsInPlay, &k.woundList, &k.execCount, &k.zoneCounts,
		&k.playerLists, &k.commitCount, &k.cacheFaults, &k.modSums, &k.staticsKept,
		&k.modMasks, &k.iconsKept, &k.totals, &k.occSeen, &k.decisionKept, &k.hiddenCache,
	}
}

// resetAll makes every part what a new game keeps, in prev's memory.
func (k *kept) resetAll(prev *kept) {
	for _, p := range k.parts() {
		p.reset(prev)
	}
}

// cloneAll makes every part what a copy of src takes. A search copies
// games all the time: the parts are called directly, not through
// parts, whose interfaces would make the copy's memory and its table
// escape (TestKeptParts checks that it is the walk of parts).
func (k *kept) cloneAll(src *kept, t *listTable) {
	k.checksDue.cloneFrom(src, t)
	k.stateVersion.cloneFrom(src, t)
	k.gameAbilities.cloneFrom(src, t)
	k.uncheckedKinds.cloneFrom(src, t)
	k.lendCount.cloneFrom(src, t)
	k.modsInPlay.cloneFrom(src, t)
	k.woundList.cloneFrom(src, t)
	k.execCount.cloneFrom(src, t)
	k.zoneCounts.cloneFrom(src, t)
	k.playerLists.cloneFrom(src, t)
	k.commitCount.cloneFrom(src, t)
	k.cacheFaults.cloneFrom(src, t)
	k.modSums.cloneFrom(src, t)
	k.staticsKept.cloneFrom(src, t)
	k.modMasks.cloneFrom(src, t)
	k.iconsKept.cloneFrom(src, t)
	k.totals.cloneFrom(src, t)
	k.occSeen.cloneFrom(src, t)
	k.decisionKept.cloneFrom(src, t)
	k.hiddenCache.cloneFrom(src, t)
}

// checkAll checks every part against its source.
func (k *kept) checkAll(g *Game) error {
	for _, p := range k.parts() {
		if err := p.check(g); err != nil {
			return err
		}
	}
	return nil
}

// verify checks a part as it is used (Options.VerifyCaches): what it
// finds is reported by CheckInvariants.
func (g *Game) verify(p keptPart) {
	if err := p.check(g); err != nil {
		g.cacheFault("%v", err)
	}
}

// listTable is the one table the lists of a copy are cut from
// (cloneInto), each with room to grow by listSlack before an append
// copies it elsewhere: a search plays on in its samples, and cards move.
type listTable struct{ s []CardID }

// take cuts a copy of ids from the table.
func (t *listTable) take(ids []CardID) []CardID {
	start := len(t.s)
	t.s = append(t.s, ids...)
	end := len(t.s)
	t.s = t.s[:end+listSlack]
	return t.s[start:end:len(t.s)]
}

// listSlack is the room each list of a copy has to grow in place.
const listSlack = 8

// ---- The checks of the state checks ----

// checksDue says which state checks may find something (stateChecks,
// destroyOverwounded); without its flag, a check would find what it
// found before.
type checksDue struct {
	dirty uint8 // checks stateChecks must make (dirtyWin, dirtyHV)
	// woundsSet: wounds were set since the last check for over-wounded
	// characters; woundsModded: that check saw modifiers of Toughness.
	// Without either, the check would find what it found then.
	woundsSet, woundsModded bool
}

func (c *checksDue) reset(*kept) { *c = checksDue{dirty: dirtyWin | dirtyHV} }

func (c *checksDue) cloneFrom(src *kept, _ *listTable) { *c = src.checksDue }

// check: a story with enough tokens to be won has its check due, or is
// being won; the wounds are checked as the check is skipped
// (verifyNoneOverwounded, with Options.VerifyCaches).
func (c *checksDue) check(g *Game) error {
	if c.dirty&dirtyWin == 0 && !g.over && g.storyToWin() && !g.onStack(fWinStories) && !g.onStack(fWinStory) {
		return fmt.Errorf("a story has enough success tokens to be won, but its check is not due")
	}
	return nil
}

// ---- The state's version ----

// stateVersion numbers the states of the game: ver moves when the state
// has changed (touch, syncVer). The answers kept for a stretch of queries
// are kept with it and hold as long as it stays.
type stateVersion struct {
	ver        uint32
	writes     uint32 // touch: the changes of the state so far
	writesSeen uint32 // writes when ver last moved (syncVer)
}

// reset: no state has version 0, at which the answers kept are stale.
func (v *stateVersion) reset(*kept) { *v = stateVersion{ver: 1} }

func (v *stateVersion) cloneFrom(src *kept, _ *listTable) { *v = src.stateVersion }

// check: a count, derived from nothing; a change without its touch is
// found with Options.VerifyCaches (verifyStep).
func (v *stateVersion) check(*Game) error { return nil }

// ---- What the game's cards do ----

// gameAbilities is what the cards of the game answer and can do, made as
// the cards are made (newCards): a sample that deals other cards may
// leave more than its cards do.
type gameAbilities struct {
	reactive bool // some card of the game answers events
	// reactsBy: the event kinds some card of the game answers, by the
	// kind of the answering ability.
	reactsBy [numKinds]uint64
	// anyActions: some non-event card of the game has an Action ability.
	anyActions bool
	// selfStatics: some card has a constant ability working out of play;
	// selfMask, the kinds of modifier of those abilities.
	selfStatics bool
	selfMask    uint64
	// matchers: some card of the game gives resources more matches by a
	// constant ability (Impl.alsoMatches, extraMatches).
	matchers bool
}

func (a *gameAbilities) reset(*kept) { *a = gameAbilities{} }

func (a *gameAbilities) cloneFrom(src *kept, _ *listTable) { *a = src.gameAbilities }

func (a *gameAbilities) check(g *Game) error {
	var fresh gameAbilities
	for id := range g.cards {
		im := g.impls[id]
		if g.reacts[id] != 0 {
			fresh.reactive = true
			for k := range fresh.reactsBy {
				fresh.reactsBy[k] |= im.reactsBy[k]
			}
		}
		fresh.anyActions = fresh.anyActions || g.actions[id]
		if im != nil && im.outOfPlayStatics {
			fresh.selfStatics = true
			fresh.selfMask |= im.modMask
		}
		fresh.matchers = fresh.matchers || im != nil && im.alsoMatches
	}
	ok := (a.reactive || !fresh.reactive) && (a.anyActions || !fresh.anyActions) &&
		(a.selfStatics || !fresh.selfStatics) && fresh.selfMask&^a.selfMask == 0 && (a.matchers || !fresh.matchers)
	for k := range fresh.reactsBy {
		ok = ok && fresh.reactsBy[k]&^a.reactsBy[k] == 0
	}
	if !ok {
		return fmt.Errorf("what the cards of the game answer and can do is kept as %+v, but is %+v", *a, fresh)
	}
	return nil
}

// uncheckedKinds holds the kinds of the occurrences from forcedAt on, and
// maybe more: without a kind that forced responses or timed passives
// answer, the forced check would find nothing (afterStep).
type uncheckedKinds struct {
	unchecked uint64
}

func (u *uncheckedKinds) reset(*kept) { *u = uncheckedKinds{} }

func (u *uncheckedKinds) cloneFrom(src *kept, _ *listTable) { *u = src.uncheckedKinds }

func (u *uncheckedKinds) check(g *Game) error {
	if kinds := g.kindsIn(g.forcedAt); kinds&^u.unchecked != 0 {
		return fmt.Errorf("the kinds of the occurrences not checked for forced responses (%#x) are not all among those kept (%#x)", kinds, u.unchecked)
	}
	return nil
}

// lendCount counts the lasting effects that lend abilities (modLend):
// without one, the players' lists of usable cards hold every ability
// they may use, and the checks read them alone (countLends).
type lendCount struct {
	lends int16
}

func (l *lendCount) reset(*kept) { *l = lendCount{} }

func (l *lendCount) cloneFrom(src *kept, _ *listTable) { *l = src.lendCount }

func (l *lendCount) check(g *Game) error {
	if lends := g.lendsNow(); lends != l.lends {
		return fmt.Errorf("%d lasting effects lend abilities, but %d are counted", lends, l.lends)
	}
	return nil
}

// ---- Counts of the cards ----

// modsInPlay counts the cards in play with constant abilities, and by
// kind of modifier those whose constant abilities make it
// (countModKinds; makeMask reads it).
type modsInPlay struct {
	statics  int // cards in play with constant abilities
	modKinds [64]int16
	kindMask uint64 // the kinds modKinds counts some card of
	locks    int16  // cards in play with a constant that may forbid events and triggered abilities (Impl.locks)
	costers  int16  // cards in play with a constant that may make commitments cost (Impl.commitCosts)
	readiers int16  // cards in play with a constant that may limit what a refresh phase readies (Impl.readiesOne)
}

func (m *modsInPlay) reset(*kept) { *m = modsInPlay{} }

func (m *modsInPlay) cloneFrom(src *kept, _ *listTable) { *m = src.modsInPlay }

// check counts afresh with countModKinds.
func (m *modsInPlay) check(g *Game) error {
	was, lends := *m, g.lends // countModKinds may count the lends afresh
	*m = modsInPlay{}
	for id := range g.cards {
		if im := g.impls[id]; im != nil && im.statics && g.cards[id].zone.InPlay() {
			g.countModKinds(im, 1)
			m.statics++
		}
	}
	fresh := *m
	*m, g.lends = was, lends
	if fresh != was {
		return fmt.Errorf("the count of the cards in play with constant abilities, by kind of modifier, is out of date")
	}
	return nil
}

// woundList counts the wounded cards in play, and lists them, in no
// order, while there are no more than it holds (woundedN <=
// len(wounded)) and it has not overflowed since there were none
// (woundedLost).
type woundList struct {
	woundedN    int
	wounded     [8]CardID
	woundedLost bool
}

func (w *woundList) reset(*kept) { *w = woundList{} }

func (w *woundList) cloneFrom(src *kept, _ *listTable) { *w = src.woundList }

func (w *woundList) check(g *Game) error {
	wounded := 0
	for id := range g.cards {
		if g.cards[id].wounds > 0 {
			wounded++
		}
	}
	if wounded != w.woundedN {
		return fmt.Errorf("%d wounded cards, but the count says %d", wounded, w.woundedN)
	}
	if w.woundedLost {
		return nil
	}
	if w.woundedN > len(w.wounded) {
		return fmt.Errorf("%d wounded cards, more than the list of them holds", w.woundedN)
	}
	for k, id := range w.wounded[:w.woundedN] {
		if g.cards[id].wounds == 0 {
			return fmt.Errorf("%s is listed as wounded, but has no wounds", g.cards[id].def.Title)
		}
		if slices.Contains(w.wounded[:k], id) {
			return fmt.Errorf("%s is listed as wounded twice", g.cards[id].def.Title)
		}
	}
	return nil
}

// execCount counts the abilities on the stack executing their effects
// (executing).
type execCount struct {
	execN int
}

func (e *execCount) reset(*kept) { *e = execCount{} }

func (e *execCount) cloneFrom(src *kept, _ *listTable) { *e = src.execCount }

func (e *execCount) check(g *Game) error {
	n := 0
	for i := range g.stack {
		if executingFrame(&g.stack[i]) {
			n++
		}
	}
	if n != e.execN {
		return fmt.Errorf("%d abilities executing, but the count says %d", n, e.execN)
	}
	return nil
}

// zoneCounts counts the cards countCard counts in their zones.
type zoneCounts struct {
	// handActs counts each player's cards in hand that are events with an
	// Action (windowCandidates); boostersIn the cards in play with
	// struggle icons that boost a story (boosters).
	handActs   [2]int16
	boostersIn int16
	// hvIn counts the cards in play printed Heroic (0) and Villainous (1),
	// whoever controls them (controlsBoth).
	hvIn [2]int16
	// discListed counts each player's cards in his discard pile that
	// answer something or have an Action there (usableLists).
	discListed [2]int16
	// resListed counts each player's resources on his domains that answer
	// something or have an Action there (FromDomain).
	resListed [2]int16
}

func (z *zoneCounts) reset(*kept) { *z = zoneCounts{} }

func (z *zoneCounts) cloneFrom(src *kept, _ *listTable) { *z = src.zoneCounts }

// check counts afresh with countCard.
func (z *zoneCounts) check(g *Game) error {
	was := *z
	*z = zoneCounts{}
	for id := range g.cards {
		g.countCard(CardID(id), 1)
	}
	fresh := *z
	*z = was
	if fresh != was {
		return fmt.Errorf("Action events in hand, boosters in play, Heroic and Villainous cards in play and cards listed in discard piles and domains: counted %+v, kept %+v", fresh, was)
	}
	return nil
}

// ---- The lists of usable cards ----

// playerLists holds, for each player, the cards he may use abilities of
// now (those triggered reads: in play, his stories, hand and discard
// pile, attachments giving his characters abilities): the event kinds
// they answer, and those that answer some event or have Actions. They
// are made again after a card changes zone, host or control (markStale,
// markMoved), when next read (freshReacts).
type playerLists struct {
	// reactsNow: the event kinds the cards answer, by the kind of the
	// answering ability; made again when reactsStale: only the lists of
	// the players whose bits staleOf holds.
	reactsNow   [2][numKinds]uint64
	reactsStale bool
	staleOf     uint8
	// moved holds the cards whose moves made the lists stale since they
	// were last made (markMoved), movedN of them; -1 when some other
	// change did, or more cards moved than moved holds: the lists are then
	// made again whole (remakeReacts).
	moved  [4]CardID
	movedN int8
	// reactIDs and actIDs: of those cards, in appendUsable's order, the ones
	// that answer some event and (stories left out) the ones with Action
	// abilities, so that the checks walk only them and not the whole hand
	// and discard pile.
	reactIDs [2][]CardID
	actIDs   [2][]CardID
	// actN: the Action abilities of the cards on actIDs, counted with them
	// (the candidates of a sampled action window).
	actN [2]int
	// listsLend: whether a lend was in force when they were made (a lent
	// ability works from any zone: the lists then keep every card).
	listsLend bool
}

func (l *playerLists) reset(prev *kept) {
	*l = playerLists{}
	for p := range l.reactIDs {
		l.reactIDs[p], l.actIDs[p] = prev.reactIDs[p][:0], prev.actIDs[p][:0]
	}
}

func (l *playerLists) cloneFrom(src *kept, t *listTable) {
	*l = src.playerLists
	for p := range l.reactIDs {
		l.reactIDs[p], l.actIDs[p] = t.take(src.reactIDs[p]), t.take(src.actIDs[p])
	}
}

// listsLen is the length of the lists, for the table a copy cuts them
// from (cloneInto).
func (l *playerLists) listsLen() (n int) {
	for p := range l.reactIDs {
		n += len(l.reactIDs[p]) + len(l.actIDs[p])
	}
	return n
}

// check: a player's lists not to be made again are made afresh.
func (l *playerLists) check(g *Game) error {
	for p := range g.players {
		if l.staleOf&(1<<p) != 0 || g.lending() != l.listsLend {
			continue // made again before they are next read
		}
		now, reacting, acting := g.usableLists(p, nil, nil)
		if now != l.reactsNow[p] {
			return fmt.Errorf("the event kinds player %d's cards answer are out of date", p+1)
		}
		if !slices.Equal(reacting, l.reactIDs[p]) || !slices.Equal(acting, l.actIDs[p]) {
			return fmt.Errorf("player %d's list of cards with reactions or actions is out of date", p+1)
		}
		if n := g.actionsOn(acting); n != l.actN[p] {
			return fmt.Errorf("player %d's Action abilities were counted %d, not %d", p+1, l.actN[p], n)
		}
	}
	return nil
}

// commitCount counts the characters committed to stories (linkAt,
// unlinkAt); each story counts and lists its own (card.commits,
// card.atFirst, card.atNext), checked here too.
type commitCount struct {
	committedN int16
}

func (c *commitCount) reset(*kept) { *c = commitCount{} }

func (c *commitCount) cloneFrom(src *kept, _ *listTable) { *c = src.commitCount }

func (c *commitCount) check(g *Game) error {
	commits := make([][2]int8, len(g.cards))
	n := 0
	for id := range g.cards {
		if cd := &g.cards[id]; cd.committed != None {
			if cd.ctrl < 0 || cd.ctrl > 1 {
				return fmt.Errorf("%s is committed but controlled by %d", cd.def.Title, cd.ctrl)
			}
			commits[cd.committed][cd.ctrl]++
			n++
		}
	}
	if n != int(c.committedN) {
		return fmt.Errorf("%d characters are committed, but the count says %d", n, c.committedN)
	}
	listed := make([]bool, len(g.cards))
	for id := range g.cards {
		if commits[id] != g.cards[id].commits {
			return fmt.Errorf("%s has %v characters committed to it, but the count says %v", g.cards[id].def.Title, commits[id], g.cards[id].commits)
		}
		// Its lists hold each of them once.
		for p := range commits[id] {
			n, ok := 0, true
			for ch := range g.committedAt(p, CardID(id)) {
				n++
				if ch < 0 || int(ch) >= len(g.cards) || g.cards[ch].committed != CardID(id) || int(g.cards[ch].ctrl) != p || listed[ch] {
					ok = false
					break
				}
				listed[ch] = true
			}
			if !ok || n != int(commits[id][p]) {
				return fmt.Errorf("%s: the list of player %d's characters committed to it is not theirs", g.cards[id].def.Title, p+1)
			}
		}
	}
	return nil
}

// ---- The modifiers ----

// modSums keeps each card's modifier sums by kind (mods) for the state
// version of the stretch of queries running (beginCache).
type modSums struct {
	caching  int    // the stretches begun and not ended
	cacheGen uint32 // the version they are of
	modKept  []modKept
	summing  bool // a cached sum is being computed
}

// reset: prev's table, its entries stale.
func (m *modSums) reset(prev *kept) {
	*m = modSums{modKept: prev.modKept}
	m.staleMods()
}

// cloneFrom: the copy's own table, its entries stale; no stretch runs.
func (m *modSums) cloneFrom(src *kept, _ *listTable) {
	table := m.modKept
	*m = src.modSums
	m.caching, m.modKept, m.summing = 0, table, false
	m.staleMods()
}

// staleMods makes every modifier sum kept stale: no state has version 0.
func (m *modSums) staleMods() {
	for i := range m.modKept {
		m.modKept[i].gen = 0
	}
}

// check: the sums kept for the state as it is are those computed afresh.
func (m *modSums) check(g *Game) error {
	if m.cacheGen != g.ver || m.caching != 0 {
		return nil
	}
	for id := range m.modKept {
		k := &m.modKept[id]
		if k.gen != g.ver || k.have == 0 {
			continue
		}
		var fresh modSum
		g.computeMods(&fresh, nil, CardID(id), k.have)
		if fresh != k.sum {
			return fmt.Errorf("%s: the modifiers kept for this state are out of date: %+v, now %+v", g.cards[id].def.Title, k.sum, fresh)
		}
	}
	return nil
}

// staticsKept lists the constant abilities of the cards in play
// (staticEntries), each with whether it is in force at a state version.
type staticsKept struct {
	staticList  []staticEntry
	staticStale bool
	// The kinds of modifier of the constant abilities in staticList that
	// may modify any card (staticAny) and of those that modify only their
	// card's host (staticHost).
	staticAny, staticHost uint64
	evalStatic            bool // a constant ability's condition is being asked
}

func (s *staticsKept) reset(prev *kept) { *s = staticsKept{staticList: prev.staticList[:0]} }

// cloneFrom: the copy's own list, made again when next read.
func (s *staticsKept) cloneFrom(src *kept, _ *listTable) {
	list := s.staticList[:0]
	*s = src.staticsKept
	s.staticList, s.staticStale, s.evalStatic = list, true, false
}

// check: whether each ability is in force, kept for the state as it is,
// is asked afresh; then the list is made afresh.
func (s *staticsKept) check(g *Game) error {
	if s.staticStale {
		return nil
	}
	if g.cacheGen == g.ver && g.caching == 0 {
		for k := range s.staticList {
			if e := &s.staticList[k]; e.gen == g.ver && e.on != g.staticOn(e.src, e.a) {
				return fmt.Errorf("%s: whether its constant ability is in force is out of date", g.cards[e.src].def.Title)
			}
		}
	}
	kept := append([]staticEntry(nil), s.staticList...)
	s.staticStale = true
	fresh := g.staticEntries()
	if len(kept) != len(fresh) {
		return fmt.Errorf("%d constant abilities listed, %d in play", len(kept), len(fresh))
	}
	for k := range kept {
		if kept[k].src != fresh[k].src || kept[k].a != fresh[k].a {
			return fmt.Errorf("the list of constant abilities in play is out of date at %s", g.cards[fresh[k].src].def.Title)
		}
	}
	return nil
}

// modMasks holds the kinds of modifier that may be in force (makeMask,
// modsOf), made again when maskDirty.
type modMasks struct {
	lastingMask uint64 // the kinds of the lasting effects
	maskCache   uint64 // lastingMask and the kinds of the cards in play (kindMask)
	maskDirty   bool
}

func (m *modMasks) reset(*kept) { *m = modMasks{} }

func (m *modMasks) cloneFrom(src *kept, _ *listTable) { *m = src.modMasks }

// check: modsOf answers from the masks alone; they must be empty when
// the game has no modifier at all.
func (m *modMasks) check(g *Game) error {
	if !m.maskDirty && !g.hasMods() && m.maskCache|g.selfMask != 0 {
		return fmt.Errorf("modifier kinds %#x are said to be in force in a game without modifiers", m.maskCache|g.selfMask)
	}
	return nil
}

// ---- Answers kept for a state ----

func (k *storyIconsKept) reset(*kept) { *k = storyIconsKept{} }

func (k *storyIconsKept) cloneFrom(src *kept, _ *listTable) { *k = src.iconsKept }

// check: the answer, while it holds, is the one worked out afresh.
func (k *storyIconsKept) check(g *Game) error {
	if !k.holds(g, k.story) {
		return nil
	}
	if fresh, boost := g.storyIconsNow(k.story, nil); !slices.Equal(fresh, k.printed[:k.n]) || boost != k.boost {
		return fmt.Errorf("the struggle icons kept for %s are out of date", g.name(k.story))
	}
	return nil
}

func (k *storyTotalsKept) reset(*kept) { *k = storyTotalsKept{} }

func (k *storyTotalsKept) cloneFrom(src *kept, _ *listTable) { *k = src.totals }

// check: the answer, while it holds, is the one worked out afresh.
func (k *storyTotalsKept) check(g *Game) error {
	if !k.holds(g, k.story) {
		return nil
	}
	if fresh := g.storyTotalsNow(k.story); fresh != k.n {
		return fmt.Errorf("the icons kept at %s (%v) are not its icons (%v)", g.name(k.story), k.n, fresh)
	}
	return nil
}

func (m *occSeen) reset(*kept) { *m = occSeen{} }

func (m *occSeen) cloneFrom(src *kept, _ *listTable) { *m = src.occSeen }

// check: the kinds kept are those of the occurrences they are of.
func (m *occSeen) check(g *Game) error {
	if !m.ok || m.from > m.n || m.n > len(g.occ) {
		return nil
	}
	fresh := uint64(0)
	for oi := m.from; oi < m.n; oi++ {
		fresh |= g.occ[oi].Kind.bit()
	}
	if fresh != m.kinds {
		return fmt.Errorf("the kinds of the occurrences from %d kept (%#x) are not theirs (%#x)", m.from, m.kinds, fresh)
	}
	return nil
}

// decisionKept is what is kept of the decision waiting: that the top
// frame waits for it, whether its player samples it (sampled), its
// options listed (optBuf), its candidates counted (sampled.go), and the
// option a uniform pick (PickUniform, pickSampled) found legal, which
// Apply need not check again.
type decisionKept struct {
	waiting     bool
	waitSampled bool
	optsOK      bool
	cand        candIndex
	candOK      bool // cand counts them (onlyCandidate)
	picked      Option
	pickedOK    bool
}

func (d *decisionKept) reset(*kept) { *d = decisionKept{} }

// cloneFrom: the copy waits for the same decision; its options are
// listed again, in its own buffers.
func (d *decisionKept) cloneFrom(src *kept, _ *listTable) {
	*d = src.decisionKept
	d.optsOK, d.pickedOK, d.candOK = false, false, false
}

func (d *decisionKept) check(g *Game) error {
	if !d.waiting {
		return nil
	}
	if g.over || len(g.stack) == 0 {
		return fmt.Errorf("the game is said to wait for a decision, but has none to take")
	}
	if d.waitSampled != g.sampled() {
		return fmt.Errorf("the decision waiting was kept as sampled %v, but is %v", d.waitSampled, g.sampled())
	}
	return nil
}

// hiddenCache keeps what a player cannot see for his samples
// (hiddenOf), at a state version.
type hiddenCache struct {
	hiddenKept *hidden
}

func (h *hiddenCache) reset(*kept) { *h = hiddenCache{} }

// cloneFrom: found again when asked (it is hiddenOf's own).
func (h *hiddenCache) cloneFrom(*kept, *listTable) { *h = hiddenCache{} }

// check: kept for the state as it is, it is found afresh.
func (h *hiddenCache) check(g *Game) error {
	if k := h.hiddenKept; k != nil && k.ver == g.ver && !reflect.DeepEqual(k, g.findHidden(k.p)) {
		return fmt.Errorf("the hidden cards kept for player %d's samples are out of date", k.p+1)
	}
	return nil
}

// cacheFaults holds the first stale answer found with
// Options.VerifyCaches (cacheFault).
type cacheFaults struct {
	cacheErr string
}

func (c *cacheFaults) reset(*kept) { *c = cacheFaults{} }

func (c *cacheFaults) cloneFrom(src *kept, _ *listTable) { *c = src.cacheFaults }

func (c *cacheFaults) check(*Game) error {
	if c.cacheErr != "" {
		return fmt.Errorf("%s", c.cacheErr)
	}
	return nil
}
