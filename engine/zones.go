package engine

import (
	"cthulhu/carddb"
	"fmt"
)

// list returns the zone list that holds a card, or nil.
func (g *Game) list(id CardID) *[]CardID {
	c := &g.cards[id]
	switch c.zone {
	case ZoneDeck:
		return &g.players[c.owner].deck
	case ZoneHand:
		return &g.players[c.owner].hand
	case ZoneDiscard:
		return &g.players[c.owner].discard
	case ZoneResource:
		return &g.players[g.cards[c.host].ctrl].resources
	case ZonePlay:
		return &g.players[c.ctrl].play
	case ZoneWon:
		return &g.players[c.ctrl].won
	case ZoneStoryDeck:
		return &g.story
	}
	return nil
}

// remove takes id out of s, keeping the order of the rest. It looks from
// the end: a card drawn or put into play from the top of a deck is the
// deck's last.
func remove(s []CardID, id CardID) []CardID {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == id {
			copy(s[i:], s[i+1:])
			return s[:len(s)-1]
		}
	}
	return s
}

// setZone sets a card's zone, keeping count of the cards in play with
// constant abilities (the fast path of the characteristic queries).
func (g *Game) setZone(id CardID, z Zone) {
	c := &g.cards[id]
	im := g.impl(id)
	if im != nil && im.statics {
		if c.zone.InPlay() != z.InPlay() {
			if z.InPlay() {
				g.statics++
				g.countModKinds(im, 1)
			} else {
				g.statics--
				g.countModKinds(im, -1)
				if im.modMask&maskExtraStory != 0 {
					// Fewer won stories may now win the game (stateChecks).
					g.dirty |= dirtyWin
				}
			}
			g.maskDirty = true
			if im.modMask&maskTokens != 0 {
				// The tokens a story needs may have changed: a story
				// may be won now (stateChecks).
				g.dirty |= dirtyWin
			}
		}
		g.staticStale = true // the list holds the cards with constant abilities only
	}
	if g.listable(id) && (g.listedIn(id, c.zone) || g.listedIn(id, z)) {
		// Nor do other cards change what a player's cards answer, or which
		// have Action abilities.
		g.markMoved(id, g.listers(id))
	}
	g.countCard(id, -1)
	c.zone = z
	g.countCard(id, 1)
	g.touch()
}

// listed reports whether a card in zone z belongs in the lists of cards
// that answer events or have Action abilities (usableLists): a card's move
// changes them only if it belongs there before or after.
func (g *Game) listed(id CardID, z Zone) bool {
	return g.listable(id) && g.listedIn(id, z)
}

// listable reports whether a card answers events or has Action abilities
// anywhere: only such a card belongs in any of the lists.
func (g *Game) listable(id CardID) bool {
	return g.reacts[id] != 0 || g.actions[id]
}

// listedIn is listed for a listable card.
func (g *Game) listedIn(id CardID, z Zone) bool {
	switch z {
	case ZonePlay, ZoneStory:
		return true
	case ZoneResource:
		// Only the abilities that work there (FromDomain), lent or not.
		im := g.impls[id]
		return im.listedOut[2] || g.actions[id] && im.actsOut[2]
	case ZoneHand, ZoneDiscard:
		if g.listsLend {
			return true
		}
		im, i := g.impls[id], 0
		if g.cards[id].def.Type == carddb.Event && g.reacts[id] != 0 && (z == ZoneHand || g.lastingFromDiscard()) {
			return true // an event answers from the hand, or from a discard pile it may be played from
		}
		if z == ZoneDiscard {
			i = 1
		}
		return im.listedOut[i] || g.actions[id] && im.actsOut[i]
	}
	return false
}

