package engine

import (
	"fmt"

	"cthulhu/carddb"
)

// Vocabulary first needed by the Shub-Niggurath and neutral cards, the
// conspiracy and the stories of the Core Set; every name is generic.

// ---- Filters ----

// CommittedToSelf selects characters committed to the ability's own card
// (a story or conspiracy).
func CommittedToSelf(c *Ctx, id CardID) bool {
	return c.src != None && c.g.cards[id].committed == c.src
}

// SkillBelowSelf selects characters whose skill is lower than that of the
// ability's own card.
func SkillBelowSelf(c *Ctx, id CardID) bool {
	return c.g.isCharacter(id) && c.g.skill(id) < c.g.skill(c.src)
}

// InPlayCard selects every card in play but stories: characters and
// support cards, attachments included.
func InPlayCard(c *Ctx, id CardID) bool { return c.g.cards[id].zone == ZonePlay }

// PrintedSubtype selects cards whose printed subtypes include s (out of
// play a card has only its printed characteristics).
func PrintedSubtype(s string) CardFilter {
	st := vocabSubtype(s)
	return func(c *Ctx, id CardID) bool { return c.g.cards[id].def.Has(st) }
}

// printedSkill is a card's printed skill (FAQ 2.26): a printed X is what
// the card's text defines, or 0 (FAQ 2.1); an insane character, facedown,
// shows none (FAQ 2.34).
func (g *Game) printedSkill(id CardID) int {
	c := &g.cards[id]
	if c.insane {
		return 0
	}
	if c.zone != ZonePlay {
		if c.def.SkillX {
			return 0
		}
		return int(c.def.Skill)
	}
	return max(0, g.printedSkillOf(id))
}

// PrintedSkillAtLeast and PrintedSkillAtMost select cards by printed skill.
func PrintedSkillAtLeast(n int) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.printedSkill(id) >= n }
}
func PrintedSkillAtMost(n int) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.printedSkill(id) <= n }
}

// CanEnterPlay selects cards that could enter play under their owner's
// control now: characters and support cards not blocked by uniqueness or
// by Heroic and Villainous (FAQ 2.24).
func CanEnterPlay(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	switch cd.def.Type {
	case carddb.Character, carddb.Support:
	default:
		return false
	}
	if c.g.isAttachmentPlay(cd.def) {
		return false // it would need a place to attach
	}
	return cd.owner >= 0 && c.g.enterProblem(int(cd.owner), cd.def, false) == nil
}

// NoSuccessTokens selects stories (and conspiracies) in play with no
// success token on either side.
func NoSuccessTokens(c *Ctx, id CardID) bool {
	s := c.g.slotOf(id)
	return s >= 0 && c.g.stories[s].success == [2]int8{}
}

// SuccessTokensOf selects stories in play with at least one success token
// on the side of the player who returns.
func SuccessTokensOf(who func(c *Ctx) int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		s := c.g.slotOf(id)
		return s >= 0 && c.g.stories[s].success[who(c)] > 0
	}
}

// ChooserTokensAtMost selects stories in play on which the player making a
// choice has n success tokens or fewer.
func ChooserTokensAtMost(n int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		s := c.g.slotOf(id)
		return s >= 0 && int(c.g.stories[s].success[c.chooser]) <= n
	}
}

// NotTarget selects cards other than those chosen for target i.
func NotTarget(i int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		for _, t := range c.Targets(i) {
			if t == id {
				return false
			}
		}
		return true
	}
}

// StoryCard selects cards printed as stories (not conspiracies).
func StoryCard(c *Ctx, id CardID) bool { return c.g.cards[id].def.Type == carddb.Story }

// ---- Players ----

// AbilityController is the ability's controller, as a chooser or a side.
func AbilityController(c *Ctx) int { return c.p }

// ---- Conditions ----

// ControlsNoSupport holds while the controller controls no support card in
// play (attachments included).
func ControlsNoSupport(c *Ctx) bool {
	for _, id := range c.g.players[c.p].play {
		if !c.g.isCharacter(id) {
			return false
		}
	}
	return true
}

