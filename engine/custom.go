package engine

import (
	"fmt"
	"slices"

	"cthulhu/carddb"
)

// The surface a set's package writes a card's one-off logic with, beside the
// card's declaration (docs/adding-a-set.md): a custom effect part, and the
// commands and queries a Ctx gives it. The commands do what the shared
// vocabulary's words do, with the same rules: a card leaves play through
// the rules of leaving play (its attachments, its tokens, the occurrence
// other cards answer), a wound or an insanity is a step of its own that
// may be disrupted, every change is logged and recorded as the engine
// records its own. A card's logic and the vocabulary therefore agree, and
// a word moves from a set's package into the vocabulary, unchanged, when a
// second card needs it.
//
// Filters (CardFilter), conditions (Cond), counts and trigger matches are
// plain functions of a Ctx already: a set's package writes them with the
// Ctx's queries (ctx.go and below).

// Custom makes an effect part of a card's own. do acts through the Ctx's
// commands. would, if not nil, reports whether the part would change the
// game now (nil: it would): a forced ability skips a part that would change
// nothing, and an effect that would change nothing does not make an ability
// playable. do runs once. Its commands act at once, but for those that are
// steps of their own (Wound and DriveInsane: each may be disrupted or
// replaced), which resolve after do returns, in the order given; the part
// is done, and the next part begins, when they have all resolved.
func Custom(do func(c *Ctx), would func(c *Ctx) bool) Effect {
	return Effect{
		do: func(c *Ctx) bool {
			if c.frame().partStep > 0 {
				// Called again: what the first run pushed has resolved.
				return true
			}
			n := len(c.g.stack)
			c.queue, c.queued, c.queuedIDs = true, c.queued[:0], c.queuedIDs[:0]
			do(c)
			c.queue = false
			// The steps of their own, pushed so that the first given
			// resolves first.
			for k := len(c.queued) - 1; k >= 0; k-- {
				f := c.queued[k]
				if f.kind == fDraw { // a draw's player is set (Draw)
					c.g.push(f)
					continue
				}
				c.g.pushHarms(f.kind, c.queuedIDs[k], f.second, f.flags)
			}
			c.queued, c.queuedIDs = c.queued[:0], c.queuedIDs[:0]
			return len(c.g.stack) == n
		},
		would: would,
	}
}

// Fail records that the part did not resolve: a later part that depends on
// it ("then", FAQ 1.3) does not resolve either.
func (c *Ctx) Fail() { c.g.fail(c.fi) }

// LegalTargets returns the cards chosen for the ability's i-th target that
// are still legal targets now: one that became illegal is ignored (FAQ
// 1.9). The list is the engine's: read it, do not keep or change it.
func (c *Ctx) LegalTargets(i int) []CardID { return targetsOf(c, i) }

// ---- Queries ----

// InPlay reports whether a card is in play (FAQ 2.23: on the table or a
// story; a resource is not).
func (c *Ctx) InPlay(id CardID) bool { return c.g.cards[id].zone.InPlay() }

// Hand, DiscardPile and PlayArea return a player's cards in those zones.
// The lists are the engine's: read them, do not keep or change them.
func (c *Ctx) Hand(p int) []CardID        { return c.g.players[p].hand }
func (c *Ctx) DiscardPile(p int) []CardID { return c.g.players[p].discard }
func (c *Ctx) PlayArea(p int) []CardID    { return c.g.players[p].play }

// WonPile returns a player's won story pile. The list is the engine's:
// read it, do not keep or change it.
func (c *Ctx) WonPile(p int) []CardID { return c.g.players[p].won }

// DeckSize is the number of cards in a player's deck.
func (c *Ctx) DeckSize(p int) int { return len(c.g.players[p].deck) }

// Domains is the number of a player's domains.
func (c *Ctx) Domains(p int) int { return len(c.g.players[p].domains) }

// SuccessTokens is the number of a player's success tokens on a story.
func (c *Ctx) SuccessTokens(story CardID, p int) int {
	if s := c.g.slotOf(story); s >= 0 {
		return int(c.g.stories[s].success[p])
	}
	return 0
}

// CanBeWounded and CanGoInsane report whether a character could be
// wounded or driven insane now (Invulnerability, Willpower, "cannot").
func (c *Ctx) CanBeWounded(id CardID) bool { return c.g.canBeWounded(id) }
func (c *Ctx) CanGoInsane(id CardID) bool  { return c.g.canGoInsane(id) }

// Matches reports whether a card passes a filter from this ability's point
// of view.
func (c *Ctx) Matches(f CardFilter, id CardID) bool { return f(c, id) }

// ---- Commands ----

// Ready readies an exhausted card. An insane character stays exhausted
// (Rulebook, Insanity).
func (c *Ctx) Ready(id CardID) {
	if cd := &c.g.cards[id]; cd.exhausted && !cd.insane && c.g.canReady(id) {
		cd.exhausted = false
		c.g.touch()
		c.g.emit(Event{Kind: EvReady, Player: int8(c.p), Card: id, Other: None})
	}
}

// Exhaust exhausts a ready card that is not insane.
func (c *Ctx) Exhaust(id CardID) {
	if cd := &c.g.cards[id]; !cd.exhausted && !cd.insane {
		cd.exhausted = true
		c.g.touch()
		c.g.emit(Event{Kind: EvExhaust, Player: int8(c.p), Card: id, Other: None})
	}
}

// Wound gives a character one wound, as a step of its own that may be
// disrupted or replaced. Several characters wounded by one call are
// wounded at once: they resolve one at a time in the order the active
// player chooses (FAQ 1.7; pushHarms).
func (c *Ctx) Wound(ids ...CardID) { c.step(fWound, ids) }

// DriveInsane drives characters insane, each as a step of its own that may
// be disrupted; several by one call, in the order the active player
// chooses (FAQ 1.7).
func (c *Ctx) DriveInsane(ids ...CardID) { c.step(fInsane, ids) }

// step schedules a wound or an insanity (kind) of the cards: in a Custom
// part, after the part's other commands and the steps given before (the
// part's calls resolve in their order); elsewhere (a choice's apply
// function), before anything pushed earlier.
func (c *Ctx) step(kind frameKind, ids []CardID) {
	flags := c.harmFlags()
	if len(ids) == 0 {
		return
	}
	if c.queue {
		// One queued frame per call: a call's cards are pushed together
		// (pushHarms) when the part's do returns.
		c.queued = append(c.queued, frame{kind: kind, card: ids[0], second: c.src, flags: flags})
		c.queuedIDs = append(c.queuedIDs, append([]CardID(nil), ids...))
		return
	}
	c.g.pushHarms(kind, ids, c.src, flags)
}

// Restore restores an insane character, unless something forbids it.
func (c *Ctx) Restore(id CardID) {
	if c.g.canBeRestored(id) {
		c.g.restore(id)
	}
}

// Destroy, Sacrifice and ReturnToHand take a card in play out of play by
// the rules of leaving play (its attachments go too; FAQ 2.23).
func (c *Ctx) Destroy(id CardID)      { c.g.leavePlay(id, leaveDestroy) }
func (c *Ctx) Sacrifice(id CardID)    { c.g.leavePlay(id, leaveSacrifice) }
func (c *Ctx) ReturnToHand(id CardID) { c.g.leavePlay(id, leaveReturn) }

// ReturnToTopOfDeck takes a card in play out of play, by the rules of
// leaving play, onto the top of its owner's deck.
func (c *Ctx) ReturnToTopOfDeck(id CardID) { c.g.leavePlay(id, leaveToDeck) }

// Discard discards a card from its owner's hand.
func (c *Ctx) Discard(id CardID) { c.g.discardFromHand(id) }

// Draw makes a player draw n cards (fewer when the deck runs out). A
// player who may choose not to draw them (MayDeclineDraws) is asked card
// by card: in a Custom part, as a step of its own after the part's other
// commands, as a wound is.
func (c *Ctx) Draw(p, n int) {
	if c.queue && n > 0 && c.g.modsOf(maskDecline) && c.g.mayDeclineDraws(p) && len(c.g.players[p].deck) > 0 {
		c.queued = append(c.queued, frame{kind: fDraw, p: int8(p), card: None, second: None, arg: int16(n)})
		c.queuedIDs = append(c.queuedIDs, nil) // kept in step with queued
		return
	}
	c.g.drawN(p, n)
}

// DrawFromBottom makes a player draw n cards from the bottom of his deck,
// one at a time, as Draw does from the top (Bootlegging Operation): a
// draw, with the Disrupts of a draw and the choice not to draw each card.
func (c *Ctx) DrawFromBottom(p, n int) {
	if c.queue && n > 0 && c.g.modsOf(maskDecline) && c.g.mayDeclineDraws(p) && len(c.g.players[p].deck) > 0 {
		c.queued = append(c.queued, frame{kind: fDraw, p: int8(p), flags: fFromBottom, card: None, second: None, arg: int16(n)})
		c.queuedIDs = append(c.queuedIDs, nil) // kept in step with queued
		return
	}
	c.g.drawFrom(p, n, fFromBottom)
}

// GainsForPhase puts modifiers on a card until the end of the phase (FAQ
// 1.4). An insane character is never modified (FAQ 2.34).
func (c *Ctx) GainsForPhase(id CardID, mods ...Mod) {
	if c.g.cards[id].insane {
		return
	}
	for _, m := range mods {
		c.g.addLasting(m, id, c.src, c.p, PerPhase)
	}
}

// GainsForTurn puts modifiers on a card until the end of the turn ("until
// the end of the turn"); an insane character is never modified (FAQ 2.34).
func (c *Ctx) GainsForTurn(id CardID, mods ...Mod) {
	if c.g.cards[id].insane {
		return
	}
	for _, m := range mods {
		c.g.addLasting(m, id, c.src, c.p, PerTurn)
	}
}

