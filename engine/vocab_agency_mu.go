package engine

import (
	"fmt"

	"cthulhu/carddb"
)

// Vocabulary added for the Agency and Miskatonic University cards of the
// Core Set: generic filters, conditions, effects and modifiers, and the
// small mechanisms they need.

// ---- Constant abilities that query characteristics ----

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
	g.guard[g.guardN] = staticRef{src: src, a: a}
	g.guardN++
	return true
}

func (g *Game) leaveStatic() { g.guardN-- }

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

// ---- Target zones beyond the engine's (timing.go asks here) ----

const (
	// inPlayOrResources: cards in play and resources on any domain.
	inPlayOrResources targetZone = 100 + iota
	// inDomains: the domains of every player.
	inDomains
)

func (g *Game) inExtraZone(ctx *Ctx, z targetZone, id CardID) bool {
	c := &g.cards[id]
	switch z {
	case inPlayOrResources:
		return c.zone == ZonePlay || c.zone == ZoneResource
	case inDomains:
		return c.zone == ZoneDomain
	}
	return false
}

func (g *Game) eachInExtraZone(ctx *Ctx, z targetZone, fn func(id CardID) bool) {
	for p := range g.players {
		var list []CardID
		switch z {
		case inPlayOrResources:
			for _, id := range g.players[p].play {
				if !fn(id) {
					return
				}
			}
			list = g.players[p].resources
		case inDomains:
			for _, d := range g.players[p].domains {
				if !fn(d.card) {
					return
				}
			}
		}
		for _, id := range list {
			if !fn(id) {
				return
			}
		}
	}
}

// InPlayOrResources makes the target a card in play or a resource attached
// to any player's domain.
func (t Target) InPlayOrResources() Target { t.zone = inPlayOrResources; return t }

// Domains makes the target a domain of any player.
func (t Target) Domains() Target { t.zone = inDomains; return t }

// FromAnyDeck makes a choice among the cards of every deck; a filter such as
// InTopOfDeck says which.
func (p Pick) FromAnyDeck() Pick { p.where = pickAnyDeck; return p }

// FromTopOfDecks makes a choice among the top n cards of every deck (the
// filter then says which): FromAnyDeck with InTopOfDeck(n), without
// walking the rest of the decks.
func (p Pick) FromTopOfDecks(n int) Pick { p.where, p.top = pickAnyDeck, n; return p }

// domainName names a domain card for a person ("Darin's domain 2"), or
// returns "" for any other card.
func (g *Game) domainName(id CardID) string {
	if id < 0 || int(id) >= len(g.cards) || g.cards[id].zone != ZoneDomain {
		return ""
	}
	p := int(g.cards[id].ctrl)
	d := g.domainIndex(p, id)
	s := fmt.Sprintf("%s's domain %d", g.players[p].name, d+1)
	if g.players[p].domains[d].drained {
		s += " (drained)"
	}
	return s
}

// ---- Filters ----

// AtSameStoryAsHost selects characters committed to the story the card the
// ability's card is attached to is committed to ("this story", said by a
// weapon of a committed character).
func AtSameStoryAsHost(c *Ctx, id CardID) bool {
	h := c.g.cards[c.src].host
	if h == None {
		return false
	}
	s := c.g.cards[h].committed
	return s != None && c.g.cards[id].committed == s
}

// ResourceNotOf selects resources (cards attached to a domain as a
// resource) whose resource icon is not of a faction.
func ResourceNotOf(f carddb.Faction) CardFilter {
	return func(c *Ctx, id CardID) bool {
		cd := &c.g.cards[id]
		return cd.zone == ZoneResource && cd.def.Resource != f
	}
}

// EnteredDiscardThisPhase selects cards in a discard pile that entered it
// this phase, from anywhere.
func EnteredDiscardThisPhase(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZoneDiscard && cd.moved == stamp{c.g.turn, c.g.step.Phase()}
}

// OwnedBy selects cards the player who returns owns.
func OwnedBy(who func(c *Ctx) int) CardFilter {
	return func(c *Ctx, id CardID) bool { return int(c.g.cards[id].owner) == who(c) }
}

// BottomOfDeck selects the bottom card of its owner's deck.
func BottomOfDeck(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZoneDeck {
		return false
	}
	deck := c.g.players[cd.owner].deck
	return len(deck) > 0 && deck[0] == id
}

// DrainedDomain and UndrainedDomain select domains by their state.
func DrainedDomain(c *Ctx, id CardID) bool   { return c.g.domainDrained(id) == 1 }
func UndrainedDomain(c *Ctx, id CardID) bool { return c.g.domainDrained(id) == 0 }