// HostControllersTurn holds during the turn of the player who controls the
// card the ability's card is attached to.
func HostControllersTurn(c *Ctx) bool {
	h := c.g.cards[c.src].host
	return h != None && c.g.cards[h].ctrl == c.g.active
}

// ---- Triggers ----

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

// ---- Picks ----

// FromStories makes a choice among the stories and conspiracies in play.
func (p Pick) FromStories() Pick { p.where = pickStories; return p }

// FromResources makes a choice among the chooser's resources (the cards
// attached to his domains).
func (p Pick) FromResources() Pick { p.where = pickResources; return p }

// AnyNumber lets the chooser choose as many of the cards as he likes,
// none included.
func (p Pick) AnyNumber() Pick { p.n = 1 << 12; p.upTo = true; p.may = true; return p }

// ---- Modifiers ----

// ---- Effects ----

// SearchDeckIntoPlay lets the controller search his deck for a card the
// filter selects and put it into play under his control (FAQ 2.24: costs
// and play restrictions bypassed, uniqueness not); then he shuffles his
// deck (FAQ 2.11). Finding nothing is allowed; the deck is shuffled anyway.
func SearchDeckIntoPlay(text string, f CardFilter) Effect {
	return Effect{pick: &Pick{where: pickDeck, filter: All(f, CanEnterPlay), n: 1, may: true, text: text}, do: func(c *Ctx) bool {
		fr := c.frame()
		if fr.sub == 0 {
			c.g.push(frame{kind: fChoose, p: int8(c.p), a: fr.a, b: None, n: int16(c.fi), m: fr.m})
			return false
		}
		found := false
		for _, id := range c.g.lastGroup(int(fr.t)) {
			found = c.g.putIntoPlay(id, c.src) || found
		}
		c.g.rng.shuffle(c.g.players[c.p].deck)
		c.g.touch()
		c.g.emit(Event{Kind: EvShuffle, Player: int8(c.p), Card: None, Other: None})
		if !found {
			c.g.fail(c.fi)
		}
		return true
	}}
}

// PutChosenOnBottomOfDeck is an apply function for Choosing: the chosen
// cards go to the bottom of their owners' decks one at a time, in the order
// chosen, each under the one before (the last chosen ends at the bottom).
func PutChosenOnBottomOfDeck(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		owner := c.g.cards[id].owner
		c.g.lift(id, ZoneDeck)
		c.g.cards[id].moved = stamp{c.g.turn, c.g.step.Phase()}
		pl := &c.g.players[owner]
		pl.deck = append(pl.deck, None)
		copy(pl.deck[1:], pl.deck)
		pl.deck[0] = id
		c.g.touch()
	}
	e := Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: None}
	if c.g.logging() {
		e.Text = fmt.Sprintf("%d cards are put on the bottom of the deck", len(chosen))
	}
	c.g.emit(e)
}

// EachGains gives each sane character the filter selects now modifiers
// until the end of the phase. It targets nothing: a character immune to the
// card is left out (FAQ 2.36); an insane one cannot be modified (FAQ 2.34).
func EachGains(f CardFilter, mods ...Mod) Effect {
	return effect(func(c *Ctx) {
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				if !c.g.isCharacter(id) || c.g.cards[id].insane || c.g.immuneTo(id, c.src) || !f(c, id) {
					continue
				}
				for _, m := range mods {
					c.g.addLasting(m, id, c.src, c.p, PerPhase)
				}
			}
		}
	})
}

// PutAllInHandFromDiscards returns to their owners' hands every card of
// every discard pile the filter selects.
func PutAllInHandFromDiscards(f CardFilter) Effect {
	return effect(func(c *Ctx) {
		for _, p := range c.g.activeFirst() {
			for _, id := range append([]CardID(nil), c.g.players[p].discard...) {
				if f(c, id) {
					c.g.moveTo(id, ZoneHand)
					c.g.emit(Event{Kind: EvReturnToHand, Player: int8(p), Card: id, Other: None})
				}
			}
		}
	})
}

// activeFirst lists the players, the active player first.
func (g *Game) activeFirst() [2]int {
	a := int(g.active)
	return [2]int{a, other(a)}
}