// LastingForPhase puts a lasting effect until the end of the phase (FAQ
// 1.4) on no card in particular: the modifier applies to the cards its
// filter (Mod.On) selects, as UntilEndOfPhase does, for a modifier the
// part makes as it resolves.
func (c *Ctx) LastingForPhase(m Mod) { c.g.addLasting(m, None, c.src, c.p, PerPhase) }

// AddSuccess places n success tokens of player p on a story.
func (c *Ctx) AddSuccess(p int, story CardID, n int) { c.g.addSuccess(p, story, n) }

// RemoveSuccess removes up to n of player p's success tokens from a story
// (they go back to the supply) and returns how many it removed.
func (c *Ctx) RemoveSuccess(p int, story CardID, n int) int {
	s := c.g.slotOf(story)
	if s < 0 || n <= 0 {
		return 0
	}
	k := min(n, int(c.g.stories[s].success[p]))
	if k > 0 {
		c.g.stories[s].success[p] -= int8(k)
		c.g.touch()
	}
	return k
}

// Note writes what the part did to a card (and a second card, or None) in
// the log, in the project's words.
func (c *Ctx) Note(card, other CardID, text string) { c.note(card, other, text) }

// CanBeRestored reports whether an insane character could be restored now
// (nothing forbids it).
func (c *Ctx) CanBeRestored(id CardID) bool { return c.g.canBeRestored(id) }

// PutIntoPlay puts a card into play under its owner's control (FAQ 2.24:
// costs and play restrictions bypassed, uniqueness not). It reports
// whether the card entered play.
func (c *Ctx) PutIntoPlay(id CardID) bool {
	return !c.keepsCopiedEvent(id) && c.g.putIntoPlay(id, c.src)
}

// PutIntoPlayCommitted puts a card into play under its owner's control
// (FAQ 2.24), committed to a story in play: it does not exhaust and does not
// "commit" (FAQ, Cats of Ulthar and Julia Brown rulings). It reports
// whether the card entered play.
func (c *Ctx) PutIntoPlayCommitted(id, story CardID) bool {
	if c.keepsCopiedEvent(id) || !c.g.putIntoPlay(id, c.src) {
		return false
	}
	if c.g.slotOf(story) >= 0 && c.g.isCharacter(id) {
		c.g.setCommitted(id, story)
		c.g.touch()
	}
	return true
}

// ShuffleDeck shuffles a player's deck.
func (c *Ctx) ShuffleDeck(p int) {
	c.g.rng.shuffle(c.g.players[p].deck)
	c.g.touch()
	c.g.emit(Event{Kind: EvShuffle, Player: int8(p), Card: None, Other: None})
}

// MarkForPhase marks a card in play or a story, for the ability's card,
// until the end of the phase: a later ability of the same card reads the
// mark with MarkedThisPhase ("if you succeed at that story", The White
// Ship). A card that leaves play loses the marks on it (FAQ 2.23).
func (c *Ctx) MarkForPhase(id CardID) {
	if id == None || !c.g.cards[id].zone.InPlay() {
		return
	}
	c.g.addLasting(Mod{kind: modNote, str: markNote}, id, c.src, c.p, PerPhase)
}

// MarkedThisPhase reports whether the ability's card marked a card this
// phase (MarkForPhase), the card being the same since (FAQ 2.23).
func (c *Ctx) MarkedThisPhase(id CardID) bool {
	if id == None {
		return false
	}
	for k := range c.g.lasting {
		l := &c.g.lasting[k]
		if l.on == id && l.src == c.src && l.mod.kind == modNote && l.mod.str == markNote && l.epoch == c.g.cards[id].epoch {
			return true
		}
	}
	return false
}

// MarkWhileInPlay marks a card in play, for the ability's card, for as
// long as it stays in play as the same card (FAQ 2.23): a later ability of
// the ability's card reads it with Marked (the cards Feasting Ghouls has
// attached face down).
func (c *Ctx) MarkWhileInPlay(id CardID) {
	if id == None || !c.g.cards[id].zone.InPlay() {
		return
	}
	c.g.addLasting(Mod{kind: modNote, str: markNote}, id, c.src, c.p, PerGame)
}

// Marked reports whether the ability's card marked a card (MarkForPhase
// this phase, or MarkWhileInPlay), the card being the same since.
func (c *Ctx) Marked(id CardID) bool { return c.MarkedThisPhase(id) }

// GainsWhileInPlay puts modifiers on a card in play for as long as it
// stays in play as the same card (FAQ 2.23), unlike GainsForPhase.
func (c *Ctx) GainsWhileInPlay(id CardID, mods ...Mod) {
	if !c.g.cards[id].zone.InPlay() {
		return
	}
	for _, m := range mods {
		c.g.addLasting(m, id, c.src, c.p, PerGame)
	}
}

// markNote is the note of a mark (MarkForPhase), told from a noted icon.
const markNote = "mark"

// DiscardSuccess discards up to n of player p's success tokens from a
// story or conspiracy in play; it returns how many it discarded.
func (c *Ctx) DiscardSuccess(p int, story CardID, n int) int {
	s := c.g.slotOf(story)
	if s < 0 || n <= 0 {
		return 0
	}
	sl := &c.g.stories[s]
	k := min(n, int(sl.success[p]))
	if k == 0 {
		return 0
	}
	sl.success[p] -= int8(k)
	c.g.touch()
	e := Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: story}
	if c.g.logging() {
		e.Text = fmt.Sprintf("%d of %s's success tokens discarded from %s", k, c.g.players[p].name, c.g.name(story))
	}
	c.g.emit(e)
	return k
}

// PutInHand puts a card of a discard pile into its owner's hand, as
// PutTargetInHand does with a target. It reports whether the card moved.
func (c *Ctx) PutInHand(id CardID) bool {
	if c.g.cards[id].zone != ZoneDiscard || c.keepsCopiedEvent(id) || !c.g.moveTo(id, ZoneHand) {
		return false
	}
	c.g.emit(Event{Kind: EvReturnToHand, Player: int8(c.p), Card: id, Other: None})
	return true
}

// ResolvingStory returns the story whose resolution is under way now (its
// struggles, or success), or None.
func (c *Ctx) ResolvingStory() CardID {
	for i := len(c.g.stack) - 1; i >= 0; i-- {
		if f := &c.g.stack[i]; f.kind == fResolveStory {
			return f.story()
		}
	}
	return None
}

// RevealTopOfDeck reveals the top n cards of a player's deck (fewer if it
// has fewer) to every player; they stay where they are (FAQ 2.4). It
// returns them, the top one first.
func (c *Ctx) RevealTopOfDeck(p, n int) []CardID {
	deck := c.g.players[p].deck
	var out []CardID
	for k := len(deck) - 1; k >= 0 && len(out) < n; k-- {
		out = append(out, deck[k])
		c.g.emit(Event{Kind: EvReveal, Player: int8(p), Card: deck[k], Other: None})
	}
	return out
}

// RevealTopIntoHand reveals the top card of a player's deck and puts it
// into his hand: not a draw (FAQ, Rabbit's Foot ruling). It returns the
// card, or None when the deck is empty.
func (c *Ctx) RevealTopIntoHand(p int) CardID {
	deck := c.g.players[p].deck
	if len(deck) == 0 {
		return None
	}
	id := deck[len(deck)-1]
	c.g.emit(Event{Kind: EvReveal, Player: int8(p), Card: id, Other: None})
	c.g.moveTo(id, ZoneHand)
	return id
}

// CancelWoundsTo cancels every wound about to be dealt to a card: each
// wound of the stack waiting to resolve on it, but those a passive effect
// causes, which cannot be cancelled (FAQ, Timing Structure). It returns
// how many it cancelled ("cancel all wounds to that character").
func (c *Ctx) CancelWoundsTo(id CardID) int {
	n := 0
	for i := range c.g.stack {
		f := &c.g.stack[i]
		if f.kind == fWound && f.card == id && f.flags&(fCancelled|fromPassive) == 0 {
			f.flags |= fCancelled
			n++
		}
	}
	if n > 0 {
		c.g.touch()
	}
	return n
}

// CanPlayEventFree reports whether the ability's player could play the
// event card id of his discard pile now without paying its cost, X being
// 0 (FAQ, Yog-Sothoth ruling): an event with an Action ability, whose
// play restriction, limit, other costs and targets allow it.
func (c *Ctx) CanPlayEventFree(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.def.Type != carddb.Event || cd.zone != ZoneDiscard || int(cd.owner) != c.p || c.g.heldInPile(id) {
		return false
	}
	ai := c.g.eventAction(id)
	if ai < 0 {
		return false
	}
	a := &c.g.impl(id).Abilities[ai]
	ctx := c.g.ctx(id, c.p, -1)
	defer c.g.release()
	if a.Play != nil && !a.Play(ctx) {
		return false
	}
	return c.g.limitAllows(c.p, id, ai, a) && c.g.selfCostsPayable(c.p, id, a) &&
		c.g.costsPayable(ctx, id, a, true) && c.g.enoughTargets(ctx, a)
}

// PlayEventFree plays the event card id of the ability's player's discard
// pile without paying its cost (CanPlayEventFree), X being 0: the card is
// lifted to be resolved, and its Action starts after the part that calls
// it, its targets chosen and its other costs paid then. Played so, the
// card does not go to the discard pile once resolved: it stays where its
// effect left it (being resolved, or in play if it attached itself) for
// the calling ability to move on (PutOnBottomOfDeck). It reports whether
// the event was played.
func (c *Ctx) PlayEventFree(id CardID) bool {
	if !c.CanPlayEventFree(id) {
		return false
	}
	c.g.lift(id, ZoneResolving)
	c.g.touch()
	c.g.startAbility(c.p, id, c.g.eventAction(id), nil, -1)
	return true
}

