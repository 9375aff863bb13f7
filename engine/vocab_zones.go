package engine

import (
	"cthulhu/carddb"
	"fmt"
	"strings"
)

// Effects that move cards between zones: draw, destroy, sacrifice,
// discard, return to hand, put into play, search and arrange decks.

// Draw makes the controller draw n cards. A player who may choose not
// to draw them (MayDeclineDraws) is asked card by card, and the part
// waits for him.
func Draw(n int) Effect {
	return Effect{
		do: func(c *Ctx) bool {
			if c.frame().partStep > 0 {
				return true // the draw asked for is done
			}
			if len(c.g.players[c.p].deck) < n {
				c.g.fail(c.fi) // drawn only in part (DiscardAtRandom)
			}
			return !c.g.drawN(c.p, n)
		},
		would: func(c *Ctx) bool { return len(c.g.players[c.p].deck) > 0 },
	}
}

// EachPlayerDraws makes each player draw n cards, the active player
// first; one who may choose not to draw them is asked card by card.
func EachPlayerDraws(n int) Effect {
	return Effect{do: func(c *Ctx) bool {
		a := int(c.g.active)
		f := c.frame()
		switch f.partStep {
		case 0:
			if len(c.g.players[a].deck) < n || len(c.g.players[1-a].deck) < n {
				c.g.fail(c.fi) // drawn only in part (DiscardAtRandom)
			}
			if c.g.drawN(a, n) {
				return false // then step 1: the other player draws
			}
			if c.g.drawN(1-a, n) {
				f.partStep = 1 // step 2 once his draw is done
				return false
			}
			return true
		case 1:
			return !c.g.drawN(1-a, n)
		}
		return true
	}}
}

// DiscardAtRandom makes a player discard n cards at random from his hand,
// one at a time, as many as he has. An effect on several cards that no
// player picks (cards at random, a draw, the top cards of a deck) is done
// one card at a time, as far as it goes: "cards are drawn or discarded
// singularly" (FAQ, Julia Brown, Oddly Amphibious ruling). Done only in
// part, the part does not resolve, and a "then" after it does not either
// (the same ruling; FAQ 1.3). A choice of several cards, by contrast, is
// made with the exact number or not at all (FAQ 2.6; Choosing).
func DiscardAtRandom(who func(c *Ctx) int, n int) Effect {
	return Effect{
		do: func(c *Ctx) bool {
			pl := &c.g.players[who(c)]
			k := 0
			for ; k < n && len(pl.hand) > 0; k++ {
				c.g.discardFromHand(pl.hand[c.g.rng.intn(len(pl.hand))])
			}
			if k < n {
				c.g.fail(c.fi)
			}
			return true
		},
		would: func(c *Ctx) bool { return n > 0 && len(c.g.players[who(c)].hand) > 0 },
	}
}

// DestroyTarget destroys target i's cards.
func DestroyTarget(i int) Effect {
	e := effect(func(c *Ctx) {
		ids := targetsOf(c, i)
		if len(ids) == 0 {
			c.g.fail(c.fi)
		}
		for _, id := range ids {
			c.g.leavePlay(id, leaveDestroy)
		}
	})
	e.destroys = func(c *Ctx, id CardID) bool {
		for _, t := range targetsOf(c, i) {
			if t == id {
				return true
			}
		}
		return false
	}
	return e
}

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

// SacrificeTarget sacrifices target i's cards; a forced ability whose
// sacrifice did not happen must choose again, if able (FAQ 2.13).
func SacrificeTarget(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		c.g.leavePlay(id, leaveSacrifice)
	})
}

// SacrificeChosen is an apply function for Choosing.
func SacrificeChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.g.leavePlay(id, leaveSacrifice)
	}
}

// SacrificeItself sacrifices the ability's own card (an effect, not a cost:
// for "instead" replacements).
func SacrificeItself() Effect {
	return effect(func(c *Ctx) {
		if c.g.cards[c.src].zone == ZonePlay {
			c.g.leavePlay(c.src, leaveSacrifice)
		} else {
			c.g.fail(c.fi)
		}
	})
}

