package engine

import (
	"fmt"
	"slices"

	"cthulhu/carddb"
)

// ---- Resolving stories (Rulebook, Resolving a Story Card; FAQ 3.1-3.5) ----

// toResolve appends the stories still to resolve this phase: those where
// the active player has committed characters (FAQ 3.1).
func (g *Game) toResolve(out []CardID) []CardID {
	for s := range g.stories {
		if g.storyToResolve(s) {
			out = append(out, g.stories[s].card)
		}
	}
	return out
}

// storyToResolve reports whether the story in slot s is still to resolve
// this phase.
func (g *Game) storyToResolve(s int) bool {
	sl := &g.stories[s]
	return sl.card != None && !sl.resolved && g.hasCommitted(int(g.active), sl.card)
}

func runResolveStories(g *Game, i int) bool {
	if !g.anyToResolve() {
		g.pop()
		return g.framesOnly()
	}
	return g.wait()
}

// anyToResolve reports whether a story is still to resolve this phase
// (toResolve is not empty).
func (g *Game) anyToResolve() bool {
	for s := range g.stories {
		if g.storyToResolve(s) {
			return true
		}
	}
	return false
}

func optResolveStories(g *Game, f *frame, out []Option) []Option {
	var buf [numSlots]CardID
	return appendPicks(out, g.toResolve(buf[:0]))
}

// appendPicks appends an option to pick each of the cards.
func appendPicks(out []Option, ids []CardID) []Option {
	for _, id := range ids {
		out = append(out, Option{Act: ActPick, Card: id})
	}
	return out
}

func applyResolveStories(g *Game, i int, o Option) {
	s := g.slotOf(o.Card)
	g.stories[s].resolved = true
	g.touch()
	g.emit(Event{Kind: EvResolveStory, Player: g.active, Card: o.Card, Other: None})
	g.push(frame{kind: fResolveStory, p: g.active, card: o.Card, second: None})
}

func promptResolveStories(g *Game, f *frame) (PromptKind, string) {
	return PromptResolveOrder, "Choose the next story to resolve."
}

// struggles returns the icon struggles of a story in the order they
// resolve: its printed icons, with each icon booster of a card attached to
// it or committed to it resolving right after the first struggle of its
// kind (FAQ 2.27). A booster with no struggle of its kind resolves in the
// canonical order: before the first struggle of a later kind.
func (g *Game) struggles(story CardID, out []carddb.Icon) []carddb.Icon {
	start := len(out)
	var buf [12]carddb.Icon
	printed, boost := g.storyIcons(story, buf[:0])
	var seen [4]bool
	for _, ic := range printed {
		// Boosters of kinds absent from the story go before the first
		// struggle of a later kind.
		for k := carddb.Icon(0); k < ic; k++ {
			if !seen[k] && !hasIcon(printed, k) {
				for range boost[k] {
					out = append(out, k)
				}
				seen[k] = true
			}
		}
		out = append(out, ic)
		if !seen[ic] {
			seen[ic] = true
			for range boost[ic] {
				out = append(out, ic)
			}
		}
	}
	for k := carddb.Icon(0); k < 4; k++ {
		if !seen[k] {
			for range boost[k] {
				out = append(out, k)
			}
		}
	}
	if g.modsOf(maskStruggle) {
		if first := g.mods(story, maskStruggle).first; first != 0 {
			firstKindsFirst(out[start:], first)
		}
	}
	return out
}

// firstKindsFirst moves the struggles of the kinds in first (by bit) before
// the others, each group keeping its order (StrugglesFirst).
func firstKindsFirst(list []carddb.Icon, first uint8) {
	var buf [16]carddb.Icon
	rest := buf[:0]
	k := 0
	for _, ic := range list {
		if first&(1<<ic) != 0 {
			list[k] = ic
			k++
		} else {
			rest = append(rest, ic)
		}
	}
	copy(list[k:], rest)
}

var standardStruggles = []carddb.Icon{carddb.Terror, carddb.Combat, carddb.Arcane, carddb.Investigation}

func hasIcon(s []carddb.Icon, k carddb.Icon) bool {
	for _, x := range s {
		if x == k {
			return true
		}
	}
	return false
}

// boosters counts the icon boosters at a story now: those printed on the
// cards attached to it and on the characters committed to it (FAQ 2.27),
// and those an attachment with a text box gives the sane character it is
// attached to, committed there (Lightning Gun: its host gains them).
func (g *Game) boosters(story CardID) (boost [4]int) {
	if g.boostersIn == 0 {
		return
	}
	for p := range g.players {
		for _, id := range g.players[p].play {
			c := &g.cards[id]
			if (c.committed == story || c.host == story || g.hostBoosts(id, story)) && !c.def.IsStoryLike() && !c.insane {
				for _, ic := range c.def.Struggles {
					boost[ic]++
				}
			}
		}
	}
	return boost
}

// hostBoosts reports whether an attachment's icon boosters count at a
// story through its host: a sane character committed there, the
// attachment's text box not blank.
func (g *Game) hostBoosts(id, story CardID) bool {
	c := &g.cards[id]
	if c.host == None || len(c.def.Struggles) == 0 {
		return false
	}
	h := &g.cards[c.host]
	return h.committed == story && h.zone == ZonePlay && !h.insane && !g.blank(id)
}

// nextStruggle returns the next struggle of a story's resolution, given
// how many printed struggles have resolved (n) and how many boosters of
// each kind (done). Boosters are counted afresh each time: one whose card
// has left is no longer resolved, and a printed struggle is never skipped.
func (g *Game) nextStruggle(story CardID, n int, done [4]int) (ic carddb.Icon, booster, ok bool) {
	var buf [12]carddb.Icon
	printed, boost := g.storyIcons(story, buf[:0])
	for k := carddb.Icon(0); k < 4; k++ {
		if boost[k] <= done[k] {
			continue
		}
		first := -1
		for i, x := range printed {
			if x == k {
				first = i
				break
			}
		}
		switch {
		case first >= 0 && first < n:
			// Right after the first printed struggle of its kind.
			return k, true, true
		case first < 0 && (n == len(printed) || printed[n] > k):
			// A kind the story lacks: before the first struggle of a later kind.
			return k, true, true
		}
	}
	if n < len(printed) {
		return printed[n], false, true
	}
	return 0, false, false
}

// storyIcons returns a story's struggle icons now: the printed ones, less
// those an effect removes, and its boosters, plus the icons effects add.
// A story's boosters count as icons of the story (FAQ 2.27): a removal takes
// a printed icon first, then a booster.
//
// The answer is kept until the game changes (touch): a story's next
// struggle is looked for again after each, and one that changed nothing
// leaves the answer as it was.
func (g *Game) storyIcons(story CardID, out []carddb.Icon) ([]carddb.Icon, [4]int) {
	k := &g.iconsKept
	if k.holds(g, story) {
		if g.opts.VerifyCaches {
			g.verify(k)
		}
		return append(out, k.printed[:k.n]...), k.boost
	}
	start := len(out)
	out, boost := g.storyIconsNow(story, out)
	if n := len(out) - start; n <= len(k.printed) {
		*k = storyIconsKept{keptFor: g.keepFor(story), n: int8(n), boost: boost}
		copy(k.printed[:], out[start:])
	}
	return out, boost
}

// keptFor marks an answer about a story kept for the state the game was
// in when it was worked out (its count of changes, touch): it holds until
// the game changes.
type keptFor struct {
	ok     bool
	story  CardID
	writes uint32
}

// keepFor marks an answer about story worked out now.
func (g *Game) keepFor(story CardID) keptFor {
	return keptFor{ok: true, story: story, writes: g.writes}
}

// holds reports whether the answer kept is about story and the game has
// not changed since.
func (k *keptFor) holds(g *Game, story CardID) bool {
	return k.ok && k.story == story && k.writes == g.writes
}

// storyIconsKept is storyIcons' last answer.
type storyIconsKept struct {
	keptFor
	n       int8
	printed [8]carddb.Icon
	boost   [4]int
}