// PutOnBottomOfDeck puts a card on the bottom of its owner's deck: from
// play (it leaves play as a card returned to its deck does), from being
// resolved, from a hand or a discard pile (one that cannot leave its pile
// stays). It reports whether the card moved; a card already in the deck
// does not (DeckCardToBottom).
func (c *Ctx) PutOnBottomOfDeck(id CardID) bool {
	cd := &c.g.cards[id]
	switch {
	case c.keepsCopiedEvent(id):
		return false
	case cd.zone == ZonePlay:
		c.g.leavePlay(id, leaveToDeck)
	case cd.zone == ZoneResolving || cd.zone == ZoneHand || cd.zone == ZoneDiscard:
		if !c.g.moveTo(id, ZoneDeck) {
			return false
		}
	default:
		return false
	}
	deck := c.g.players[cd.owner].deck
	if len(deck) == 0 || deck[len(deck)-1] != id {
		return false
	}
	copy(deck[1:], deck[:len(deck)-1])
	deck[0] = id
	c.g.touch()
	c.note(id, None, "goes to the bottom of ", c.g.players[cd.owner].name, "'s deck")
	return true
}

// DeckCardToBottom moves a card of a deck (one revealed from its top,
// say) under that deck, the others keeping their order. It reports
// whether the card moved.
func (c *Ctx) DeckCardToBottom(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZoneDeck {
		return false
	}
	deck := c.g.players[cd.owner].deck
	k := len(deck) - 1
	for k >= 0 && deck[k] != id {
		k--
	}
	if k < 0 {
		return false
	}
	copy(deck[1:k+1], deck[:k])
	deck[0] = id
	c.g.touch()
	c.note(id, None, "goes to the bottom of ", c.g.players[cd.owner].name, "'s deck")
	return true
}

// Reveal shows a card to every player where it is, its owner revealing
// it (FAQ 2.4: a card in a hand stays there, and is hidden again once the
// effect is over). It reports whether the card could be revealed: one in
// a hand or a deck.
func (c *Ctx) Reveal(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZoneHand && cd.zone != ZoneDeck {
		return false
	}
	c.g.emit(Event{Kind: EvReveal, Player: cd.owner, Card: id, Other: None})
	return true
}

// InsaneFromTerrorThisPhase reports whether a card in play went insane
// as the result of a terror struggle this phase: the engine remembers it
// on the card (whether or not the game keeps a log), and forgets it when
// the card leaves play (FAQ 2.23).
func (c *Ctx) InsaneFromTerrorThisPhase(id CardID) bool { return c.g.maddenedThisPhase(id) }

// StruggleKinds returns the kinds of the struggles a story would resolve
// now (its printed icons, its boosters and the struggles effects add or
// remove), each kind once, in the canonical order.
func (c *Ctx) StruggleKinds(story CardID) []carddb.Icon {
	if c.g.slotOf(story) < 0 {
		return nil
	}
	var buf [16]carddb.Icon
	var seen [4]bool
	for _, ic := range c.g.struggles(story, buf[:0]) {
		seen[ic] = true
	}
	var out []carddb.Icon
	for ic := range seen {
		if seen[ic] {
			out = append(out, carddb.Icon(ic))
		}
	}
	return out
}

// Uncommit removes a committed character from the story it is committed
// to; it stays in play as it is (exhausted or not). It reports whether the
// character was committed.
func (c *Ctx) Uncommit(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.committed == None || c.g.heldCommitted(id) {
		return false
	}
	s := cd.committed
	c.g.setCommitted(id, None)
	cd.pending = None
	c.g.touch()
	c.note(id, None, "removed from ", c.g.name(s))
	return true
}

// CanCommitByEffect reports whether an effect could commit a character
// in play to a story now, moving it there if it is committed elsewhere:
// a sane character, allowed to commit (no "cannot commit", no "cannot
// commit to the same story as" against that story), not committed there
// already; a character of the non-active player only to a story where
// the active player has committed characters (FAQ, Military Bike
// question). It need not be ready: a commitment outside the commit
// window does not exhaust (FAQ, Cats of Ulthar question); but a ready one
// does not go to a story that takes only exhausted characters
// (OnlyExhaustedCommit).
func (c *Ctx) CanCommitByEffect(id, story CardID) bool {
	g := c.g
	cd := &g.cards[id]
	if story == None || g.cards[story].zone != ZoneStory || cd.zone != ZonePlay || !g.isCharacter(id) || cd.insane ||
		cd.committed == story || g.commitForbidden(id) || g.commitBarredBy(id, story) != None || g.barredByStory(id, story) || g.commitLimited(id, story) ||
		!cd.exhausted && g.onlyExhaustedAt(story) || g.onlyAloneBarred(id, story) || g.commitCosts(id, story) {
		return false
	}
	return cd.ctrl == g.active || g.hasCommitted(int(g.active), story)
}

// AttachFromOutOfPlay puts a card that is out of play (in a discard pile,
// a hand or a deck) into play under the ability's controller, attached to
// a card in play, or to a story, a domain or a discard pile its own
// requirement names (FAQ 1.15, 2.24): a support with the Attachment
// subtype while attached. It reports whether it did.
func (c *Ctx) AttachFromOutOfPlay(id, host CardID) bool {
	if !outOfPlayToAttach(c.g.cards[id].zone) || id == host || c.keepsCopiedEvent(id) {
		return false
	}
	if !c.g.holdsAttachments(host) {
		return false
	}
	return c.g.attachByEffect(c.p, id, host)
}

// outOfPlayToAttach reports whether a card in zone z is out of play where
// an effect may take it from to attach it (AttachFromOutOfPlay).
func outOfPlayToAttach(z Zone) bool { return z == ZoneDiscard || z == ZoneHand || z == ZoneDeck }

// AttachHosts lists what a card out of play (in a discard pile, a hand or
// a deck) could be put into play attached to under the ability's
// controller, as its "Attach to ..." requirement reads (FAQ 2.33) and
// uniqueness allows (FAQ 2.24): cards in play, stories, domains or
// discard piles (Museum Curator).
func (c *Ctx) AttachHosts(id CardID) []CardID {
	g := c.g
	if !outOfPlayToAttach(g.cards[id].zone) || g.enterProblem(c.p, g.cards[id].def, false) != nil || g.heldInPile(id) {
		return nil
	}
	return g.hosts(c.p, id, nil)
}

// CanAttachByRequirement reports whether a card in a discard pile could
// be put into play under the ability's controller attached to a card in
// play, as its "Attach to ..." requirement reads (FAQ 2.33) and
// uniqueness allows (FAQ 2.24): an effect that attaches a card "to a
// character you control" asks it before AttachFromOutOfPlay.
func (c *Ctx) CanAttachByRequirement(id, host CardID) bool {
	g := c.g
	if !outOfPlayToAttach(g.cards[id].zone) || g.cards[host].zone != ZonePlay || id == host ||
		g.enterProblem(c.p, g.cards[id].def, false) != nil || g.heldInPile(id) {
		return false
	}
	var buf [16]CardID
	for _, h := range g.hosts(c.p, id, buf[:0]) {
		if h == host {
			return true
		}
	}
	return false
}

// Stories returns the stories and conspiracies in play, in their slots'
// order.
func (c *Ctx) Stories() []CardID {
	var out []CardID
	for s := range c.g.stories {
		if id := c.g.stories[s].card; id != None {
			out = append(out, id)
		}
	}
	return out
}

// CommitByEffect commits a character to a story by an effect, moving it
// from the story it is committed to, if any (CanCommitByEffect): it stays
// ready or exhausted as it is (FAQ, Cats of Ulthar question), and it
// commits (EvCommit). It reports whether it did.
func (c *Ctx) CommitByEffect(id, story CardID) bool {
	if !c.CanCommitByEffect(id, story) {
		return false
	}
	g := c.g
	cd := &g.cards[id]
	g.setCommitted(id, story)
	cd.pending = None
	g.touch()
	g.emit(Event{Kind: EvCommit, Player: cd.ctrl, Card: id, Other: story, Src: c.src})
	return true
}

// ResourcesOn is the number of resource cards attached to a domain (a
// Transient resource is one card), or 0 for a card that is not a domain.
func (c *Ctx) ResourcesOn(domain CardID) int {
	cd := &c.g.cards[domain]
	if cd.zone != ZoneDomain {
		return 0
	}
	p := int(cd.ctrl)
	d := c.g.domainIndex(p, domain)
	if d < 0 {
		return 0
	}
	dm := &c.g.players[p].domains[d]
	return int(dm.total - dm.transient)
}

// RefreshDomain refreshes a drained domain: its drain token is removed
// (Rulebook, 1. Refresh Phase). It reports whether the domain was drained.
func (c *Ctx) RefreshDomain(domain CardID) bool {
	if c.g.domainDrained(domain) != 1 {
		return false
	}
	p := int(c.g.cards[domain].ctrl)
	var name string
	if c.g.logging() {
		name = c.g.domainName(domain)
	}
	c.g.players[p].domains[c.g.domainIndex(p, domain)].drained = false
	c.g.touch()
	c.note(c.src, None, "refreshes ", name)
	return true
}

// DomainDrainedToPay returns the domain drained to pay the ability's cost
// (DrainOne, Pay), or None: "if your domain has more resources ...".
func (c *Ctx) DomainDrainedToPay() CardID {
	f := c.frame()
	if f == nil || f.kind != fAbility || f.drained <= 0 {
		return None // none drained, or copied effects (copy_effects.go)
	}
	doms := c.g.players[c.p].domains
	if d := int(f.drained) - 1; d < len(doms) {
		return doms[d].card
	}
	return None
}