// SacrificeTargetResource sacrifices target i's resources: each goes to its
// owner's discard pile. A resource is not in play and its text does not
// work (FAQ 2.25): it answers nothing of its own as it goes.
func SacrificeTargetResource(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		if c.g.cards[id].zone != ZoneResource {
			return
		}
		c.g.emit(Event{Kind: EvSacrifice, Player: int8(c.p), Card: id, Other: None, Flags: evWasBlank})
		c.g.moveTo(id, ZoneDiscard)
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

// ReturnTargetToHand returns target i's cards to their owners' hands.
func ReturnTargetToHand(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		c.g.leavePlay(id, leaveReturn)
	})
}

// ReturnAllToHand returns every card in play the filter selects to its
// owner's hand, the active player's first. It targets nothing: a card
// immune to the ability's card is left out (FAQ 2.36). Returning none is
// done all the same: the part resolves.
func ReturnAllToHand(f CardFilter) Effect { return leaveAll(f, leaveReturn) }

// ReturnSelfToHand returns the ability's own card to its owner's hand.
func ReturnSelfToHand() Effect {
	e := effect(func(c *Ctx) {
		switch c.g.cards[c.src].zone {
		case ZonePlay, ZoneStory:
			c.g.leavePlay(c.src, leaveReturn)
		case ZoneDiscard:
			if !c.g.moveTo(c.src, ZoneHand) {
				c.g.fail(c.fi) // it cannot leave its discard pile
				return
			}
			c.g.emit(Event{Kind: EvReturnToHand, Player: int8(c.p), Card: c.src, Other: None})
		default:
			c.g.fail(c.fi)
		}
	})
	e.would = func(c *Ctx) bool {
		z := c.g.cards[c.src].zone
		return z == ZonePlay || z == ZoneStory || z == ZoneDiscard && !c.g.heldInPile(c.src)
	}
	return e
}

// ReturnChosenToHand is an apply function for Choosing.
func ReturnChosenToHand(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.g.leavePlay(id, leaveReturn)
	}
}

// ReturnEventToHand puts the event card being played into its owner's
// hand instead of his discard pile.
func ReturnEventToHand() Effect {
	return effect(func(c *Ctx) {
		if c.g.cards[c.src].zone != ZoneResolving {
			c.g.fail(c.fi)
			return
		}
		c.g.moveTo(c.src, ZoneHand)
		c.g.emit(Event{Kind: EvReturnToHand, Player: int8(c.p), Card: c.src, Other: None})
	})
}

// PutTargetInHand puts target i's cards (out of play: in a discard pile)
// into their owners' hands.
func PutTargetInHand(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		if c.g.cards[id].zone.InPlay() {
			c.g.leavePlay(id, leaveReturn)
			return
		}
		if c.g.moveTo(id, ZoneHand) {
			c.g.emit(Event{Kind: EvReturnToHand, Player: int8(c.p), Card: id, Other: None})
		}
	})
}

// PutChosenInHand is an apply function for Choosing: the cards chosen out
// of play (in a discard pile) go to their owners' hands.
func PutChosenInHand(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if z := c.g.cards[id].zone; (z == ZoneDiscard || z == ZoneDeck) && c.g.moveTo(id, ZoneHand) {
			c.g.emit(Event{Kind: EvReturnToHand, Player: c.g.cards[id].owner, Card: id, Other: None})
		}
	}
}

// PutAllInHandFromDiscards returns to their owners' hands every card of
// every discard pile the filter selects.
func PutAllInHandFromDiscards(f CardFilter) Effect {
	return effect(func(c *Ctx) {
		for _, p := range c.g.activeFirst() {
			for _, id := range append([]CardID(nil), c.g.players[p].discard...) {
				if f(c, id) && c.g.moveTo(id, ZoneHand) {
					c.g.emit(Event{Kind: EvReturnToHand, Player: int8(p), Card: id, Other: None})
				}
			}
		}
	})
}

// DiscardChosen is an apply function for Choosing: cards chosen from a
// hand are discarded.
func DiscardChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.g.discardFromHand(id)
	}
}

// DiscardTopOfDeck discards the top n cards of a player's deck.
func DiscardTopOfDeck(who func(c *Ctx) int, n int) Effect {
	return discardTopOfDeck(who, func(*Ctx) int { return n })
}