// storyIconsNow is storyIcons worked out afresh.
func (g *Game) storyIconsNow(story CardID, out []carddb.Icon) ([]carddb.Icon, [4]int) {
	printed := g.cards[story].def.Struggles
	if len(printed) == 0 {
		printed = standardStruggles
	}
	boost := g.boosters(story)
	var delta [4]int
	var none uint8
	var swapped [8]carddb.Icon
	if g.modsOf(maskStruggle) {
		sum := g.mods(story, maskStruggle)
		for k, n := range sum.struggles {
			delta[k] = int(n)
		}
		none = sum.noStruggles
		if sum.toTerror != [4]int8{} && len(printed) <= len(swapped) {
			printed = swapToTerror(printed, &boost, sum.toTerror, swapped[:0])
		}
	}
	if none != 0 {
		// Struggles of these kinds do not resolve here at all (NoStruggles):
		// the printed ones, the boosters and those effects add.
		for k := range delta {
			if none&(1<<k) != 0 {
				delta[k] = -len(printed) - boost[k]
			}
		}
	}
	if delta == [4]int{} {
		return append(out, printed...), boost
	}
	var remove [4]int
	for k := range delta {
		if delta[k] > 0 {
			boost[k] += delta[k]
		} else {
			remove[k] = -delta[k]
		}
	}
	// Remove the last printed icons of each kind, then boosters.
	keep := make([]bool, len(printed))
	for i := range keep {
		keep[i] = true
	}
	for i := len(printed) - 1; i >= 0; i-- {
		if k := printed[i]; remove[k] > 0 {
			keep[i] = false
			remove[k]--
		}
	}
	for i, ic := range printed {
		if keep[i] {
			out = append(out, ic)
		}
	}
	for k := range remove {
		boost[k] = max(0, boost[k]-remove[k])
	}
	return out, boost
}

// swapToTerror resolves, in place of n[k] struggles of each kind k, a
// terror struggle instead (StruggleBecomesTerror): the first printed ones
// of the kind, where they stand, then its boosters, each for a terror
// booster. A terror struggle in place of a terror struggle changes
// nothing. It appends the printed struggles to out.
func swapToTerror(printed []carddb.Icon, boost *[4]int, n [4]int8, out []carddb.Icon) []carddb.Icon {
	for _, ic := range printed {
		if ic != carddb.Terror && n[ic] > 0 {
			n[ic]--
			ic = carddb.Terror
		}
		out = append(out, ic)
	}
	for k := carddb.Combat; k < 4; k++ {
		m := min(int(n[k]), boost[k])
		boost[k] -= m
		boost[carddb.Terror] += m
	}
	return out
}

// fResolveStory resolves its story: its struggles, then success. arg counts
// the printed struggles resolved; arg2 packs the boosters resolved of each kind,
// four bits a kind. A story won or gone in the middle stops resolving
// (FAQ 3.2). Each struggle, and then success, is determined in the step
// that comes to it; a decision it leads to waits in a frame of its own
// (fStruggle, fSuccess), pushed by that step.
//
// A struggle that leads to no decision changes nothing but the
// occurrences: when no forced response or timed passive of the game
// answers a struggle, the checks after its step would find nothing, and
// what comes next (the next struggle, or success) is determined in the
// same step.
//
// The steps of fResolveStory:
const (
	resolveStruggles = iota // the struggles one by one (Rulebook, Resolving a Story Card), then success
	resolveEnd              // the story is resolved
)

func runResolveStory(g *Game, i int) bool {
	f := &g.stack[i]
	if g.cards[f.story()].zone != ZoneStory { // in no story slot (CheckInvariants)
		g.pop()
		return false
	}
	if f.pc == resolveStruggles {
		for {
			ic, ok := g.advanceStruggle(f)
			if !ok {
				break
			}
			if g.struggle(f.story(), ic) {
				// The struggle waits for its choice, or (a struggle won
				// that a Disrupt may answer) for its Disrupts first.
				return g.stack[len(g.stack)-1].kind == fStruggle
			}
			if (g.reactsBy[Passive]|g.reactsBy[Forced])&EvStruggle.bit() != 0 {
				return false
			}
			f = &g.stack[i] // (the struggle pushed no frame)
		}
		f.pc = resolveEnd
		if g.modsOf(maskDone) && g.successDone(f.story()) {
			return false // determined already, before the struggles
		}
		if g.reactsBy[Disrupt]&EvSuccess.bit() != 0 && g.windowsNeeded() {
			// A Disrupt that answers the skill check (Randolph Carter)
			// is given its window before success is determined.
			g.push(frame{kind: fSkillCheck, p: g.active, card: f.story(), second: None})
			return false
		}
		return g.determineSuccess(f.story())
	}
	story := f.story()
	g.pop()
	g.emit(Event{Kind: EvStoryResolved, Player: g.active, Card: story, Other: None, Flags: evQuiet})
	if g.reactsBy[Disrupt]&EvStoryResolved.bit() != 0 && g.windowsNeeded() {
		// A Disrupt that answers a story resolved ("after a story ...
		// resolves") takes place at once, before the next story resolves
		// (FAQ 3.2, 3.5; the Military Bike question).
		g.push(frame{kind: fStoryResolved, p: g.active, card: story, second: None, occurrence: g.seq})
	}
	return false
}

// runDisruptsOnly runs a frame that is an occurrence which has happened,
// answered by Disrupts at once: the players are given their Disrupts
// that answer it, then play goes on. fWoundDealt: a struggle's wound has
// been dealt to card (which may have been destroyed by it), committed to
// the story second (EvWoundDealt). fStoryResolved: the story (card) has
// finished resolving, and the resolution goes on.
func runDisruptsOnly(g *Game, i int) bool {
	f := &g.stack[i]
	if f.pc == 0 {
		f.pc = 1
		g.openDisrupts(i)
		return g.framesOnly()
	}
	g.pop()
	return false
}

// advanceStruggle returns the next struggle of the story that frame f
// (fResolveStory) resolves, counting it as resolved, or false when none is
// left.
func (g *Game) advanceStruggle(f *frame) (carddb.Icon, bool) {
	if f.flags&fPerKind == 0 && g.modsOf(maskStruggle) && g.mods(f.story(), maskStruggle).first != 0 {
		g.toPerKind(f)
	}
	if f.flags&fPerKind != 0 {
		return g.nextPerKind(f, true)
	}
	if g.boostersIn == 0 && !g.modsOf(maskStruggle) {
		// No booster and no effect on struggles: the printed struggles,
		// in order (nextStruggle's answer, without its counting).
		printed := g.cards[f.story()].def.Struggles
		if len(printed) == 0 {
			printed = standardStruggles
		}
		if int(f.arg) >= len(printed) {
			return 0, false
		}
		f.arg++
		return printed[f.arg-1], true
	}
	var done [4]int
	for k := range done {
		done[k] = int(f.arg2>>(4*k)) & 0xf
	}
	ic, booster, ok := g.nextStruggle(f.story(), int(f.arg), done)
	if !ok {
		return 0, false
	}
	if booster {
		f.arg2 += 1 << (4 * int(ic))
	} else {
		f.arg++
	}
	return ic, true
}

// fPerKind marks a story's resolution (fResolveStory) that counts the
// struggles resolved by kind, in arg2 (four bits a kind), rather than by
// place in the story's list: a story whose order changes as it resolves
// (StrugglesFirst), or one of whose struggles is skipped (SkipStruggle),
// resolves each struggle of its list once, whatever the order.
const fPerKind uint8 = 1 << 5

// toPerKind turns a story's resolution (fResolveStory) to counting its
// struggles resolved by kind (fPerKind): the printed ones resolved so far
// (arg, in the order of the list without StrugglesFirst), and the
// boosters (arg2).
func (g *Game) toPerKind(f *frame) {
	var buf [12]carddb.Icon
	printed, _ := g.storyIcons(f.story(), buf[:0])
	var n [4]int
	for k := range n {
		n[k] = int(f.arg2>>(4*k)) & 0xf
	}
	for i := 0; i < int(f.arg) && i < len(printed); i++ {
		n[printed[i]]++
	}
	f.arg2 = 0
	for k := range n {
		f.arg2 |= int16(min(n[k], 15)) << (4 * k)
	}
	f.arg = 0
	f.flags |= fPerKind
}