// ResolveStruggle resolves at once one more struggle of kind ic at a
// story in play, apart from the story's own list of struggles: the icons
// are compared, its Disrupts ("after you win ...") are given, and its
// effect follows, as any struggle's (engine/story.go). It reports
// whether the story was in play.
func (c *Ctx) ResolveStruggle(story CardID, ic carddb.Icon) bool {
	if c.g.cards[story].zone != ZoneStory {
		return false
	}
	c.g.struggle(story, ic)
	return true
}

// ReturnToHandAtEndOfPhase marks a card in play to go back to its
// owner's hand when the phase ends, if it is in play then (a lasting
// effect on it: a card that left play and came back is a new card, FAQ
// 2.23).
func (c *Ctx) ReturnToHandAtEndOfPhase(id CardID) {
	if c.g.cards[id].zone == ZonePlay {
		c.g.addLasting(Mod{kind: modReturnAtPhaseEnd}, id, c.src, c.p, PerPhase)
	}
}

// SacrificeAtEndOfPhase marks a card in play to be sacrificed when the
// phase ends, if it is in play then as the same card (FAQ 2.23) and the
// ability's controller still controls it (only a card's controller may
// sacrifice it): a lasting effect on it, as ReturnToHandAtEndOfPhase.
func (c *Ctx) SacrificeAtEndOfPhase(id CardID) {
	if c.g.cards[id].zone == ZonePlay {
		c.g.addLasting(Mod{kind: modReturnAtPhaseEnd, n: phaseEndSacrifice}, id, c.src, c.p, PerPhase)
	}
}

// StoryEffect reports whether a story in play has an effect its winner
// may execute (one implemented).
func (c *Ctx) StoryEffect(story CardID) bool {
	return c.g.cards[story].zone == ZoneStory && c.g.storyEffect(story) >= 0
}

// ExecuteStoryEffect resolves the effect of a story in play, the one its
// winner may execute, for the ability's controller as if he had won it,
// though he has not: the story stays where it is. The effect resolves
// as the part's step of its own, a passive effect as a story's is. It
// reports whether the story has an effect.
func (c *Ctx) ExecuteStoryEffect(story CardID) bool {
	ai := c.g.storyEffect(story)
	if ai < 0 || c.g.blank(story) {
		return false
	}
	c.g.emit(Event{Kind: EvStoryEffect, Player: int8(c.p), Card: story, Other: None})
	c.g.startAbility(c.p, story, ai, nil, -1)
	return true
}

// ResourceAtEndOfPhase marks a card in play to be attached, when the
// phase ends, to one of the ability's controller's domains as a resource,
// if it is in play then as the same card (FAQ 2.23): he chooses the
// domain, if he has several; its attachments are destroyed.
func (c *Ctx) ResourceAtEndOfPhase(id CardID) {
	if c.g.cards[id].zone == ZonePlay {
		c.g.addLasting(Mod{kind: modReturnAtPhaseEnd, n: phaseEndResource}, id, c.src, c.p, PerPhase)
	}
}

// PickedLast returns the cards the ability's last pick chose (a search of
// the deck, a card picked while resolving), for a later part to act on.
// The list is the engine's: read it, do not keep or change it.
func (c *Ctx) PickedLast() []CardID { return c.g.lastGroup(int(c.frame().arena)) }

// TookPartIn reports whether a character took part in the struggle of
// occurrence e (an EvStruggle): it was committed to the struggle's story
// then (FAQ errata, Erich Zann: "participating"). It is committed there
// still, or it was removed from that story after the struggle (the story
// won, say), as the same card.
func (c *Ctx) TookPartIn(id CardID, e *Event) bool {
	if e == nil || e.Kind != EvStruggle || e.Card == None {
		return false
	}
	cd := &c.g.cards[id]
	return cd.committed == e.Card || cd.left == e.Card && cd.leftAt >= e.Seq
}

// ExchangeHandWithDomain exchanges the cards of player p's hand with the
// resources attached to his domain d: the resources go to their owners'
// hands, and the cards that were in his hand are attached to the domain as
// resources. The domain stays drained or not as it was. It reports
// whether the domain exists.
func (c *Ctx) ExchangeHandWithDomain(p, d int) bool {
	pl := &c.g.players[p]
	if d < 0 || d >= len(pl.domains) {
		return false
	}
	dom := pl.domains[d].card
	hand := append([]CardID(nil), pl.hand...)
	var res []CardID
	for _, id := range pl.resources {
		if c.g.cards[id].host == dom {
			res = append(res, id)
		}
	}
	for _, id := range res {
		c.g.moveTo(id, ZoneHand)
	}
	for _, id := range hand {
		c.g.attachResource(p, id, c.g.domainIndex(p, dom), false)
	}
	e := Event{Kind: EvEffect, Player: int8(p), Card: c.src, Other: None}
	if c.g.logging() {
		e.Text = fmt.Sprintf("%s exchanges the %d cards of his hand with the %d resources of %s", pl.name, len(hand), len(res), c.g.domainName(dom))
	}
	c.g.emit(e)
	return true
}

// Picked returns the ability's i-th choice: its targets first, one group
// each, then the choices made while it resolves, in order (a value choice
// is read with ChosenValue, an icon with ChosenIcon). The list is the
// engine's: read it, do not keep or change it.
func (c *Ctx) Picked(i int) []CardID { return c.Targets(i) }

// DeckTop returns the top card of a player's deck, or None.
func (c *Ctx) DeckTop(p int) CardID {
	deck := c.g.players[p].deck
	if len(deck) == 0 {
		return None
	}
	return deck[len(deck)-1]
}

// TopOfDeck lists the top n cards of player p's deck, or as many as it
// holds, the top card first.
func (c *Ctx) TopOfDeck(p, n int) []CardID {
	deck := c.g.players[p].deck
	out := make([]CardID, 0, min(n, len(deck)))
	for k := len(deck) - 1; k >= 0 && len(out) < n; k-- {
		out = append(out, deck[k])
	}
	return out
}

// PutOnTopOfDeck puts a card of a hand, or of a discard pile (Elder
// Thing), on top of its owner's deck. It reports whether it did.
func (c *Ctx) PutOnTopOfDeck(id CardID) bool {
	switch c.g.cards[id].zone {
	case ZoneHand:
		if !c.g.moveTo(id, ZoneDeck) {
			return false
		}
		c.note(c.src, None, c.g.players[c.g.cards[id].owner].name, " puts a card of his hand on top of his deck")
	case ZoneDiscard:
		if c.g.heldInPile(id) || !c.g.moveTo(id, ZoneDeck) {
			return false
		}
		c.note(id, None, "goes from the discard pile to the top of ", c.g.players[c.g.cards[id].owner].name, "'s deck")
	default:
		return false
	}
	return true
}

// PlayerName is a player's name, for the log.
func (c *Ctx) PlayerName(p int) string { return c.g.players[p].name }

// RemainingStruggles returns the struggles still to resolve, in order, at
// a story whose resolution is under way (the struggle resolving now is
// not one of them), or nil.
func (c *Ctx) RemainingStruggles(story CardID) []carddb.Icon { return c.g.remainingStruggles(story) }

// SkipStruggle skips one struggle of kind ic still to resolve at a story
// whose resolution is under way: it does not resolve. It reports whether
// there was one.
func (c *Ctx) SkipStruggle(story CardID, ic carddb.Icon) bool {
	if !c.g.skipStruggle(story, ic) {
		return false
	}
	c.note(story, None, "skips its "+ic.Title()+" struggle")
	return true
}

// DrawFromDiscardInstead, for a Disrupt of its player's draw about to be
// made (its subject), replaces the cards he would draw from his deck with
// as many from the top of his discard pile, drawn one at a time (as many
// as the pile holds), and reports how many he would have drawn and how
// many he drew (Arcane Translation).
func (c *Ctx) DrawFromDiscardInstead() (want, drawn int) {
	f := c.frame()
	if f == nil || f.flags&fSubject == 0 {
		return 0, 0
	}
	s := int(f.occurrence)
	if s < 0 || s >= len(c.g.stack) || c.g.stack[s].kind != fDraw || int(c.g.stack[s].p) != c.p {
		return 0, 0
	}
	sf := &c.g.stack[s]
	want = int(sf.arg)
	sf.arg = 0
	pl := &c.g.players[c.p]
	for ; drawn < want && len(pl.discard) > 0; drawn++ {
		if !c.g.moveTo(pl.discard[len(pl.discard)-1], ZoneHand) {
			break // the pile's cards cannot leave it
		}
	}
	sf.arg2 += int16(drawn)
	c.g.touch()
	c.note(c.src, None, fmt.Sprintf("%s draws %d cards from the top of his discard pile instead of his deck", pl.name, drawn))
	return want, drawn
}

// AddSkillCheck, for a Disrupt on a skill check about to be made at a
// story (its subject), adds an additional skill check there, made right
// after that one (Randolph Carter). It reports whether it could.
func (c *Ctx) AddSkillCheck() bool {
	f := c.frame()
	if f == nil || f.flags&fSubject == 0 {
		return false
	}
	s := int(f.occurrence)
	if s < 0 || s >= len(c.g.stack) || c.g.stack[s].kind != fSkillCheck {
		return false
	}
	c.g.stack[s].arg++
	c.g.touch()
	return true
}