// GainDomain gives the controller a new domain, the top card of his deck
// put facedown (Rulebook, Adding a Domain), then attaches the next n cards
// of the top of his deck to it as resources.
func GainDomain(n int) Effect {
	return Effect{
		do: func(c *Ctx) bool {
			if !c.g.gainDomainWith(c.p, nil) {
				c.g.fail(c.fi)
				return true
			}
			d := len(c.g.players[c.p].domains) - 1
			for range n {
				pl := &c.g.players[c.p]
				if len(pl.deck) == 0 {
					break
				}
				c.g.attachResource(c.p, pl.deck[len(pl.deck)-1], d, true)
			}
			return true
		},
		would: func(c *Ctx) bool { return len(c.g.players[c.p].deck) > 0 },
	}
}

// gainDomainWith adds a domain for player p and attaches the given cards to
// it as resources. It reports whether the domain was added.
func (g *Game) gainDomainWith(p int, resources []CardID) bool {
	if !g.addDomain(p) {
		return false
	}
	d := len(g.players[p].domains) - 1
	for _, id := range resources {
		g.attachResource(p, id, d, true)
	}
	return true
}

// EachPlayerGainsDomainOf gives each player, the active player first, a new
// domain, and attaches to it as resources every card of his discard pile the
// filter selects. A player with no deck left gains no domain.
func EachPlayerGainsDomainOf(f CardFilter) Effect {
	return effect(func(c *Ctx) {
		for _, p := range c.g.activeFirst() {
			var cards []CardID
			for _, id := range c.g.players[p].discard {
				if f(c, id) {
					cards = append(cards, id)
				}
			}
			c.g.gainDomainWith(p, cards)
		}
	})
}

// MoveSuccessToken moves one success token from the side of player from
// of target story i to the side of player to of target story j.
func MoveSuccessToken(i int, from func(c *Ctx) int, j int, to func(c *Ctx) int) Effect {
	return effect(func(c *Ctx) {
		src, dst := targetsOf(c, i), targetsOf(c, j)
		a, b := from(c), to(c)
		if len(src) == 0 || len(dst) == 0 || src[0] == dst[0] && a == b {
			c.g.fail(c.fi)
			return
		}
		s := c.g.slotOf(src[0])
		if s < 0 || c.g.stories[s].success[a] == 0 || c.g.slotOf(dst[0]) < 0 {
			c.g.fail(c.fi)
			return
		}
		c.g.stories[s].success[a]--
		c.g.touch()
		e := Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: None}
		if c.g.logging() {
			e.Text = fmt.Sprintf("a success token moves from %s's side of %s to %s's side of %s",
				c.g.players[a].name, c.g.name(src[0]), c.g.players[b].name, c.g.name(dst[0]))
		}
		c.g.emit(e)
		c.g.addSuccess(b, dst[0], 1)
	})
}

// EachPlayerDecides makes each player, the active player first, make the
// choice, then apply acts on what he chose, with q the chooser. Unlike
// EachPlayerChooses, apply runs even when he chose nothing (a choice that
// may be empty: "any number"); a player with nothing to choose from is
// skipped.
func EachPlayerDecides(pk Pick, apply func(c *Ctx, q int, chosen []CardID)) Effect {
	return Effect{pick: &pk, do: func(c *Ctx) bool {
		f := c.frame()
		k := int(f.sub) / 2
		if k >= 2 {
			return true
		}
		q := int(c.g.active)
		if k == 1 {
			q = other(q)
		}
		if f.sub%2 == 0 {
			var buf [32]CardID
			n := len(c.g.pickCandidates(c, &pk, q, buf[:0]))
			if n == 0 || !pk.upTo && n < pk.n {
				f.sub++ // nothing to choose: this player is skipped
				return false
			}
			c.g.push(frame{kind: fChoose, p: int8(q), a: f.a, b: None, n: int16(c.fi), m: f.m})
			return false
		}
		chosen := append([]CardID(nil), c.g.lastGroup(int(f.t))...)
		prev := c.chooser
		c.chooser = q
		apply(c, q, chosen)
		c.chooser = prev
		return false
	}}
}

// chosenSoFar is how many cards the choice being made has taken (0 when no
// choice is being made).
func (g *Game) chosenSoFar() int {
	if len(g.stack) > 0 && g.top().kind == fChoose {
		return int(g.top().x)
	}
	return 0
}

