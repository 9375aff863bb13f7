package engine

import (
	"fmt"
	"strings"

	"cthulhu/carddb"
)

// EventKind is what an event records.
type EventKind uint8

const (
	EvFirstPlayer EventKind = iota
	EvDraw
	EvMulligan
	EvSetupResources
	EvTurn
	EvRefresh
	EvRestore
	EvResource
	EvPlay
	EvAttach
	EvPlayEvent
	EvPlayConspiracy
	EvNoAbility
	EvTransient
	EvSkipStory
	EvCommit
	EvNoCommit
	EvResolveStory
	EvStruggle
	EvInsane
	EvWound
	EvDestroy
	EvSacrifice
	EvDiscardFromPlay
	EvReturnToHand
	EvReady
	EvSuccessToken
	EvSuccess
	EvWinStory
	EvNewStory
	EvWin
	EvDrain
	EvAddDomain
	EvAbility         // an ability or event is played or used (about to resolve)
	EvCancelled       // an ability was cancelled
	EvExhaust         // a card is exhausted
	EvDiscardFromHand // a card is discarded from hand
	EvPutIntoPlay     // a card is put into play by an effect (FAQ 2.24)
	EvPhaseBegin      // a phase begins
	EvPhaseEnd        // a phase ends (no responses: FAQ, Timing Structure)
	EvEffect          // an ability resolved with this effect, for the log
	EvTurnEnd         // the turn ends
	EvDiscardFromDeck // a card is discarded from the top of a deck
	EvMoveWound       // a wound moves from Card to Other (FAQ 2.31)
	EvTakeControl     // Player takes control of Card
	EvReveal          // Player reveals Card (FAQ 2.4)
	EvShuffle         // Player shuffles his deck
	EvStoryEffect     // Player executes the effect of the story he won
	EvStoryResolved   // a story finished resolving (Card)
	EvAttached        // Card, already in play, becomes an attachment of Other (FAQ 1.15)
	EvChoose          // an ability, resolving, has chosen targets (a Disrupt's subject only, never logged)
	EvReturnToDeck    // a card in play is put on top of its owner's deck
	EvStoryDeclined   // Player, who won the story Card, chose not to execute its effect (only when an ability answers it)
	EvAllCommitted    // every player has committed his characters to stories, at the end of the commit steps (only when an ability answers it)
	EvWoundDealt      // a struggle's wound has been dealt to Card, at the story Other (a Disrupt's subject only, never logged)
	EvNone
)

// eventNames are the kinds' names, as String and the JSON form write them.
var eventNames = [EvNone + 1]string{"first-player", "draw", "mulligan", "setup-resources", "turn", "refresh", "restore",
	"resource", "play", "attach", "play-event", "play-conspiracy", "no-ability", "transient", "skip-story", "commit",
	"no-commit", "resolve-story", "struggle", "insane", "wound", "destroy", "sacrifice", "discard-from-play",
	"return-to-hand", "ready", "success-token", "success", "win-story", "new-story", "win", "drain", "add-domain",
	"ability", "cancelled", "exhaust", "discard-from-hand", "put-into-play", "phase-begin", "phase-end", "effect",
	"turn-end", "discard-from-deck", "move-wound", "take-control", "reveal", "shuffle", "story-effect",
	"story-resolved", "attached", "choose", "return-to-deck", "story-declined", "all-committed", "wound-dealt", "none"}

func (k EventKind) String() string {
	if k <= EvNone {
		return eventNames[k]
	}
	return fmt.Sprintf("event(%d)", k)
}

// Event kinds are bits of a uint64 in the abilities' trigger masks.
const _ = uint(63 - EvNone)

// bit is the kind's bit in a mask of event kinds. (The mask of the shift
// tells the compiler that it is shorter than 64, which saves the check of
// a longer one on the hot paths.)
func (k EventKind) bit() uint64 { return 1 << (k & 63) }

// Event flags.
const (
	evWasBlank     uint8 = 1 << iota // the card left play blank, insane or as a resource (FAQ 1.12)
	evQuiet                          // recorded for the rules, not shown in the log
	evWasCharacter                   // the card left play as a character
	evFromPlay                       // an ability used from a card in play: a triggered ability
)

// evResourceFromHand marks a resource attached (EvResource) from its
// player's hand (ResourceFromHand). It shares its bit with fromStruggle,
// a flag of harms only.
const evResourceFromHand uint8 = 1 << 4

// evDomainFromPile marks a domain added (EvAddDomain) from a card of the
// discard pile (Ctx.BecomeDomain), not the top of the deck.
const evDomainFromPile uint8 = 1 << 4