// DivertSuccessToken, for a Disrupt on success tokens about to be placed
// by its player (Pagan Hall), puts one of them on the ability's own card
// instead of the story. It reports whether one was left to divert.
func (c *Ctx) DivertSuccessToken() bool {
	f := c.frame()
	if f == nil || f.flags&fSubject == 0 {
		return false
	}
	s := int(f.occurrence)
	if s < 0 || s >= len(c.g.stack) {
		return false
	}
	sf := &c.g.stack[s]
	if sf.kind != fSuccessToken || sf.arg <= 0 || int(sf.p) != c.p || !c.g.cards[c.src].zone.InPlay() {
		return false
	}
	sf.arg--
	c.g.cards[c.src].tokens++
	c.g.touch()
	c.note(c.src, sf.story(), "takes a success token meant for ", c.g.name(sf.story()))
	return true
}

// PreventSuccessTokens, for a Disrupt on success tokens about to be
// placed (EvSuccessToken), keeps up to n of them from being placed; it
// returns how many it kept off.
func (c *Ctx) PreventSuccessTokens(n int) int {
	f := c.frame()
	if f == nil || f.flags&fSubject == 0 || n <= 0 {
		return 0
	}
	s := int(f.occurrence)
	if s < 0 || s >= len(c.g.stack) {
		return 0
	}
	sf := &c.g.stack[s]
	if sf.kind != fSuccessToken || sf.arg <= 0 {
		return 0
	}
	k := min(n, int(sf.arg))
	sf.arg -= int16(k)
	c.g.touch()
	c.note(c.src, sf.story(), fmt.Sprintf("keeps %d of %s's success tokens off ", k, c.g.players[sf.p].name), c.g.name(sf.story()))
	return k
}

// TokensOn is the number of success tokens on a card in play that holds
// them (Pagan Hall).
func (c *Ctx) TokensOn(id CardID) int { return int(c.g.cards[id].tokens) }

// PlaceTokensOn places n success tokens from the supply on a card in play
// that holds them (a Ritual's "place a success token on it"): they go
// with it when it leaves play. It reports whether it could.
func (c *Ctx) PlaceTokensOn(id CardID, n int) bool {
	cd := &c.g.cards[id]
	if n <= 0 || cd.zone != ZonePlay || int(cd.tokens)+n > 127 {
		return false
	}
	cd.tokens += int8(n)
	c.g.touch()
	c.note(id, None, plural(n, "success token is", "success tokens are"), " placed on it")
	return true
}

// CharactersLeftPlayThisPhase is the number of characters that have left
// play this phase, any player's, however they left (destroyed,
// sacrificed, discarded, returned to a hand or a deck).
func (c *Ctx) CharactersLeftPlayThisPhase() int {
	if c.g.charsLeft.at != (stamp{c.g.turn, c.g.step.Phase()}) {
		return 0
	}
	return int(c.g.charsLeft.n)
}

// PlayedThisRound reports whether player p has played, since his round
// began (his last turn's start, PerRound), a card the filter selects,
// asked of the card now ("the first character you play each round").
func (c *Ctx) PlayedThisRound(p int, f CardFilter) bool {
	start := c.g.roundStart(p)
	for i := range c.g.cards {
		cd := &c.g.cards[i]
		if cd.played != 0 && cd.played >= start && int(cd.owner) == p && f(c, CardID(i)) {
			return true
		}
	}
	return false
}

// EnteredPlayThisPhase counts the cards, any player's, in play or not now,
// that entered play this phase (played or put into play) and that the
// filter selects, asked of each card now ("each Zoog character that
// entered play this phase").
func (c *Ctx) EnteredPlayThisPhase(f CardFilter) int {
	now, n := stamp{c.g.turn, c.g.step.Phase()}, 0
	for i := range c.g.cards {
		if c.g.cards[i].entered == now && f(c, CardID(i)) {
			n++
		}
	}
	return n
}

// PlayedThisTurn reports whether player p has played, this turn (either
// player's), a card the filter selects, asked of the card now ("your
// first ... each turn", "the first Mi-Go character you play each turn").
func (c *Ctx) PlayedThisTurn(p int, f CardFilter) bool {
	for i := range c.g.cards {
		cd := &c.g.cards[i]
		if cd.played != 0 && cd.played == c.g.turn && int(cd.owner) == p && f(c, CardID(i)) {
			return true
		}
	}
	return false
}

// Occurrences are the occurrences of the open windows, oldest first, that
// a response may look back on ("after you discard 1 or more cards": the
// last of them). The slice must not be modified.
func (c *Ctx) Occurrences() []Event { return c.g.occ }

// MoveTokensToStory moves n of the success tokens on a card (Pagan Hall)
// to its controller's side of a story in play: moved, they are not placed
// anew. It reports whether it could.
func (c *Ctx) MoveTokensToStory(from, story CardID, n int) bool {
	cd := &c.g.cards[from]
	if n <= 0 || int(cd.tokens) < n || c.g.slotOf(story) < 0 {
		return false
	}
	cd.tokens -= int8(n)
	c.g.touch()
	c.note(from, story, fmt.Sprintf("moves %d success tokens to ", n), c.g.name(story))
	c.g.placeSuccess(int(cd.ctrl), story, n)
	return true
}

// CanTakeControl reports whether the ability's controller could take
// control of a card in play now: one he does not control, which the rules
// let him (FAQ 1.13: uniqueness, Heroic and Villainous).
func (c *Ctx) CanTakeControl(id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZonePlay && int(cd.ctrl) != c.p && !c.g.controlProblem(c.p, id)
}

// HostThatLeft returns, for the occurrence e of an attachment leaving
// play because the card it was attached to had just left (its
// attachments go with it, zones.go: leavePlay), that card (a character,
// or a support that is no Attachment: Artifact of the Lost Cities) and how it left
// (EvDestroy, EvSacrifice, EvDiscardFromPlay or EvReturnToHand); for any
// other occurrence, None and EvNone. It reads the occurrences of the
// windows open, where a Response finds what it answers.
func (c *Ctx) HostThatLeft(e *Event) (CardID, EventKind) {
	occ := c.g.occ
	k := len(occ) - 1
	for k >= 0 && occ[k].Seq != e.Seq {
		k--
	}
	if k < 0 || !leavesPlay(occ[k].Kind) || occ[k].Flags&evWasCharacter != 0 {
		return None, EvNone
	}
	// Before it, the host's leaving, and its other attachments' that
	// went first.
	for k--; k >= 0; k-- {
		o := &occ[k]
		if !leavesPlay(o.Kind) {
			break
		}
		if o.Flags&evWasCharacter != 0 || c.g.supportHost(o.Card) {
			return o.Card, o.Kind
		}
	}
	return None, EvNone
}

// AttachAsResource attaches a card out of play (in a hand, deck or
// discard pile), or in play (it leaves play, its attachments destroyed),
// to a domain as a resource, under the domain's controller (Rulebook, 3.
// Resource Phase: a resource is faceup, upside down). It reports whether
// it did.
func (c *Ctx) AttachAsResource(id, domain CardID) bool {
	cd, dom := &c.g.cards[id], &c.g.cards[domain]
	switch cd.zone {
	case ZoneDeck, ZoneHand, ZoneDiscard, ZonePlay:
	default:
		return false
	}
	if dom.zone != ZoneDomain {
		return false
	}
	p := int(dom.ctrl)
	d := c.g.domainIndex(p, domain)
	if d < 0 {
		return false
	}
	if cd.zone == ZonePlay {
		c.g.becomeResource(id, p, d) // its attachments are destroyed
		return true
	}
	return c.g.attachResource(p, id, d, true)
}

// ReturnResourceToHand puts a resource of a domain into its owner's hand
// (Slime Covered Dhole). It reports whether it did.
func (c *Ctx) ReturnResourceToHand(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZoneResource || cd.owner < 0 {
		return false
	}
	p := c.g.cards[cd.host].ctrl
	if !c.g.moveTo(id, ZoneHand) {
		return false
	}
	c.g.emit(Event{Kind: EvReturnToHand, Player: p, Card: id, Other: None})
	return true
}

// MoveResource moves a resource of a domain to another domain of the same
// player (Southside Speakeasy). It reports whether it did.
func (c *Ctx) MoveResource(id, domain CardID) bool {
	cd, dom := &c.g.cards[id], &c.g.cards[domain]
	if cd.zone != ZoneResource || dom.zone != ZoneDomain || cd.host == domain || c.g.cards[cd.host].ctrl != dom.ctrl {
		return false
	}
	p := int(dom.ctrl)
	d := c.g.domainIndex(p, domain)
	if d < 0 || !c.g.attachResource(p, id, d, false) {
		return false
	}
	var name string
	if c.g.logging() {
		name = c.g.domainName(domain)
	}
	c.note(id, None, "moves to ", name)
	return true
}

// ShuffleIntoDeck puts cards into their owners' decks: a card in play
// (not a story) leaves play as a card put on its deck does (its
// attachments destroyed, the occurrence answered); an event being played,
// or a card in a hand or a discard pile, moves there. Then each owner
// whose deck took a card shuffles it. It reports whether every card
// moved.
func (c *Ctx) ShuffleIntoDeck(ids ...CardID) bool {
	var owners [2]bool
	all := true
	for _, id := range ids {
		cd := &c.g.cards[id]
		if cd.owner < 0 || c.keepsCopiedEvent(id) {
			all = false
			continue
		}
		switch cd.zone {
		case ZonePlay:
			c.g.leavePlay(id, leaveToDeck)
		case ZoneResolving, ZoneHand, ZoneDiscard:
			if c.g.heldInPile(id) {
				all = false // it cannot leave its discard pile
				continue
			}
			c.note(id, None, "goes back into its owner's deck")
			c.g.moveTo(id, ZoneDeck)
		default:
			all = false
			continue
		}
		owners[cd.owner] = true
	}
	for p, ok := range owners {
		if ok {
			c.ShuffleDeck(p)
		}
	}
	return all
}