// lift takes a card out of its zone's list and, if it leaves play, makes it
// a new card (FAQ 2.23): state, wounds and commitment are cleared. It is
// then in zone z, and its caller puts it on z's list.
func (g *Game) lift(id CardID, z Zone) {
	c := &g.cards[id]
	if c.zone == ZoneResource {
		g.countResource(id, -1)
	}
	if l := g.list(id); l != nil {
		*l = remove(*l, id)
	}
	if c.zone == ZoneStory {
		for s := range g.stories {
			if g.stories[s].card == id {
				g.stories[s] = storySlot{card: None}
			}
		}
	}
	if c.zone == ZoneDomain {
		pl := &g.players[c.ctrl]
		for d := range pl.domains {
			if pl.domains[d].card == id {
				pl.domains = append(pl.domains[:d], pl.domains[d+1:]...)
				break
			}
		}
	}
	if c.zone.InPlay() {
		if (c.ctrl != c.owner || c.host != None) && g.listed(id, c.zone) {
			g.markStale(bothStale) // on another player's list too (listers)
		}
		c.epoch++
		c.maddened = stamp{}
		g.setWounds(id, 0)
		c.exhausted, c.insane = false, false
		g.setCommitted(id, None)
		c.left, c.leftAt = None, 0 // a new card (FAQ 2.23) took part in nothing
		c.tokens = 0
		c.asCharacter = false
		c.faceDown = false
		c.copyOf = 0
		if c.printed != nil && !g.abilityResolving(id) {
			// Itself again (Ctx.BecomePrintedCopy); an ability of the
			// copy's that is resolving (a Disrupt that sacrifices the
			// card) resolves as the copy's, and the card is itself again
			// as it ends (runAbility).
			g.endCopy(id)
		}
		c.pending = None
		c.ctrl = c.owner
	}
	c.destroyed = false
	c.host = None
	g.setZone(id, z)
}

// moveTo moves a card to one of its owner's out-of-play zones (deck top,
// hand, discard pile top), or to the story deck. A card that cannot
// leave its discard pile (heldInPile) stays: moveTo reports whether the
// card moved.
func (g *Game) moveTo(id CardID, z Zone) bool {
	if z != ZoneDiscard && g.heldInPile(id) {
		return false
	}
	if z == ZoneDiscard && g.modsOf(maskToDeck) && g.toDeckBottom(id) {
		g.lift(id, ZoneDeck)
		c := &g.cards[id]
		c.moved = stamp{g.turn, g.step.Phase()}
		pl := &g.players[c.owner]
		pl.deck = append(pl.deck, None)
		copy(pl.deck[1:], pl.deck)
		pl.deck[0] = id
		g.touch()
		return true
	}
	g.lift(id, z)
	c := &g.cards[id]
	c.moved = stamp{g.turn, g.step.Phase()}
	switch z {
	case ZoneDeck:
		g.players[c.owner].deck = append(g.players[c.owner].deck, id)
	case ZoneHand:
		g.players[c.owner].hand = append(g.players[c.owner].hand, id)
	case ZoneDiscard:
		g.players[c.owner].discard = append(g.players[c.owner].discard, id)
	case ZoneStoryDeck:
		c.owner, c.ctrl = -1, -1
		g.story = append(g.story, id)
	}
	g.touch()
	return true
}

// toDeckBottom reports whether a card about to go to its owner's discard
// pile goes to the bottom of his deck instead (DiscardToDeckBottom).
func (g *Game) toDeckBottom(id CardID) bool {
	return g.mayModify(id, maskToDeck) && g.mods(id, maskToDeck).toDeckBottom
}

// pileHeld reports whether no card can leave player p's discard pile
// (HoldsDiscardPile on his pile card).
func (g *Game) pileHeld(p int) bool {
	pile := g.players[p].pile
	return pile != None && g.cannotNow(pile, cannotLeavePile)
}

// heldInPile reports whether a card is in a discard pile it cannot leave
// (HoldsDiscardPile): every move out of the pile leaves it there.
func (g *Game) heldInPile(id CardID) bool {
	c := &g.cards[id]
	return c.zone == ZoneDiscard && g.pileHeld(int(c.owner))
}

// noAttachments reports whether no card can be attached to a card
// (CannotHaveAttachments).
func (g *Game) noAttachments(id CardID) bool {
	return g.modsOf(maskNoAttach) && !g.cards[id].insane && g.mayModify(id, maskNoAttach) && g.mods(id, maskNoAttach).noAttachments
}

