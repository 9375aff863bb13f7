package engine

import "fmt"

// Effects on success tokens, drain tokens and domains.

// AddSuccess puts n success tokens on the controller's side of target
// story i.
func AddSuccess(i, n int) Effect {
	return effect(func(c *Ctx) {
		for _, id := range targetsOf(c, i) {
			c.g.addSuccess(c.p, id, n)
		}
	})
}

// AddSuccessToSelf places a success token on the ability's own card in
// play (a card that holds them: TokensOn reads them). A card that leaves
// play, or goes insane, loses them (FAQ 2.23; FAQ, Silver Twilight
// Collector question).
func AddSuccessToSelf() Effect {
	e := effect(func(c *Ctx) {
		cd := &c.g.cards[c.src]
		if !cd.zone.InPlay() || cd.insane || cd.tokens == 127 {
			c.g.fail(c.fi) // (a card's count of tokens is a byte)
			return
		}
		cd.tokens++
		c.g.touch()
		c.note(c.src, None, "takes a success token")
	})
	e.would = func(c *Ctx) bool {
		cd := &c.g.cards[c.src]
		return cd.zone.InPlay() && !cd.insane
	}
	return e
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
		c.g.placeSuccess(b, dst[0], 1) // moved, not placed anew
	})
}

// EachPlayerMayAddSuccess: each player, in the order the active player
// chooses (FAQ 1.7), may place n success tokens on his side of a story the
// filter selects.
func EachPlayerMayAddSuccess(f CardFilter, n int) Effect {
	pk := PickCard("a story to place a success token on", f).FromStories().Optional()
	return EachPlayerDecides(pk, func(c *Ctx, q int, chosen []CardID) {
		for _, id := range chosen {
			c.g.addSuccess(q, id, n)
		}
	})
}

// DiscardSuccessTokens discards exactly n success tokens from target story
// i (FAQ 2.6: exactly n, or none), of either player's: the controller
// chooses how many of them are his opponent's (X), the rest being his own.
func DiscardSuccessTokens(i, n int) Effect {
	splits := func(c *Ctx) []int {
		ts := targetsOf(c, i)
		if len(ts) == 0 {
			return nil
		}
		s := c.g.slotOf(ts[0])
		if s < 0 {
			return nil
		}
		yours, theirs := int(c.g.stories[s].success[c.p]), int(c.g.stories[s].success[1-c.p])
		var out []int
		for k := max(0, n-yours); k <= min(n, theirs); k++ {
			out = append(out, k)
		}
		return out
	}
	pk := Pick{values: splits, act: ActX, n: 1,
		text: fmt.Sprintf("how many of the %d success tokens to discard are your opponent's (X); the others are yours", n)}
	return Choosing(pk, func(c *Ctx, chosen []CardID) {
		ts := targetsOf(c, i)
		if len(ts) == 0 {
			c.g.fail(c.fi)
			return
		}
		s := c.g.slotOf(ts[0])
		theirs := ChosenValue(chosen[0])
		sl := &c.g.stories[s]
		sl.success[1-c.p] -= int8(theirs)
		sl.success[c.p] -= int8(n - theirs)
		c.g.touch()
		e := Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: ts[0]}
		if c.g.logging() {
			e.Text = fmt.Sprintf("%d success tokens are discarded from %s (%d of %s, %d of %s)", n, c.g.name(ts[0]),
				n-theirs, c.g.players[c.p].name, theirs, c.g.players[1-c.p].name)
		}
		c.g.emit(e)
	})
}

// DiscardUpToSuccessTokens discards up to n success tokens from target
// story i (FAQ 2.6: any number from 1 to n), of either player's: the
// controller chooses how many of each player's go.
func DiscardUpToSuccessTokens(i, n int) Effect {
	return discardUpToSuccess(i, func(*Ctx) int { return n }, fmt.Sprint(n))
}

