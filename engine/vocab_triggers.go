package engine

import (
	"cthulhu/carddb"
	"reflect"
)

// Triggers: the occurrences a Response, Forced Response, Disrupt or
// Passive answers, and the tests of what an occurrence, or an ability
// about to resolve, would do.

// On answers occurrences of the given kinds that match.
func On(match func(c *Ctx, e *Event) bool, kinds ...EventKind) *Trigger {
	return &Trigger{On: kinds, Match: match}
}

// onCard answers occurrences of the kinds about a card the filter selects.
func onCard(f CardFilter, kinds ...EventKind) *Trigger {
	t := On(CardIs(f), kinds...)
	t.self = isSelf(f)
	return t
}

// isSelf reports whether a filter is Self, which selects only the
// ability's own card (asked as abilities are built, not in play).
func isSelf(f CardFilter) bool {
	return reflect.ValueOf(f).Pointer() == reflect.ValueOf(CardFilter(Self)).Pointer()
}

// SelfIs matches events about the ability's own card.
func SelfIs(c *Ctx, e *Event) bool { return e.Card == c.src }

// CardIs matches events about a card the filter selects.
func CardIs(f CardFilter) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool { return e.Card != None && f(c, e.Card) }
}

// AllCommitted answers the end of the commit steps of a story phase in
// which the active player committed characters: every player has
// committed his characters to stories (EvAllCommitted), the opponent's
// commitments made.
func AllCommitted() *Trigger {
	return On(func(*Ctx, *Event) bool { return true }, EvAllCommitted)
}

// WoundTo answers a wound about to be dealt (Disrupt) or dealt (Response)
// to a character the filter selects.
func WoundTo(f CardFilter) *Trigger { return onCard(f, EvWound) }

// SelfWounded answers a wound dealt to the ability's own card, also when
// that wound destroyed it: a response to the effect that made the card
// leave play is used as if it were still in play (FAQ, Timing Structure:
// "Responses on Cards Leaving Play"), unless it left play blank (FAQ
// 1.12). The ability must work from the discard pile too
// (Working(FromPlay | FromDiscard)).
func SelfWounded() *Trigger {
	return On(func(c *Ctx, e *Event) bool {
		if e.Card != c.src {
			return false
		}
		if c.g.cards[c.src].zone == ZonePlay {
			return true
		}
		return c.g.destroyedBy(e)
	}, EvWound)
}

// EntersPlay answers a card the filter selects entering play, played or
// put into play (FAQ 2.24).
func EntersPlay(f CardFilter) *Trigger { return onCard(f, EvPlay, EvAttach, EvPutIntoPlay) }

// PlayedFromHand answers a card the filter selects played from its
// owner's hand (FAQ 2.24: "play", not "put into play").
func PlayedFromHand(f CardFilter) *Trigger { return onCard(f, EvPlay, EvAttach) }

// EntersPlayFromHand answers a card the filter selects entering play from
// its owner's hand: played, or put into play from there (FAQ 1.13).
func EntersPlayFromHand(f CardFilter) *Trigger {
	t := onCard(f, EvPlay, EvAttach, EvPutIntoPlay)
	match := t.Match
	t.Match = func(c *Ctx, e *Event) bool {
		return (e.Kind != EvPutIntoPlay || e.N == putFromHand) && match(c, e)
	}
	return t
}

// PlayedOverpaid answers a card the filter selects played from its owner's
// hand with a domain holding more resources than its cost (FAQ 2.14).
func PlayedOverpaid(f CardFilter) *Trigger {
	t := On(func(c *Ctx, e *Event) bool { return e.N > 0 && CardIs(f)(c, e) }, EvPlay, EvAttach)
	t.self = isSelf(f)
	return t
}

// LeavesPlay answers a card the filter selects leaving play to its
// owner's discard pile (destroyed, sacrificed or discarded).
func EntersDiscardFromPlay(f CardFilter) *Trigger {
	return onCard(f, EvDestroy, EvSacrifice, EvDiscardFromPlay)
}

