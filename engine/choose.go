package engine

import (
	"fmt"

	"cthulhu/carddb"
)

// Choices made while an ability resolves, stored as a group in the
// ability's arena. A choice whose text does not say "choose" ("put a
// character from your hand into play", "sacrifice a character, if able")
// is a decision of a player, not a target (FAQ 1.9). One that says
// "choose" ("that character's controller may choose and wound a
// character", "each opponent must choose and sacrifice a character") is a
// target, whoever makes it and wherever it comes in the effect
// (Pick.Targeting): a card that cannot be targeted, or is immune to the
// effect's card, is not offered, and once a card in play is chosen the
// players may disrupt the effect that chose it (targetWindow), as they may
// an ability about to resolve with the targets chosen as it was initiated.

// Pick describes one in-resolution choice.
type Pick struct {
	who     func(c *Ctx) int // the chooser; the ability's controller when nil
	where   pickZone
	filter  CardFilter
	n       int
	countX  bool // the choice is of X cards, X the ability's (CountX)
	top     int  // with pickAnyDeck, only the top cards of each deck (FromTopOfDecks)
	upTo    bool
	may     bool
	purpose purpose
	icon    bool
	// targeting makes the choice a target (the text says "choose", FAQ
	// 1.9): see Targeting.
	targeting bool
	// sole: the ability's only target is the one card this choice
	// chooses (prepare).
	sole bool
	// soleTriggered: and the ability is a triggered one (prepare).
	soleTriggered bool
	text          string
	// values, when set, makes the choice one of these numbers (a domain's
	// index, a count), offered as options of kind act; ChosenValue reads
	// the choice back.
	values func(c *Ctx) []int
	act    Act
	// label, when set, names each value of a value choice of kind ActX in
	// the words of the card (PickValue).
	label func(c *Ctx, v int) string
	// names are the names a PickAmong chooses among, by value.
	names []string
	// countOf, when set, is the most cards the choice takes, counted as
	// it is made (UpToCountOf).
	countOf func(c *Ctx) int
}

type pickZone uint16

const (
	pickInPlay     pickZone = 1 << iota // cards in play
	pickHand                            // the chooser's hand
	pickDiscard                         // the chooser's discard pile
	pickWon                             // the chooser's won stories
	pickStories                         // stories in play
	pickDeck                            // the chooser's deck (a search, FAQ 2.11)
	pickResources                       // resources on the chooser's domains
	pickAnyDeck                         // any player's deck
	pickOppHand                         // the hand of the chooser's opponent, which he looks at
	pickStoryDeck                       // the story deck (a search)
	pickOppDiscard                      // the discard pile of the chooser's opponent
)

func (p *Pick) chooser(c *Ctx) int {
	if p.who == nil {
		return c.p
	}
	return p.who(c)
}

// pickCandidates appends the cards player q may choose.
func (g *Game) pickCandidates(c *Ctx, pk *Pick, q int, out []CardID) []CardID {
	prev := c.chooser
	c.chooser = q
	defer func() { c.chooser = prev }()
	// In this order: the options' order is part of a replay.
	if pk.where&pickInPlay != 0 {
		for p := range g.players {
			out = g.appendPicks(c, pk, g.players[p].play, out)
		}
	}
	if pk.where&pickStories != 0 {
		var buf [numSlots]CardID
		n := 0
		for s := range g.stories {
			if id := g.stories[s].card; id != None {
				buf[n] = id
				n++
			}
		}
		out = g.appendPicks(c, pk, buf[:n], out)
	}
	pl := &g.players[q]
	if pk.where&pickHand != 0 {
		out = g.appendPicks(c, pk, pl.hand, out)
	}
	if pk.where&pickOppHand != 0 {
		out = g.appendPicks(c, pk, g.players[other(q)].hand, out)
	}
	// A card that cannot leave its pile (heldInPile) is no choice: each
	// choice of a card in a discard pile takes it out.
	if pk.where&pickDiscard != 0 && !g.pileHeld(q) {
		out = g.appendPicks(c, pk, pl.discard, out)
	}
	if pk.where&pickOppDiscard != 0 && !g.pileHeld(other(q)) {
		out = g.appendPicks(c, pk, g.players[other(q)].discard, out)
	}
	if pk.where&pickDeck != 0 {
		out = g.appendPicks(c, pk, pl.deck, out)
	}
	if pk.where&pickResources != 0 {
		out = g.appendPicks(c, pk, pl.resources, out)
	}
	if pk.where&pickAnyDeck != 0 {
		for p := range g.players {
			deck := g.players[p].deck // the top card last
			if pk.top > 0 && len(deck) > pk.top {
				deck = deck[len(deck)-pk.top:]
			}
			out = g.appendPicks(c, pk, deck, out)
		}
	}
	if pk.where&pickWon != 0 {
		out = g.appendPicks(c, pk, pl.won, out)
	}
	if pk.where&pickStoryDeck != 0 {
		out = g.appendPicks(c, pk, g.story, out)
	}
	return out
}