// domainDrained is 1 for a drained domain, 0 for an undrained one, -1 for
// a card that is not a domain.
func (g *Game) domainDrained(id CardID) int {
	cd := &g.cards[id]
	if cd.zone != ZoneDomain {
		return -1
	}
	d := g.domainIndex(int(cd.ctrl), id)
	if d < 0 {
		return -1
	}
	if g.players[cd.ctrl].domains[d].drained {
		return 1
	}
	return 0
}

// AmongTargets selects the cards chosen for the ability's targets i...
// that are still legal (FAQ 1.9).
func AmongTargets(is ...int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		if c.frame() == nil {
			return false
		}
		for _, i := range is {
			for _, t := range targetsOf(c, i) {
				if t == id {
					return true
				}
			}
		}
		return false
	}
}

// ---- Conditions ----

// AnyAttachmentInPlay holds while some card in play is attached to another
// card (an Attachment: one attached by an effect counts, FAQ 1.15).
func AnyAttachmentInPlay(c *Ctx) bool {
	for p := range c.g.players {
		for _, id := range c.g.players[p].play {
			if c.g.cards[id].host != None {
				return true
			}
		}
	}
	return false
}

// CharactersInPlayAtLeast holds while there are n or more characters in
// play, insane ones included (FAQ 2.34: an insane character is still a
// character).
func CharactersInPlayAtLeast(n int) Cond {
	return func(c *Ctx) bool {
		k := 0
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				if c.g.isCharacter(id) {
					k++
				}
			}
		}
		return k >= n
	}
}

// ---- Triggers ----

// AtAnyTime answers the newest occurrence, whatever it is, while a
// condition holds: the moment of a passive that acts "at any time" the
// game is in some state. Only the newest occurrence answers, so that a
// burst of occurrences starts it once.
func AtAnyTime(cond Cond) *Trigger {
	kinds := make([]EventKind, 0, int(EvNone))
	for k := EventKind(0); k < EvNone; k++ {
		if k != EvAbility {
			kinds = append(kinds, k)
		}
	}
	return On(func(c *Ctx, e *Event) bool {
		occ := c.g.occ
		for k := len(occ) - 1; k >= 0; k-- {
			if occ[k].Kind == EvAbility {
				continue
			}
			return occ[k].Seq == e.Seq && cond(c)
		}
		return false
	}, kinds...)
}

// StoryOfSelf matches an occurrence about the story the ability's card is
// committed to ("after resolving a story he is committed to").
func StoryOfSelf(c *Ctx, e *Event) bool {
	s := c.g.cards[c.src].committed
	return s != None && e.Card == s
}

// ---- Abilities ----

// GivenToHost makes an attachment's ability one its host gains: the host's
// controller uses it ("attached character gains Action: ...").
func (a Ability) GivenToHost() Ability { a.ForHost = true; return a }

// ---- Modifiers ----

// LoseAllToughness takes away all Toughness, whatever its sources.
func LoseAllToughness() Mod { return ToughnessPlus(-127) }

// TimesEach makes a modifier apply once per count of the card it modifies
// ("+1 skill for each investigation icon it has").
func (m Mod) TimesEach(per func(c *Ctx, id CardID) int) Mod { m.perCard = per; return m }

// IconsOf counts a card's icons of a kind now.
func IconsOf(ic carddb.Icon) func(c *Ctx, id CardID) int {
	return func(c *Ctx, id CardID) int { return int(c.g.icons(id)[ic]) }
}

// NoteChosenIcon is an apply function for a PickIcon choice: the ability's
// card, in play, keeps the icon chosen until the end of the phase.
func NoteChosenIcon(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.g.cards[c.src].zone.InPlay() {
		return
	}
	ic := ChosenIcon(chosen[0])
	c.g.addLasting(Mod{kind: modNote, icon: ic}, c.src, c.src, c.p, PerPhase)
	c.g.emit(Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: None, Text: ic.Title() + " is chosen"})
}

// notedIcon returns the icon a card in play noted last, if any.
func (g *Game) notedIcon(id CardID) (carddb.Icon, bool) {
	c := &g.cards[id]
	for k := len(g.lasting) - 1; k >= 0; k-- {
		if l := &g.lasting[k]; l.on == id && l.epoch == c.epoch && l.mod.kind == modNote {
			return l.mod.icon, true
		}
	}
	return 0, false
}

