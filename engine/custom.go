package engine

import "cthulhu/carddb"

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
	if cd := &c.g.cards[id]; cd.exhausted && !cd.insane {
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

// Discard discards a card from its owner's hand.
func (c *Ctx) Discard(id CardID) { c.g.discardFromHand(id) }

// Draw makes a player draw n cards (fewer when the deck runs out).
func (c *Ctx) Draw(p, n int) { c.g.drawN(p, n) }

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

// LastingForPhase puts a lasting effect until the end of the phase (FAQ
// 1.4) on no card in particular: the modifier applies to the cards its
// filter (Mod.On) selects, as UntilEndOfPhase does, for a modifier the
// part makes as it resolves.
func (c *Ctx) LastingForPhase(m Mod) { c.g.addLasting(m, None, c.src, c.p, PerPhase) }

// AddSuccess places n success tokens of player p on a story.
func (c *Ctx) AddSuccess(p int, story CardID, n int) { c.g.addSuccess(p, story, n) }

// Note writes what the part did to a card (and a second card, or None) in
// the log, in the project's words.
func (c *Ctx) Note(card, other CardID, text string) { c.note(card, other, text) }

// CanBeRestored reports whether an insane character could be restored now
// (nothing forbids it).
func (c *Ctx) CanBeRestored(id CardID) bool { return c.g.canBeRestored(id) }

// PutIntoPlayCommitted puts a card into play under its owner's control
// (FAQ 2.24), committed to a story in play: it does not exhaust and does not
// "commit" (FAQ, Cats of Ulthar and Julia Brown rulings). It reports
// whether the card entered play.
func (c *Ctx) PutIntoPlayCommitted(id, story CardID) bool {
	if !c.g.putIntoPlay(id, c.src) {
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
	if cd.committed == None {
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
// window does not exhaust (FAQ, Cats of Ulthar question).
func (c *Ctx) CanCommitByEffect(id, story CardID) bool {
	g := c.g
	cd := &g.cards[id]
	if story == None || g.cards[story].zone != ZoneStory || cd.zone != ZonePlay || !g.isCharacter(id) || cd.insane ||
		cd.committed == story || g.commitForbidden(id) || g.commitBarredBy(id, story) != None {
		return false
	}
	return cd.ctrl == g.active || g.hasCommitted(int(g.active), story)
}

// AttachFromOutOfPlay puts a card that is out of play (in a discard pile)
// into play under the ability's controller, attached to a card in play
// (FAQ 1.15, 2.24): a support with the Attachment subtype while attached.
// It reports whether it did.
func (c *Ctx) AttachFromOutOfPlay(id, host CardID) bool {
	if c.g.cards[id].zone != ZoneDiscard || c.g.cards[host].zone != ZonePlay || id == host {
		return false
	}
	return c.g.attachByEffect(c.p, id, host)
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
	if f == nil || f.kind != fAbility || f.drained == 0 {
		return None
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

// PickedLast returns the cards the ability's last pick chose (a search of
// the deck, a card picked while resolving), for a later part to act on.
// The list is the engine's: read it, do not keep or change it.
func (c *Ctx) PickedLast() []CardID { return c.g.lastGroup(int(c.frame().arena)) }