// evByTriggered marks a card put into play (EvPutIntoPlay) by a triggered
// effect: an Action, Disrupt, Response or Forced Response resolving, an
// event card's too (ByTriggeredEffect).
const evByTriggered uint8 = 1 << 7

// evBySkill marks a struggle that compared skill totals, not icons
// (StruggleCountsSkill); the bits below it are the event flags above and
// the causes of a harm (harmCause).
const evBySkill uint8 = 1 << 6

// Event is one thing that happened, as data. Its text is made on demand for
// a given reader, so that hidden cards stay hidden.
type Event struct {
	Turn   int16     `json:"turn"`
	Step   Step      `json:"step"`
	Kind   EventKind `json:"kind"`
	Player int8      `json:"player"` // the player who acts, or -1
	Card   CardID    `json:"card"`
	Other  CardID    `json:"other"`
	N      int16     `json:"n"`
	Counts [2]int16  `json:"counts"`
	Text   string    `json:"text,omitempty"`
	// Src is the card whose ability caused the event, or None for the
	// game's own rules.
	Src CardID `json:"src"`
	// Seq numbers every event of the game, so that responses can tell one
	// occurrence from another.
	Seq   int32 `json:"seq"`
	Flags uint8 `json:"flags,omitempty"`
	// X is the X paid, and D the domain drained plus one (0: none), for
	// plays and abilities.
	X int16 `json:"x,omitempty"`
	D int8  `json:"d,omitempty"`
	// Answers is, for a triggered ability about to resolve (EvAbility),
	// the Seq of the occurrence it answers (0: none): a Forced Response
	// triggered again answers it again (Ctx.TriggerAgain).
	Answers int32 `json:"answers,omitempty"`
}

// emit records an event: in the log, and, when some card of the game can
// answer events, among the occurrences of the current window.
// logging reports whether the game keeps a log: an event's text, read only
// by the log's reader, need not be written otherwise (Options.NoLog).
func (g *Game) logging() bool { return !g.opts.NoLog }

// note emits what an effect did to card (other: a second card, or None),
// in words for the log: the parts are joined only when there is a log.
func (c *Ctx) note(card, other CardID, parts ...string) {
	e := Event{Kind: EvEffect, Player: int8(c.p), Card: card, Other: other}
	if c.g.logging() {
		e.Text = strings.Join(parts, "")
	}
	c.g.emit(e)
}

func (g *Game) emit(e Event) {
	g.seq++
	e.Seq = g.seq
	e.Turn = g.turn
	e.Step = g.step
	e.Src = g.curSrc
	if g.reactive {
		g.occ = append(g.occ, e)
		g.unchecked |= e.Kind.bit()
	}
	if !g.opts.NoLog {
		g.log = append(g.log, e)
	}
}

// Events returns the event log. The slice must not be modified.
func (g *Game) Events() []Event { return g.log }

// Log renders the whole event log for a reader: 0 or 1 for a player's
// view, -1 for everything.
func (g *Game) Log(viewer int) []string {
	out := make([]string, 0, len(g.log))
	for _, e := range g.log {
		if e.Flags&evQuiet == 0 {
			out = append(out, g.EventText(e, viewer))
		}
	}
	return out
}

// Shown reports whether an event appears in the log.
func (e *Event) Shown() bool { return e.Flags&evQuiet == 0 }

// EventText renders one event for a reader, with its turn and phase:
// "Turn 3, Story phase: Agency commits Local Sheriff to The Other Path".
func (g *Game) EventText(e Event, viewer int) string {
	prefix := "Set-up: "
	if e.Turn > 0 {
		prefix = fmt.Sprintf("Turn %d, %s phase: ", e.Turn, e.Step.Phase())
		if e.Step == StepEndOfTurn {
			prefix = fmt.Sprintf("Turn %d, end of turn: ", e.Turn)
		}
	}
	return prefix + g.eventBody(e, viewer)
}