// nextPerKind returns the next struggle of a resolution counted by kind
// (fPerKind): the first of the story's list (struggles) past those of its
// kind resolved. With count, it is counted as resolved.
func (g *Game) nextPerKind(f *frame, count bool) (carddb.Icon, bool) {
	var buf [16]carddb.Icon
	var seen [4]int
	for _, ic := range g.struggles(f.story(), buf[:0]) {
		seen[ic]++
		if seen[ic] > int(f.arg2>>(4*int(ic)))&0xf {
			if count {
				f.arg2 += 1 << (4 * int(ic))
			}
			return ic, true
		}
	}
	return 0, false
}

// remainingStruggles lists the struggles still to resolve, in order, at
// a story whose resolution is under way, or nil.
func (g *Game) remainingStruggles(story CardID) []carddb.Icon {
	for i := len(g.stack) - 1; i >= 0; i-- {
		if f := g.stack[i]; f.kind == fResolveStory && f.story() == story {
			if f.flags&fPerKind == 0 {
				g.toPerKind(&f) // a copy
			}
			var out []carddb.Icon
			for {
				ic, ok := g.nextPerKind(&f, true)
				if !ok || len(out) >= 16 {
					return out
				}
				out = append(out, ic)
			}
		}
	}
	return nil
}

// skipStruggle counts one struggle of kind ic of a story whose resolution
// is under way as resolved, without resolving it, and reports whether
// one was left to resolve.
func (g *Game) skipStruggle(story CardID, ic carddb.Icon) bool {
	for i := len(g.stack) - 1; i >= 0; i-- {
		f := &g.stack[i]
		if f.kind != fResolveStory || f.story() != story {
			continue
		}
		if !slices.Contains(g.remainingStruggles(story), ic) {
			return false
		}
		if f.flags&fPerKind == 0 {
			g.toPerKind(f)
		}
		f.arg2 += 1 << (4 * int(ic))
		g.touch()
		return true
	}
	return false
}

// iconTotals counts player p's icons of each kind on his characters
// committed to a story.
func (g *Game) iconTotals(p int, story CardID) (icons [4]int16) {
	if g.modsOf(maskEverywhere) {
		icons, _ = g.countedFromElsewhere(p, story)
	}
	if g.modsOf(maskCountsAt) {
		for id := range g.countedAt(p, story) {
			for k, n := range g.icons(id) {
				icons[k] += int16(n)
			}
		}
	}
	if g.modsOf(maskAtHost) {
		at, _ := g.countedAtHost(p, story)
		for k := range icons {
			icons[k] += at[k]
		}
	}
	if g.cards[story].commits[p] == 0 {
		return
	}
	g.beginCache()
	noIcons := g.modsOf(maskNoIcons)
	for id := range g.committedAt(p, story) {
		var not uint8
		if noIcons {
			if not = g.iconsNotCounted(id); not == allIconKinds {
				continue
			}
		}
		for k, n := range g.icons(id) {
			if not&(1<<k) == 0 {
				icons[k] += int16(n)
			}
		}
	}
	if g.modsOf(maskLone) {
		if id := g.loneCounted(p, story); id != None {
			for k, n := range g.icons(id) {
				icons[k] += int16(n)
			}
		}
	}
	g.endCache()
	return
}

// loneCounted returns the character whose skill and icons count at a
// story for player p without being committed there (CountsLoneCharacterOf,
// on one of his characters committed there), or None: the one character
// of the subtype he controls, when it is not committed there itself.
func (g *Game) loneCounted(p int, story CardID) CardID {
	for id := range g.committedAt(p, story) {
		if g.cards[id].insane || !g.mayModify(id, maskLone) {
			continue
		}
		_, t := g.modsStrs(id, maskLone)
		sub := t.lone
		if sub == "" {
			continue
		}
		st := carddb.Subtype{Name: sub}
		lone := None
		for _, x := range g.players[p].play {
			if g.isCharacter(x) && g.hasSubtype(x, st) {
				if lone != None {
					return None // more than one
				}
				lone = x
			}
		}
		if lone == None || g.cards[lone].committed == story {
			return None
		}
		return lone
	}
	return None
}

// allIconKinds is iconsNotCounted's answer for a character none of whose
// icons count.
const allIconKinds uint8 = 1<<4 - 1

// iconsNotCounted is the kinds of icons, by bit, of a committed character
// that are left out of the struggles (DoesNotCountIcons: all of them;
// DoesNotCountIconsOf).
func (g *Game) iconsNotCounted(id CardID) uint8 {
	if !g.modsOf(maskNoIcons) || g.cards[id].insane || !g.mayModify(id, maskNoIcons) {
		return 0
	}
	ms := g.mods(id, maskNoIcons)
	if ms.noIconCount {
		return allIconKinds
	}
	return ms.noIconKinds
}

// countedAt yields player p's characters whose skill and icons count at a
// story by a lasting effect (CountsAtTargetStory) without their being
// committed there: each once, however many such effects name the story,
// and none at a story it is committed to (FAQ, The Captain ruling: never
// twice at a story). Like the characters counted from elsewhere, they are
// not committed: no struggle's effect chooses them, and they make no
// story resolve.
func (g *Game) countedAt(p int, story CardID) func(yield func(CardID) bool) {
	return func(yield func(CardID) bool) {
		for i := range g.lasting {
			l := &g.lasting[i]
			if l.mod.kind != modCountsAt || l.src != story {
				continue
			}
			c := &g.cards[l.on]
			if c.epoch != l.epoch || c.zone != ZonePlay || int(c.ctrl) != p || c.committed == story || !g.isCharacter(l.on) {
				continue
			}
			if g.countedAtBefore(i, story) {
				continue
			}
			if !yield(l.on) {
				return
			}
		}
	}
}

// countedAtBefore reports whether a lasting effect before the i-th already
// counts the same card at the story.
func (g *Game) countedAtBefore(i int, story CardID) bool {
	l := &g.lasting[i]
	for k := range i {
		if o := &g.lasting[k]; o.mod.kind == modCountsAt && o.src == story && o.on == l.on && o.epoch == l.epoch {
			return true
		}
	}
	return false
}

// countsAt reports whether a character's skill and icons count at a story
// by a lasting effect (countedAt), whoever controls it.
func (g *Game) countsAt(id, story CardID) bool {
	if !g.modsOf(maskCountsAt) {
		return false
	}
	for x := range g.countedAt(int(g.cards[id].ctrl), story) {
		if x == id {
			return true
		}
	}
	return false
}

// countedAtHost sums the printed icons and skill of player p's
// attachments of a story that count there (CountsAtHostStory): the card's
// own text reads its own printed values, which an attached card has lost
// for every other card (FAQ 1.15). They are not committed there: they
// make no story resolve, and no struggle's effect chooses them.
func (g *Game) countedAtHost(p int, story CardID) (icons [4]int16, skill int) {
	g.beginCache()
	for _, id := range g.players[p].play {
		c := &g.cards[id]
		if c.host != story || c.insane || !g.mayModify(id, maskAtHost) || !g.mods(id, maskAtHost).atHost {
			continue
		}
		for k, n := range c.def.Icons {
			icons[k] += int16(n)
		}
		skill += max(0, g.printedSkillWith(id, nil))
	}
	g.endCache()
	return
}

// countedFromElsewhere sums the icons and skill of player p's characters
// committed to other stories that count at this one as well
// (CountsAtEveryStory). They are not committed here: no struggle's effect
// chooses them here, and they make no story resolve (FAQ errata and
// question, Trent Dixon).
func (g *Game) countedFromElsewhere(p int, story CardID) (icons [4]int16, skill int) {
	g.beginCache()
	for s := range g.stories {
		other := g.stories[s].card
		if other == None || other == story {
			continue
		}
		for id := range g.committedAt(p, other) {
			if !g.mayModify(id, maskEverywhere) {
				continue
			}
			ms := g.mods(id, maskEverywhere)
			if ms.everywhere {
				if not := g.iconsNotCounted(id); not != allIconKinds {
					for k, n := range g.icons(id) {
						if not&(1<<k) == 0 {
							icons[k] += int16(n)
						}
					}
				}
				skill += g.countedSkill(id)
			} else if ms.skillWhere && g.skillCountsAt(id, story) {
				skill += g.countedSkill(id)
			}
		}
	}
	g.endCache()
	return
}