// enterPlay puts a card into its controller's play area, ready. A host
// makes it an attachment. A card that cannot leave its discard pile
// (heldInPile) stays there: enterPlay reports whether the card entered
// play.
func (g *Game) enterPlay(id CardID, ctrl int, host CardID) bool {
	if g.heldInPile(id) {
		return false
	}
	g.lift(id, ZonePlay)
	c := &g.cards[id]
	c.ctrl = int8(ctrl)
	c.host = host
	c.moved = stamp{g.turn, g.step.Phase()}
	c.entered = c.moved
	g.players[ctrl].play = append(g.players[ctrl].play, id)
	g.touch()
	if g.listed(id, ZonePlay) {
		g.markMoved(id, g.listers(id)) // its controller and host are set only now
	}
	g.dirty |= dirtyHV
	if host == None && g.modsOf(maskEnters) && g.mods(id, maskEnters).entersExhausted {
		c.exhausted = true
		g.touch()
	}
	return true
}

// drawN draws cards one at a time from the top of the player's deck.
// When the player may choose not to draw each card (MayDeclineDraws), it
// pushes the frame that asks him, card by card (fDraw), and reports true:
// the draw is done when that frame is.
func (g *Game) drawN(p, n int) bool { return g.drawFrom(p, n, 0) }

// fFromBottom marks a draw frame (fDraw) whose cards come from the bottom
// of the deck ("draw a card from the bottom of your deck").
const fFromBottom uint8 = 1 << 4

// drawFrom is drawN with the frame's flags: fFromBottom draws the cards
// from the bottom of the deck, one at a time, as a draw from the top
// (its Disrupts, the choice not to draw each card).
func (g *Game) drawFrom(p, n int, flags uint8) bool {
	if n > 0 && g.reactsBy[Disrupt]&EvDraw.bit() != 0 && g.step != StepSetup && len(g.players[p].deck) > 0 && g.windowsNeeded() {
		// A Disrupt that answers a draw about to be made (Arcane
		// Translation) is given its window first.
		g.push(frame{kind: fDraw, pc: drawDisrupts, p: int8(p), flags: flags, card: None, second: None, arg: int16(n)})
		return true
	}
	if n > 0 && g.modsOf(maskDecline) && g.mayDeclineDraws(p) && len(g.players[p].deck) > 0 {
		g.push(frame{kind: fDraw, p: int8(p), flags: flags, card: None, second: None, arg: int16(n)})
		return true
	}
	if drawn := g.drawCards(p, n, flags); drawn > 0 {
		g.emit(Event{Kind: EvDraw, Player: int8(p), Card: None, Other: None, N: int16(drawn)})
	}
	return false
}

// drawCards is drawTop, or, with fFromBottom, the same from the bottom
// of the deck.
func (g *Game) drawCards(p, n int, flags uint8) int {
	if flags&fFromBottom == 0 {
		return g.drawTop(p, n)
	}
	pl := &g.players[p]
	drawn := 0
	for ; drawn < n && len(pl.deck) > 0; drawn++ {
		id := pl.deck[0]
		pl.deck = append(pl.deck[:0], pl.deck[1:]...)
		g.setZone(id, ZoneHand)
		g.cards[id].moved = stamp{g.turn, g.step.Phase()}
		pl.hand = append(pl.hand, id)
		g.touch()
	}
	return drawn
}

// drawTop moves up to n cards from the top of the player's deck to his
// hand, and returns how many it moved.
func (g *Game) drawTop(p, n int) int {
	pl := &g.players[p]
	drawn := 0
	for ; drawn < n && len(pl.deck) > 0; drawn++ {
		// The top card moves as moveTo would move it, without looking for
		// it: a card in a deck has no host nor state in play to clear.
		id := pl.deck[len(pl.deck)-1]
		pl.deck = pl.deck[:len(pl.deck)-1]
		g.setZone(id, ZoneHand)
		g.cards[id].moved = stamp{g.turn, g.step.Phase()}
		pl.hand = append(pl.hand, id)
		g.touch()
	}
	return drawn
}

// mayDeclineDraws reports whether player p may choose not to draw the
// cards he would draw: a character he controls has MayDeclineDraws.
func (g *Game) mayDeclineDraws(p int) bool {
	for _, id := range g.players[p].play {
		if g.isCharacter(id) && !g.cards[id].insane && g.mayModify(id, maskDecline) && g.mods(id, maskDecline).mayDecline {
			return true
		}
	}
	return false
}