// DiscardTopOfDeckX discards the top X cards of a player's deck, X being
// what the ability paid.
func DiscardTopOfDeckX(who func(c *Ctx) int) Effect { return discardTopOfDeck(who, (*Ctx).X) }

// discardTopOfDeck discards the top cards of a player's deck, as many as
// count says, one at a time (fewer when the deck runs out, and the part
// does not resolve: DiscardAtRandom).
func discardTopOfDeck(who, count func(c *Ctx) int) Effect {
	return Effect{
		do: func(c *Ctx) bool {
			p := who(c)
			for range count(c) {
				pl := &c.g.players[p]
				if len(pl.deck) == 0 {
					c.g.fail(c.fi)
					break
				}
				id := pl.deck[len(pl.deck)-1]
				c.g.emit(Event{Kind: EvDiscardFromDeck, Player: int8(p), Card: id, Other: None})
				c.g.moveTo(id, ZoneDiscard)
			}
			return true
		},
		would: func(c *Ctx) bool { return count(c) > 0 && len(c.g.players[who(c)].deck) > 0 },
	}
}

// PutIntoPlay puts a card into play under its owner's control, bypassing
// costs and play restrictions but not uniqueness (FAQ 2.24).
func (g *Game) putIntoPlay(id CardID, src CardID) bool {
	c := &g.cards[id]
	p := int(c.owner)
	if g.enterProblem(p, c.def, false) != nil || g.barredByTrigger(id) {
		return false
	}
	switch c.def.Type {
	case carddb.Character, carddb.Support:
	case carddb.Conspiracy:
		return g.putConspiracyIntoPlay(id)
	default:
		return false
	}
	var from int16
	if c.zone == ZoneHand {
		from = putFromHand
	}
	if !g.enterPlay(id, p, None) {
		return false
	}
	g.emit(Event{Kind: EvPutIntoPlay, Player: int8(p), Card: id, Other: None, N: from, Flags: g.triggeredCause()})
	g.notePutCharacter(p, id)
	return true
}

// barredByTrigger reports whether a card out of play cannot enter play
// now: a triggered effect is resolving, and the card cannot enter play
// through one (CannotEnterPlayByTriggeredEffect).
func (g *Game) barredByTrigger(id CardID) bool {
	return g.modsOf(maskCannot) && g.cannotNow(id, cannotEnterByTrigger) && g.triggeredCause() != 0
}

// notePutCharacter records that player p has put a card into play by an
// effect this turn, if it is a character now (PutCharacterThisTurn).
func (g *Game) notePutCharacter(p int, id CardID) {
	if g.isCharacter(id) && g.players[p].putChar != g.turn {
		g.players[p].putChar = g.turn
		g.touch()
	}
}

// PutCharacterThisTurn reports whether a player has put a character into
// play by a card's effect this turn (not played it), whatever became of
// it since (Intervention).
func (c *Ctx) PutCharacterThisTurn(p int) bool {
	return c.g.turn > 0 && c.g.players[p].putChar == c.g.turn
}

// putFromHand is the N of a card's putting into play from its owner's
// hand (EntersPlayFromHand).
const putFromHand int16 = 1

// PutTargetIntoPlay puts target i's cards into play under their owners'
// control.
func PutTargetIntoPlay(i int) Effect {
	return effect(func(c *Ctx) {
		ok := false
		for _, id := range targetsOf(c, i) {
			ok = c.g.putIntoPlay(id, c.src) || ok
		}
		if !ok {
			c.g.fail(c.fi)
		}
	})
}

// PutChosenIntoPlay is an apply function for Choosing: the chosen cards are
// put into play.
func PutChosenIntoPlay(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.g.putIntoPlay(id, c.src)
	}
}

// PutSelfIntoPlay puts the ability's own card into play from where it is
// (the hand, for "put into play from your hand" abilities).
func PutSelfIntoPlay() Effect {
	return effect(func(c *Ctx) {
		if !c.g.putIntoPlay(c.src, c.src) {
			c.g.fail(c.fi)
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
				c.g.putIntoPlayInsane(id, p)
			}
		}
	})
}