// skillCountsAt reports whether a character's skill counts at a story it
// is not committed to by CountsSkillWhereCommitted: a character of one of
// its subtypes is committed there.
func (g *Game) skillCountsAt(id, story CardID) bool {
	_, t := g.modsStrs(id, maskEverywhere)
	for _, s := range t.skillAt {
		st := carddb.SubtypeOf(s)
		for q := range g.players {
			for x := range g.committedAt(q, story) {
				if g.hasSubtypeUncounted(x, st) {
					return true
				}
			}
		}
	}
	return false
}

// storyTotals is both players' icons of each kind at a story
// (iconTotals), kept until the game changes: the next struggle of the
// story reuses them if the struggle before changed nothing.
func (g *Game) storyTotals(story CardID) [2][4]int16 {
	k := &g.totals
	if k.holds(g, story) {
		if g.opts.VerifyCaches {
			g.verify(k)
		}
		return k.n
	}
	*k = storyTotalsKept{keptFor: g.keepFor(story), n: g.storyTotalsNow(story)}
	return k.n
}

// storyTotalsNow is storyTotals worked out afresh.
func (g *Game) storyTotalsNow(story CardID) [2][4]int16 {
	return [2][4]int16{g.iconTotals(0, story), g.iconTotals(1, story)}
}

// storyTotalsKept is storyTotals' last answer.
type storyTotalsKept struct {
	keptFor
	n [2][4]int16
}

// fastAt counts player p's Fast characters committed to a story: asked
// only when totals tie (contest).
func (g *Game) fastAt(p int, story CardID) (fast int) {
	if g.cards[story].commits[p] == 0 {
		return
	}
	g.beginCache()
	for id := range g.committedAt(p, story) {
		if g.hasKeyword(id, kwFast) {
			fast++
		}
	}
	g.endCache()
	return
}

// contestAt is contest of the two players' totals at a story, their Fast
// characters counted only if the totals tie. (Small enough to inline: the
// totals seldom tie.)
func (g *Game) contestAt(story CardID, n0, n1 int) int {
	switch {
	case n0 > n1:
		return 0
	case n1 > n0:
		return 1
	case n0 == 0:
		return -1
	}
	return contest(n0, n1, g.fastAt(0, story), g.fastAt(1, story))
}

// contest returns the winner of a comparison, or -1: more wins; a tie goes
// to the player with more Fast characters at the story, but a tie of zero
// has no winner (Rulebook, Keywords: Fast).
func contest(a0, a1, fast0, fast1 int) int {
	switch {
	case a0 > a1:
		return 0
	case a1 > a0:
		return 1
	case a0 == 0:
		return -1
	case fast0 > fast1:
		return 0
	case fast1 > fast0:
		return 1
	}
	return -1
}

// struggle resolves an icon struggle at a story: it compares the icons
// and, when the struggle's effect leaves the loser (terror, combat) or the
// winner (arcane, investigation) a choice, pushes the struggle's frame to
// wait for it and returns true.
func (g *Game) struggle(story CardID, ic carddb.Icon) bool {
	g.beginCache() // both sides counted in one stretch
	t := g.storyTotals(story)
	cnt, bySkill := ic, false
	if g.modsOf(maskCountsAs) {
		if bySkill = g.struggleBySkill(story); !bySkill {
			cnt = g.countedIcon(story, ic)
		}
	}
	n0, n1 := int(t[0][cnt]), int(t[1][cnt])
	if bySkill {
		n0, n1 = g.skillTotal(0, story), g.skillTotal(1, story)
	}
	w := g.contestAt(story, n0, n1)
	g.endCache()
	var flags uint8
	if bySkill {
		flags = evBySkill
	}
	g.emit(Event{Kind: EvStruggle, Player: int8(w), Card: story, Other: None, N: int16(ic), Counts: [2]int16{int16(n0), int16(n1)}, Flags: flags})
	if w < 0 {
		return false
	}
	if len(g.lasting) > 0 && g.winsByMargin(story, ic, w, n0-n1) {
		// The story is won at once (WinsStoryByMargin): the struggle's
		// effect has no story left to act on.
		g.push(frame{kind: fWinStory, p: int8(w), card: story, second: None})
		return true
	}
	if g.reactsBy[Disrupt]&EvStruggle.bit() != 0 && g.windowsNeeded() {
		// A Disrupt that answers a struggle won ("after you win ...")
		// takes place at once, before the struggle's effect (FAQ 3.2,
		// 3.5: only Disrupts interrupt the stories' resolution).
		g.push(frame{kind: fStruggleWon, p: int8(w), card: story, second: None, arg: int16(n0), arg2: int16(ic), x: int16(n1), occurrence: g.seq})
		return true
	}
	return g.struggleEffectWon(story, ic, w, winMargin(w, n0, n1))
}

// winMargin is what player w won a struggle by: his count less the
// other's (player 0's n0, player 1's n1).
func winMargin(w, n0, n1 int) int {
	if w == 1 {
		return n1 - n0
	}
	return n0 - n1
}

// struggleEffectWon is struggleEffect for a struggle player w won by
// margin icons: a combat struggle's winner under lasting
// CombatWinnersWoundMoreThisTurn may then wound more characters at the
// story, in frames of their own below the effect's (woundsPerMargin).
func (g *Game) struggleEffectWon(story CardID, ic carddb.Icon, w, margin int) bool {
	if ic == carddb.Combat && len(g.lasting) > 0 {
		if n := g.woundsPerMargin() * margin; n > 0 {
			g.push(frame{kind: fStruggle, pc: struggleChoice, p: int8(w), card: story, second: None, arg: bonusWounds, arg2: int16(carddb.Combat), x: int16(n)})
			g.struggleEffect(story, ic, w, margin)
			return true
		}
	}
	return g.struggleEffect(story, ic, w, margin)
}

// woundsPerMargin counts the lasting CombatWinnersWoundMoreThisTurn in
// force: each gives a combat struggle's winner one more wound per icon
// of his margin.
func (g *Game) woundsPerMargin() (n int) {
	for i := range g.lasting {
		if g.lasting[i].mod.kind == modWoundsPerMargin {
			n++
		}
	}
	return n
}

// bonusWounds marks, in its arg, a combat struggle frame (fStruggle)
// whose player, its winner, may wound x more characters committed to its
// story, one at a time (CombatWinnersWoundMoreThisTurn).
const bonusWounds = 2

// winsByMargin reports whether player w, winning a struggle of kind ic
// at a story by margin icons (player 0's less player 1's), wins the story
// at once under a lasting WinsStoryByMargin of his.
func (g *Game) winsByMargin(story CardID, ic carddb.Icon, w, margin int) bool {
	if w == 1 {
		margin = -margin
	}
	c := &g.cards[story]
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind == modWinByMargin && l.on == story && l.epoch == c.epoch && int(l.p) == w && l.mod.icon == ic && margin >= int(l.mod.n) {
			return true
		}
	}
	return false
}

// replaceStruggle starts, in place of the effect of a struggle of kind ic
// won by player w at a story, a passive replacement ("instead of the
// normal struggle effects", FAQ 1.8) of a card in play that answers it,
// and reports whether one did. The struggle's effect does not happen.
func (g *Game) replaceStruggle(story CardID, ic carddb.Icon, w int) bool {
	e := Event{Kind: EvStruggle, Player: int8(w), Card: story, Other: None, N: int16(ic)}
	p, id, ai, ok := g.findReplacement(&e)
	if !ok {
		return false
	}
	g.emit(Event{Kind: EvEffect, Player: int8(p), Card: id, Other: None, Text: "replaces the struggle's effect"})
	g.startAbility(p, id, ai, nil, -1)
	return true
}

// countedIcon is the kind of icon a story's struggle of kind ic counts:
// its own, or another under StruggleCountsIcons.
func (g *Game) countedIcon(story CardID, ic carddb.Icon) carddb.Icon {
	if g.mayModify(story, maskCountsAs) {
		if n := g.mods(story, maskCountsAs).countsAs[ic]; n > 0 {
			return carddb.Icon(n - 1)
		}
	}
	return ic
}