// fDraw: player p would draw arg more cards, and may choose not to draw
// each (MayDeclineDraws); arg2 counts those drawn. One at a time, he
// draws the top card or not; when no card is left to draw (or the deck is
// empty), the draw is done, and is one occurrence of the cards drawn.
// Should he no longer be allowed to decline, the rest are drawn at once.
//
// Pushed at drawDisrupts (some card has a Disrupt that answers a draw),
// the players are first given their Disrupts of the draw about to be
// made (its subject: EvDraw, N the cards to draw).
const (
	drawCards    = iota // the cards are drawn, or declined one at a time
	drawDisrupts        // the players are given their Disrupts of the draw first
)

func runDraw(g *Game, i int) bool {
	f := &g.stack[i]
	p := int(f.p)
	if f.pc == drawDisrupts {
		f.pc = drawCards
		g.openDisrupts(i)
		return g.framesOnly()
	}
	if f.arg > 0 && len(g.players[p].deck) > 0 {
		if g.mayDeclineDraws(p) {
			return g.wait()
		}
		f.arg2 += int16(g.drawCards(p, int(f.arg), f.flags))
		f.arg = 0
	}
	drawn := f.arg2
	g.pop()
	if drawn > 0 {
		g.emit(Event{Kind: EvDraw, Player: int8(p), Card: None, Other: None, N: drawn})
	}
	return false
}

func optDraw(g *Game, f *frame, out []Option) []Option {
	return append(out, Option{Act: ActYes, Card: None}, Option{Act: ActNo, Card: None})
}

func applyDraw(g *Game, i int, o Option) {
	f := &g.stack[i]
	f.arg--
	g.touch()
	if o.Act == ActYes {
		f.arg2 += int16(g.drawCards(int(f.p), 1, f.flags))
	}
}

func promptDraw(g *Game, f *frame) (PromptKind, string) {
	return PromptChoose, fmt.Sprintf("You would draw a card (%d to draw): draw it? You may choose not to.", f.arg)
}

// attachResource attaches a card from the player's hand, faceup and upside
// down, to one of his domains (Rulebook, 3. Resource Phase).
//
// A card that cannot leave its discard pile (heldInPile) stays there:
// attachResource reports whether the card became a resource.
func (g *Game) attachResource(p int, id CardID, d int, log bool) bool {
	if g.heldInPile(id) {
		return false
	}
	dom := g.players[p].domains[d].card
	var flags uint8
	if g.cards[id].zone == ZoneHand {
		flags = evResourceFromHand
	}
	g.lift(id, ZoneResource)
	c := &g.cards[id]
	c.host = dom
	c.moved = stamp{g.turn, g.step.Phase()}
	g.players[p].resources = append(g.players[p].resources, id)
	g.countResource(id, 1)
	g.touch()
	if log {
		g.emit(Event{Kind: EvResource, Player: int8(p), Card: id, Other: None, N: int16(d), Flags: flags})
	}
	return true
}

// dealStory fills an empty story slot from the top of the story deck.
func (g *Game) dealStory(slot int) {
	if len(g.story) == 0 {
		return
	}
	id := g.story[len(g.story)-1]
	g.story = g.story[:len(g.story)-1]
	c := &g.cards[id]
	g.setZone(id, ZoneStory)
	c.moved = stamp{g.turn, g.step.Phase()}
	g.stories[slot] = storySlot{card: id}
	g.touch()
	g.emit(Event{Kind: EvNewStory, Player: -1, Card: id, Other: None})
}

// How a card leaves play, for the log and for later card abilities:
// "destroy", "sacrifice" and "discard from play" are different things
// (Rulebook, Destroy and Sacrifice; FAQ 2.7).
const (
	leaveDestroy   = EvDestroy
	leaveSacrifice = EvSacrifice
	leaveDiscard   = EvDiscardFromPlay
	leaveReturn    = EvReturnToHand
	leaveToDeck    = EvReturnToDeck
)