// StoryLosesNotedIcon are the modifiers of "the story it is committed to
// loses a struggle icon of your choice": the icon its card noted.
func StoryLosesNotedIcon() []Mod {
	var out []Mod
	for ic := carddb.Icon(0); ic < 4; ic++ {
		out = append(out, StoryStruggles(ic, -1).On(func(c *Ctx, id CardID) bool {
			s := c.g.cards[c.src].committed
			if s == None || s != id {
				return false
			}
			n, ok := c.g.notedIcon(c.src)
			return ok && n == ic
		}))
	}
	return out
}

// ---- Effects ----

// SelfGainsPrintedIconsOf gives the ability's own card, until the end of the
// phase, the icons printed on target i's card. An insane character is face
// down: it has no printed icons (FAQ 2.26, 2.34).
func SelfGainsPrintedIconsOf(i int) Effect {
	return effect(func(c *Ctx) {
		ids := targetsOf(c, i)
		if len(ids) == 0 || !c.g.cards[c.src].zone.InPlay() {
			c.g.fail(c.fi)
			return
		}
		if c.g.featureless(ids[0]) {
			return
		}
		for ic, n := range c.g.cards[ids[0]].def.Icons {
			if n > 0 {
				c.g.addLasting(GainIcon(carddb.Icon(ic), int(n)), c.src, c.src, c.p, PerPhase)
			}
		}
	})
}

// TargetLosesPrintedIcons makes target i's characters lose, until the end
// of the phase, every icon printed on them; icons gained otherwise stay
// (FAQ 2.28). An insane character cannot be modified (FAQ 2.34).
func TargetLosesPrintedIcons(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		if c.g.featureless(id) {
			return
		}
		for ic, n := range c.g.cards[id].def.Icons {
			if n > 0 {
				c.g.addLasting(GainIcon(carddb.Icon(ic), -int(n)), id, c.src, c.p, PerPhase)
			}
		}
	})
}

// GoInsaneItself drives the ability's own character insane, if it can go
// insane; the insanity may be disrupted like any other.
func GoInsaneItself() Effect {
	return Effect{
		do: func(c *Ctx) bool {
			if c.frame().sub > 0 {
				return true
			}
			if c.g.cards[c.src].zone != ZonePlay || !c.g.canGoInsane(c.src) {
				c.g.fail(c.fi)
				return true
			}
			c.g.pushInsane(c.src, c.src, 0)
			return false
		},
		would: func(c *Ctx) bool { return c.g.cards[c.src].zone == ZonePlay && c.g.canGoInsane(c.src) },
	}
}

// WoundTargetTimes gives target i's characters n wounds each, one at a
// time: each may be disrupted or replaced on its own ("cancel 1 wound").
func WoundTargetTimes(i, n int) Effect { return pushOnEach(targetCards(i), n, pushWound) }

// DestroyTargetOrResource destroys target i's cards: cards in play leave
// play; a resource goes from its domain to its owner's discard pile, and,
// not being in play, answers nothing of its own as it goes (FAQ 2.25).
func DestroyTargetOrResource(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		cd := &c.g.cards[id]
		switch cd.zone {
		case ZoneResource:
			c.g.emit(Event{Kind: EvDestroy, Player: c.g.cards[cd.host].ctrl, Card: id, Other: None, Flags: evWasBlank})
			c.g.moveTo(id, ZoneDiscard)
		default:
			c.g.leavePlay(id, leaveDestroy)
		}
	})
}

// InsaneChosen is an apply function for Choosing: each chosen character
// goes insane, each insanity a step that may be disrupted; one that does
// not happen makes a "then" after it fail (FAQ 1.3).
func InsaneChosen(c *Ctx, chosen []CardID) {
	for k := len(chosen) - 1; k >= 0; k-- {
		c.g.pushInsane(chosen[k], c.src, 0)
	}
}

// WoundTargetsNotChosen wounds the cards of targets is... that the choice
// made just before (the last Choosing) did not take: "choose one of them
// to go insane, then wound the other".
func WoundTargetsNotChosen(is ...int) Effect {
	return pushOnEach(func(c *Ctx) []CardID {
		chosen := c.g.lastGroup(int(c.frame().t))
		var ids []CardID
		for _, i := range is {
		next:
			for _, id := range targetsOf(c, i) {
				for _, x := range chosen {
					if x == id {
						continue next
					}
				}
				if c.g.canBeWounded(id) && !c.g.immuneTo(id, c.src) {
					ids = append(ids, id)
				}
			}
		}
		return ids
	}, 1, pushWound)
}

// ReadyAll readies every exhausted card in play the filter selects.
func ReadyAll(f CardFilter) Effect {
	return effect(func(c *Ctx) {
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				cd := &c.g.cards[id]
				if cd.exhausted && !cd.insane && (f == nil || f(c, id)) {
					cd.exhausted = false
					c.g.touch()
					c.g.emit(Event{Kind: EvReady, Player: int8(c.p), Card: id, Other: None})
				}
			}
		}
	})
}