// struggleBySkill reports whether a story's struggles compare the
// players' skill totals instead of icons (StruggleCountsSkill), whatever
// icons they would count otherwise (FAQ, Chess Prodigy and Parallel
// Universe question).
func (g *Game) struggleBySkill(story CardID) bool {
	return g.mayModify(story, maskCountsAs) && g.mods(story, maskCountsAs).countsSkill
}

// struggleEffect begins the effect of an icon struggle of kind ic won by
// player w at a story, by margin icons: when it leaves the loser (terror,
// combat) or the winner (arcane, investigation) a choice, it pushes the
// struggle's frame to wait for it and returns true. A lasting
// SuccessPerStruggleWon of the winner's on the story offers him, once
// that effect has resolved, a success token there (a frame of its own,
// below the effect's); a lasting ReadyPerStruggleMargin, after them, the
// characters to ready (bonusReady).
func (g *Game) struggleEffect(story CardID, ic carddb.Icon, w, margin int) bool {
	if len(g.lasting) > 0 {
		if k, src := g.readyPerMargin(story, ic); k > 0 && margin > 0 && g.anyBonusReady(story, src) {
			g.push(frame{kind: fStruggle, pc: struggleChoice, p: int8(w), card: story, second: src, arg: bonusReady, arg2: int16(ic), x: int16(k * margin)})
			g.struggleEffectBonus(story, ic, w)
			return true
		}
		return g.struggleEffectBonus(story, ic, w)
	}
	return g.struggleEffectOnly(story, ic, w)
}

// bonusReady marks, in its arg, a struggle frame (fStruggle) that lets
// its player, the struggle's winner, choose and ready x more characters
// committed to its story, either player's, under a lasting
// ReadyPerStruggleMargin of the card second: one at a time, or pass.
const bonusReady = 3

// readyPerMargin counts the lasting ReadyPerStruggleMargin on a story for
// struggles of kind ic, and names the card of the first.
func (g *Game) readyPerMargin(story CardID, ic carddb.Icon) (n int, src CardID) {
	c := &g.cards[story]
	src = None
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind == modReadyPerMargin && l.on == story && l.epoch == c.epoch && l.mod.icon == ic {
			if n++; n == 1 {
				src = l.src
			}
		}
	}
	return n, src
}

// bonusReadyChoices lists the characters a bonusReady frame may choose at
// its story: exhausted, committed there, either player's, that an effect
// of the card src may target ("choose", FAQ 1.9, 2.36).
func (g *Game) bonusReadyChoices(story, src CardID, out []CardID) []CardID {
	for p := range g.players {
		for id := range g.committedAt(p, story) {
			if g.cards[id].exhausted && g.canReady(id) && !g.cannot(id, cannotTarget) && (src == None || !g.immuneTo(id, src)) {
				out = append(out, id)
			}
		}
	}
	return out
}

// anyBonusReady reports whether bonusReadyChoices is not empty.
func (g *Game) anyBonusReady(story, src CardID) bool {
	var buf [16]CardID
	return len(g.bonusReadyChoices(story, src, buf[:0])) > 0
}

// struggleEffectBonus is struggleEffect without ReadyPerStruggleMargin.
func (g *Game) struggleEffectBonus(story CardID, ic carddb.Icon, w int) bool {
	if n := g.successPerWin(story, ic, w); n > 0 {
		for range n {
			g.push(frame{kind: fStruggle, pc: struggleChoice, p: int8(w), card: story, second: None, arg: bonusToken, arg2: int16(carddb.Investigation)})
		}
		g.struggleEffectOnly(story, ic, w)
		return true
	}
	return g.struggleEffectOnly(story, ic, w)
}

// bonusToken marks, in its arg, a struggle frame (fStruggle) that offers
// its player a success token on its story under a lasting
// SuccessPerStruggleWon, rather than an investigation struggle's effect.
const bonusToken = 1

// successPerWin counts the lasting SuccessPerStruggleWon of player w's
// on a story for struggles of kind ic: each lets him, winning one there,
// place a success token on it.
func (g *Game) successPerWin(story CardID, ic carddb.Icon, w int) (n int) {
	c := &g.cards[story]
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind == modSuccessPerWin && l.on == story && l.epoch == c.epoch && int(l.p) == w && l.mod.icon == ic {
			n++
		}
	}
	return n
}

// struggleEffectOnly is struggleEffect without the success token of a
// lasting SuccessPerStruggleWon.
func (g *Game) struggleEffectOnly(story CardID, ic carddb.Icon, w int) bool {
	if g.reactive && g.reactsBy[Replacement]&EvStruggle.bit() != 0 && g.replaceStruggle(story, ic, w) {
		return true
	}
	p := w
	if ic == carddb.Terror || ic == carddb.Combat {
		p = other(w)
	}
	f := frame{kind: fStruggle, pc: struggleChoice, p: int8(p), card: story, second: None, arg2: int16(ic)}
	if ic == carddb.Terror && g.winnerChoosesInsane(w, story) {
		// The winner chooses which of the loser's characters goes
		// insane, instead of the loser (WinnerChoosesInsane).
		f.p, f.flags = int8(w), fWinnerChooses
	}
	if ic != carddb.Investigation && !g.anyStruggleChoice(&f) {
		return false
	}
	g.push(f)
	return true
}

// fSkillCheck: success is about to be determined at its story (the skill
// check, Rulebook, Determine Success), for the active player p, when some
// card of the game has a Disrupt that answers it; arg counts the
// additional skill checks its Disrupts have added (AddSkillCheck), each
// resolved right after the one before. Its steps:
const (
	checkDisrupts   = iota // the players are given their Disrupts of the skill check
	checkDetermine         // success is determined, then the additional checks follow
	checkAdditional        // an additional skill check (no Disrupt window of its own)
)

func runSkillCheck(g *Game, i int) bool {
	f := &g.stack[i]
	if f.pc == checkDisrupts {
		f.pc = checkDetermine
		g.openDisrupts(i)
		return g.framesOnly()
	}
	story, extra := f.story(), int(f.arg)
	g.pop()
	if g.cards[story].zone != ZoneStory {
		return false // the story was won meanwhile (FAQ 3.2)
	}
	// The additional checks wait below the first one's success tokens.
	for range extra {
		g.push(frame{kind: fSkillCheck, pc: checkAdditional, p: g.active, card: story, second: None})
	}
	return g.determineSuccess(story)
}

// skillCheckEvent is the occurrence a skill check frame (fSkillCheck) is
// about, the subject of its Disrupts: success not yet determined (N -1).
func (g *Game) skillCheckEvent(f *frame) Event {
	return Event{Kind: EvSuccess, Player: f.p, Card: f.story(), Other: None, Src: None, N: -1}
}

// fStruggleWon: player p has won a struggle (its icon, arg2) at its
// story, the occurrence numbered occurrence, with arg icons against x
// (player 0's, player 1's); its Disrupts ("after you win a terror
// struggle") take place before the struggle's effect. Its steps:
const (
	wonDisrupts = iota // the players are given their Disrupts of the struggle won
	wonEffect          // the struggle's effect begins (struggleEffect)
)

func runStruggleWon(g *Game, i int) bool {
	f := &g.stack[i]
	if f.pc == wonDisrupts {
		f.pc = wonEffect
		g.openDisrupts(i)
		return g.framesOnly()
	}
	story, ic, w := f.story(), f.icon(), int(f.p)
	margin := winMargin(w, int(f.arg), int(f.x))
	cancelled := f.flags&fCancelled != 0
	g.pop()
	if g.cards[story].zone != ZoneStory {
		return false // the story was won meanwhile (FAQ 3.2)
	}
	if cancelled {
		// A Disrupt cancelled the struggle's effects (The Vale of
		// Pnath): it was won, and its effect does not happen.
		g.emit(Event{Kind: EvEffect, Player: int8(w), Card: story, Other: None, Text: "the struggle's effect is cancelled"})
		return false
	}
	// It waits for the struggle's choice, not for an ability replacing
	// the effect, which runs as frames do.
	return g.struggleEffectWon(story, ic, w, margin) && g.stack[len(g.stack)-1].kind == fStruggle
}