// EntersYourDiscardPile answers a card the filter selects entering its
// owner's discard pile from anywhere: from play (destroyed, sacrificed,
// discarded), from the hand or from the deck. It does not answer a card
// that was blank or insane as it left play, or a resource (FAQ 1.12, 2.25).
// Its ability works from the discard pile (Working(FromDiscard)).
func EntersYourDiscardPile(f CardFilter) *Trigger {
	t := On(func(c *Ctx, e *Event) bool {
		return e.Flags&evWasBlank == 0 && e.Card != None && c.g.cards[e.Card].zone == ZoneDiscard && f(c, e.Card)
	}, EvDestroy, EvSacrifice, EvDiscardFromPlay, EvDiscardFromHand, EvDiscardFromDeck)
	t.self = isSelf(f)
	return t
}

// WoundDealtByStruggle answers, as a Disrupt, a wound a struggle has dealt
// to a character ("after a character is wounded as a result of a combat
// struggle": only a combat struggle wounds): its window opens right after
// the wound, even in the stories' resolution (FAQ 3.2, 3.5). The
// occurrence's Card is the character, which the wound may have destroyed,
// and its Other the story it was committed to (CommittedToStoryOfWoundDealt).
func WoundDealtByStruggle() *Trigger {
	return On(func(*Ctx, *Event) bool { return true }, EvWoundDealt)
}

// YouDiscardFromHand answers the ability's controller discarding one or
// more cards from his hand, for whatever reason (a cost, an effect, his
// hand limit): the cards one discarding puts in his discard pile together
// are one occurrence, answered at the first of them.
func YouDiscardFromHand() *Trigger {
	t := On(func(c *Ctx, e *Event) bool {
		if e.Kind != EvDiscardFromHand || int(e.Player) != c.p {
			return false
		}
		occ := c.g.occ
		for k := len(occ) - 1; k > 0; k-- {
			if occ[k].Seq == e.Seq {
				prev := &occ[k-1]
				return prev.Kind != EvDiscardFromHand || prev.Player != e.Player
			}
		}
		return true
	}, EvDiscardFromHand)
	t.yours = true // a discard's player is the hand's owner
	return t
}

// Destroyed answers a card the filter selects being destroyed.
func Destroyed(f CardFilter) *Trigger { return onCard(f, EvDestroy) }

// destroyedBy reports whether the card of event e was destroyed by it: the
// next occurrence about that card is its destruction, not blank.
func (g *Game) destroyedBy(e *Event) bool {
	for i := range g.occ {
		x := &g.occ[i]
		if x.Seq <= e.Seq || x.Card != e.Card {
			continue
		}
		return x.Kind == EvDestroy && x.Flags&evWasBlank == 0
	}
	return false
}

// CommitsTo answers a character the filter selects committing to a story.
func Commits(f CardFilter) *Trigger { return onCard(f, EvCommit) }

// GoesInsane answers a character the filter selects going insane.
func GoesInsane(f CardFilter) *Trigger { return onCard(f, EvInsane) }

// Restored answers a character the filter selects being restored.
func Restored(f CardFilter) *Trigger { return onCard(f, EvRestore) }

// DrawPhaseDraw matches a player's draw in his own draw phase.
func DrawPhaseDraw(c *Ctx, e *Event) bool {
	return e.Step == StepDraw && int(e.Player) == int(c.g.active)
}

// WonStruggle answers an icon struggle the ability's controller won by at
// least n icons (WonStruggleBy).
func WonStruggle(n int) *Trigger {
	t := On(WonStruggleBy(n), EvStruggle)
	t.yours = true // a struggle's player is its winner
	return t
}

// WonStruggleBy matches an icon struggle the ability's controller won by at
// least n icons.
func WonStruggleBy(n int) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		if e.Kind != EvStruggle || int(e.Player) != c.p {
			return false
		}
		d := int(e.Counts[c.p]) - int(e.Counts[1-c.p])
		return d >= n
	}
}

// WonStruggleOf answers a struggle of kind ic that the ability's
// controller won ("after you win a terror struggle").
func WonStruggleOf(ic carddb.Icon) *Trigger {
	t := On(func(c *Ctx, e *Event) bool {
		return e.Kind == EvStruggle && int(e.Player) == c.p && carddb.Icon(e.N) == ic
	}, EvStruggle)
	t.yours = true // a struggle's player is its winner
	return t
}