// leavePlay sends a card in play to its owner's discard pile (or hand),
// then destroys the cards attached to it: they are destroyed because their
// host has left play (Rulebook, Support Cards: Exception; FAQ 1.12).
func (g *Game) leavePlay(id CardID, how EventKind) {
	c := &g.cards[id]
	if !c.zone.InPlay() {
		return
	}
	// Its state as it leaves is read before its attachments go: a card
	// blanked by an attachment leaves blank (FAQ 1.12, Called by Azathoth).
	var flags uint8
	if g.blank(id) {
		flags = evWasBlank // its own leaving responses do not trigger (FAQ 1.12)
	}
	var skill int16
	if g.isCharacter(id) {
		flags |= evWasCharacter // a character attached by an effect leaves as a support (FAQ 1.15)
		g.countLeftPlay()
		if g.reactive {
			// Its last known skill, for the responses to its leaving,
			// which see it as if it were still in play (lastKnownSkill).
			skill = int16(g.skill(id))
		}
	}
	g.emit(Event{Kind: how, Player: c.ctrl, Card: id, Other: None, N: skill, Flags: flags})
	switch how {
	case leaveReturn:
		g.moveTo(id, ZoneHand)
	case leaveToDeck:
		g.moveTo(id, ZoneDeck)
	default:
		g.moveTo(id, ZoneDiscard)
		if how == leaveDestroy && c.zone == ZoneDiscard {
			c.destroyed = true
		}
	}
	g.destroyAttachments(id)
	if g.modsOf(maskGoesWith) {
		g.sacrificeWithSrc(id)
	}
	g.markHVLift(id)
}

// markHVLift asks the state checks to look at Heroic and Villainous
// characters again as a card with "cannot" constants of its own leaves
// play or goes insane: it may have let its controller have both together
// (HeroicAndVillainousTogether).
func (g *Game) markHVLift(id CardID) {
	if im := g.impl(id); im != nil && im.modMask&maskCannot != 0 {
		g.dirty |= dirtyHV
	}
}

// countLeftPlay counts a character leaving play this phase.
func (g *Game) countLeftPlay() {
	now := stamp{g.turn, g.step.Phase()}
	if g.charsLeft.at != now {
		g.charsLeft = phaseCount{at: now}
	}
	g.charsLeft.n++
}

// sacrificeWithSrc sacrifices, as a card leaves play, the cards in play a
// lasting effect binds to it (Ctx.SacrificeWhenLeavesPlay): each lasting
// effect of that card ends, its card sacrificed if still in play as the
// same card (FAQ 2.23), or returned to its owner's hand
// (Ctx.ReturnToHandWhenLeavesPlay).
func (g *Game) sacrificeWithSrc(src CardID) {
	var bound, back [4]CardID
	ids, toHand := bound[:0], back[:0]
	out := g.lasting[:0]
	for _, l := range g.lasting {
		if l.mod.kind == modGoesWithSrc && l.src == src {
			if c := &g.cards[l.on]; c.epoch == l.epoch && c.zone == ZonePlay {
				if l.mod.n == goesToHand {
					toHand = append(toHand, l.on) // Ctx.ReturnToHandWhenLeavesPlay
				} else {
					ids = append(ids, l.on)
				}
			}
			continue
		}
		out = append(out, l)
	}
	if len(out) == len(g.lasting) {
		return
	}
	g.lasting = out
	g.maskDirty = true
	g.touch()
	for _, id := range ids {
		g.leavePlay(id, leaveSacrifice)
	}
	for _, id := range toHand {
		g.leavePlay(id, leaveReturn)
	}
}

// destroyAttachments destroys every card attached to a card.
func (g *Game) destroyAttachments(host CardID) {
	for {
		att := g.firstAttachment(host)
		if att == None {
			return
		}
		g.leavePlay(att, leaveDestroy)
	}
}

func (g *Game) firstAttachment(host CardID) CardID {
	for p := range g.players {
		for _, id := range g.players[p].play {
			if g.cards[id].host == host {
				return id
			}
		}
	}
	return None
}

// Attachments returns the cards attached to a card in play (resources
// excepted), in the order they entered play.
func (g *Game) Attachments(host CardID) []CardID {
	var out []CardID
	for p := range g.players {
		for _, id := range g.players[p].play {
			if g.cards[id].host == host {
				out = append(out, id)
			}
		}
	}
	return out
}