// struggleWonEvent is the occurrence a struggle won frame (fStruggleWon)
// is about, the subject of its Disrupts.
func (g *Game) struggleWonEvent(f *frame) Event {
	return Event{Kind: EvStruggle, Seq: f.occurrence, Player: f.p, Card: f.story(), Other: None, Src: None,
		N: int16(f.icon()), Counts: [2]int16{f.arg, f.x}}
}

// winnerChoosesInsane reports whether player w, winning a terror
// struggle at a story, chooses which of the loser's characters there goes
// insane, instead of the loser: one of w's characters taking part in the
// struggle (committed to the story) has the modifier WinnerChoosesInsane
// (a constant of its own, or a lasting effect of its player's).
func (g *Game) winnerChoosesInsane(w int, story CardID) bool {
	if !g.modsOf(maskChooses) {
		return false
	}
	for id := range g.committedAt(w, story) {
		if g.mayModify(id, maskChooses) && g.mods(id, maskChooses).winnerChooses {
			return true
		}
	}
	return false
}

// fWinnerChooses marks a terror struggle's frame (fStruggle) whose
// winner, its player p, chooses the loser's character to go insane.
const fWinnerChooses uint8 = 1 << 5

// chosenFrom is the player whose committed characters a struggle's
// effect chooses among: the loser of a terror or combat struggle, the
// winner of an arcane one; the player deciding, but when the winner of a
// terror struggle chooses for the loser (fWinnerChooses).
func (f *frame) chosenFrom() int {
	if f.flags&fWinnerChooses != 0 {
		return other(int(f.p))
	}
	return int(f.p)
}

// fStruggle waits for the decision of an icon struggle (its icon) at
// its story, by player p (struggle). The frame is pushed at its one step,
// struggleChoice, numbered 1: the icons were compared (step 0) by the
// step that pushed it.
const struggleChoice = 1

func runStruggle(g *Game, i int) bool { return g.wait() }

// struggleChoices lists the characters the struggle's effect may choose.
func (g *Game) struggleChoices(f *frame, out []CardID) []CardID {
	p, ic := f.chosenFrom(), f.icon()
	left := g.cards[f.story()].commits[p] // past the last, the walk stops
	for _, id := range g.players[p].play {
		if left == 0 {
			break
		}
		if g.cards[id].committed != f.story() {
			continue
		}
		left--
		if g.struggleChoice(ic, id) {
			out = append(out, id)
		}
	}
	return out
}

// anyStruggleChoice reports whether the struggle's effect may choose a
// character (struggleChoices is not empty).
func (g *Game) anyStruggleChoice(f *frame) bool {
	p, ic := f.chosenFrom(), f.icon()
	for id := range g.committedAt(p, f.story()) {
		if g.struggleChoice(ic, id) {
			return true
		}
	}
	return false
}

// struggleChoice reports whether the effect of a struggle of kind ic may
// choose a character committed to its story: one to go insane (terror),
// to be wounded (combat), or to ready (arcane).
func (g *Game) struggleChoice(ic carddb.Icon, id CardID) bool {
	switch ic {
	case carddb.Terror:
		return g.canGoInsane(id)
	case carddb.Combat:
		return g.canBeWounded(id)
	case carddb.Arcane:
		return g.cards[id].exhausted && g.canReady(id)
	}
	return false
}

func optStruggle(g *Game, f *frame, out []Option) []Option {
	if f.arg == bonusWounds {
		out = append(out, Option{Act: ActPass, Card: None})
		for p := range g.players {
			for id := range g.committedAt(p, f.story()) {
				if g.canBeWounded(id) {
					out = append(out, Option{Act: ActPick, Card: id})
				}
			}
		}
		return out
	}
	if f.arg == bonusReady {
		out = append(out, Option{Act: ActPass, Card: None})
		var buf [16]CardID
		for _, id := range g.bonusReadyChoices(f.story(), f.second, buf[:0]) {
			out = append(out, Option{Act: ActPick, Card: id})
		}
		return out
	}
	switch f.icon() {
	case carddb.Investigation:
		return append(out, Option{Act: ActYes, Card: None}, Option{Act: ActNo, Card: None})
	case carddb.Arcane:
		out = append(out, Option{Act: ActPass, Card: None})
	}
	var buf [16]CardID
	for _, id := range g.struggleChoices(f, buf[:0]) {
		out = append(out, Option{Act: ActPick, Card: id})
	}
	return out
}

func applyStruggle(g *Game, i int, o Option) {
	f := g.stack[i]
	g.pop()
	if f.arg == bonusWounds {
		if o.Act != ActPick {
			return
		}
		if f.x > 1 {
			// The next one is picked once this wound has resolved.
			next := f
			next.x--
			g.push(next)
		}
		g.pushWound(o.Card, None, 0)
		return
	}
	if f.arg == bonusReady {
		if o.Act != ActPick {
			return // he readies no more
		}
		g.cards[o.Card].exhausted = false
		g.touch()
		g.emit(Event{Kind: EvReady, Player: f.p, Card: o.Card, Other: None})
		if f.x--; f.x > 0 && g.cards[f.story()].zone == ZoneStory && g.anyBonusReady(f.story(), f.second) {
			g.push(f)
		}
		return
	}
	switch f.icon() {
	case carddb.Terror:
		g.pushInsane(o.Card, None, fromStruggle)
	case carddb.Combat:
		g.pushWound(o.Card, None, fromStruggle)
	case carddb.Arcane:
		if o.Act == ActPick {
			g.cards[o.Card].exhausted = false
			g.touch()
			// Readied as the result of the struggle (FromStruggle).
			g.emit(Event{Kind: EvReady, Player: f.p, Card: o.Card, Other: None, Flags: fromStruggle})
		}
	case carddb.Investigation:
		if o.Act == ActYes {
			g.addSuccess(int(f.p), f.story(), 1)
		}
	}
}

func promptStruggle(g *Game, f *frame) (PromptKind, string) {
	story, k := g.name(f.story()), kindStruggle(g, f)
	if f.arg == bonusReady {
		return k, fmt.Sprintf("You won the %s struggle at %s: you may choose and ready a character committed there (%d more), as a lasting effect allows.", f.icon().Title(), story, f.x)
	}
	switch f.icon() {
	case carddb.Terror:
		if f.flags&fWinnerChooses != 0 {
			return k, fmt.Sprintf("You won the Terror struggle at %s: choose which of your opponent's committed characters goes insane.", story)
		}
		return k, fmt.Sprintf("You lost the Terror struggle at %s: choose a committed character to go insane.", story)
	case carddb.Combat:
		if f.arg == bonusWounds {
			return k, fmt.Sprintf("You won the Combat struggle at %s: you may wound a character committed there, as a lasting effect allows (%d left).", story, f.x)
		}
		return k, fmt.Sprintf("You lost the Combat struggle at %s: choose a committed character to take a wound.", story)
	case carddb.Arcane:
		return k, fmt.Sprintf("You won the Arcane struggle at %s: you may ready one of your committed characters.", story)
	}
	if f.arg == bonusToken {
		return k, fmt.Sprintf("You won a struggle at %s: place a success token on it, as a lasting effect allows?", story)
	}
	return k, fmt.Sprintf("You won the Investigation struggle at %s: place a success token on it?", story)
}

func kindStruggle(g *Game, f *frame) PromptKind {
	if f.arg == bonusWounds {
		return PromptChoose // a choice among either player's characters
	}
	if f.arg == bonusReady {
		return PromptReady
	}
	switch f.icon() {
	case carddb.Terror:
		return PromptInsane
	case carddb.Combat:
		return PromptWound
	case carddb.Arcane:
		return PromptReady
	}
	return PromptInvestigate
}

// addSuccess places success tokens on player p's side of a story.
func (g *Game) addSuccess(p int, story CardID, n int) {
	if g.slotOf(story) < 0 || n <= 0 {
		return
	}
	if g.reactsBy[Disrupt]&EvSuccessToken.bit() != 0 && g.windowsNeeded() {
		// Some card of the game has a Disrupt for a token about to be
		// placed (Pagan Hall): the placing is a step of its own, with its
		// Disrupt window first.
		g.push(frame{kind: fSuccessToken, p: int8(p), card: story, second: None, arg: int16(n)})
		return
	}
	g.placeSuccess(p, story, n)
}

