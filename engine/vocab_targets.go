package engine

import (
	"slices"

	"cthulhu/carddb"
)

// Targets and picks. A target is chosen as the ability is initiated, with
// the word "choose" (FAQ 1.9); a pick is a choice made while the ability
// resolves (choose.go).

// Choose is a target: a card in play the filter selects; text says what
// is chosen, for the prompt ("a character").
func Choose(text string, f CardFilter) Target { return Target{filter: f, text: text} }

// Designate is a choice made as the ability is initiated, as a target's,
// for an effect whose text does not say "choose" ("he must sacrifice a
// character", "move a drain token from one of your domains"): it is not a
// target (FAQ 1.9). "Cannot be targeted" does not protect the card, and
// an effect that answers a card being chosen as a target does not answer
// it; what the effect cannot do to a card (its purpose: FAQ 2.37's
// "designates ... for a wounding effect") and immunity, which ignores
// every effect of its source (FAQ 2.36), still leave the card out. As for
// a target, the ability cannot be used without the cards it needs (FAQ
// 1.9: an effect that "requires him to choose" a card).
func Designate(text string, f CardFilter) Target {
	return Target{filter: f, text: text, untargeted: true}
}

// ToWound marks a target to be wounded: a character with Invulnerability
// is not a legal target (FAQ 2.37).
func (t Target) ToWound() Target { t.purpose = toWound; return t }

// ToInsane marks a target to go insane: characters with Willpower or a
// terror icon are not legal targets.
func (t Target) ToInsane() Target { t.purpose = toInsane; return t }

// ToRestore marks a target to be restored: an insane character that
// cannot be restored is not a legal target (FAQ 2.2).
func (t Target) ToRestore() Target { t.purpose = toRestore; return t }

// ToReceiveWound marks a target a wound is moved onto: a character with
// Invulnerability is not a legal target (FAQ 2.31).
func (t Target) ToReceiveWound() Target { t.purpose = toReceiveWound; return t }

// Every makes the target every card in play the filter selects that may
// be chosen ("choose every character ..."): all of them are taken as the
// ability is initiated, with no decision; at least one is needed.
func (t Target) Every() Target { t.all = true; return t }

// N makes the target exactly n cards (FAQ 2.6).
func (t Target) N(n int) Target { t.n = n; return t }

// UpTo makes the target up to n cards, at least one (FAQ 2.6).
func (t Target) UpTo(n int) Target { t.n = n; t.upTo = true; return t }

// UpToCount is UpTo with the number a count of the game ("up to X, X the
// number of ..."), counted as the cards are chosen. An ability with such a
// target needs a play restriction that the count is at least 1: up to
// none chooses nothing.
func (t Target) UpToCount(n func(c *Ctx) int) Target {
	t.n = 1 << 12
	t.upTo = true
	t.upToN = n
	return t
}

// NCount makes the target exactly n cards, n a count of the game ("choose
// X characters, X the number of ..."), counted as the ability is
// initiated and as the cards are chosen. It can only be chosen in full
// (FAQ 2.6): the ability cannot be used with fewer legal cards, nor when
// the count is 0.
func (t Target) NCount(n func(c *Ctx) int) Target {
	t.n = 1 << 12
	t.upTo = false
	t.upToN = n
	return t
}

// By makes another player choose a target (the ability's controller by
// default).
func (t Target) By(who func(c *Ctx) int) Target { t.who = who; return t }

// Story makes the target a story or conspiracy in play.
func (t Target) Story() Target { t.zone = inStories; return t }

// InDiscardPiles makes the target a card in a discard pile.
func (t Target) InDiscardPiles() Target { t.zone = inDiscards; return t }

// InPlayOrResources makes the target a card in play or a resource attached
// to any player's domain.
func (t Target) InPlayOrResources() Target { t.zone = inPlayOrResources; return t }

// Domains makes the target a domain of any player.
func (t Target) Domains() Target { t.zone = inDomains; return t }

// InYourDomains makes the target a resource attached to one of the
// chooser's domains.
func (t Target) InYourDomains() Target { t.zone = inYourDomain; return t }

// FromDeck makes a choice among the chooser's deck cards (with a filter
// such as InTopOfDeck); the cards are shown to the chooser only.
func (p Pick) FromDeck() Pick { p.where = pickDeck; return p }

// FromAnyDeck makes a choice among the cards of every deck; a filter such as
// InTopOfDeck says which.
func (p Pick) FromAnyDeck() Pick { p.where = pickAnyDeck; return p }

// FromTopOfDecks makes a choice among the top n cards of every deck (the
// filter then says which): FromAnyDeck with InTopOfDeck(n), without
// walking the rest of the decks.
func (p Pick) FromTopOfDecks(n int) Pick { p.where, p.top = pickAnyDeck, n; return p }