// FromStruggle reports whether a wound or insanity came from a lost
// struggle, or a readying (EvReady) from an arcane struggle won.
func (e *Event) FromStruggle() bool { return e.Flags&fromStruggle != 0 }

// FromPassive reports whether a wound or insanity about to happen (a
// Disrupt's subject) is caused by a passive effect, which cannot be
// cancelled (FAQ, Timing Structure).
func (e *Event) FromPassive() bool { return e.Flags&fromPassive != 0 }

// Cancellable reports whether a Disrupt's subject may be cancelled: not
// a passive effect (FAQ, Timing Structure: "Passive effect cannot be
// canceled"), be it a passive ability about to resolve or a wound or an
// insanity a passive effect causes.
func (e *Event) Cancellable() bool {
	switch e.Kind {
	case EvAbility, EvChoose:
		return Kind(e.Counts[0]).Triggered()
	case EvWound, EvInsane:
		return e.Flags&fromPassive == 0
	}
	return true
}

// ByTriggeredEffect reports whether a card put into play (EvPutIntoPlay)
// came in through a triggered effect: an Action, Disrupt, Response or
// Forced Response resolving, an event card's included; not a passive or
// constant ability, a story's or conspiracy's effect, nor a card played.
func (e *Event) ByTriggeredEffect() bool { return e.Flags&evByTriggered != 0 }

// triggeredCause is evByTriggered while the ability resolving nearest the
// top of the stack is a triggered one, else 0.
func (g *Game) triggeredCause() uint8 {
	for i := len(g.stack) - 1; i >= 0; i-- {
		if f := &g.stack[i]; f.kind == fAbility {
			if a := g.abilityOf(f); a != nil && a.Kind.Triggered() {
				return evByTriggered
			}
			return 0
		}
	}
	return 0
}

// LeftAsCharacter reports whether a card that left play was a character
// then (not an attachment, FAQ 1.15; insane cards are characters, 2.34).
func (e *Event) LeftAsCharacter() bool { return e.Flags&evWasCharacter != 0 }

// LeftBlank reports whether a card that left play was blank, insane or a
// resource then: it had no text box, keywords or subtypes (FAQ 1.12,
// 2.25, 2.34).
func (e *Event) LeftBlank() bool { return e.Flags&evWasBlank != 0 }

// StoryResolved answers a story finishing its resolution.
func StoryResolved(match func(c *Ctx, e *Event) bool) *Trigger { return On(match, EvStoryResolved) }

// StoryOfSelf matches an occurrence about the story the ability's card is
// committed to ("after resolving a story he is committed to").
func StoryOfSelf(c *Ctx, e *Event) bool {
	s := c.g.cards[c.src].committed
	return s != None && e.Card == s
}

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

// AbilityAboutToResolve answers a triggered ability or event of one of the
// kinds about to resolve (a Disrupt's subject).
func AbilityAboutToResolve(kinds ...Kind) *Trigger { return On(AbilityOfKind(kinds...), EvAbility) }

// AbilityOfKind matches a triggered ability (or event) about to resolve
// whose kind is one of kinds: the subject of a Disrupt like Power Drain.
func AbilityOfKind(kinds ...Kind) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		if e.Kind != EvAbility {
			return false
		}
		for _, k := range kinds {
			if Kind(e.Counts[0]) == k {
				return true
			}
		}
		return false
	}
}

// triggeredSubject reports whether e, a Disrupt's subject, is a triggered
// ability about to resolve: one with a bold trigger word (Action, Disrupt,
// Response, Forced Response), an event's included. A passive, even one
// with a moment of its own, and a story's effect are not triggered (FAQ
// 1.6), and cannot be cancelled (FAQ, Timing Structure: "Passive effect
// cannot be canceled").
func triggeredSubject(e *Event) bool {
	return (e.Kind == EvAbility || e.Kind == EvChoose) && Kind(e.Counts[0]).Triggered()
}