// fSuccessToken: player p is about to place arg success tokens on its
// story (addSuccess); the players may disrupt it first. Its steps:
const (
	tokenDisrupts = iota // the Disrupt window on the placing
	tokenPlace           // the tokens left are placed
)

func runSuccessToken(g *Game, i int) bool {
	f := &g.stack[i]
	if f.pc == tokenDisrupts {
		f.pc = tokenPlace
		g.openDisrupts(i)
		return false
	}
	p, story, n := int(f.p), f.story(), int(f.arg)
	g.pop()
	g.placeSuccess(p, story, n)
	return false
}

// placeSuccess places success tokens on player p's side of a story at
// once.
func (g *Game) placeSuccess(p int, story CardID, n int) {
	s := g.slotOf(story)
	if s < 0 || n <= 0 {
		return
	}
	g.stories[s].success[p] += int8(n)
	// Tokens are placed only here: the check finds a story to win only
	// after some placing leaves one with enough.
	if g.storyToWin() {
		g.dirty |= dirtyWin
	}
	g.touch()
	g.emit(Event{Kind: EvSuccessToken, Player: int8(p), Card: story, Other: None, N: int16(n)})
}

// skillTotal is player p's total skill at a story, each character counted
// at no less than zero (FAQ 1.5), and his Fast characters there.
func (g *Game) skillTotal(p int, story CardID) (total int) {
	if g.modsOf(maskEverywhere) {
		_, total = g.countedFromElsewhere(p, story)
	}
	if g.modsOf(maskCountsAt) {
		for id := range g.countedAt(p, story) {
			total += g.countedSkill(id)
		}
	}
	if g.modsOf(maskAtHost) {
		_, at := g.countedAtHost(p, story)
		total += at
	}
	if g.cards[story].commits[p] == 0 {
		return
	}
	g.beginCache()
	if g.modsOf(maskNoSkill) {
		for id := range g.committedAt(p, story) {
			total += g.countedSkill(id)
		}
	} else {
		for id := range g.committedAt(p, story) {
			total += g.skill(id)
		}
	}
	if g.modsOf(maskLone) {
		if id := g.loneCounted(p, story); id != None {
			total += g.countedSkill(id)
		}
	}
	g.endCache()
	return
}

// countedSkill is what a committed character adds to a skill total: its
// skill, or nothing under DoesNotCountSkill.
func (g *Game) countedSkill(id CardID) int {
	if g.modsOf(maskNoSkill) && !g.cards[id].insane && g.mayModify(id, maskNoSkill) && g.mods(id, maskNoSkill).noSkillCount {
		return 0
	}
	return g.skill(id)
}

// successDone reports whether success at a story was determined this
// phase before its struggles (DetermineSuccess): it is not determined
// again after them.
func (g *Game) successDone(story CardID) bool {
	c := &g.cards[story]
	for i := range g.lasting {
		if l := &g.lasting[i]; l.mod.kind == modSuccessDone && l.on == story && l.epoch == c.epoch {
			return true
		}
	}
	return false
}

// determineSuccess determines success at a story (Rulebook, Determine
// Success): the active player succeeds with total skill of at least 1 and
// more than his opponent's (Fast breaking ties); he may then place a
// success token, and a second one if the story was unchallenged. When he
// succeeds, it pushes the frame that waits for his choice and returns
// true.
func (g *Game) determineSuccess(story CardID) bool {
	a := int(g.active)
	g.beginCache() // both sides counted in one stretch
	sa := g.skillTotal(a, story)
	so := g.skillTotal(other(a), story)
	fa, fo := 0, 0
	if sa == so && sa != 0 {
		fa, fo = g.fastAt(a, story), g.fastAt(other(a), story) // Fast breaks the tie
	}
	g.endCache()
	succeeds := sa >= 1 && contest(sa, so, fa, fo) == 0
	var counts [2]int16
	counts[a], counts[other(a)] = int16(sa), int16(so)
	n := int16(0)
	if succeeds {
		n = 1
		if so <= 0 {
			n = 2
		}
	}
	g.emit(Event{Kind: EvSuccess, Player: int8(a), Card: story, Other: None, N: n, Counts: counts})
	if !succeeds {
		return false
	}
	g.push(frame{kind: fSuccess, pc: successChoice, p: int8(a), card: story, second: None, arg: n})
	return true
}

// fSuccess waits for the active player's choice of how many success tokens
// (up to maxTokens) to place on its story (determineSuccess, Rulebook, Determine
// Success). The frame is pushed at its one step, successChoice, numbered
// 1 as struggleChoice: success was determined by the step that pushed it.
const successChoice = 1

func runSuccess(g *Game, i int) bool { return g.wait() }

func optSuccess(g *Game, f *frame, out []Option) []Option {
	for n := f.maxTokens(); n >= 0; n-- {
		out = append(out, Option{Act: ActTokens, Card: None, Arg: int32(n)})
	}
	return out
}

func applySuccess(g *Game, i int, o Option) {
	story := g.stack[i].card
	g.pop()
	g.addSuccess(int(g.active), story, int(o.Arg))
}

func promptSuccess(g *Game, f *frame) (PromptKind, string) {
	if f.maxTokens() == 2 {
		return PromptSuccess, fmt.Sprintf("You succeeded at %s, unchallenged: you may place up to two success tokens.", g.name(f.card))
	}
	return PromptSuccess, fmt.Sprintf("You succeeded at %s: you may place a success token.", g.name(f.card))
}

// ---- Winning stories (Rulebook, Winning a Story Card; FAQ 3.2, 3.4) ----

// wonStories appends the stories where a player has the tokens to win
// (five, or more: winsStory).
func (g *Game) wonStories(out []CardID) []CardID {
	for s := range g.stories {
		sl := &g.stories[s]
		if sl.card != None && (g.winsStory(sl, 0) || g.winsStory(sl, 1)) {
			out = append(out, sl.card)
		}
	}
	return out
}

// fWinStories wins every story at five tokens, in the order the active
// player chooses when there are several.
func runWinStories(g *Game, i int) bool {
	var buf [numSlots]CardID
	if len(g.wonStories(buf[:0])) == 0 {
		g.pop()
		return false
	}
	return g.wait()
}

func optWinStories(g *Game, f *frame, out []Option) []Option {
	var buf [numSlots]CardID
	return appendPicks(out, g.wonStories(buf[:0]))
}

func applyWinStories(g *Game, i int, o Option) {
	sl := &g.stories[g.slotOf(o.Card)]
	// When both players would win the same story, the active player wins it.
	w := int(g.active)
	if !g.winsStory(sl, w) {
		w = other(w)
	}
	g.push(frame{kind: fWinStory, p: int8(w), card: o.Card, second: None})
}

func promptWinStories(g *Game, f *frame) (PromptKind, string) {
	return PromptWinOrder, "Several stories are won at once: choose the one won first."
}

// storiesToWin is the number of won stories a player needs: three, and
// one more for each ExtraStoryToWin in force on a card in play.
func (g *Game) storiesToWin(p int) int {
	n := 3
	if !g.modsOf(maskExtraStory) {
		return n
	}
	for q := range g.players {
		for _, id := range g.players[q].play {
			if !g.cards[id].insane && g.mayModify(id, maskExtraStory) {
				n += int(g.mods(id, maskExtraStory).extraStories)
			}
		}
	}
	return n
}

// extraDraws is the number of cards more each player draws in his draw
// phase: one for each ExtraDrawPhaseCards in force on a card in play.
func (g *Game) extraDraws() int {
	if !g.modsOf(maskExtraDraws) {
		return 0
	}
	n := 0
	for q := range g.players {
		for _, id := range g.players[q].play {
			if !g.cards[id].insane && g.mayModify(id, maskExtraDraws) {
				n += int(g.mods(id, maskExtraDraws).extraDraws)
			}
		}
	}
	return n
}