// FromStories makes a choice among the stories and conspiracies in play.
func (p Pick) FromStories() Pick { p.where = pickStories; return p }

// FromResources makes a choice among the chooser's resources (the cards
// attached to his domains).
func (p Pick) FromResources() Pick { p.where = pickResources; return p }

// AnyNumber lets the chooser choose as many of the cards as he likes,
// none included.
func (p Pick) AnyNumber() Pick { p.n = 1 << 12; p.upTo = true; p.may = true; return p }

// FromStoryDeck makes the choice among the cards of the story deck: a
// search of it.
func (p Pick) FromStoryDeck() Pick { p.where = pickStoryDeck; return p }

// PickDomainToDrain is the choice of one of the chooser's undrained
// domains.
func PickDomainToDrain(text string) Pick {
	return Pick{n: 1, act: ActDomain, text: text, values: func(c *Ctx) []int {
		var out []int
		for d, dom := range c.g.players[c.chooser].domains {
			if !dom.drained {
				out = append(out, d)
			}
		}
		return out
	}}
}

// PickDomain is the choice of one of the chooser's domains, drained or
// not; ChosenValue reads back its index.
func PickDomain(text string) Pick {
	return Pick{n: 1, act: ActDomain, text: text, values: func(c *Ctx) []int {
		out := make([]int, len(c.g.players[c.chooser].domains))
		for d := range out {
			out[d] = d
		}
		return out
	}}
}

// PickDomainToPay is the choice of one of the chooser's undrained domains
// with at least n resources (n asked as the choice is offered), to pay n
// with ("unless he pays ..."): a payment that is no ability's cost of
// his, and needs no resource match (costs.go).
func PickDomainToPay(text string, n func(c *Ctx) int) Pick {
	return Pick{n: 1, act: ActDomain, text: text, values: func(c *Ctx) []int {
		var out []int
		need := n(c)
		for d, dom := range c.g.players[c.chooser].domains {
			if !dom.drained && int(dom.total) >= need {
				out = append(out, d)
			}
		}
		return out
	}}
}

// PickDomainToPayFor is the choice of one of the chooser's undrained
// domains that could pay n for the ability's card, its resource match
// included ("you may pay 1 to ..."): draining it is the payment
// (DrainChosenDomain).
func PickDomainToPayFor(text string, n int) Pick {
	return Pick{n: 1, act: ActDomain, text: text, values: func(c *Ctx) []int {
		var out []int
		for d := range c.g.players[c.chooser].domains {
			if c.g.abilityPayProblem(c.chooser, d, n, false, c.g.cards[c.src].def, false) == nil {
				out = append(out, d)
			}
		}
		return out
	}}
}

// PickValue is the choice of one of the values the function gives now (a
// player, a place, a mode of the effect), each option named by label;
// ChosenValue reads back the value chosen.
func PickValue(text string, values func(c *Ctx) []int, label func(c *Ctx, v int) string) Pick {
	return Pick{n: 1, act: ActX, text: text, values: values, label: label}
}

// PickPlayer is the choice of a player, the ability's player first:
// ChosenValue reads his index back.
func PickPlayer(text string) Pick {
	return Pick{n: 1, act: ActPlayer, text: text, values: func(c *Ctx) []int { return []int{c.p, 1 - c.p} }}
}

// PickCard starts a choice of a card in play the filter selects.
func PickCard(text string, f CardFilter) Pick {
	return Pick{where: pickInPlay, filter: f, n: 1, text: text}
}

// PickIcon is the choice of a struggle icon.
func PickIcon(text string) Pick { return Pick{icon: true, n: 1, text: text} }

// PickIconAmong is the choice of a struggle icon among those icons
// gives now ("choose an icon struggle at that story").
func PickIconAmong(text string, icons func(c *Ctx) []carddb.Icon) Pick {
	return Pick{n: 1, text: text, act: ActIcon, values: func(c *Ctx) []int {
		var out []int
		for _, ic := range icons(c) {
			out = append(out, int(ic))
		}
		return out
	}}
}

// PickFaction is the choice of a faction (ChosenFaction reads it back):
// one of the game's factions, neither neutral nor Zoog.
func PickFaction(text string) Pick {
	return Pick{n: 1, text: text, act: ActFaction, values: func(c *Ctx) []int {
		var out []int
		for f := carddb.Agency; f <= carddb.SilverTwilight; f++ {
			out = append(out, int(f))
		}
		return out
	}}
}

// ChosenFaction reads a faction stored by a PickFaction choice.
func ChosenFaction(id CardID) carddb.Faction { return carddb.Faction(ChosenValue(id)) }

// PickAmong is the choice of one of the names given (a subtype, say);
// ChosenValue reads back its index in names. The list is the card's,
// fixed when it is declared.
func PickAmong(text string, names []string) Pick {
	return Pick{n: 1, text: text, act: ActName, names: names, values: func(c *Ctx) []int {
		out := make([]int, len(names))
		for i := range out {
			out[i] = i
		}
		return out
	}}
}