// AbilityOfCardType matches a triggered ability (or event) about to
// resolve whose card is printed as one of the types: "a character or
// support card ability". A passive cannot be cancelled.
func AbilityOfCardType(types ...carddb.Type) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		if !triggeredSubject(e) || e.Card == None {
			return false
		}
		t := c.g.cards[e.Card].def.Type
		for _, x := range types {
			if t == x {
				return true
			}
		}
		return false
	}
}

// TriggeredAbilityOfCardInPlay matches a triggered ability of a card in
// play about to resolve (Rulebook, Triggered Ability): not an event, nor a
// passive (FAQ 1.6).
func TriggeredAbilityOfCardInPlay(c *Ctx, e *Event) bool {
	// The card was in play when the ability was used; a cost may have
	// sacrificed it since.
	return e.Flags&evFromPlay != 0 && triggeredSubject(e)
}

// OverpaidTriggeredAbility matches a triggered ability (an ability of a
// card in play, Rulebook: Triggered Ability; not an event) whose cost the
// ability's controller just overpaid (FAQ 2.14: a domain with more
// resources than a cost of 1 or more).
func OverpaidTriggeredAbility(c *Ctx, e *Event) bool {
	if e.Kind != EvAbility || int(e.Player) != c.p || e.D <= 0 || c.g.cards[e.Card].def.Type == carddb.Event {
		return false
	}
	if im := c.g.impl(e.Card); im == nil || int(e.N) >= len(im.Abilities) || im.Abilities[e.N].From&FromPlay == 0 {
		return false
	}
	occ := c.g.occ
	k := len(occ) - 1
	for k >= 0 && occ[k].Seq != e.Seq {
		k--
	}
	for k--; k >= 0; k-- {
		d := &occ[k]
		if d.Kind == EvAbility {
			break
		}
		if d.Kind == EvDrain && d.Card == e.Card && d.Player == e.Player && int(d.N) == int(e.D)-1 {
			return d.Counts[0] >= 1 && d.Counts[1] >= 1
		}
	}
	return false
}

// subjectOf finds the stack index of the ability about to resolve that a
// Disrupt's subject event describes, or -1.
func (g *Game) subjectOf(e *Event) int {
	if e == nil || e.Kind != EvAbility && e.Kind != EvChoose {
		return -1
	}
	for i := len(g.stack) - 1; i >= 0; i-- {
		f := &g.stack[i]
		var s int
		switch {
		case f.kind == fDisrupts:
			s = int(f.arg)
		case f.kind == fAbility && f.flags&fSubject != 0:
			s = int(f.occurrence)
		default:
			continue
		}
		if s >= 0 && s < len(g.stack) && g.stack[s].kind == fAbility && g.stack[s].card == e.Card && g.stack[s].arg == e.N {
			return s
		}
	}
	return -1
}

// AbilityTargeting matches an ability (or event) about to resolve that
// chose as a target a card the filter selects (FAQ 1.9: only "choose"
// targets; Designate does not), or an effect that has just chosen one
// while resolving (Pick.Targeting: an EvChoose): the subject of "cancel a
// card effect that chooses it as a target". A passive cannot be
// cancelled. Its trigger answers both kinds (AbilityTargetingIt).
func AbilityTargeting(f CardFilter) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		if !triggeredSubject(e) {
			return false
		}
		s := c.g.subjectOf(e)
		if s < 0 {
			return false
		}
		a := c.g.abilityOf(&c.g.stack[s])
		if a == nil {
			return false
		}
		if e.Kind == EvChoose {
			for _, id := range c.g.chosenGroup(s) {
				if id >= 0 && f(c, id) {
					return true
				}
			}
			return false
		}
		for ti := range a.Targets {
			if a.Targets[ti].untargeted {
				continue
			}
			for _, id := range c.g.arenaGroup(int(c.g.stack[s].arena), ti) {
				if id >= 0 && f(c, id) {
					return true
				}
			}
		}
		return false
	}
}

// AbilityTargetingIt is the trigger of "cancel a card effect that chooses
// it as a target": an ability about to resolve with such a target, or an
// effect that has just chosen one while resolving (AbilityTargeting).
func AbilityTargetingIt(f CardFilter) *Trigger {
	return On(AbilityTargeting(f), EvAbility, EvChoose)
}