// The steps of a story won (fWinStory; Rulebook, Winning a Story Card).
const (
	winTake    = iota // the winner takes the story; with his third he wins the game
	winEffect         // he chooses whether to execute the story's effect
	winReplace        // a new story replaces it from the story deck (never a conspiracy, Rulebook 8)
	// winDisrupts comes between winTake and winEffect when some card of
	// the game has a Disrupt that answers a story won ("after you win a
	// story card"): the players are given their Disrupts of it then.
	winDisrupts
)

// returnIfWon returns to player p's hand, as he wins a story, the
// attachments of his there that say so (ReturnsToHandIfStoryWon).
func (g *Game) returnIfWon(story CardID, p int) {
	var back []CardID
	for _, id := range g.players[p].play {
		c := &g.cards[id]
		if c.host == story && !c.insane && g.mayModify(id, maskIfWon) && g.mods(id, maskIfWon).returnsIfWon {
			back = append(back, id)
		}
	}
	for _, id := range back {
		if g.cards[id].zone == ZonePlay && g.cards[id].host == story {
			g.leavePlay(id, leaveReturn)
		}
	}
}

// fWinStory: player p takes its story, through the steps above.
func runWinStory(g *Game, i int) bool {
	f := &g.stack[i]
	p := int(f.p)
	switch f.pc {
	case winTake:
		s := g.slotOf(f.story())
		f.arg = int16(s)
		g.uncommitFrom(f.story())
		// A story won with a blank text box (an attachment that blanks it,
		// which leaves with it) has no effect for its winner (FAQ 1.12).
		if g.blank(f.story()) {
			f.flags |= fWonBlank
		}
		if g.modsOf(maskMustEffect) && g.mods(f.story(), maskMustEffect).mustResolve {
			// Read before its attachments, which may have said so, go.
			f.flags |= fMustExecute
		}
		if g.modsOf(maskIfWon) {
			g.returnIfWon(f.story(), p)
		}
		// Cards attached to the story leave with it (Rulebook, Support Cards).
		g.destroyAttachments(f.story())
		g.lift(f.story(), ZoneWon)
		c := &g.cards[f.story()]
		c.ctrl = int8(p)
		c.moved = stamp{g.turn, g.step.Phase()}
		g.players[p].won = append(g.players[p].won, f.story())
		g.touch()
		g.emit(Event{Kind: EvWinStory, Player: int8(p), Card: f.story(), Other: None})
		if w := g.storyVictor(); w >= 0 {
			g.end(w, ReasonStories)
			return false
		}
		f.pc = winEffect
		if g.reactsBy[Disrupt]&EvWinStory.bit() != 0 && g.windowsNeeded() {
			f.pc, f.occurrence = winDisrupts, g.seq
		}
		return false
	case winDisrupts:
		f.pc = winEffect
		g.openDisrupts(i)
		return g.framesOnly()
	case winEffect:
		if f.flags&fWonBlank != 0 {
			f.pc = winReplace
			if g.storyEffect(f.story()) >= 0 {
				g.emit(Event{Kind: EvEffect, Player: f.p, Card: f.story(), Other: None, Text: "won with its text box blank: no effect"})
			}
			return false
		}
		if g.storyEffect(f.story()) >= 0 {
			return true // the winner chooses whether to execute the effect
		}
		f.pc = winReplace
		if c := g.cards[f.story()].def; c.Abilities && g.impl(f.story()) == nil {
			// A story whose ability is not implemented (one whose ability
			// is a passive of its own, not an effect for its winner, says
			// nothing here).
			g.emit(Event{Kind: EvNoAbility, Player: int8(p), Card: f.story(), Other: None})
		}
		return false
	}
	if s := f.slot(); s >= 0 && s < 3 && !g.notReplaced(f.story()) {
		g.dealStory(s)
	}
	g.pop()
	return false
}

// notReplaced reports whether a story won is not replaced (NotReplaced).
func (g *Game) notReplaced(id CardID) bool {
	return g.modsOf(maskNotReplaced) && g.mayModify(id, maskNotReplaced) && g.mods(id, maskNotReplaced).notReplaced
}

// storyVictor returns the player who has won the game by stories, or -1.
// If both have, the active player wins (FAQ, Frequently Asked Questions:
// Conspiracy Theorist).
func (g *Game) storyVictor() int {
	a := int(g.active)
	if len(g.players[a].won) >= g.storiesToWin(a) && !g.storyWinBarred(a) {
		return a
	}
	if o := other(a); len(g.players[o].won) >= g.storiesToWin(o) && !g.storyWinBarred(o) {
		return o
	}
	return -1
}

// storyWinBarred reports whether player p cannot win by his won stories
// now: a card in play under StoryWinNeedsConspiracy forbids it while none
// of them is a conspiracy and the story deck holds cards.
func (g *Game) storyWinBarred(p int) bool {
	if !g.modsOf(maskWinNeeds) || len(g.story) == 0 {
		return false
	}
	for _, id := range g.players[p].won {
		if g.cards[id].def.Type == carddb.Conspiracy {
			return false
		}
	}
	for q := range g.players {
		for _, id := range g.players[q].play {
			if g.mayModify(id, maskWinNeeds) && g.mods(id, maskWinNeeds).winNeedsConsp {
				g.dirty |= dirtyBarred // checked again at every step (stateChecks)
				return true
			}
		}
	}
	return false
}

// fMustExecute marks a story won whose effect its winner must execute
// (EffectMustResolve).
const fMustExecute uint8 = 1 << 6 // beside fWonBlank (1 << 4) on a story won's frame

func optWinStory(g *Game, f *frame, out []Option) []Option {
	if f.flags&fMustExecute != 0 {
		return append(out, Option{Act: ActYes, Card: None})
	}
	return append(out, Option{Act: ActYes, Card: None}, Option{Act: ActNo, Card: None})
}

func applyWinStory(g *Game, i int, o Option) {
	f := &g.stack[i]
	f.pc = winReplace
	if o.Act == ActYes {
		g.emit(Event{Kind: EvStoryEffect, Player: f.p, Card: f.card, Other: None})
		g.startAbility(int(f.p), f.card, g.storyEffect(f.card), nil, -1)
	} else if (g.reactsBy[Response]|g.reactsBy[Disrupt])&EvStoryDeclined.bit() != 0 {
		// Told only when some ability answers it, so that other games
		// record the same occurrences as ever.
		g.emit(Event{Kind: EvStoryDeclined, Player: f.p, Card: f.card, Other: None})
	}
}

// storyEffect returns the index of a story's (or conspiracy's) effect, the
// one its winner may execute, or -1.
func (g *Game) storyEffect(id CardID) int {
	im := g.impl(id)
	if im == nil {
		return -1
	}
	for i := range im.Abilities {
		if im.Abilities[i].Kind == StoryWin {
			return i
		}
	}
	return -1
}

// promptWinStory asks the winner whether to execute the story's effect,
// saying what the effect does, so that he decides knowing it.
func promptWinStory(g *Game, f *frame) (PromptKind, string) {
	text := fmt.Sprintf("You won %s: execute its effect?", g.name(f.card))
	if !g.validCard(f.card) {
		return PromptStoryEffect, text
	}
	if d := g.impl(f.card).Description(); d != "" {
		return PromptStoryEffect, text + " Its effect: " + d
	}
	return PromptStoryEffect, text + " Its effect is not implemented: it does nothing."
}

// ---- Heroic and Villainous (Rulebook, Keywords) ----

func runHeroicVillainous(g *Game, i int) bool {
	p := int(g.stack[i].p)
	if g.controlsBoth(p) {
		return g.wait()
	}
	g.pop()
	return false
}

func optHeroicVillainous(g *Game, f *frame, out []Option) []Option {
	for _, id := range g.players[f.p].play {
		if g.isCharacter(id) && (g.hasKeyword(id, kwHeroic) || g.hasKeyword(id, kwVillainous)) {
			out = append(out, Option{Act: ActPick, Card: id})
		}
	}
	return out
}

func applyHeroicVillainous(g *Game, i int, o Option) {
	g.pop()
	g.leavePlay(o.Card, leaveDiscard)
}

func promptHeroicVillainous(g *Game, f *frame) (PromptKind, string) {
	return PromptHeroicVillainous, "You control both Heroic and Villainous characters: choose one to discard."
}