// wound gives a character one wound; a character with more wounds than its
// Toughness, or an insane character, is destroyed (Rulebook, Combat
// Struggle, Insanity). Callers check Invulnerability first.
func (g *Game) wound(id CardID, flags uint8) {
	c := &g.cards[id]
	if c.insane {
		g.emit(Event{Kind: EvWound, Player: c.ctrl, Card: id, Other: None, Flags: flags})
		g.leavePlay(id, leaveDestroy)
		return
	}
	g.setWounds(id, int(c.wounds)+1)
	g.emit(Event{Kind: EvWound, Player: c.ctrl, Card: id, Other: None, Flags: flags})
	if int(c.wounds) > g.toughness(id) {
		g.leavePlay(id, leaveDestroy)
	}
}

// goInsane drives a character insane: it is flipped facedown, its
// attachments are destroyed and it is no longer committed; a wounded
// character that goes insane is destroyed (Rulebook, Insanity). Callers
// check that it can go insane.
func (g *Game) goInsane(id CardID, flags uint8) {
	c := &g.cards[id]
	story := c.committed
	c.insane = true
	c.exhausted = false
	c.tokens = 0 // it loses the tokens on it (FAQ, Silver Twilight Collector question)
	g.setCommitted(id, None)
	c.pending = None
	if flags&fromStruggle != 0 {
		// Only a terror struggle drives characters insane: remembered
		// for "gone insane as the result of a terror struggle this
		// phase" (maddenedThisPhase), the log aside.
		c.maddened = stamp{g.turn, g.step.Phase()}
	}
	if im := g.impl(id); im != nil && im.modMask&maskExtraStory != 0 {
		g.dirty |= dirtyWin // fewer won stories may now win the game (stateChecks)
	}
	g.markHVLift(id)
	g.touch()
	g.emit(Event{Kind: EvInsane, Player: c.ctrl, Card: id, Other: story, Flags: flags})
	g.destroyAttachments(id)
	if c.wounds > 0 {
		g.leavePlay(id, leaveDestroy)
	}
}

// maddenedThisPhase reports whether a card in play went insane as the
// result of a terror struggle this phase (a card that left play since is
// a new card, FAQ 2.23).
func (g *Game) maddenedThisPhase(id CardID) bool {
	c := &g.cards[id]
	return c.zone.InPlay() && c.maddened == stamp{g.turn, g.step.Phase()}
}

// restore turns an insane character faceup, exhausted (Rulebook, 1. Refresh
// Phase).
func (g *Game) restore(id CardID) {
	c := &g.cards[id]
	c.insane = false
	c.exhausted = true
	g.dirty |= dirtyHV
	g.touch()
	g.emit(Event{Kind: EvRestore, Player: c.ctrl, Card: id, Other: None})
}

// drain drains a domain; every Transient resource on it is then destroyed
// (Rulebook, Keywords: Transient).
func (g *Game) drain(p, d int) {
	pl := &g.players[p]
	pl.domains[d].drained = true
	g.touch()
	if pl.domains[d].transient == 0 {
		return
	}
	dom := pl.domains[d].card
	for i := 0; i < len(pl.resources); {
		id := pl.resources[i]
		c := &g.cards[id]
		if c.host == dom && c.def.Keywords.Transient {
			g.emit(Event{Kind: EvTransient, Player: int8(p), Card: id, Other: None})
			g.moveTo(id, ZoneDiscard)
			continue
		}
		i++
	}
}

// isCharacter reports whether a card in play is a character: a character
// card not attached to anything, or any insane card (FAQ 2.34, 1.15).
func (g *Game) isCharacter(id CardID) bool {
	c := &g.cards[id]
	if c.zone != ZonePlay {
		return false
	}
	return c.insane || (c.def.Type == carddb.Character || c.asCharacter) && c.host == None ||
		c.def.Type == carddb.Support && g.becameCharacter(id)
}