// EventBody renders one event for a reader without its turn and phase:
// "Agency commits Local Sheriff to The Other Path".
func (g *Game) EventBody(e Event, viewer int) string { return g.eventBody(e, viewer) }

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func (g *Game) eventBody(e Event, viewer int) string {
	who := "The game"
	if e.Player >= 0 && e.Player < 2 {
		who = g.players[e.Player].name
	}
	card, oth := g.name(e.Card), g.name(e.Other)
	switch e.Kind {
	case EvFirstPlayer:
		return who + " takes the first turn (chosen at random)"
	case EvDraw:
		if e.Counts[0] < 0 {
			// A draw about to be made (fDraw), a Disrupt's subject.
			return fmt.Sprintf("%s would draw %s", who, plural(int(e.N), "card", "cards"))
		}
		return fmt.Sprintf("%s draws %s", who, plural(int(e.N), "card", "cards"))
	case EvMulligan:
		return who + " takes a mulligan: shuffles the setup hand away and draws eight new cards"
	case EvSetupResources:
		return who + " has chosen three setup cards as resources"
	case EvTurn:
		return who + "'s turn begins"
	case EvRefresh:
		return who + " readies exhausted cards and refreshes domains"
	case EvRestore:
		return who + " restores " + card + " (exhausted)"
	case EvResource:
		return fmt.Sprintf("%s attaches %s to domain %d as a resource", who, card, e.N+1)
	case EvPlay:
		return who + " plays " + card + drainText(e)
	case EvAttach:
		return who + " plays " + card + " attached to " + g.ownedAfter(e.Other, int(e.Player)) + drainText(e)
	case EvPlayEvent:
		return who + " plays the event " + card + drainText(e)
	case EvPlayConspiracy:
		return who + " plays the conspiracy " + card + drainText(e)
	case EvNoAbility:
		return card + "'s ability is not implemented: it has no effect"
	case EvTransient:
		return g.owned(e.Card, -1) + " (Transient) is destroyed because its domain was drained"
	case EvDrain:
		return fmt.Sprintf("%s drains domain %d", who, e.N+1)
	case EvAddDomain:
		if e.Other != None {
			// A known card put into play as a domain (Ctx.AddDomainOf).
			return fmt.Sprintf("%s puts %s into play face down as a domain (now %d domains)", who, g.ownedAfter(e.Other, int(e.Player)), e.N)
		}
		return fmt.Sprintf("%s adds a domain from the top of the deck (now %d domains)", who, e.N)
	case EvAbility:
		paid := ""
		switch {
		case e.D > 0 && g.cards[e.Card].def.CostX:
			paid = fmt.Sprintf(" (X = %d, drains domain %d)", e.X, e.D)
		case e.D > 0:
			paid = fmt.Sprintf(" (drains domain %d)", e.D)
		}
		if g.cards[e.Card].def.Type == carddb.Event {
			return who + " plays the event " + card + paid
		}
		return who + " uses " + g.abilityText(e.Card, int(e.N)) + paid
	case EvChoose:
		return g.abilityText(e.Card, int(e.N)) + " has chosen a target"
	case EvCancelled:
		return g.owned(e.Card, -1) + " is cancelled"
	case EvExhaust:
		return g.owned(e.Card, -1) + " is exhausted"
	case EvDiscardFromHand:
		return who + " discards " + card + " from hand"
	case EvPutIntoPlay:
		if e.Other != None {
			return who + " puts " + card + " into play attached to " + g.ownedAfter(e.Other, int(e.Player))
		}
		return who + " puts " + card + " into play"
	case EvPhaseBegin:
		return fmt.Sprintf("the %s phase begins", e.Step.Phase())
	case EvPhaseEnd:
		return fmt.Sprintf("the %s phase ends", e.Step.Phase())
	case EvMoveWound:
		// Whose they are at the end: "(Darin's characters)", "(Darin's
		// character to Tommy's)".
		s := "a wound moves from " + card + " to " + oth
		switch from, to := g.ownerOf(e.Card), g.ownerOf(e.Other); {
		case from >= 0 && from == to:
			s += " (" + g.players[from].name + "'s characters)"
		case from >= 0 && to >= 0:
			s += " (" + g.players[from].name + "'s character to " + g.players[to].name + "'s)"
		}
		return s
	case EvTakeControl:
		return who + " takes control of " + g.ownedAfter(e.Card, int(e.Player))
	case EvAttached:
		return g.owned(e.Card, -1) + " becomes an attachment of " + g.ownedAfter(e.Other, g.ownerOf(e.Card))
	case EvStoryEffect:
		return who + " executes the effect of " + card
	case EvStoryDeclined:
		return who + " does not execute the effect of " + card
	case EvAllCommitted:
		return "every player has committed his characters"
	case EvReveal:
		return who + " reveals " + card
	case EvShuffle:
		return who + " shuffles the deck"
	case EvDiscardFromDeck:
		if e.N < 0 {
			return card + " is discarded from " + who + "'s deck"
		}
		return card + " is discarded from the top of " + who + "'s deck"
	case EvTurnEnd:
		return who + "'s turn ends"
	case EvEffect:
		return card + ": " + e.Text
	case EvSkipStory:
		if e.Card != None {
			return who + " skips the story phase (" + card + ")"
		}
		return who + " skips the story phase (first player penalty)"
	case EvCommit:
		return who + " commits " + card + " to " + oth
	case EvNoCommit:
		return who + " commits no character: the story phase ends"
	case EvResolveStory:
		return "resolving " + card
	case EvStruggle:
		ic := carddb.Icon(e.N).Title()
		res := "a tie, no effect"
		if e.Player >= 0 {
			res = who + " wins"
		}
		counted := "icons"
		if e.Flags&evBySkill != 0 {
			counted = "skill"
		}
		return fmt.Sprintf("%s struggle at %s: %s %d, %s %d %s: %s", ic, card,
			g.players[0].name, e.Counts[0], g.players[1].name, e.Counts[1], counted, res)
	case EvInsane:
		return g.owned(e.Card, -1) + " goes insane"
	case EvWound:
		return g.owned(e.Card, -1) + " takes a wound"
	case EvWoundDealt:
		return g.owned(e.Card, -1) + " has taken a wound from a struggle"
	case EvDestroy:
		return g.owned(e.Card, -1) + " is destroyed"
	case EvSacrifice:
		return who + " sacrifices " + g.ownedAfter(e.Card, int(e.Player))
	case EvDiscardFromPlay:
		return who + " discards " + g.ownedAfter(e.Card, int(e.Player)) + " from play"
	case EvReturnToHand:
		return g.owned(e.Card, -1) + " returns to its owner's hand"
	case EvReturnToDeck:
		return g.owned(e.Card, -1) + " goes on top of its owner's deck"
	case EvReady:
		return who + " readies " + g.ownedAfter(e.Card, int(e.Player))
	case EvSuccessToken:
		return fmt.Sprintf("%s places %s on %s", who, plural(int(e.N), "success token", "success tokens"), card)
	case EvSuccess:
		a := int(e.Player)
		sa, so := e.Counts[a], e.Counts[other(a)]
		switch e.N {
		case -1:
			// A skill check about to be made (fSkillCheck), a Disrupt's subject.
			return fmt.Sprintf("success is about to be determined at %s, for %s", card, who)
		case 0:
			return fmt.Sprintf("%s does not succeed at %s (skill %d against %d)", who, card, sa, so)
		case 2:
			return fmt.Sprintf("%s succeeds at %s, unchallenged (skill %d against %d)", who, card, sa, so)
		}
		return fmt.Sprintf("%s succeeds at %s (skill %d against %d)", who, card, sa, so)
	case EvWinStory:
		return fmt.Sprintf("%s wins the story %s", who, card)
	case EvNewStory:
		return card + " is dealt from the story deck"
	case EvWin:
		switch e.Text {
		case ReasonDeck:
			return fmt.Sprintf("%s wins the game: %s has no cards left in the deck", who, g.players[other(int(e.Player))].name)
		case ReasonStories:
			return fmt.Sprintf("%s wins the game with %d won stories", who, len(g.players[e.Player].won))
		case ReasonEliminated:
			return fmt.Sprintf("%s wins the game: %s is eliminated", who, g.players[other(int(e.Player))].name)
		}
		return who + " wins the game"
	}
	return fmt.Sprintf("event %d", e.Kind)
}

