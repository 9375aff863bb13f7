package engine

import (
	"strings"

	"cthulhu/carddb"
)

// Vocabulary first needed by the Hastur and Yog-Sothoth cards of the Core
// Set; every name is generic.

// ---- Filters ----

// WithoutIcon selects cards with no icon of a kind now (an insane
// character has none).
func WithoutIcon(ic carddb.Icon) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.icons(id)[ic] == 0 }
}

// WithoutAttachments selects cards with no Attachment card attached to them
// (a card attached by an effect counts as one, FAQ 1.15).
func WithoutAttachments(c *Ctx, id CardID) bool {
	for _, a := range c.g.Attachments(id) {
		if c.g.hasSubtype(a, attachmentSubtype) {
			return false
		}
	}
	return true
}

// CostAtMostX selects cards out of play whose cost is X or lower, X being
// what the ability or card paid: out of play a card's cost is its printed
// cost, and a printed X is 0 there (FAQ 2.1).
func CostAtMostX(c *Ctx, id CardID) bool {
	d := c.g.cards[id].def
	return !d.NoCost && printedCost(d) <= c.X()
}

// InTopOfDeck selects the top n cards of their owner's deck.
func InTopOfDeck(n int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		cd := &c.g.cards[id]
		if cd.zone != ZoneDeck {
			return false
		}
		deck := c.g.players[cd.owner].deck
		for k := len(deck) - 1; k >= 0 && k >= len(deck)-n; k-- {
			if deck[k] == id {
				return true
			}
		}
		return false
	}
}

// BeingPlayedFromHand selects cards in any player's hand, or being played
// from it: the cards a "cost to play" modifier applies to.
func BeingPlayedFromHand(c *Ctx, id CardID) bool {
	z := c.g.cards[id].zone
	return z == ZoneHand || z == ZoneResolving
}

// CharacterWithSubtype selects characters with a subtype now, counted
// without the modifiers that themselves count cards ("for each Cultist"):
// a count of subtypes never loops through the modifier it feeds.
func CharacterWithSubtype(s string) CardFilter {
	st := vocabSubtype(s)
	return func(c *Ctx, id CardID) bool { return c.g.isCharacter(id) && c.g.hasSubtypeUncounted(id, st) }
}

// hasSubtypeUncounted is hasSubtype with only the blanking and
// subtype-giving modifiers, none of which counts cards.
func (g *Game) hasSubtypeUncounted(id CardID, st carddb.Subtype) bool {
	c := &g.cards[id]
	if has, known := g.subtypeWithoutMods(id, st); known {
		return has
	}
	blank, gained := false, false
	look := func(m *Mod, ctx *Ctx) {
		if m.per != nil || m.kind != modBlank && m.kind != modSubtype {
			return
		}
		if m.who != nil && !m.who(ctx, id) {
			return
		}
		if m.kind == modBlank {
			blank = true
		} else if strings.EqualFold(m.str, st.Name) {
			gained = true
		}
	}
	for i := range g.lasting {
		l := &g.lasting[i]
		if l.on == id && l.epoch == c.epoch {
			look(&Mod{kind: l.mod.kind, str: l.mod.str}, nil)
		} else if l.on == None && l.mod.who != nil {
			ctx := g.ctx(l.src, int(l.p), -1)
			look(&l.mod, ctx)
			g.release()
		}
	}
	if g.statics > 0 {
		g.eachStatic(func(src CardID, a *Ability) {
			ctx := g.ctx(src, int(g.cards[src].ctrl), -1)
			if a.Play == nil || a.Play(ctx) {
				for k := range a.Mods {
					look(&a.Mods[k], ctx)
				}
			}
			g.release()
		})
	}
	return gained || !blank && c.def.Has(st)
}

// ---- Counts, for Mod.Times ----

// CountInPlay counts the cards in play the filter selects.
func CountInPlay(f CardFilter) func(c *Ctx) int {
	return func(c *Ctx) int {
		n := 0
		for p := range c.g.players {
			for _, id := range c.g.players[p].play {
				if f(c, id) {
					n++
				}
			}
		}
		return n
	}
}

// CountInYourDiscard counts the cards in the controller's discard pile
// whose printed subtypes include s (out of play a card has its printed
// characteristics).
func CountInYourDiscard(subtype string) func(c *Ctx) int {
	st := vocabSubtype(subtype)
	return func(c *Ctx) int {
		n := 0
		for _, id := range c.g.players[c.p].discard {
			if c.g.cards[id].def.Has(st) {
				n++
			}
		}
		return n
	}
}

// ResourceTypesOfPayingDomainBut counts the resource types (resource icons;
// a neutral card has none, Rulebook: "no specific resource symbol") among
// the resources of the domain paying for the card being played, other than
// the given one; 0 while no domain is being tried.
func ResourceTypesOfPayingDomainBut(f carddb.Faction) func(c *Ctx) int {
	return func(c *Ctx) int {
		d := c.g.payDomain
		if d < 0 || d >= len(c.g.players[c.p].domains) {
			return 0
		}
		_, by := c.g.domainCount(c.p, d)
		n := 0
		for k, v := range by {
			if v > 0 && carddb.Faction(k) != carddb.Neutral && carddb.Faction(k) != f {
				n++
			}
		}
		return n
	}
}

// ---- Conditions ----

// SelfAttached holds while the ability's card is attached to a card;
// SelfUnattached while it is not.
func SelfAttached(c *Ctx) bool   { return c.g.cards[c.src].host != None }
func SelfUnattached(c *Ctx) bool { return c.g.cards[c.src].host == None }