// becomeCharacterForPhase makes a support card in play, attached to
// nothing, a character until the end of the phase, by an effect of card
// src and player p: a lasting effect (becameCharacter), which ends as the
// phase ends, the card a support again first (supportsAgain). It reports
// whether the card became one (Ctx.BecomesCharacterForPhase, and a
// support committing as a character, CommitsAsCharacter).
func (g *Game) becomeCharacterForPhase(id, src CardID, p int) bool {
	c := &g.cards[id]
	if c.zone != ZonePlay || c.host != None || c.def.Type != carddb.Support || g.isCharacter(id) {
		return false
	}
	g.addLasting(Mod{kind: modBecomesCharacter}, id, src, p, PerPhase)
	g.markStale(bothStale)
	g.dirty |= dirtyHV
	g.touch()
	return true
}

// becameCharacter reports whether a lasting effect makes a support card in
// play a character (Ctx.BecomesCharacterForPhase).
//
// It is kept out of line, so that isCharacter stays small enough to
// inline.
//
//go:noinline
func (g *Game) becameCharacter(id CardID) bool {
	c := &g.cards[id]
	if c.host != None || !g.lastingMay(modBecomesCharacter) {
		return false
	}
	for i := range g.lasting {
		if l := &g.lasting[i]; l.mod.kind == modBecomesCharacter && l.on == id && l.epoch == c.epoch {
			return true
		}
	}
	return false
}

// addDomain gives the player a new domain: the top card of his deck, put
// facedown; it is a domain and nothing else (Rulebook, Adding a Domain).
func (g *Game) addDomain(p int) bool {
	pl := &g.players[p]
	if len(pl.deck) == 0 {
		return false
	}
	g.addDomainCard(p, pl.deck[len(pl.deck)-1], None)
	return true
}

// addDomainCard makes a card of player p's out of play his new domain,
// face down (Rulebook, Adding a Domain); known is the card, None when it
// came unseen from the top of his deck.
func (g *Game) addDomainCard(p int, id, known CardID) {
	pl := &g.players[p]
	g.lift(id, ZoneDomain)
	c := &g.cards[id]
	c.ctrl = int8(p)
	c.moved = stamp{g.turn, g.step.Phase()}
	pl.domains = append(pl.domains, domain{card: id})
	g.touch()
	g.emit(Event{Kind: EvAddDomain, Player: int8(p), Card: None, Other: known, N: int16(len(pl.domains))})
}

// pushWound schedules one wound to a character, from an ability of src (or
// None for a struggle): a frame, so that replacement effects and Disrupts
// may act first. flags say what caused it (harmCause).
func (g *Game) pushWound(id, src CardID, flags uint8) {
	g.push(frame{kind: fWound, p: g.cards[id].ctrl, card: id, second: src, flags: flags & harmCause})
}

// pushInsane schedules a character going insane.
func (g *Game) pushInsane(id, src CardID, flags uint8) {
	g.push(frame{kind: fInsane, p: g.cards[id].ctrl, card: id, second: src, flags: flags & harmCause})
}

// What caused a wound or an insanity, kept by its frame (fWound, fInsane)
// and given to the Disrupts that answer it (subjectEvent): fromStruggle
// marks one caused by losing a struggle, a game effect (as a flag of the
// event that records it too); fromPassive one caused by a passive
// effect, which cannot be cancelled (FAQ, Timing Structure: "Passive
// effect cannot be canceled"): a passive or constant ability, a
// replacement, a story's or conspiracy's effect (FAQ, "Are stories
// triggered effects?").
const (
	fromStruggle uint8 = 1 << 4
	fromPassive  uint8 = 1 << 5
	harmCause          = fromStruggle | fromPassive
	// fReplaceDeclined marks a wound or an insanity whose optional
	// replacement its player declined (Ctx.DeclineReplacement): it
	// happens, given its Disrupts, with no replacement.
	fReplaceDeclined uint8 = 1 << 6
)

// fWound deals one wound to a, through the steps below. fInsane is the
// same for going insane.
const (
	harmDisrupts = iota // a replacement effect takes its place ("instead", FAQ 1.8), or the players are given their Disrupts
	harmResolve         // the wound is dealt, unless it was cancelled or a can no longer be wounded
)

func runWound(g *Game, i int) bool { return g.runHarm(i, EvWound) }