// PutIntoPlayUnderYourControl puts a character or support card out of
// play (a discard pile, a hand) into play under the ability's player's
// control, whoever owns it: uniqueness and Heroic and Villainous apply to
// him (FAQ 2.24). It reports whether the card entered play.
func (c *Ctx) PutIntoPlayUnderYourControl(id CardID) bool { return c.putUnderYourControl(id, false) }

// putUnderYourControl is PutIntoPlayUnderYourControl, the card entering
// exhausted if exhausted (PutIntoPlayExhausted).
func (c *Ctx) putUnderYourControl(id CardID, exhausted bool) bool {
	g, cd := c.g, &c.g.cards[id]
	if cd.zone.InPlay() || cd.owner < 0 || g.enterProblem(c.p, cd.def, false) != nil || g.barredByTrigger(id) {
		return false
	}
	switch cd.def.Type {
	case carddb.Character, carddb.Support:
	default:
		return false
	}
	if !g.enterPlay(id, c.p, None) {
		return false
	}
	if exhausted && !cd.insane {
		cd.exhausted = true
		g.touch()
	}
	g.emit(Event{Kind: EvPutIntoPlay, Player: int8(c.p), Card: id, Other: None, Flags: g.triggeredCause()})
	g.notePutCharacter(c.p, id)
	return true
}

// SacrificeWhenLeavesPlay binds a card in play to the ability's card, in
// play: when the ability's card leaves play, the card is sacrificed, if it
// is still in play as the same card (FAQ 2.23); "if this card leaves
// play, sacrifice attached character".
func (c *Ctx) SacrificeWhenLeavesPlay(id CardID) {
	if c.g.cards[id].zone != ZonePlay || c.g.cards[c.src].zone != ZonePlay {
		return
	}
	c.g.addLasting(Mod{kind: modGoesWithSrc}, id, c.src, c.p, PerGame)
}

// UntilEndOfPhase puts a modifier, until the end of the phase, on every
// card its filter (Mod.On) selects, now or later: the word UntilEndOfPhase
// for a modifier a card's logic makes as it resolves (a subtype chosen).
func (c *Ctx) UntilEndOfPhase(m Mod) { c.g.addLasting(m, None, c.src, c.p, PerPhase) }

// UntilYourNextTurn puts a lasting effect on every card its filter
// (Mod.On) selects, now or later, until the beginning of the ability's
// player's next turn: it ends as that turn begins, before anything of the
// turn (its refresh phase) happens (Notebook Sketches).
func (c *Ctx) UntilYourNextTurn(m Mod) { c.g.addLasting(m, None, c.src, c.p, PerRound) }

// TriggerWonStory shuffles a story card from a won story pile back into
// the story deck (it no longer counts toward its winner's victory, FAQ
// 3.4), then starts its effect, the one a winner may execute, for the
// ability's player, as if he had won it: the effect resolves after the
// part that calls it. It reports whether the story was in a won pile.
func (c *Ctx) TriggerWonStory(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZoneWon {
		return false
	}
	q := int(cd.ctrl)
	c.g.moveTo(id, ZoneStoryDeck)
	c.note(id, None, "shuffled back into the story deck from ", c.g.players[q].name, "'s won stories")
	c.g.rng.shuffle(c.g.story)
	c.g.touch()
	if ai := c.g.storyEffect(id); ai >= 0 {
		c.g.emit(Event{Kind: EvStoryEffect, Player: int8(c.p), Card: id, Other: None})
		c.g.startAbility(c.p, id, ai, nil, -1)
	}
	return true
}

// CanTriggerAgain reports whether the Forced Response whose triggering is
// occurrence e (an EvAbility) could trigger again now, answering the same
// occurrence: its card still where the ability works, the occurrence still
// among the window's, its limit, costs, targets and effect allowing
// (TriggerAgain).
func (c *Ctx) CanTriggerAgain(e *Event) bool {
	o, _ := c.g.againOf(e)
	return o != nil
}

// TriggerAgain triggers again the Forced Response whose triggering is
// occurrence e (an EvAbility), answering the occurrence it answered: a
// new triggering, for the player who resolves it (its controller), with
// its costs paid and its targets chosen anew, counted against its limit.
// It resolves after the part that calls it. It reports whether it was
// triggered (CanTriggerAgain).
func (c *Ctx) TriggerAgain(e *Event) bool {
	o, p := c.g.againOf(e)
	if o == nil {
		return false
	}
	c.g.startAbility(p, e.Card, int(e.N), o, -1)
	return true
}

// WinStory makes the ability's player win a story or conspiracy in play at
// once, outside the stories' resolution, as a player with five success
// tokens on it would (Rulebook, Winning a Story Card): the characters
// committed there are uncommitted, he takes it, chooses whether to execute
// its effect, its success tokens are discarded and a new story replaces
// it. The win resolves after the part that calls it. It reports whether
// the story was in play.
func (c *Ctx) WinStory(story CardID) bool {
	if c.g.slotOf(story) < 0 || c.g.cards[story].zone != ZoneStory {
		return false
	}
	c.g.push(frame{kind: fWinStory, p: int8(c.p), card: story, second: None})
	return true
}

// TakeControl makes the ability's player take control of a card in play
// for good, if the rules let him (FAQ 1.13), as TakeControlOfTarget
// does: the most recent control effect grants control (FAQ 1.4), and
// those before it end. It reports whether he took control.
func (c *Ctx) TakeControl(id CardID) bool {
	if !c.g.takeControl(c.p, id) {
		return false
	}
	c.g.dropControlEffects(id)
	return true
}

// TakeControlForPhase makes the ability's player take control of a card in
// play, if the rules let him (FAQ 1.13), until the end of the phase (FAQ
// 1.4), as TakeControlOfTargetUntilEndOfPhase does for a target: for an
// effect that changes the card first (Come With Us restores it).
func (c *Ctx) TakeControlForPhase(id CardID) bool {
	prev := int(c.g.cards[id].ctrl)
	if !c.g.takeControl(c.p, id) {
		return false
	}
	c.g.addLasting(Mod{kind: modControl, n: int8(prev)}, id, c.src, c.p, PerPhase)
	return true
}

// TakeControlWhileInPlay makes the ability's player take control of a
// card in play, if the rules let him (FAQ 1.13), for as long as the
// ability's card is in play ("while attached, you gain control"; FAQ
// 1.13: control an attached card gives lasts while it is in play): the
// player who controlled it before is kept in a lasting effect of the
// ability's card, which ReturnControl ends. It reports whether he took
// control.
func (c *Ctx) TakeControlWhileInPlay(id CardID) bool {
	prev := c.g.cards[id].ctrl
	if !c.g.takeControl(c.p, id) {
		return false
	}
	c.g.addLasting(Mod{kind: modControl, n: prev}, id, c.src, c.p, PerGame)
	return true
}

// ReturnControl ends what TakeControlWhileInPlay did for the ability's
// card: each card it took, still in play under the player who took it,
// goes back to the player who controlled it before (a return, not a
// taking of control: as when a control effect's period ends, effects.go).
// It reports whether control of a card went back.
func (c *Ctx) ReturnControl() bool {
	g := c.g
	var back []lasting
	out := g.lasting[:0]
	for _, l := range g.lasting {
		if l.mod.kind == modControl && l.src == c.src && l.until == PerGame {
			back = append(back, l)
			continue
		}
		out = append(out, l)
	}
	if len(back) == 0 {
		return false
	}
	g.lasting = out
	g.countLends()
	g.maskDirty = true
	g.touch()
	returned := false
	for _, l := range back {
		cd := &g.cards[l.on]
		if cd.zone == ZonePlay && cd.epoch == l.epoch && cd.ctrl == l.p && cd.ctrl != l.mod.n {
			g.moveControl(int(l.mod.n), l.on)
			returned = true
		}
	}
	return returned
}

// DiscardFromPlay discards a card in play to its owner's discard pile, by
// the rules of leaving play.
func (c *Ctx) DiscardFromPlay(id CardID) { c.g.leavePlay(id, leaveDiscard) }

// DrainDomain drains player p's domain d (its index), if it is
// undrained, to pay with it; its Transient resources are then destroyed.
// It reports whether it did.
func (c *Ctx) DrainDomain(p, d int) bool {
	doms := c.g.players[p].domains
	if d < 0 || d >= len(doms) || doms[d].drained {
		return false
	}
	c.g.emit(Event{Kind: EvDrain, Player: int8(p), Card: c.src, Other: None, N: int16(d)})
	c.g.drain(p, d)
	return true
}

// MoveAttachment attaches an attachment in play to another card in play,
// where it stays under its controller: a story's attachment whose control
// is taken may go to another story (FAQ 1.13). It reports whether it
// moved.
func (c *Ctx) MoveAttachment(id, host CardID) bool {
	g := c.g
	cd := &g.cards[id]
	if cd.zone != ZonePlay || cd.host == None || host == cd.host || host == id || !g.cards[host].zone.InPlay() {
		return false
	}
	cd.host = host
	g.markStale(bothStale)
	g.staticStale = true
	// What it gives its host moves with it: the tokens a story needs,
	// a character's Heroic or Villainous.
	g.dirty |= dirtyWin | dirtyHV
	g.touch()
	g.emit(Event{Kind: EvAttached, Player: int8(c.p), Card: id, Other: host})
	return true
}

// RemoveWounds removes every wound token from a card in play. It reports
// whether the card had any.
func (c *Ctx) RemoveWounds(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.wounds == 0 || !cd.zone.InPlay() {
		return false
	}
	c.g.setWounds(id, 0)
	c.g.touch()
	c.note(id, None, "loses every wound")
	return true
}