// discardUpToSuccess is DiscardUpToSuccessTokens of up to as many tokens
// as a count gives as the part resolves.
func discardUpToSuccess(i int, count func(c *Ctx) int, most string) Effect {
	counts := func(c *Ctx) (yours, theirs int, ok bool) {
		ts := targetsOf(c, i)
		if len(ts) == 0 {
			return 0, 0, false
		}
		s := c.g.slotOf(ts[0])
		if s < 0 {
			return 0, 0, false
		}
		return int(c.g.stories[s].success[c.p]), int(c.g.stories[s].success[1-c.p]), true
	}
	splits := func(c *Ctx) []int {
		yours, theirs, ok := counts(c)
		if !ok {
			return nil
		}
		var out []int
		n := count(c)
		for t := 0; t <= min(n, theirs); t++ {
			for y := 0; y <= min(n-t, yours); y++ {
				if t+y > 0 {
					out = append(out, t*16+y)
				}
			}
		}
		return out
	}
	label := func(c *Ctx, v int) string {
		return fmt.Sprintf("%d of your opponent's, %d of yours", v/16, v%16)
	}
	pk := Pick{values: splits, act: ActX, n: 1, label: label,
		text: fmt.Sprintf("how many success tokens to discard, up to %s: your opponent's and yours", most)}
	return Choosing(pk, func(c *Ctx, chosen []CardID) {
		ts := targetsOf(c, i)
		if len(ts) == 0 {
			c.g.fail(c.fi)
			return
		}
		v := ChosenValue(chosen[0])
		theirs, yours := v/16, v%16
		sl := &c.g.stories[c.g.slotOf(ts[0])]
		sl.success[1-c.p] -= int8(theirs)
		sl.success[c.p] -= int8(yours)
		c.g.touch()
		e := Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: ts[0]}
		if c.g.logging() {
			e.Text = fmt.Sprintf("%d success tokens are discarded from %s (%d of %s, %d of %s)", theirs+yours, c.g.name(ts[0]),
				yours, c.g.players[c.p].name, theirs, c.g.players[1-c.p].name)
		}
		c.g.emit(e)
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

// DrainChosenDomain is an apply function for Choosing(PickDomainToDrain):
// the controller drains the chosen domain (its Transient resources are
// then destroyed).
func DrainChosenDomain(c *Ctx, chosen []CardID) {
	d := ChosenValue(chosen[0])
	if d < 0 || d >= len(c.g.players[c.p].domains) || c.g.players[c.p].domains[d].drained {
		c.g.fail(c.fi)
		return
	}
	c.g.emit(Event{Kind: EvDrain, Player: int8(c.p), Card: c.src, Other: None, N: int16(d)})
	c.g.drain(c.p, d)
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
			c.g.resourceNewDomain(c.p, n)
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

// EachPlayerDiscardsPerResourceOrDestroys: each player, in the order the
// active player chooses (FAQ 1.7), for each resource attached to each of his
// domains, discards n cards from the top of his deck or destroys that
// resource. He chooses the resources he destroys; each other one costs n
// cards, or, when his deck no longer holds n, is destroyed (the option he
// cannot take is not his to choose, FAQ 2.3).
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

// DrainTarget drains the domain of target i (its Transient resources are
// then destroyed); a domain already drained fails the part.
func DrainTarget(i int) Effect {
	return Effect{
		do: func(c *Ctx) bool {
			ts := targetsOf(c, i)
			if len(ts) == 0 || c.g.domainDrained(ts[0]) != 0 {
				c.g.fail(c.fi)
				return true
			}
			p := int(c.g.cards[ts[0]].ctrl)
			d := c.g.domainIndex(p, ts[0])
			var name string
			if c.g.logging() {
				name = c.g.domainName(ts[0])
			}
			c.note(c.src, None, "drains ", name)
			// The domain's player and its index, as a drain to pay is
			// recorded; the note above tells of it.
			c.g.emit(Event{Kind: EvDrain, Player: int8(p), Card: c.src, Other: None, N: int16(d), Flags: evQuiet})
			c.g.drain(p, d)
			return true
		},
		would: func(c *Ctx) bool {
			ts := targetsOf(c, i)
			return len(ts) > 0 && c.g.domainDrained(ts[0]) == 0
		},
	}
}

// RefreshDomainDrainedToPay refreshes the domain drained to pay for the
// ability's card or its cost ("then, refresh the domain drained to play
// it"); with none drained, or the domain refreshed since, the part fails.
func RefreshDomainDrainedToPay() Effect {
	return Effect{
		do: func(c *Ctx) bool {
			if d := c.DomainDrainedToPay(); d == None || !c.RefreshDomain(d) {
				c.g.fail(c.fi)
			}
			return true
		},
		would: func(c *Ctx) bool {
			d := c.DomainDrainedToPay()
			return d != None && c.g.domainDrained(d) == 1
		},
	}
}

// SelfBecomesDomain puts the ability's own card, in its owner's discard
// pile (a cost sacrificed it), into play face down as a new domain of the
// ability's player, its owner (Ctx.AddDomainOf), then attaches the top n
// cards of his deck to it as resources: the Eldritch Edition's
// Benefactors (Police Sergeant, Mi-Go Explorer, Moon-Cursed Lycanthrope).
// A card elsewhere, held in its pile, or another player's, stays where it
// is, and the effect fails.
func SelfBecomesDomain(n int) Effect {
	return effect(func(c *Ctx) {
		if c.g.cards[c.src].zone != ZoneDiscard || !c.AddDomainOf(c.src) {
			c.g.fail(c.fi)
			return
		}
		c.g.resourceNewDomain(c.p, n)
	})
}

// resourceNewDomain attaches the top n cards of player p's deck, as many
// as it has, to his newest domain as resources.
func (g *Game) resourceNewDomain(p, n int) {
	d := len(g.players[p].domains) - 1
	for range n {
		pl := &g.players[p]
		if len(pl.deck) == 0 {
			break
		}
		g.attachResource(p, pl.deck[len(pl.deck)-1], d, true)
	}
}

// DiscardUpToXSuccessTokens is DiscardUpToSuccessTokens of up to X tokens,
// X the ability's (a cost's count: the skill of a character sacrificed).
// With X 0 nothing is discarded, and the part fails.
func DiscardUpToXSuccessTokens(i int) Effect {
	return discardUpToSuccess(i, (*Ctx).X, "X")
}

// RefreshAllDomains refreshes every drained domain of every player; with
// none drained, it would change nothing.
func RefreshAllDomains() Effect {
	return Custom(func(c *Ctx) {
		for p := range c.g.players {
			for _, d := range c.g.Domains(p) {
				if d.Drained {
					c.RefreshDomain(d.Card)
				}
			}
		}
	}, func(c *Ctx) bool {
		for p := range c.g.players {
			for _, d := range c.g.Domains(p) {
				if d.Drained {
					return true
				}
			}
		}
		return false
	})
}