func runInsane(g *Game, i int) bool { return g.runHarm(i, EvInsane) }

func (g *Game) runHarm(i int, kind EventKind) bool {
	f := &g.stack[i]
	able := func(id CardID) bool {
		if kind == EvWound {
			return g.canBeWounded(id)
		}
		return g.canGoInsane(id)
	}
	if f.pc == harmDisrupts {
		f.pc = harmResolve
		if able(f.card) && (f.flags&fReplaceDeclined != 0 || !g.replace(i)) {
			g.openDisrupts(i)
		}
		return false
	}
	id, src, flags := f.card, f.second, f.flags
	g.pop()
	if flags&fCancelled != 0 || !able(id) {
		g.fail(len(g.stack) - 1)
		return false
	}
	prev := g.curSrc
	g.curSrc = src
	if kind == EvWound {
		story := g.cards[id].committed
		g.wound(id, flags&fromStruggle)
		if flags&fromStruggle != 0 && g.reactsBy[Disrupt]&EvWoundDealt.bit() != 0 && g.windowsNeeded() {
			// A Disrupt that answers a struggle's wound dealt ("after a
			// character is wounded as a result of a combat struggle")
			// takes place at once (FAQ 3.2, 3.5), as the one of a story
			// resolved.
			g.push(frame{kind: fWoundDealt, p: g.active, card: id, second: story, occurrence: g.seq})
		}
	} else {
		g.goInsane(id, flags&fromStruggle)
	}
	g.curSrc = prev
	return false
}

// replace applies a passive replacement effect ("instead", FAQ 1.8) to the
// wound or insanity of frame i, if one answers it: the frame is cancelled
// and the replacement resolves in its place. It reports whether one did.
func (g *Game) replace(i int) bool {
	if !g.reactive || g.reactsBy[Replacement]&(1<<uint(g.subjectEvent(i).Kind)) == 0 {
		return false // no card of the game replaces it
	}
	return g.replaceBy(i)
}

// replaceBy is replace's search of the cards in play.
func (g *Game) replaceBy(i int) bool {
	e := g.subjectEvent(i)
	p, id, ai, ok := g.findReplacement(&e)
	if !ok {
		return false
	}
	g.stack[i].flags |= fCancelled
	g.startAbility(p, id, ai, nil, i)
	return true
}

// findReplacement looks among the cards in play for a passive
// replacement ("instead", FAQ 1.8) that answers the occurrence e and could
// be carried out (a replacement that could not be executed replaces
// nothing): its player, card and ability.
func (g *Game) findReplacement(e *Event) (p int, id CardID, ai int, ok bool) {
	bit := e.Kind.bit()
	for p := range g.players {
		for _, id := range g.players[p].play {
			im := g.impl(id)
			if im == nil || im.reacts&bit == 0 || g.blank(id) {
				continue
			}
			for ai := range im.Abilities {
				a := &im.Abilities[ai]
				if a.Kind != Replacement || a.Trigger == nil {
					continue
				}
				ctx := g.ctx(id, p, -1)
				ctx.ev = e
				ok := a.Trigger.answers(ctx, e) && (a.Play == nil || a.Play(ctx)) && g.wouldChange(ctx, a)
				g.release()
				if ok {
					return p, id, ai, true
				}
			}
		}
	}
	return 0, None, 0, false
}

// setWounds sets a card's wounds, keeping count of the wounded cards in
// play (the check for characters with more wounds than their Toughness
// runs only when there are some).
func (g *Game) setWounds(id CardID, n int) {
	c := &g.cards[id]
	if (c.wounds > 0) != (n > 0) {
		if n > 0 {
			if g.woundedN < len(g.wounded) {
				g.wounded[g.woundedN] = id
			} else {
				g.woundedLost = true
			}
			g.woundedN++
		} else {
			g.woundedN--
			if g.woundedN == 0 {
				g.woundedLost = false
			} else if !g.woundedLost {
				for k := range g.wounded[:g.woundedN] {
					if g.wounded[k] == id {
						g.wounded[k] = g.wounded[g.woundedN]
						break
					}
				}
			}
		}
	}
	c.wounds = int8(n)
	g.woundsSet = true
	g.touch()
}

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