// putIntoPlayInsane puts a character card out of play into play under
// player p's control, insane (it enters insane: Willpower and terror
// icons do not protect it, FAQ, Things in the Ground), unless uniqueness
// forbids it (FAQ 2.24). It reports whether it did.
func (g *Game) putIntoPlayInsane(id CardID, p int) bool {
	def := g.cards[id].def
	if def.Type != carddb.Character || g.cards[id].zone.InPlay() || g.barredByTrigger(id) {
		return false
	}
	if def.Unique && g.uniqueCopy(p, def) != None || !g.enterPlay(id, p, None) {
		return false
	}
	cd := &g.cards[id]
	cd.insane, cd.exhausted = true, false
	g.touch()
	g.emit(Event{Kind: EvPutIntoPlay, Player: int8(p), Card: id, Other: None, Flags: g.triggeredCause()})
	g.notePutCharacter(p, id)
	g.emit(Event{Kind: EvEffect, Player: int8(p), Card: id, Other: None, Text: "enters play insane"})
	return true
}

// SearchDeck lets the controller search his deck for a card the filter
// selects, reveal it and put it in his hand; then he shuffles his deck
// (FAQ 2.11, 2.4). Finding nothing is allowed; the deck is shuffled anyway.
func SearchDeck(text string, f CardFilter) Effect {
	return Effect{pick: &Pick{where: pickDeck, filter: f, n: 1, may: true, text: text}, do: func(c *Ctx) bool {
		fr := c.frame()
		if fr.partStep == 0 {
			c.g.push(frame{kind: fChoose, p: int8(c.p), card: fr.card, second: None, arg: int16(c.fi), arg2: fr.arg2})
			return false
		}
		for _, id := range c.g.lastGroup(int(fr.arena)) {
			c.g.emit(Event{Kind: EvReveal, Player: int8(c.p), Card: id, Other: None})
			c.g.moveTo(id, ZoneHand)
		}
		c.g.rng.shuffle(c.g.players[c.p].deck)
		c.g.touch()
		c.g.emit(Event{Kind: EvShuffle, Player: int8(c.p), Card: None, Other: None})
		return true
	}}
}