// EachPlayerMayExchangeHandWithDiscard: each player, the active player
// first, may exchange any number of cards of his hand with as many cards
// from the top of his discard pile: the top cards go to his hand, then the
// cards chosen from his hand go to the discard pile.
func EachPlayerMayExchangeHandWithDiscard() Effect {
	fits := func(c *Ctx, id CardID) bool { return c.g.chosenSoFar() < len(c.g.players[c.chooser].discard) }
	pk := Pick{where: pickHand, filter: fits, text: "cards of your hand to exchange with the top of your discard pile"}.AnyNumber()
	return EachPlayerDecides(pk, func(c *Ctx, q int, chosen []CardID) {
		pl := &c.g.players[q]
		k := min(len(chosen), len(pl.discard))
		if k == 0 {
			return
		}
		top := append([]CardID(nil), pl.discard[len(pl.discard)-k:]...)
		for _, id := range top {
			c.g.moveTo(id, ZoneHand)
			c.g.emit(Event{Kind: EvReturnToHand, Player: int8(q), Card: id, Other: None})
		}
		for _, id := range chosen[:k] {
			c.g.discardFromHand(id)
		}
	})
}

// EachPlayerDiscardsPerResourceOrDestroys: each player, the active player
// first, for each resource attached to each of his domains, discards n
// cards from the top of his deck or destroys that resource. He chooses the
// resources he destroys; each other one costs n cards, or, when his deck
// no longer holds n, is destroyed (the option he cannot take is not his to
// choose, FAQ 2.3).
func EachPlayerDiscardsPerResourceOrDestroys(n int) Effect {
	pk := Pick{where: pickResources, text: fmt.Sprintf("the resources to destroy (each one you keep costs %d cards from the top of your deck)", n)}.AnyNumber()
	return EachPlayerDecides(pk, func(c *Ctx, q int, chosen []CardID) {
		for _, id := range chosen {
			c.g.destroyResource(q, id)
		}
		for _, id := range append([]CardID(nil), c.g.players[q].resources...) {
			pl := &c.g.players[q]
			if len(pl.deck) < n {
				c.g.destroyResource(q, id)
				continue
			}
			for range n {
				top := pl.deck[len(pl.deck)-1]
				c.g.emit(Event{Kind: EvDiscardFromDeck, Player: int8(q), Card: top, Other: None})
				c.g.moveTo(top, ZoneDiscard)
			}
		}
	})
}

// destroyResource destroys a resource: it goes to its owner's discard pile.
// Its text does not work as it goes (FAQ 1.12, 2.25).
func (g *Game) destroyResource(p int, id CardID) {
	if g.cards[id].zone != ZoneResource {
		return
	}
	g.emit(Event{Kind: EvDestroy, Player: int8(p), Card: id, Other: None, Flags: evWasBlank})
	g.moveTo(id, ZoneDiscard)
}

// EachPlayerShufflesWonStory: each player, the active player first, chooses
// one of his won story cards the filter selects (never the ability's own
// card) and shuffles it back into the story deck; it no longer counts
// toward his victory (FAQ 3.4).
func EachPlayerShufflesWonStory(f CardFilter) Effect {
	pk := PickCard("one of your won stories to shuffle back into the story deck", All(f, Other)).FromWon()
	return EachPlayerDecides(pk, func(c *Ctx, q int, chosen []CardID) {
		for _, id := range chosen {
			c.g.moveTo(id, ZoneStoryDeck)
			c.g.emit(Event{Kind: EvEffect, Player: int8(q), Card: id, Other: None,
				Text: "shuffled back into the story deck from " + c.g.players[q].name + "'s won stories"})
		}
		c.g.rng.shuffle(c.g.story)
		c.g.touch()
	})
}

// EachPlayerMayAddSuccess: each player, the active player first, may place
// n success tokens on his side of a story the filter selects.
func EachPlayerMayAddSuccess(f CardFilter, n int) Effect {
	pk := PickCard("a story to place a success token on", f).FromStories().Optional()
	return EachPlayerDecides(pk, func(c *Ctx, q int, chosen []CardID) {
		for _, id := range chosen {
			c.g.addSuccess(q, id, n)
		}
	})
}