// RemoveWound removes one wound token from a card in play. It reports
// whether the card had any.
func (c *Ctx) RemoveWound(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.wounds == 0 || !cd.zone.InPlay() {
		return false
	}
	c.g.setWounds(id, int(cd.wounds)-1)
	c.g.touch()
	c.note(id, None, "loses a wound")
	return true
}

// AttachTo attaches a card to a card in play (a character, a support, a
// story) by an effect (FAQ 1.15): a card in play becomes its attachment,
// a card out of play (in a hand, an event being played) is put into play
// attached to it, under the ability's controller (FAQ 2.24). It reports
// whether the card was attached.
func (c *Ctx) AttachTo(id, host CardID) bool {
	if id == host || !c.g.cards[host].zone.InPlay() || c.keepsCopiedEvent(id) {
		return false
	}
	switch c.g.cards[id].zone {
	case ZonePlay, ZoneHand, ZoneResolving, ZoneDiscard, ZoneResource:
	default:
		return false
	}
	return c.g.attachByEffect(c.p, id, host)
}

// supportHost reports whether a card that left play may have been the
// host of the attachments that left after it: a support card printed
// without the Attachment subtype (its siblings are attachments).
func (g *Game) supportHost(id CardID) bool {
	def := g.cards[id].def
	return def.Type == carddb.Support && !def.Has(attachmentSubtype)
}

// EventResolved puts an event card whose action is complete, still
// resolving (a passive that answers its being played runs before its
// ability frame ends), into its owner's discard pile, where it goes then
// (FAQ 2.32), or wherever an effect sends a card bound there
// (DiscardToDeckBottom). It reports whether the card is in the discard
// pile.
func (c *Ctx) EventResolved(id CardID) bool {
	if c.g.cards[id].zone == ZoneResolving && !c.keepsCopiedEvent(id) {
		c.g.moveTo(id, ZoneDiscard)
	}
	return c.g.cards[id].zone == ZoneDiscard
}

// AttachForOwner is AttachTo with the card under its owner's control, not
// the ability's player's: an effect of a card no one controls (a
// conspiracy, FAQ) attaching a card of either player (Realm of Ice and
// Death). A card in a discard pile it cannot leave stays there. It
// reports whether the card is attached.
func (c *Ctx) AttachForOwner(id, host CardID) bool {
	cd := &c.g.cards[id]
	if id == host || cd.owner < 0 || !c.g.cards[host].zone.InPlay() || c.keepsCopiedEvent(id) {
		return false
	}
	switch cd.zone {
	case ZonePlay, ZoneHand, ZoneResolving, ZoneDiscard, ZoneResource:
	default:
		return false
	}
	return c.g.attachByEffect(int(cd.owner), id, host)
}

// CommitTo commits a ready character in play to a story in play, as an
// effect commits it: it is not exhausted (the effect says so), and the
// commitment is an occurrence other cards answer. A character that
// cannot commit (exhausted, insane, committed already, or forbidden by an
// effect), or may not go to that story, is not committed; it reports
// whether it was. An exhausted one may go to a story that takes only
// exhausted characters (OnlyExhaustedCommit), and a ready one not; a
// support is never committed so (CommitsAsCharacter is its player's
// declaration only).
func (c *Ctx) CommitTo(id, story CardID) bool {
	g := c.g
	if g.slotOf(story) < 0 || !g.isCharacter(id) || !g.canCommit(id) || !g.commitAllowed(id, story) || g.commitCosts(id, story) {
		return false // an effect pays no cost to commit (OpponentsPayToCommitToItsStory)
	}
	g.setCommitted(id, story)
	g.touch()
	g.emit(Event{Kind: EvCommit, Player: g.cards[id].ctrl, Card: id, Other: story})
	return true
}

// Keep records cards in the ability's part of the arena, as a group after
// those chosen so far, for a later part to read with Group: the cards an
// effect discarded, say.
func (c *Ctx) Keep(ids ...CardID) {
	c.g.arena = append(c.g.arena, ids...)
	c.g.arena = append(c.g.arena, groupSep)
	c.g.touch()
}

// Group returns the ability's i-th group of cards: its targets first, then
// the choices made while it resolves and the groups kept (Keep), in
// order. The list is the engine's: read it, do not keep or change it.
func (c *Ctx) Group(i int) []CardID {
	f := c.frame()
	if f == nil {
		return nil
	}
	return c.g.arenaGroup(int(f.arena), i)
}

// KeptInDeck selects the cards of the ability's first group (the cards
// it kept first, Keep) that are still in a deck: the top cards it looked
// at, for the choices of where each goes.
func KeptInDeck(c *Ctx, id CardID) bool {
	return c.g.cards[id].zone == ZoneDeck && slices.Contains(c.Group(0), id)
}

// DiscardTopOfDeck discards the top n cards of player p's deck, one at a
// time (fewer when the deck runs out), as DiscardTopOfDeck's word does;
// it returns the cards discarded.
func (c *Ctx) DiscardTopOfDeck(p, n int) []CardID {
	var out []CardID
	for range n {
		pl := &c.g.players[p]
		if len(pl.deck) == 0 {
			break
		}
		id := pl.deck[len(pl.deck)-1]
		c.g.emit(Event{Kind: EvDiscardFromDeck, Player: int8(p), Card: id, Other: None})
		c.g.moveTo(id, ZoneDiscard)
		out = append(out, id)
	}
	return out
}

// DiscardFromDeck discards a card of a deck, wherever it lies in it (a
// revealed bottom card), to its owner's discard pile, as DiscardTopOfDeck
// does the top one (an occurrence of N -1, not from the top). It
// reports whether it did.
func (c *Ctx) DiscardFromDeck(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZoneDeck {
		return false
	}
	c.g.emit(Event{Kind: EvDiscardFromDeck, Player: cd.owner, Card: id, Other: None, N: -1})
	return c.g.moveTo(id, ZoneDiscard)
}

// ShuffleStoryDeckUnder shuffles the story deck, then puts one of its
// cards on top, the next to come into the game ("search the story deck
// ... shuffle it when you are done"). It reports whether the card was in
// the story deck.
func (c *Ctx) ShuffleStoryDeckUnder(top CardID) bool {
	g := c.g
	if g.cards[top].zone != ZoneStoryDeck {
		return false
	}
	g.rng.shuffle(g.story)
	g.story = remove(g.story, top)
	g.story = append(g.story, top)
	g.touch()
	c.note(top, None, "goes on top of the story deck, shuffled")
	return true
}

// HoldCommitted makes a committed character stay committed to its story
// at the end of this story phase, and until the story resolves again
// after this phase: it cannot uncommit, by the rules or by an effect
// (Uncommit, UncommitTarget), until then; a story won still uncommits
// it. A lasting effect on the character, which ends with its commitment
// there. It reports whether the character was committed.
func (c *Ctx) HoldCommitted(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZonePlay || cd.committed == None {
		return false
	}
	s := cd.committed
	c.g.addLasting(Mod{kind: modHeldAt}, id, s, c.p, PerGame)
	c.note(id, s, "stays committed to ", c.g.name(s), " until it resolves again")
	return true
}

// CanUncommit reports whether a committed character could be uncommitted
// by an effect now: nothing holds it at its story (HoldCommitted).
func (c *Ctx) CanUncommit(id CardID) bool {
	return c.g.cards[id].committed != None && !c.g.heldCommitted(id)
}

// DetermineSuccess determines success at a story in play now, before its
// struggles, as the rules determine it after them (Rulebook, Determine
// Success): the active player may place his tokens, as a step of its own;
// success is not determined there again this phase. It reports whether
// the active player succeeded.
func (c *Ctx) DetermineSuccess(story CardID) bool {
	if c.g.slotOf(story) < 0 || c.g.successDone(story) {
		return false
	}
	c.g.addLasting(Mod{kind: modSuccessDone}, story, c.src, c.p, PerPhase)
	return c.g.determineSuccess(story)
}

func (c *Ctx) PlaceWound(id CardID) bool {
	g := c.g
	if !g.isCharacter(id) || g.hasKeyword(id, kwInvulnerability) {
		return false
	}
	c.note(id, None, "receives a wound token")
	if g.cards[id].insane {
		g.leavePlay(id, leaveDestroy)
		return true
	}
	g.setWounds(id, int(g.cards[id].wounds)+1)
	if int(g.cards[id].wounds) > g.toughness(id) {
		g.leavePlay(id, leaveDestroy)
	}
	return true
}

func (c *Ctx) StoryToResolve(story CardID) bool {
	s := c.g.slotOf(story)
	return s >= 0 && c.g.storyToResolve(s)
}

func (c *Ctx) Recommit(id, story CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZonePlay || cd.committed == None || cd.committed == story || c.g.slotOf(story) < 0 || !c.g.isCharacter(id) {
		return false
	}
	c.g.setCommitted(id, story)
	c.g.touch()
	c.note(id, story, "is committed now to ", c.g.name(story))
	return true
}

func (c *Ctx) HasStoryEffect(story CardID) bool {
	return c.g.storyEffect(story) >= 0 && !c.g.blank(story)
}

func (c *Ctx) ExchangeSuccess(p int, a, b CardID) bool {
	sa, sb := c.g.slotOf(a), c.g.slotOf(b)
	if sa < 0 || sb < 0 || sa == sb {
		return false
	}
	x, y := &c.g.stories[sa].success[p], &c.g.stories[sb].success[p]
	if *x == *y {
		return false
	}
	*x, *y = *y, *x
	c.g.touch()
	c.g.dirty |= dirtyWin
	e := Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: None}
	if c.g.logging() {
		e.Text = fmt.Sprintf("%s's success tokens at %s and %s are exchanged", c.g.players[p].name, c.g.name(a), c.g.name(b))
	}
	c.g.emit(e)
	return true
}