// SearchDeckIntoPlay lets the controller search his deck for a card the
// filter selects and put it into play under his control (FAQ 2.24: costs
// and play restrictions bypassed, uniqueness not); then he shuffles his
// deck (FAQ 2.11). Finding nothing is allowed; the deck is shuffled anyway.
func SearchDeckIntoPlay(text string, f CardFilter) Effect {
	return Effect{pick: &Pick{where: pickDeck, filter: All(f, CanEnterPlay), n: 1, may: true, text: text}, do: func(c *Ctx) bool {
		fr := c.frame()
		if fr.partStep == 0 {
			c.g.push(frame{kind: fChoose, p: int8(c.p), card: fr.card, second: None, arg: int16(c.fi), arg2: fr.arg2})
			return false
		}
		found := false
		for _, id := range c.g.lastGroup(int(fr.arena)) {
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

// EachPlayerSearchesDeckForCard: each player, in the order the active player
// chooses (FAQ 1.7), searches his deck for a card the filter selects and
// puts it into his hand (unrevealed, as any card may be taken: FAQ 2.11);
// then his deck is shuffled.
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

// PutChosenOnBottomOfDeck is an apply function for Choosing: the chosen
// cards go to the bottom of their owners' decks one at a time, in the order
// chosen, each under the one before (the last chosen ends at the bottom).
func PutChosenOnBottomOfDeck(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if c.g.heldInPile(id) {
			continue // it cannot leave its discard pile
		}
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

// ArrangeTopOfDeck lets the controller look at the top n cards of his deck
// and put them back in any order: he picks them one at a time, the first
// picked going on top; those he does not pick stay under them, in their
// order.
func ArrangeTopOfDeck(n int) Effect {
	return arrangeTopOfDeck(PickCard("the cards in the order to put them back, the first on top", InTopOfDeck(n)).FromDeck().UpToCount(n).Optional())
}

// ArrangeTopOfDeckCount is ArrangeTopOfDeck of as many cards as the count
// gives as the effect resolves ("X is equal to that character's skill").
func ArrangeTopOfDeckCount(n func(c *Ctx) int) Effect {
	top := func(c *Ctx, id CardID) bool { return InTopOfDeck(n(c))(c, id) }
	return arrangeTopOfDeck(PickCard("the cards in the order to put them back, the first on top", top).FromDeck().AnyNumber())
}

func arrangeTopOfDeck(pk Pick) Effect {
	return Choosing(pk, func(c *Ctx, chosen []CardID) {
		pl := &c.g.players[c.p]
		for _, id := range chosen {
			pl.deck = remove(pl.deck, id)
		}
		for k := len(chosen) - 1; k >= 0; k-- {
			pl.deck = append(pl.deck, chosen[k])
		}
		c.g.touch()
		c.g.emit(Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: None,
			Text: "the top cards of the deck are put back in a chosen order"})
	})
}

// ArrangeTopOfDeckOf lets the controller look at the top n cards of
// another player's deck (who: an opponent) and put them back in any
// order, as ArrangeTopOfDeck does with his own: he picks them one at a
// time, the first picked going on top; those he does not pick stay under
// them, in their order.
func ArrangeTopOfDeckOf(who func(c *Ctx) int, n int) Effect {
	pk := PickCard("the cards in the order to put them back, the first on top", OwnedBy(who)).FromTopOfDecks(n).UpToCount(n).Optional()
	return arrangeTopOfDeckOf(pk)
}

// ArrangeTopOfDeckOfCount is ArrangeTopOfDeckOf of as many cards as a
// count gives as the effect resolves (at most max): the cards left on top
// of an opponent's deck once others went elsewhere.
func ArrangeTopOfDeckOfCount(who func(c *Ctx) int, max int, n func(c *Ctx) int) Effect {
	top := func(c *Ctx, id CardID) bool { return InTopOfDeck(n(c))(c, id) }
	pk := PickCard("the cards in the order to put them back, the first on top", All(OwnedBy(who), top)).FromTopOfDecks(max).UpToCountOf(n).Optional()
	return arrangeTopOfDeckOf(pk)
}

func arrangeTopOfDeckOf(pk Pick) Effect {
	return Choosing(pk, func(c *Ctx, chosen []CardID) {
		if len(chosen) == 0 {
			return
		}
		q := c.g.cards[chosen[0]].owner
		pl := &c.g.players[q]
		for _, id := range chosen {
			pl.deck = remove(pl.deck, id)
		}
		for k := len(chosen) - 1; k >= 0; k-- {
			pl.deck = append(pl.deck, chosen[k])
		}
		c.g.touch()
		c.note(c.src, None, "the top cards of ", pl.name, "'s deck are put back in a chosen order")
	})
}

// TakeFromTopOfDeck lets the controller put one of the top n cards of his
// deck into his hand (unseen by his opponent).
func TakeFromTopOfDeck(n int) Effect {
	return takeFromTopOfDeck(PickCard("a card to put into your hand", InTopOfDeck(n)).FromDeck().Optional())
}

// TakeOneFromTopOfDeck makes the controller put one of the top n cards of
// his deck into his hand (unseen by his opponent): he must, if his deck
// has a card.
func TakeOneFromTopOfDeck(n int) Effect {
	return takeFromTopOfDeck(PickCard("a card to put into your hand", InTopOfDeck(n)).FromDeck())
}

func takeFromTopOfDeck(pk Pick) Effect {
	return Choosing(pk, func(c *Ctx, chosen []CardID) {
		for _, id := range chosen {
			c.g.moveTo(id, ZoneHand)
		}
		c.g.emit(Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: None,
			Text: "a card from the top of the deck is put into its owner's hand"})
	})
}

// EachPlayerMayExchangeHandWithDiscard: each player, in the order the active
// player chooses (FAQ 1.7), may exchange any number of cards of his hand
// with as many cards from the top of his discard pile: the top cards go to
// his hand, then the cards chosen from his hand go to the discard pile.
func EachPlayerMayExchangeHandWithDiscard() Effect {
	fits := func(c *Ctx, id CardID) bool {
		return c.g.chosenSoFar() < len(c.g.players[c.chooser].discard) && !c.g.pileHeld(c.chooser)
	}
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

// EachPlayerShufflesWonStory: each player, in the order the active player
// chooses (FAQ 1.7), chooses one of his won story cards the filter selects
// (never the ability's own card) and shuffles it back into the story deck;
// it no longer counts toward his victory (FAQ 3.4).
func EachPlayerShufflesWonStory(f CardFilter) Effect {
	return EachPlayerDecides(wonStoryPick(f), shuffleWonStory)
}

// EachPlayerMustShuffleWonStory is EachPlayerShufflesWonStory whose part
// resolves only if every player shuffled one back: a "then" after it
// depends on all of them (FAQ, The Well question; FAQ 2.3).
func EachPlayerMustShuffleWonStory(f CardFilter) Effect {
	return eachPlayerPicks(wonStoryPick(f), true, shuffleWonStory)
}

func wonStoryPick(f CardFilter) Pick {
	return PickCard("one of your won stories to shuffle back into the story deck", All(f, Other)).FromWon().Targeting()
}

func shuffleWonStory(c *Ctx, q int, chosen []CardID) {
	for _, id := range chosen {
		c.g.moveTo(id, ZoneStoryDeck)
		c.g.emit(Event{Kind: EvEffect, Player: int8(q), Card: id, Other: None,
			Text: "shuffled back into the story deck from " + c.g.players[q].name + "'s won stories"})
	}
	c.g.rng.shuffle(c.g.story)
	c.g.touch()
}

// conspiracyFits reports whether a conspiracy card could be put into play
// now: the format has conspiracies and its owner's conspiracy slot is
// empty (one at a time, Rulebook, Conspiracy Cards).
func (g *Game) conspiracyFits(id CardID) bool {
	p := int(g.cards[id].owner)
	return p >= 0 && g.format.HasConspiracies() && g.stories[3+p].card == None && !g.heldInPile(id)
}

// putConspiracyIntoPlay puts a conspiracy card into its owner's
// conspiracy slot, if it fits there (conspiracyFits), as playing it would
// but without its cost (FAQ 2.24).
func (g *Game) putConspiracyIntoPlay(id CardID) bool {
	if !g.conspiracyFits(id) {
		return false
	}
	p := int(g.cards[id].owner)
	g.lift(id, ZoneStory)
	c := &g.cards[id]
	c.ctrl = int8(p)
	c.moved = stamp{g.turn, g.step.Phase()}
	g.stories[3+p] = storySlot{card: id}
	g.touch()
	g.emit(Event{Kind: EvPutIntoPlay, Player: int8(p), Card: id, Other: None, Flags: g.triggeredCause()})
	return true
}

// DestroyAll destroys every card in play (characters and supports,
// attachments included) the filter selects, the active player's first. It
// targets nothing: a card immune to the ability's card is left out (FAQ
// 2.36). Destroying none is done all the same (FAQ, "destroy all Day
// cards, then" ruling): the part resolves.
func DestroyAll(f CardFilter) Effect {
	e := leaveAll(f, leaveDestroy)
	// It would destroy each card in play it selects ("an effect that would
	// destroy ...": Fire Extinguisher).
	e.destroys = func(c *Ctx, id CardID) bool {
		return c.g.cards[id].zone.InPlay() && !c.g.immuneTo(id, c.src) && f(c, id)
	}
	return e
}

// leaveAll is ReturnAllToHand and DestroyAll: every card in play the
// filter selects leaves play as how says, the active player's first; a
// card immune to the ability's card is left out (FAQ 2.36).
func leaveAll(f CardFilter, how EventKind) Effect {
	all := func(c *Ctx, ids []CardID) []CardID {
		for _, p := range c.g.activeFirst() {
			for _, id := range c.g.players[p].play {
				if !c.g.immuneTo(id, c.src) && f(c, id) {
					ids = append(ids, id)
				}
			}
		}
		return ids
	}
	e := effect(func(c *Ctx) {
		for _, id := range all(c, nil) {
			c.g.leavePlay(id, how)
		}
	})
	e.would = func(c *Ctx) bool {
		var buf [8]CardID
		return len(all(c, buf[:0])) > 0
	}
	return e
}

// EachPlayerSearchesDeckForUpTo: each player, in the order the active
// player chooses (FAQ 1.7), searches his deck for up to n cards the filter
// selects, reveals them to every player and puts them into his hand; then
// his deck is shuffled, whether he took any or not (Digging Deep).
func EachPlayerSearchesDeckForUpTo(text string, f CardFilter, n int) Effect {
	pk := PickCard(text, f).FromDeck().UpToCount(n).Optional()
	return EachPlayerDecides(pk, func(c *Ctx, q int, chosen []CardID) {
		for _, id := range chosen {
			c.g.moveTo(id, ZoneHand)
			c.g.emit(Event{Kind: EvReveal, Player: int8(q), Card: id, Other: None})
		}
		c.g.rng.shuffle(c.g.players[q].deck)
		c.g.touch()
		c.g.emit(Event{Kind: EvShuffle, Player: int8(q), Card: None, Other: None})
	})
}

// keptDomains is the number of domains KeepOneResourcePerDomain asks each
// player about, one at a time: more than any game gives a player.
const keptDomains = 8

// KeepOneResourcePerDomain is a story's effect (The Terror out of
// Dunwich, Abysses of Night): each player, the active player first, picks
// the resource he keeps on each of his domains, one domain at a time (a
// domain with one resource keeps it, the only choice; one with none asks
// nothing); then remove takes every resource no player kept (destroys
// it, sacrifices it), the active player's first.
func KeepOneResourcePerDomain(remove func(c *Ctx, id CardID)) []Effect {
	var out []Effect
	for _, who := range []func(c *Ctx) int{ActivePlayer, NonActivePlayer} {
		for d := range keptDomains {
			out = append(out, Choosing(PickCard(fmt.Sprintf("the resource you keep on your domain %d", d+1), resourceOfDomain(d)).FromResources().By(who), KeepChosen))
		}
	}
	return append(out, Custom(func(c *Ctx) {
		kept := map[CardID]bool{}
		for i := range 2 * keptDomains {
			for _, id := range c.Picked(i) {
				kept[id] = true
			}
		}
		for _, p := range c.g.activeFirst() {
			var doomed []CardID
			for _, id := range c.Resources(p) {
				if !kept[id] {
					doomed = append(doomed, id)
				}
			}
			for _, id := range doomed {
				remove(c, id)
			}
		}
	}, nil))
}

// resourceOfDomain selects the resources on the d-th domain of the player
// who controls them.
func resourceOfDomain(d int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		h := c.Host(id)
		return c.Zone(id) == ZoneResource && h != None && h == c.DomainCard(c.Controller(h), d)
	}
}

// AttachableToYourCharacter selects a card that could attach, by its
// requirement, to some character the ability's player controls ("a
// Weapon to attach to a character you control").
func AttachableToYourCharacter(c *Ctx, id CardID) bool {
	for _, h := range c.PlayArea(c.You()) {
		if c.IsCharacter(h) && c.CanAttachByRequirement(id, h) {
			return true
		}
	}
	return false
}

// firstPicked is the card the ability's first choice picked, or None.
func firstPicked(c *Ctx) CardID {
	if g := c.Picked(0); len(g) > 0 {
		return g[0]
	}
	return None
}

// HostsFirstPicked selects a card that the card of the ability's first
// choice could attach to, by its requirement.
func HostsFirstPicked(c *Ctx, id CardID) bool {
	w := firstPicked(c)
	return w != None && c.CanAttachByRequirement(w, id)
}

// AttachFirstPickedTo is an apply function for Choosing: the card of the
// ability's first choice, out of play, attaches to the card chosen
// (AttachFromOutOfPlay); the part fails if it does not.
func AttachFirstPickedTo(c *Ctx, chosen []CardID) {
	w := firstPicked(c)
	if len(chosen) == 0 || w == None || !c.AttachFromOutOfPlay(w, chosen[0]) {
		c.Fail()
	}
}

// LookAtOpponentsHand shows the ability's player the cards of his
// opponent's hand: their titles in the log, which only the two of them
// read, the opponent knowing his own hand.
func LookAtOpponentsHand() Effect {
	return Custom(func(c *Ctx) {
		hand := c.Hand(c.Opp())
		names := make([]string, 0, len(hand))
		for _, id := range hand {
			names = append(names, c.Card(id).Title)
		}
		seen := "no card"
		if len(names) > 0 {
			seen = strings.Join(names, ", ")
		}
		c.Note(c.Src(), None, c.g.PlayerName(c.You())+" looks at "+c.g.PlayerName(c.Opp())+"'s hand: "+seen)
	}, nil)
}