// appendPicks appends the cards of ids the choice may pick: those its
// effect can affect, and its filter selects.
// A targeting choice leaves out the cards that cannot be targeted or are
// immune to the effect's card (FAQ 1.9, 2.36).
func (g *Game) appendPicks(c *Ctx, pk *Pick, ids, out []CardID) []CardID {
	var mayCannot, mayImmune bool
	if pk.targeting {
		mayCannot, mayImmune = g.mayBeInForce(maskCannot), g.mayBeInForce(maskImmune)
	}
	for _, id := range ids {
		if !g.purposeAllows(pk.purpose, id) {
			continue
		}
		if pk.targeting && !g.targetAllowed(id, c.src, mayCannot, mayImmune) {
			continue
		}
		if pk.sole && mayCannot && g.soleBarred(c.src, id, pk.soleTriggered) {
			continue
		}
		if pk.filter == nil || pk.filter(c, id) {
			out = append(out, id)
		}
	}
	return out
}

// targetWindow opens, after a targeting choice (Pick.Targeting) that chose
// a card both players can see (in play, a story, a resource, a discard
// pile, a won story: Zone.Open), a Disrupt window on the effect that
// chose it; a card chosen in a hand or a deck is seen by its chooser
// alone, and nothing can answer it being chosen. The window's
// subject is the ability frame at index fi, marked fChose while the window
// is open, an EvChoose rather than an EvAbility (subjectEvent), so that
// only what answers a card being chosen as a target answers it
// (AbilityTargeting), not what answers an ability about to resolve. A
// cancelled effect stops there (runAbility). It reports whether a window
// opened.
func (g *Game) targetWindow(pk *Pick, fi int, chosen []CardID) bool {
	if !pk.targeting {
		return false
	}
	for _, id := range chosen {
		if id >= 0 && g.cards[id].zone.Open() {
			if !g.windowsNeeded() {
				return false
			}
			g.stack[fi].flags |= fChose
			g.openDisrupts(fi)
			return true
		}
	}
	return false
}

// chosenGroup is the group of cards a targeting choice of the ability
// frame at index s has just chosen (targetWindow): the last group of its
// arena, before the cards of the frames above it.
func (g *Game) chosenGroup(s int) []CardID {
	end := len(g.arena)
	for k := s + 1; k < len(g.stack); k++ {
		if g.stack[k].kind == fAbility && int(g.stack[k].arena) <= end {
			end = int(g.stack[k].arena)
			break
		}
	}
	if end > len(g.arena) {
		end = len(g.arena)
	}
	start := int(g.stack[s].arena)
	if end > start && g.arena[end-1] == groupSep {
		end--
	}
	k := end
	for k > start && g.arena[k-1] != groupSep {
		k--
	}
	return g.arena[k:end]
}

// lastGroup returns the last group of cards stored from start.
func (g *Game) lastGroup(start int) []CardID {
	end := len(g.arena)
	if end > start && g.arena[end-1] == groupSep {
		end--
	}
	k := end
	for k > start && g.arena[k-1] != groupSep {
		k--
	}
	return g.arena[k:end]
}

// fChoose: player p makes the choice of effect part effectIndex of the
// ability frame abilityFrame, one card at a time; x counts the cards
// chosen.
func (g *Game) pickOf(f *frame) *Pick {
	if f.flags&fOrderChoice != 0 {
		return &orderPick
	}
	ab := &g.stack[f.abilityFrame()]
	return g.abilityOf(ab).Effects[f.effectIndex()].pick
}

// count is the number of cards the choice is of: X for CountX.
func (pk *Pick) count(x int) int {
	if pk.countX {
		return x
	}
	return pk.n
}

// pickLimit is the most cards a choice counted as it is made takes
// (UpToCountOf), read from its ability's point of view.
func (g *Game) pickLimit(f *frame, pk *Pick) int {
	c := g.ctxOf(f.abilityFrame())
	defer g.release()
	return pk.countOf(c)
}