func (c *Ctx) BecomesCharacterForPhase(id CardID) bool {
	if !c.g.becomeCharacterForPhase(id, c.src, c.p) {
		return false
	}
	c.note(id, None, "is a character this phase")
	return true
}

func (c *Ctx) DeclineReplacement() bool {
	f := c.frame()
	if f == nil || f.kind != fAbility || f.flags&fSubject == 0 {
		return false
	}
	i := int(f.occurrence)
	if i < 0 || i >= len(c.g.stack) {
		return false
	}
	s := &c.g.stack[i]
	if s.kind != fWound && s.kind != fInsane || s.flags&fCancelled == 0 {
		return false
	}
	s.flags = s.flags&^fCancelled | fReplaceDeclined
	s.pc = harmDisrupts
	c.g.touch()
	return true
}

// AttachFaceDown attaches a card of a discard pile face down to a card in
// play under the ability's controller, as AttachFromOutOfPlay does: a
// blank Attachment support card (FAQ 1.15) that has, besides, no title
// (no copy of a unique card), no faction and no text box (its own
// abilities are off), until it leaves play (Specimen Room, Trophy Room).
// It reports whether it did.
func (c *Ctx) AttachFaceDown(id, host CardID) bool {
	if !c.AttachFromOutOfPlay(id, host) {
		return false
	}
	c.g.cards[id].faceDown = true
	c.g.markStale(bothStale)
	c.g.touch()
	return true
}

// FaceDown reports whether a card in play is attached face down
// (AttachFaceDown).
func (c *Ctx) FaceDown(id CardID) bool { return c.g.cards[id].faceDown }

// MustCommitTo makes a character in play commit to a story in play, if
// able, until the end of the phase: the requirement of a "must commit
// with" (TargetMustCommitWithSelf) whose story is the story itself
// (Crazed Shoggoth). It reports whether it did.
func (c *Ctx) MustCommitTo(id, story CardID) bool {
	if !c.g.isCharacter(id) || c.g.cards[id].insane || c.g.slotOf(story) < 0 {
		return false
	}
	c.g.addLasting(Mod{kind: modMustCommitWith}, id, story, c.p, PerPhase)
	return true
}

// CostCard returns the card a cost of the ability picked: the card that
// lost a wound (RemoveWoundFromOne), the card exhausted (ExhaustOne), or
// the first card discarded from the hand (DiscardOne), or the card
// sacrificed (SacrificeOne), gone from play since.
func (c *Ctx) CostCard() CardID {
	if f := c.frame(); f != nil && f.kind == fAbility {
		return f.second
	}
	return None
}

func (c *Ctx) ShuffleHandIntoDeck(p int) int {
	pl := &c.g.players[p]
	n := len(pl.hand)
	for len(pl.hand) > 0 {
		c.g.moveTo(pl.hand[len(pl.hand)-1], ZoneDeck)
	}
	c.ShuffleDeck(p)
	return n
}

func (c *Ctx) DomainCard(p, d int) CardID {
	if p < 0 || p >= len(c.g.players) || d < 0 || d >= len(c.g.players[p].domains) {
		return None
	}
	return c.g.players[p].domains[d].card
}

func (c *Ctx) Resources(p int) []CardID { return c.g.players[p].resources }

func (c *Ctx) DestroyResource(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZoneResource {
		return false
	}
	c.g.destroyResource(int(c.g.cards[cd.host].ctrl), id)
	return true
}

func (c *Ctx) PutIntoPlayInsane(id CardID) bool {
	o := int(c.g.cards[id].owner)
	if o < 0 {
		return false
	}
	return c.g.putIntoPlayInsane(id, o)
}

func (c *Ctx) GiveControl(id CardID, p int) bool {
	if p < 0 || p >= len(c.g.players) || !c.g.takeControl(p, id) {
		return false
	}
	c.g.dropControlEffects(id)
	return true
}

func (c *Ctx) Eliminate(p int) {
	if p < 0 || p >= len(c.g.players) || c.g.eliminated != 0 {
		return
	}
	c.g.eliminated = int8(1 + p)
	c.g.dirty |= dirtyWin // the state checks are made after the part
	c.g.touch()
}

func (c *Ctx) LeftWithWonStory(e *Event, id CardID) bool {
	if e == nil || e.Kind != EvWinStory {
		return false
	}
	occ := c.g.occ
	k := len(occ) - 1
	for k >= 0 && occ[k].Seq != e.Seq {
		k--
	}
	for k--; k >= 0; k-- {
		o := &occ[k]
		if !leavesPlay(o.Kind) {
			return false
		}
		if o.Card == id {
			return true
		}
	}
	return false
}

func (c *Ctx) PutIntoPlayAsCharacter(id CardID) bool {
	cd := &c.g.cards[id]
	if c.keepsCopiedEvent(id) {
		return false
	}
	switch cd.zone {
	case ZoneResolving, ZoneHand, ZoneDiscard:
	default:
		return false
	}
	if c.g.enterProblem(c.p, cd.def, false) != nil {
		return false
	}
	if !c.g.enterPlay(id, c.p, None) {
		return false
	}
	cd.asCharacter = true
	c.g.touch()
	c.g.emit(Event{Kind: EvPutIntoPlay, Player: int8(c.p), Card: id, Other: None, Flags: c.g.triggeredCause()})
	c.g.notePutCharacter(c.p, id)
	return true
}

// SacrificeResource sacrifices a resource of one of its controller's
// domains: it goes to its owner's discard pile. A resource is not in play
// and its text does not work (FAQ 2.25): it answers nothing of its own as
// it goes (Abysses of Night).
func (c *Ctx) SacrificeResource(id CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZoneResource {
		return false
	}
	c.g.emit(Event{Kind: EvSacrifice, Player: c.g.cards[cd.host].ctrl, Card: id, Other: None, Flags: evWasBlank})
	c.g.moveTo(id, ZoneDiscard)
	return true
}

// PutIntoPlayExhausted puts a character or support card of any discard
// pile (or out of play) into play under the ability's player's control,
// as PutIntoPlayUnderYourControl does, exhausted as it enters: it is not
// exhausted afterwards, so no exhaustion is answered (Shub-Niggurath, EE).
func (c *Ctx) PutIntoPlayExhausted(id CardID) bool { return c.putUnderYourControl(id, true) }

// DestroyedThisPhase reports whether a card is in its owner's discard
// pile, where it went destroyed this phase and has stayed since
// (Forever Reborn, EE).
func (c *Ctx) DestroyedThisPhase(id CardID) bool { return DestroyedThisPhase(c, id) }

// WoundsWaitingTo counts the wounds of the stack waiting to be dealt to a
// card that could be cancelled (not yet cancelled, nor a passive effect's:
// CancelWoundsTo would cancel them): "cancel any number of wounds"
// (Cannot Be Stopped, EE).
func (c *Ctx) WoundsWaitingTo(id CardID) int {
	n := 0
	for i := range c.g.stack {
		if f := &c.g.stack[i]; f.kind == fWound && f.card == id && f.flags&(fCancelled|fromPassive) == 0 {
			n++
		}
	}
	return n
}

// AddDomainOf makes a card the ability's player owns, in his discard
// pile, hand or deck, a new domain of his, face down: a domain card has no
// other identity (Rulebook, Adding a Domain). It reports whether it did
// (Mi-Go Explorer, EE).
func (c *Ctx) AddDomainOf(id CardID) bool {
	cd := &c.g.cards[id]
	switch cd.zone {
	case ZoneDiscard, ZoneHand, ZoneDeck:
	default:
		return false
	}
	if int(cd.owner) != c.p || c.g.heldInPile(id) {
		return false
	}
	c.g.addDomainCard(c.p, id, id)
	return true
}

// RandomHandCards returns n cards of player p's hand picked at random
// (all of them when he holds n or fewer), in the order picked; they stay
// in his hand ("look at X random cards from an opponent's hand":
// Amnesia).
func (c *Ctx) RandomHandCards(p, n int) []CardID {
	hand := slices.Clone(c.g.players[p].hand)
	var out []CardID
	for n > 0 && len(hand) > 0 {
		i := c.g.rng.intn(len(hand))
		out = append(out, hand[i])
		hand = slices.Delete(hand, i, i+1)
		n--
	}
	return out
}

// ReplaceStory puts card, a story of the story deck, in the place of a
// story in play that nothing has touched yet (no success token, no
// attachment, no character committed to it), which goes back into the
// story deck: a replacement story chosen from the deck instead of the
// one dealt (An Unbreakable Oath). It reports whether it did.
func (c *Ctx) ReplaceStory(story, card CardID) bool {
	g := c.g
	s := g.slotOf(story)
	if s < 0 || g.cards[card].zone != ZoneStoryDeck || g.stories[s].success != [2]int8{} {
		return false
	}
	for id := range g.cards {
		cd := &g.cards[id]
		if cd.zone.InPlay() && (cd.host == story || cd.committed == story) {
			return false
		}
	}
	g.lift(card, ZoneStory)
	g.lift(story, ZoneStoryDeck)
	g.story = append(g.story, story)
	cd := &g.cards[card]
	cd.moved = stamp{g.turn, g.step.Phase()}
	g.stories[s] = storySlot{card: card}
	g.touch()
	c.note(story, None, "goes back into the story deck")
	g.emit(Event{Kind: EvNewStory, Player: -1, Card: card, Other: None})
	return true
}

// ShuffleStoryDeck shuffles the story deck.
func (c *Ctx) ShuffleStoryDeck() {
	c.g.rng.shuffle(c.g.story)
	c.g.touch()
}