// EachPlayerSearchesDeckForCard: each player, the active player first,
// searches his deck for a card the filter selects and puts it into his hand
// (unrevealed, as any card may be taken: FAQ 2.11); then his deck is
// shuffled.
func EachPlayerSearchesDeckForCard(f CardFilter) Effect {
	pk := PickCard("a card of your deck to put into your hand", f).FromDeck()
	return EachPlayerDecides(pk, func(c *Ctx, q int, chosen []CardID) {
		for _, id := range chosen {
			c.g.moveTo(id, ZoneHand)
			c.g.emit(Event{Kind: EvEffect, Player: int8(q), Card: c.src, Other: None,
				Text: c.g.players[q].name + " puts a card from the deck into the hand"})
		}
		c.g.rng.shuffle(c.g.players[q].deck)
		c.g.touch()
		c.g.emit(Event{Kind: EvShuffle, Player: int8(q), Card: None, Other: None})
	})
}

// EachPlayerSacrificesAll: each player, the active player first, sacrifices
// every character he controls the filter selects (not targeted: a
// character immune to the card is left out, FAQ 2.36).
func EachPlayerSacrificesAll(f CardFilter) Effect {
	return effect(func(c *Ctx) {
		for _, p := range c.g.activeFirst() {
			for _, id := range append([]CardID(nil), c.g.players[p].play...) {
				if c.g.isCharacter(id) && int(c.g.cards[id].ctrl) == p && !c.g.immuneTo(id, c.src) && f(c, id) {
					c.g.leavePlay(id, leaveSacrifice)
				}
			}
		}
	})
}

// PutAllIntoPlayInsane puts every card of every discard pile the filter
// selects into play under its owner's control, insane: it enters insane,
// so Willpower and terror icons do not protect it (FAQ, Things in the
// Ground). Uniqueness still applies (FAQ 2.24).
func PutAllIntoPlayInsane(f CardFilter) Effect {
	return effect(func(c *Ctx) {
		for _, p := range c.g.activeFirst() {
			for _, id := range append([]CardID(nil), c.g.players[p].discard...) {
				def := c.g.cards[id].def
				if def.Type != carddb.Character || !f(c, id) {
					continue
				}
				if def.Unique && c.g.uniqueCopy(p, def) != None {
					continue
				}
				c.g.enterPlay(id, p, None)
				cd := &c.g.cards[id]
				cd.insane, cd.exhausted = true, false
				c.g.touch()
				c.g.emit(Event{Kind: EvPutIntoPlay, Player: int8(p), Card: id, Other: None})
				c.g.emit(Event{Kind: EvEffect, Player: int8(p), Card: id, Other: None, Text: "enters play insane"})
			}
		}
	})
}

// DiscardAllSuccessTokens discards every success token from every story
// and conspiracy in play.
func DiscardAllSuccessTokens() Effect {
	return effect(func(c *Ctx) {
		for s := range c.g.stories {
			c.g.stories[s].success = [2]int8{}
		}
		c.g.touch()
		c.g.emit(Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: None,
			Text: "every success token is discarded from every story"})
	})
}

// TargetMustCommitWithSelf: until the end of the phase, target i's
// characters must commit to the story the ability's card is committed to,
// if able, when their controller commits characters. It opens no
// commitment of its own (FAQ, Frequently Asked Questions: Y'Golonac).
func TargetMustCommitWithSelf(i int) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			if c.g.isCharacter(id) {
				c.g.addLasting(Mod{kind: modMustCommitWith}, id, c.src, c.p, PerPhase)
			}
		}
	})
}

// ---- Commitment requirements (story.go, explain.go) ----

// requiredStory returns the story a character must commit to, if able: the
// one the source of a lasting "must commit with" is committed to now; None
// when there is none.
func (g *Game) requiredStory(id CardID) CardID {
	c := &g.cards[id]
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.mod.kind != modMustCommitWith || l.on != id || l.epoch != c.epoch {
			continue
		}
		if s := &g.cards[l.src]; s.zone == ZonePlay && s.committed != None {
			return s.committed
		}
	}
	return None
}