// owned names the card a line is about with its owner before it,
// "Player 2's Local Sheriff", when the owner is not the player the line
// names as acting (actor; -1: none): a line that names no one says whose
// card it is about. A story, no one's, is named alone.
func (g *Game) owned(id CardID, actor int) string {
	if o := g.ownerOf(id); o >= 0 && o != actor {
		return g.players[o].name + "'s " + g.name(id)
	}
	return g.name(id)
}

// ownedAfter names a card a line acts on with its owner after it, "Local
// Sheriff (Player 2's)", when the owner is not the player the line has
// named already (ref).
func (g *Game) ownedAfter(id CardID, ref int) string {
	if o := g.ownerOf(id); o >= 0 && o != ref {
		return g.name(id) + " (" + g.players[o].name + "'s)"
	}
	return g.name(id)
}

// ownerOf is a card's owner, or -1 for a story, which is no one's.
func (g *Game) ownerOf(id CardID) int {
	if id < 0 || int(id) >= len(g.cards) || g.cards[id].def.Type == carddb.Story {
		return -1
	}
	if o := int(g.cards[id].owner); o == 0 || o == 1 {
		return o
	}
	return -1
}

func drainText(e Event) string {
	if e.D > 0 {
		return fmt.Sprintf(" (drains domain %d)", e.D)
	}
	return ""
}