func runChoose(g *Game, i int) bool {
	f := &g.stack[i]
	pk := g.pickOf(f)
	if int(f.x) >= pk.count(int(g.stack[f.abilityFrame()].x)) || pk.countOf != nil && int(f.x) >= g.pickLimit(f, pk) || f.x > 0 && len(g.countedOpts(f, optChoose)) == 0 {
		g.arena = append(g.arena, groupSep)
		g.pop()
		return false
	}
	return g.wait()
}

func optChoose(g *Game, f *frame, out []Option) []Option {
	pk := g.pickOf(f)
	ab := &g.stack[f.abilityFrame()]
	if pk.icon {
		for ic := range 4 {
			out = append(out, Option{Act: ActIcon, Card: None, Arg: int32(ic)})
		}
		return out
	}
	if pk.values != nil {
		if pk.may {
			out = append(out, Option{Act: ActPass, Card: None})
		}
		ctx := g.ctx(ab.card, int(ab.p), f.abilityFrame())
		ctx.chooser = int(f.p)
		for _, v := range pk.values(ctx) {
			out = append(out, Option{Act: pk.act, Card: None, Arg: int32(v)})
		}
		g.release()
		return out
	}
	if pk.may && f.x == 0 {
		out = append(out, Option{Act: ActPass, Card: None})
	}
	if pk.upTo && f.x > 0 {
		out = append(out, Option{Act: ActDone, Card: None})
	}
	ctx := g.ctx(ab.card, int(ab.p), f.abilityFrame())
	defer g.release()
	var buf [32]CardID
	start := len(g.arena) - int(f.x)
	for _, id := range g.pickCandidates(ctx, pk, int(f.p), buf[:0]) {
		taken := false
		for _, x := range g.arena[start:] {
			taken = taken || x == id
		}
		if !taken {
			out = append(out, Option{Act: ActPick, Card: id})
		}
	}
	return out
}

func applyChoose(g *Game, i int, o Option) {
	f := &g.stack[i]
	switch o.Act {
	case ActPass, ActDone:
		g.arena = append(g.arena, groupSep)
		g.pop()
	case ActIcon:
		// An icon is stored as a negative number below groupSep.
		g.arena = append(g.arena, iconChoice(carddb.Icon(o.Arg)), groupSep)
		g.pop()
	case ActDomain, ActX, ActFirst, ActFaction, ActPlayer, ActName:
		// A value choice (Pick.values), stored like an icon.
		g.arena = append(g.arena, valueChoice(int(o.Arg)), groupSep)
		g.pop()
	default:
		g.arena = append(g.arena, o.Card)
		f.x++
	}
}

// iconChoice stores a chosen icon among card IDs; ChosenIcon reads it back.
func iconChoice(ic carddb.Icon) CardID { return -10 - CardID(ic) }

// ChosenIcon reads an icon stored by a PickIcon choice.
func ChosenIcon(id CardID) carddb.Icon { return carddb.Icon(-10 - id) }

// valueChoice stores a chosen value (Pick.values) among card IDs, below the
// icons; ChosenValue reads it back.
func valueChoice(v int) CardID { return -100 - CardID(v) }

// ChosenValue reads a value stored by a value choice.
func ChosenValue(id CardID) int { return int(-100 - id) }

func promptChoose(g *Game, f *frame) (PromptKind, string) {
	pk := g.pickOf(f)
	ab := &g.stack[f.abilityFrame()]
	text := pk.text
	if text == "" {
		text = "a card"
	}
	verb := "choose"
	if pk.may {
		verb = "you may choose"
	}
	return PromptChoose, fmt.Sprintf("%s: %s %s.", g.name(ab.card), verb, text)
}

// valueLabel is the label a value choice being made (the top frame, a
// choice of a PickValue) gives value v, or "" when it gives none.
func (g *Game) valueLabel(v int) string {
	if len(g.stack) == 0 {
		return ""
	}
	f := g.top()
	if f.kind != fChoose {
		return ""
	}
	pk := g.pickOf(f)
	if pk.label == nil {
		return ""
	}
	ab := &g.stack[f.abilityFrame()]
	ctx := g.ctx(ab.card, int(ab.p), f.abilityFrame())
	ctx.chooser = int(f.p)
	l := pk.label(ctx, v)
	g.release()
	return l
}