// PutIntoPlayAllFromDiscard puts into play, under their owners' control,
// every card in a discard pile the filter selects: the controller's pile
// first, each from the bottom up. Uniqueness and Heroic/Villainous still
// apply: a card they forbid stays (FAQ 2.24).
func PutIntoPlayAllFromDiscard(f CardFilter) Effect {
	return effect(func(c *Ctx) {
		var ids []CardID
		for _, p := range [2]int{c.p, 1 - c.p} {
			for _, id := range c.g.players[p].discard {
				if f(c, id) {
					ids = append(ids, id)
				}
			}
		}
		for _, id := range ids {
			c.g.putIntoPlay(id, c.src)
		}
	})
}

// UncommitTarget removes target i's characters from the stories they are
// committed to; they stay as they are, ready or exhausted.
func UncommitTarget(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		cd := &c.g.cards[id]
		if cd.committed == None {
			return
		}
		s := cd.committed
		c.g.setCommitted(id, None)
		cd.pending = None
		c.g.touch()
		c.note(id, None, "removed from ", c.g.name(s))
	})
}

// MoveDrainToken moves the drain token of target i's domain to target j's
// domain: the first is no longer drained, the second is drained (and loses
// its Transient resources, Rulebook, Transient).
func MoveDrainToken(i, j int) Effect {
	return effect(func(c *Ctx) {
		from, to := targetsOf(c, i), targetsOf(c, j)
		if len(from) == 0 || len(to) == 0 || from[0] == to[0] {
			c.g.fail(c.fi)
			return
		}
		fp, tp := int(c.g.cards[from[0]].ctrl), int(c.g.cards[to[0]].ctrl)
		fd, td := c.g.domainIndex(fp, from[0]), c.g.domainIndex(tp, to[0])
		if fd < 0 || td < 0 || !c.g.players[fp].domains[fd].drained || c.g.players[tp].domains[td].drained {
			c.g.fail(c.fi)
			return
		}
		// Named before the token moves (a domain's name tells whether it
		// is drained), for the log only.
		var fromName, toName string
		if c.g.logging() {
			fromName, toName = c.g.domainName(from[0]), c.g.domainName(to[0])
		}
		c.g.players[fp].domains[fd].drained = false
		c.g.touch()
		c.note(c.src, None, "a drain token moves from ", fromName, " to ", toName)
		c.g.drain(tp, td)
	})
}

// PutChosenOnTopOfDeck is an apply function for a choice among deck
// cards: each chosen card goes to the top of its owner's deck. The log does
// not name them.
func PutChosenOnTopOfDeck(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		p := c.g.cards[id].owner
		pl := &c.g.players[p]
		pl.deck = remove(pl.deck, id)
		pl.deck = append(pl.deck, id)
		c.g.touch()
		c.note(c.src, None, "the top cards of ", c.g.players[p].name, "'s deck are put back in a chosen order")
	}
}

// CardAct is an action on one card, for ForEachTarget.
type CardAct func(c *Ctx, id CardID)

// ForEachTarget applies actions, in order, to each of target i's cards
// still legal when the part begins: "restore and ready those characters"
// acts on the characters chosen even after the first action changed what
// made them legal (a restored character is no longer insane).
func ForEachTarget(i int, acts ...CardAct) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		for _, a := range acts {
			if c.g.cards[id].zone.InPlay() {
				a(c, id)
			}
		}
	})
}

// RestoreIt restores an insane character that can be restored.
func RestoreIt(c *Ctx, id CardID) {
	if c.g.canBeRestored(id) {
		c.g.restore(id)
	}
}

// ReadyIt readies an exhausted card.
func ReadyIt(c *Ctx, id CardID) {
	if cd := &c.g.cards[id]; cd.exhausted && !cd.insane {
		cd.exhausted = false
		c.g.touch()
		c.g.emit(Event{Kind: EvReady, Player: int8(c.p), Card: id, Other: None})
	}
}

// GainsForPhase gives a card modifiers until the end of the phase; an
// insane character cannot be modified (FAQ 2.34).
func GainsForPhase(mods ...Mod) CardAct {
	return func(c *Ctx, id CardID) {
		if c.g.cards[id].insane {
			return
		}
		for _, m := range mods {
			c.g.addLasting(m, id, c.src, c.p, PerPhase)
		}
	}
}

// IfThen makes an action happen only while a condition holds.
func IfThen(cond Cond, a CardAct) CardAct {
	return func(c *Ctx, id CardID) {
		if cond(c) {
			a(c, id)
		}
	}
}