// commitRequired returns, for player p committing now, the story character
// id must be declared to, if able, or None: the requirement binds only when
// that story is one p may commit to.
func (g *Game) commitRequired(p int, id CardID) CardID {
	if len(g.lasting) == 0 {
		return None
	}
	s := g.requiredStory(id)
	if s == None {
		return None
	}
	var buf [numSlots]CardID
	for _, x := range g.commitStories(p, buf[:0]) {
		if x == s {
			return s
		}
	}
	return None
}

// commitAllowed reports whether a character may be declared to a story: a
// character that must commit to a story may go nowhere else.
func (g *Game) commitAllowed(id, story CardID) bool {
	s := g.commitRequired(int(g.cards[id].ctrl), id)
	return s == None || s == story
}

// commitDoneAllowed reports whether player p may finish declaring his
// commitments: not while a character that must commit, and can, is not
// declared.
func (g *Game) commitDoneAllowed(p int) bool {
	return g.commitUnmet(p) == None
}

// commitUnmet returns a character of player p that must commit to a story
// and can but is not declared, or None.
func (g *Game) commitUnmet(p int) CardID {
	if len(g.lasting) == 0 {
		return None
	}
	for _, id := range g.players[p].play {
		if g.canCommit(id) && g.commitRequired(p, id) != None {
			return id
		}
	}
	return None
}

// commitRequirementProblem explains the refusal of a commitment option that
// a "must commit" requirement forbids, or returns nil.
func (g *Game) commitRequirementProblem(p int, o Option) error {
	rule := RuleCommit
	if p != int(g.active) {
		rule = RuleOppCommit
	}
	switch o.Act {
	case ActDone:
		if id := g.commitUnmet(p); id != None {
			return ruleErr(rule, "%s must commit to %s, if able (%s)", g.cards[id].def.Title, g.name(g.commitRequired(p, id)), g.mustCommitSource(id))
		}
	case ActCommit:
		if o.Card < 0 || int(o.Card) >= len(g.cards) || int(g.cards[o.Card].ctrl) != p {
			return nil
		}
		if c := &g.cards[o.Card]; g.isCharacter(o.Card) && !c.insane && !c.exhausted && c.committed == None && c.pending == None && !g.canCommit(o.Card) {
			return ruleErr(rule, "%s cannot commit to a story now: an effect forbids it", c.def.Title)
		}
		if g.canCommit(o.Card) {
			if s := g.commitRequired(p, o.Card); s != None && s != CardID(o.Arg) {
				return ruleErr(rule, "%s must commit to %s, if able (%s)", g.cards[o.Card].def.Title, g.name(s), g.mustCommitSource(o.Card))
			}
		}
	}
	return nil
}

// mustCommitSource names the card whose effect makes a character commit.
func (g *Game) mustCommitSource(id CardID) string {
	c := &g.cards[id]
	for i := range g.lasting {
		if l := &g.lasting[i]; l.mod.kind == modMustCommitWith && l.on == id && l.epoch == c.epoch {
			return g.name(l.src)
		}
	}
	return "an effect"
}

// ---- Stories that blank what is committed to them ----

// blankByStory reports whether a constant ability of the story or
// conspiracy a card is committed to blanks its text ("treat the characters
// committed to this story as if their text boxes were blank"): such a card's
// own constant abilities are off too. The story's filter must not ask for
// modified characteristics.
func (g *Game) blankByStory(id CardID) bool {
	s := g.cards[id].committed
	if s == None {
		return false
	}
	im := g.impl(s)
	if im == nil || !im.statics || g.cards[s].zone != ZoneStory {
		return false
	}
	for i := range im.Abilities {
		a := &im.Abilities[i]
		if a.Kind != Constant || a.From&FromPlay == 0 {
			continue
		}
		ctx := g.ctx(s, int(g.cards[s].ctrl), -1)
		blank := false
		if a.Play == nil || a.Play(ctx) {
			for k := range a.Mods {
				if m := &a.Mods[k]; m.kind == modBlank && (m.who == nil || m.who(ctx, id)) {
					blank = true
				}
			}
		}
		g.release()
		if blank {
			return true
		}
	}
	return false
}