// EventWouldDestroy matches an event card about to resolve whose effect
// would destroy a card in play the filter selects.
func EventWouldDestroy(f CardFilter) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		return e.Card != None && c.g.cards[e.Card].def.Type == carddb.Event && c.g.abilityWouldDestroy(c, e, f)
	}
}

// TriggeredWouldDestroy matches a triggered effect about to resolve (an
// event, or a triggered ability of a card: not a passive, FAQ 1.6) whose
// effect would destroy a card in play the filter selects: "cancel a
// triggered effect that would destroy ...".
func TriggeredWouldDestroy(f CardFilter) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		return e.Kind == EvAbility && triggeredSubject(e) && c.g.abilityWouldDestroy(c, e, f)
	}
}

// abilityWouldDestroy reports whether the ability about to resolve that a
// Disrupt's subject describes has an effect part that would destroy a
// card in play the filter selects.
func (g *Game) abilityWouldDestroy(c *Ctx, e *Event, f CardFilter) bool {
	s := g.subjectOf(e)
	if s < 0 {
		return false
	}
	a := g.abilityOf(&g.stack[s])
	if a == nil {
		return false
	}
	var cands []CardID
	for p := range g.players {
		for _, id := range g.players[p].play {
			if f(c, id) {
				cands = append(cands, id)
			}
		}
	}
	if len(cands) == 0 {
		return false
	}
	sctx := g.ctxOf(s)
	defer g.release()
	for k := range a.Effects {
		if d := a.Effects[k].destroys; d != nil {
			for _, id := range cands {
				if d(sctx, id) {
					return true
				}
			}
		}
	}
	return false
}

// DrainsDomainOfSelf answers the ability's controller draining the domain
// to which the ability's own card is attached as a resource ("after you
// drain a domain it is attached to"): to pay a cost, or by an effect of
// his. Its ability works from the domain (Working(FromDomain): a Zoog
// resource, FAQ 2.25).
func DrainsDomainOfSelf() *Trigger {
	t := On(func(c *Ctx, e *Event) bool {
		cd := &c.g.cards[c.src]
		if e.Kind != EvDrain || int(e.Player) != c.p || cd.zone != ZoneResource || cd.host == None {
			return false
		}
		if e.Card != None && int(c.g.cards[e.Card].ctrl) != c.p && int(c.g.cards[e.Card].owner) != c.p {
			return false // another player's effect drained it
		}
		return c.g.domainIndex(c.p, cd.host) == int(e.N)
	}, EvDrain)
	t.yours = true // a drain's player is the one whose domain it is
	return t
}

// YouPlayEventWith answers an event card with subtype s that the ability's
// player played ("after you play a Ritual event"): its action about to
// resolve (EvAbility), answered once it has resolved, or was cancelled.
func YouPlayEventWith(s string) *Trigger {
	st := vocabSubtype(s)
	return On(func(c *Ctx, e *Event) bool {
		return e.Kind == EvAbility && e.Card != None && int(e.Player) == c.p &&
			c.g.cards[e.Card].def.Type == carddb.Event && c.g.cards[e.Card].def.Has(st) &&
			!TriggeredAbilityOfCardInPlay(c, e)
	}, EvAbility)
}

// ResourceFromHand answers the ability's player attaching a card of his
// hand to one of his domains as a resource, in his resource phase or by
// an effect (Underground Press); the occurrence's N is the domain's
// index.
func ResourceFromHand() *Trigger {
	return On(func(c *Ctx, e *Event) bool {
		return e.Kind == EvResource && int(e.Player) == c.p && e.Flags&evResourceFromHand != 0
	}, EvResource)
}

// EventCardPlayed matches an event card played, by either player: the
// occurrence of its ability about to resolve (EvAbility), answered once it
// has resolved (or been cancelled: it was played all the same); not the
// triggered ability of a card in play, nor copied effects, which play no
// event (copy_effects.go).
func EventCardPlayed(c *Ctx, e *Event) bool {
	return e.Kind == EvAbility && e.Card != None && c.g.cards[e.Card].def.Type == carddb.Event &&
		!TriggeredAbilityOfCardInPlay(c, e)
}