// ---- Triggers ----

// PlayedOverpaid answers a card the filter selects played from its owner's
// hand with a domain holding more resources than its cost (FAQ 2.14).
func PlayedOverpaid(f CardFilter) *Trigger {
	t := On(func(c *Ctx, e *Event) bool { return e.N > 0 && CardIs(f)(c, e) }, EvPlay, EvAttach)
	t.self = isSelf(f)
	return t
}

// AbilityOfCardType matches an ability (or event) about to resolve whose
// card is printed as one of the types: "a character or support card
// ability".
func AbilityOfCardType(types ...carddb.Type) func(c *Ctx, e *Event) bool {
	return func(c *Ctx, e *Event) bool {
		if e.Kind != EvAbility || e.Card == None {
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

// ---- Targets ----

// InYourDomains makes the target a resource attached to one of the
// chooser's domains.
func (t Target) InYourDomains() Target { t.zone = inYourDomain; return t }

// ---- Effects ----

// EachLosesPrintedIcons: until the end of the phase, each sane character
// the filter selects now loses its printed icons of a kind (icons gained
// otherwise stay, FAQ 2.28; an insane character cannot be modified, FAQ
// 2.34).
func EachLosesPrintedIcons(f CardFilter, ic carddb.Icon) Effect {
	return effect(func(c *Ctx) {
		var buf [32]CardID
		for p := range c.g.players {
			for _, id := range append(buf[:0], c.g.players[p].play...) {
				cd := &c.g.cards[id]
				if !c.g.isCharacter(id) || cd.insane || !f(c, id) {
					continue
				}
				if n := int(cd.def.Icons[ic]); n > 0 {
					c.g.addLasting(GainIcon(ic, -n), id, c.src, c.p, PerPhase)
				}
			}
		}
	})
}

// UntilEndOfPhase puts a modifier on every card its filter (Mod.On)
// selects, now or later, until the end of the phase: "until the end of the
// phase, the cost to play cards is raised by 1".
func UntilEndOfPhase(m Mod) Effect {
	return effect(func(c *Ctx) {
		c.g.addLasting(m, None, c.src, c.p, PerPhase)
	})
}

// DiscardTopOfDeckX discards the top X cards of a player's deck, X being
// what the ability paid.
func DiscardTopOfDeckX(who func(c *Ctx) int) Effect {
	return Effect{
		do: func(c *Ctx) bool {
			p := who(c)
			for range c.X() {
				pl := &c.g.players[p]
				if len(pl.deck) == 0 {
					break
				}
				id := pl.deck[len(pl.deck)-1]
				c.g.emit(Event{Kind: EvDiscardFromDeck, Player: int8(p), Card: id, Other: None})
				c.g.moveTo(id, ZoneDiscard)
			}
			return true
		},
		would: func(c *Ctx) bool { return c.X() > 0 && len(c.g.players[who(c)].deck) > 0 },
	}
}

// PutTargetInHand puts target i's cards (out of play: in a discard pile)
// into their owners' hands.
func PutTargetInHand(i int) Effect {
	return eachTarget(i, func(c *Ctx, id CardID) {
		if c.g.cards[id].zone.InPlay() {
			c.g.leavePlay(id, leaveReturn)
			return
		}
		c.g.moveTo(id, ZoneHand)
		c.g.emit(Event{Kind: EvReturnToHand, Player: int8(c.p), Card: id, Other: None})
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

// DetachItself makes the ability's own card, attached by an effect, what it
// was printed as again, still in play under its controller: a character
// card becomes a ready, uncommitted character (FAQ 1.15).
func DetachItself() Effect {
	return effect(func(c *Ctx) {
		cd := &c.g.cards[c.src]
		if cd.zone != ZonePlay || cd.host == None {
			c.g.fail(c.fi)
			return
		}
		cd.host = None
		c.g.markStale(bothStale)
		c.g.setWounds(c.src, 0)
		cd.exhausted, cd.insane = false, false
		c.g.setCommitted(c.src, None)
		cd.pending = None
		c.g.dirty |= dirtyHV
		c.g.touch()
		c.note(c.src, None, "unattached, it is a ", strings.ToLower(cd.def.Type.String()), " again")
	})
}

// FromDeck makes a choice among the chooser's deck cards (with a filter
// such as InTopOfDeck); the cards are shown to the chooser only.
func (p Pick) FromDeck() Pick { p.where = pickDeck; return p }

// ArrangeTopOfDeck lets the controller look at the top n cards of his deck
// and put them back in any order: he picks them one at a time, the first
// picked going on top; those he does not pick stay under them, in their
// order.
func ArrangeTopOfDeck(n int) Effect {
	pk := PickCard("the cards in the order to put them back, the first on top", InTopOfDeck(n)).FromDeck().UpToCount(n).Optional()
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

// TakeFromTopOfDeck lets the controller put one of the top n cards of his
// deck into his hand (unseen by his opponent).
func TakeFromTopOfDeck(n int) Effect {
	pk := PickCard("a card to put into your hand", InTopOfDeck(n)).FromDeck().Optional()
	return Choosing(pk, func(c *Ctx, chosen []CardID) {
		for _, id := range chosen {
			c.g.moveTo(id, ZoneHand)
		}
		c.g.emit(Event{Kind: EvEffect, Player: int8(c.p), Card: c.src, Other: None,
			Text: "a card from the top of the deck is put into its owner's hand"})
	})
}