// PickTitle is the naming of a card ("name a card"): a choice among the
// titles the chooser may know of (KnownTitles), each option named by its
// title; ChosenTitle reads the title back.
func PickTitle(text string) Pick {
	return Pick{n: 1, act: ActX, text: text, values: knownTitleValues, label: knownTitleLabel}
}

func knownTitleValues(c *Ctx) []int {
	out := make([]int, len(KnownTitles(c.g, c.chooser)))
	for i := range out {
		out[i] = i
	}
	return out
}

func knownTitleLabel(c *Ctx, v int) string {
	if t := KnownTitles(c.g, c.chooser); v >= 0 && v < len(t) {
		return t[v]
	}
	return "?"
}

// ChosenTitle reads back the title a PickTitle choice of the ability's
// player named (a value the choice stored), as the choice resolves; ""
// for none.
func (c *Ctx) ChosenTitle(id CardID) string {
	t, v := KnownTitles(c.g, c.p), ChosenValue(id)
	if v < 0 || v >= len(t) {
		return ""
	}
	return t[v]
}

// KnownTitles lists, in alphabetical order and once each, the titles of
// the cards that may be played (characters, supports, events,
// conspiracies) player p may know of: each card he owns, wherever it is
// (he knows his deck's list), and each card of the other player's in a
// zone open to both (in play, a discard pile, a resource, a won pile).
// The other player's hidden cards give no title: what p may name says
// nothing he could not know.
func KnownTitles(g *Game, p int) []string {
	var out []string
	for id := range g.cards {
		c := &g.cards[id]
		switch c.def.Type {
		case carddb.Character, carddb.Support, carddb.Event, carddb.Conspiracy:
		default:
			continue
		}
		if int(c.owner) != p && !c.zone.Open() || placeCard(c.def) || c.def.Title == "" {
			continue
		}
		out = append(out, c.def.Title)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// By makes another player choose.
func (p Pick) By(who func(c *Ctx) int) Pick { p.who = who; return p }

// FromHand, FromDiscardPile, FromWon and FromHandOrDiscard choose among the
// chooser's cards there instead of cards in play.
func (p Pick) FromHand() Pick { p.where = pickHand; return p }

// FromOpponentsHand chooses among the cards of the chooser's opponent's
// hand, which the chooser looks at ("look at an opponent's hand and
// choose a card from it").
func (p Pick) FromOpponentsHand() Pick { p.where = pickOppHand; return p }

func (p Pick) FromDiscardPile() Pick { p.where = pickDiscard; return p }

// FromOpponentsDiscardPile chooses among the cards of the chooser's
// opponent's discard pile (a choice made by another player, By, among the
// discard pile of the ability's controller).
func (p Pick) FromOpponentsDiscardPile() Pick { p.where = pickOppDiscard; return p }

func (p Pick) FromWon() Pick { p.where = pickWon; return p }

func (p Pick) FromHandOrDiscard() Pick { p.where = pickHand | pickDiscard; return p }

// Optional lets the chooser decline ("may").
func (p Pick) Optional() Pick { p.may = true; return p }

// Count makes the choice exactly n cards (FAQ 2.6); UpToCount up to n.
func (p Pick) Count(n int) Pick { p.n = n; return p }

func (p Pick) UpToCount(n int) Pick { p.n = n; p.upTo = true; return p }

// CountX makes the choice exactly X cards, X the ability's (a cost paid
// with PayX: "shuffle X cards"), in a Choosing part; X = 0 picks none.
func (p Pick) CountX() Pick { p.countX = true; return p }

// UpToCountOf makes the choice up to as many cards as a count of the game
// gives as the choice is made ("up to X cards, X being the number of
// insane characters in play"); with a count of 0 nothing is chosen.
func (p Pick) UpToCountOf(n func(c *Ctx) int) Pick {
	p.n, p.upTo, p.countOf = 1<<12, true, n
	return p
}

// Targeting makes the choice a target, for an effect whose text says
// "choose" while it resolves or has another player choose ("then, that
// character's controller may choose and wound a character", "each
// opponent must choose and sacrifice a character"; FAQ 1.9): the cards
// that cannot be targeted, or are immune to the effect's card, are not
// offered (FAQ 2.36), and a card in play once chosen may be answered as a
// card chosen as a target (AbilityTargeting: the players may disrupt the
// effect before it goes on).
func (p Pick) Targeting() Pick { p.targeting = true; return p }

// ToWound and ToInsane exclude the cards the effect cannot affect.
func (p Pick) ToWound() Pick { p.purpose = toWound; return p }

func (p Pick) ToInsane() Pick { p.purpose = toInsane; return p }
