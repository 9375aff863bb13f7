package engine

import (
	"cthulhu/carddb"
	"reflect"
	"strings"
	"sync"
)

// The shared vocabulary cards are written in is filed by what each word
// is: filters (this file), players, conditions, triggers, targets and
// picks, costs, modifiers, and effects by family (wounds and insanity,
// movement between zones, ready and exhaust, tokens and domains, control
// and attachments, characteristics gained or lost, and the building blocks
// of effects). A card's implementation composes these; the engine holds no
// special case for any one card. docs/vocabulary.md describes the design.

// Card filters: which cards an ability may choose, count or affect. A
// filter is asked with the ability's point of view (Ctx).

// Character selects characters in play.
func Character(c *Ctx, id CardID) bool { return c.g.isCharacter(id) }

// SupportCard selects support cards in play (attachments included).
func SupportCard(c *Ctx, id CardID) bool {
	return c.g.cards[id].zone == ZonePlay && !c.g.isCharacter(id)
}

// CharacterCard selects cards printed as characters, wherever they are (a
// character in a discard pile or hand is not "a character" in play).
func CharacterCard(c *Ctx, id CardID) bool { return c.g.cards[id].def.Type == carddb.Character }

// EventCard selects event cards.
func EventCard(c *Ctx, id CardID) bool { return c.g.cards[id].def.Type == carddb.Event }

// StoryCard selects cards printed as stories (not conspiracies).
func StoryCard(c *Ctx, id CardID) bool { return c.g.cards[id].def.Type == carddb.Story }

// AttachmentCard selects Attachment cards in play: a card attached to a
// character, support, story or domain (one attached by an effect is an
// Attachment too, FAQ 1.15).
func AttachmentCard(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZonePlay && cd.host != None
}

// InPlayCard selects every card in play but stories: characters and
// support cards, attachments included.
func InPlayCard(c *Ctx, id CardID) bool { return c.g.cards[id].zone == ZonePlay }

// ToPlay selects the cards a modifier of the cost to play every card
// applies to: every card out of play, and an event attached to a story
// that its owner may play from there as if from his hand
// (PlayableFromStoryForToken), in play until played.
func ToPlay(c *Ctx, id CardID) bool {
	return c.g.cards[id].zone != ZonePlay || c.g.asInHand(id)
}

// Self selects the ability's own card.
func Self(c *Ctx, id CardID) bool { return id == c.src }

// Other selects cards other than the ability's own.
func Other(c *Ctx, id CardID) bool { return id != c.src }

// Yours selects cards the ability's controller controls.
func Yours(c *Ctx, id CardID) bool { return int(c.g.cards[id].ctrl) == c.p }

// Opponents selects cards an opponent controls.
func Opponents(c *Ctx, id CardID) bool { return int(c.g.cards[id].ctrl) == 1-c.p }

// ChooserControls selects cards controlled by the player making a choice
// (a Pick with "each player").
func ChooserControls(c *Ctx, id CardID) bool { return int(c.g.cards[id].ctrl) == c.chooser }

// ControlledBy selects cards the player who returns controls.
func ControlledBy(who func(c *Ctx) int) CardFilter {
	return func(c *Ctx, id CardID) bool { return int(c.g.cards[id].ctrl) == who(c) }
}

// OwnedBy selects cards the player who returns owns.
func OwnedBy(who func(c *Ctx) int) CardFilter {
	return func(c *Ctx, id CardID) bool { return int(c.g.cards[id].owner) == who(c) }
}

// CommittedCard selects characters committed to a story.
func CommittedCard(c *Ctx, id CardID) bool { return c.g.cards[id].committed != None }

// ExhaustedCard selects exhausted cards; ReadyCard ready ones.
func ExhaustedCard(c *Ctx, id CardID) bool { return c.g.cards[id].exhausted }

func ReadyCard(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZonePlay && !cd.exhausted && !cd.insane
}

// InsaneCard selects insane characters; SaneCard the others.
func InsaneCard(c *Ctx, id CardID) bool { return c.g.cards[id].insane }

func SaneCard(c *Ctx, id CardID) bool { return !c.g.cards[id].insane }

// UniqueCard selects unique cards.
func UniqueCard(c *Ctx, id CardID) bool { return c.g.cards[id].def.Unique }

// Wounded selects characters with wounds.
func Wounded(c *Ctx, id CardID) bool { return c.g.cards[id].wounds > 0 }

// All selects cards every filter selects. The commonest filters at its
// head are asked in one call (cardTests), and the rest are called in turn
// as written: a filter may read X, and asks only about the cards the
// filters before it selected.
func All(fs ...CardFilter) CardFilter {
	var tests cardTests
	for len(fs) > 0 {
		t := testOf(fs[0])
		if t == 0 {
			break
		}
		tests |= t
		fs = fs[1:]
	}
	rest := allOf(fs)
	switch {
	case tests == 0 && rest == nil:
		return func(*Ctx, CardID) bool { return true }
	case tests == 0:
		return rest
	case tests == testCharacter && rest != nil:
		// The commonest head by far, asked inline.
		return func(c *Ctx, id CardID) bool { return c.g.isCharacter(id) && rest(c, id) }
	case rest == nil:
		return func(c *Ctx, id CardID) bool { return tests.pass(c, id) }
	}
	return func(c *Ctx, id CardID) bool { return tests.pass(c, id) && rest(c, id) }
}

// allOf selects cards every filter selects, asked in turn.
func allOf(fs []CardFilter) CardFilter {
	switch len(fs) {
	case 0:
		return nil
	case 1:
		return fs[0]
	case 2:
		f0, f1 := fs[0], fs[1]
		return func(c *Ctx, id CardID) bool { return f0(c, id) && f1(c, id) }
	}
	return func(c *Ctx, id CardID) bool {
		for _, f := range fs {
			if !f(c, id) {
				return false
			}
		}
		return true
	}
}

// cardTests are the commonest filters, each a plain read of the card,
// with no side effect: a conjunction of them is asked in one call, in any
// order.
type cardTests uint8

const (
	testCommitted     cardTests = 1 << iota // CommittedCard
	testYours                               // Yours
	testOpponents                           // Opponents
	testCharacterCard                       // CharacterCard
	testCharacter                           // Character
)

// testFilters are the filters the tests stand for.
var testFilters = [...]struct {
	test cardTests
	f    CardFilter
}{
	{testCommitted, CommittedCard},
	{testYours, Yours},
	{testOpponents, Opponents},
	{testCharacterCard, CharacterCard},
	{testCharacter, Character},
}

// testOf is the test a filter is, or 0.
func testOf(f CardFilter) cardTests {
	pc := reflect.ValueOf(f).Pointer()
	for _, tf := range testFilters {
		if reflect.ValueOf(tf.f).Pointer() == pc {
			return tf.test
		}
	}
	return 0
}

// pass reports whether a card passes every test, the cheapest first.
func (t cardTests) pass(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	if t&testCommitted != 0 && cd.committed == None ||
		t&testYours != 0 && int(cd.ctrl) != c.p ||
		t&testOpponents != 0 && int(cd.ctrl) != 1-c.p ||
		t&testCharacterCard != 0 && cd.def.Type != carddb.Character {
		return false
	}
	return t&testCharacter == 0 || c.g.isCharacter(id)
}

// AnyOf selects cards some filter selects.
func AnyOf(fs ...CardFilter) CardFilter {
	return func(c *Ctx, id CardID) bool {
		for _, f := range fs {
			if f(c, id) {
				return true
			}
		}
		return false
	}
}

// Not selects the cards a filter does not.
func Not(f CardFilter) CardFilter {
	return func(c *Ctx, id CardID) bool { return !f(c, id) }
}

// WithSubtype selects cards with a subtype now.
func WithSubtype(s string) CardFilter {
	st := vocabSubtype(s)
	return func(c *Ctx, id CardID) bool { return c.g.hasSubtype(id, st) }
}

// PrintedSubtype selects cards whose printed subtypes include s (out of
// play a card has only its printed characteristics).
func PrintedSubtype(s string) CardFilter {
	st := vocabSubtype(s)
	return func(c *Ctx, id CardID) bool { return c.g.cards[id].def.Has(st) }
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
	return gained || (!blank || g.unblankable(id)) && c.def.Has(st)
}

// vocabSubtype makes a subtype the vocabulary names ready for
// carddb.Card.Has, and lists it for CheckInvariants.
func vocabSubtype(s string) carddb.Subtype {
	st := carddb.SubtypeOf(s)
	vocabSubtypes.Lock()
	vocabSubtypes.list = append(vocabSubtypes.list, st)
	vocabSubtypes.Unlock()
	return st
}

// vocabSubtypes are the subtypes vocabSubtype made ready.
var vocabSubtypes struct {
	sync.Mutex
	list []carddb.Subtype
	// checked: for each card of the database checkSubtypes has looked
	// at, how many subtypes of list it has checked (list only grows, and
	// a card's facts never change).
	checked map[*carddb.Card]int
}

var attachmentSubtype = vocabSubtype("Attachment")

// OfFaction selects cards of a faction now.
func OfFaction(f carddb.Faction) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.hasFaction(id, f) }
}

// WithKeyword selects cards with a keyword now.
func WithKeyword(k Keyword) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.hasKeyword(id, k) }
}

// TitleIs selects cards with a title (every printing of it); a card
// attached face down has none (Ctx.AttachFaceDown).
func TitleIs(title string) CardFilter {
	return func(c *Ctx, id CardID) bool {
		cd := &c.g.cards[id]
		return !cd.faceDown && strings.EqualFold(cd.def.Title, title)
	}
}

// WithoutIcon selects cards with no icon of a kind now (an insane
// character has none).
func WithoutIcon(ic carddb.Icon) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.icons(id)[ic] == 0 }
}

// IconsAtLeast selects characters with at least n icons of a kind now.
func IconsAtLeast(ic carddb.Icon, n int) CardFilter {
	return func(c *Ctx, id CardID) bool { return int(c.g.icons(id)[ic]) >= n }
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

// SkillAtMost selects characters with skill n or lower.
func SkillAtMost(n int) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.skill(id) <= n }
}

// SkillAtMostX selects characters with skill X or lower, X being what the
// ability or card paid.
func SkillAtMostX(c *Ctx, id CardID) bool { return c.g.skill(id) <= c.X() }

// SkillBelowX selects characters whose skill is lower than the X paid.
func SkillBelowX(c *Ctx, id CardID) bool { return c.g.skill(id) < c.X() }

// SkillBelowSelf selects characters whose skill is lower than that of the
// ability's own card: its last known skill, once it has left play
// (lastKnownSkill).
func SkillBelowSelf(c *Ctx, id CardID) bool {
	return c.g.isCharacter(id) && c.g.skill(id) < c.g.lastKnownSkill(c.src)
}

// lastKnownSkill is a card's skill now, or, for a card that has left play
// in the window being resolved, the skill it had as it left. A response to
// its leaving sees it as if it were still in play (FAQ, Timing Structure:
// "Responses on Cards Leaving Play"), the effects on it lasting until
// every response has resolved (FAQ 1.12); a card that left play earlier
// has its printed skill.
func (g *Game) lastKnownSkill(id CardID) int {
	if g.cards[id].zone == ZonePlay {
		return g.skill(id)
	}
	for k := len(g.occ) - 1; k >= 0; k-- {
		if e := &g.occ[k]; e.Card == id && e.Flags&evWasCharacter != 0 && leavesPlay(e.Kind) {
			return int(e.N)
		}
	}
	return g.skill(id)
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

// PrintedSkillAtLeast and PrintedSkillAtMost select cards by printed
// skill. An insane character, facedown, has no printed values (FAQ 2.26,
// 2.34): neither selects it, as PrintedCostAtMostCount does not.
func PrintedSkillAtLeast(n int) CardFilter {
	return func(c *Ctx, id CardID) bool { return !c.g.cards[id].insane && c.g.printedSkill(id) >= n }
}

func PrintedSkillAtMost(n int) CardFilter {
	return func(c *Ctx, id CardID) bool { return !c.g.cards[id].insane && c.g.printedSkill(id) <= n }
}

// PrintedCostAtMost selects cards with printed cost n or lower (FAQ 2.26).
func PrintedCostAtMost(n int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		d := c.g.cards[id].def
		return !d.NoCost && printedCost(d) <= n
	}
}

// PrintedCostAtLeast selects cards with printed cost n or higher (FAQ
// 2.26).
func PrintedCostAtLeast(n int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		d := c.g.cards[id].def
		return !d.NoCost && printedCost(d) >= n
	}
}

// PrintedCostAtMostCount selects cards whose printed cost is at most a
// count of the game ("printed cost X or lower, X being the number of
// domains you control"). An insane character has no printed cost (FAQ
// 2.26, 2.34).
func PrintedCostAtMostCount(n func(c *Ctx) int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		cd := &c.g.cards[id]
		if cd.insane || cd.def.NoCost {
			return false
		}
		return printedCost(cd.def) <= n(c)
	}
}

// printedCost is a card's printed cost, a printed X counting 0 (FAQ 2.1).
func printedCost(d *carddb.Card) int {
	if d.CostX {
		return 0
	}
	return int(d.Cost)
}

// CostAtMostX selects cards out of play whose cost is X or lower, X being
// what the ability or card paid: out of play a card's cost is its printed
// cost, and a printed X is 0 there (FAQ 2.1).
func CostAtMostX(c *Ctx, id CardID) bool {
	d := c.g.cards[id].def
	return !d.NoCost && printedCost(d) <= c.X()
}

// InPlayCostAtMostX selects cards in play whose cost is X or lower, X
// being what the ability or card paid: a card in play has its printed cost
// (a printed X is 0, FAQ 2.1); an insane character costs 0 (FAQ 2.34).
func InPlayCostAtMostX(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	if cd.insane {
		return c.X() >= 0
	}
	if cd.def.NoCost {
		return false
	}
	cost := int(cd.def.Cost)
	if cd.def.CostX {
		cost = 0
	}
	return cost <= c.X()
}

// AtSameStory selects characters committed to the story the ability's
// card is committed to.
func AtSameStory(c *Ctx, id CardID) bool {
	s := c.g.cards[c.src].committed
	return s != None && c.g.cards[id].committed == s
}

// AtSameStoryAsHost selects characters committed to the story the card the
// ability's card is attached to is committed to ("this story", said by a
// weapon of a committed character).
func AtSameStoryAsHost(c *Ctx, id CardID) bool {
	h := c.g.cards[c.src].host
	if h == None {
		return false
	}
	s := c.g.cards[h].committed
	return s != None && c.g.cards[id].committed == s
}

// CommittedToSelf selects characters committed to the ability's own card
// (a story or conspiracy).
func CommittedToSelf(c *Ctx, id CardID) bool {
	return c.src != None && c.g.cards[id].committed == c.src
}

// CommittedToStoryOfWoundDealt selects the characters committed to the
// story of the struggle whose wound the ability answers
// (WoundDealtByStruggle).
func CommittedToStoryOfWoundDealt(c *Ctx, id CardID) bool {
	e := c.ev
	return e != nil && e.Kind == EvWoundDealt && e.Other != None && c.g.cards[id].committed == e.Other
}

// HostOfSelf selects the card the ability's own card is attached to.
func HostOfSelf(c *Ctx, id CardID) bool {
	h := c.g.cards[c.src].host
	return h != None && h == id
}

// InYourHand selects cards in the controller's hand, or being played from
// it (a cost modifier must still apply while the card is paid for).
//
// A card that may be played from its owner's discard pile or from a story
// as if it were in his hand is in his hand for it (asInHand).
func InYourHand(c *Ctx, id CardID) bool {
	return c.g.asInHand(id) && int(c.g.cards[id].owner) == c.p
}

// asInHand reports whether a card is in its owner's hand for the filters
// that ask: in it, being played from it, or playable from a discard pile
// or a story as if it were in it (PlayableFromDiscard,
// PlayableFromStoryForToken), so that what the hand's cards are asked
// (their cost, above all) is the same when they are offered as when they
// are paid for.
func (g *Game) asInHand(id CardID) bool {
	cd := &g.cards[id]
	switch cd.zone {
	case ZoneHand, ZoneResolving:
		return true
	case ZoneDiscard:
		return g.playableFromDiscard(id)
	case ZonePlay:
		return cd.host != None && cd.def.Type == carddb.Event && g.playableFromHost(id)
	}
	return false
}

// InOpponentsHand selects the cards in an opponent's hand, or being played
// from it (a cost modifier must still apply while the card is paid for).
func InOpponentsHand(c *Ctx, id CardID) bool {
	return c.g.asInHand(id) && int(c.g.cards[id].owner) == 1-c.p
}

// InYourDiscard and InOpponentsDiscard select cards in a discard pile.
func InYourDiscard(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZoneDiscard && int(cd.owner) == c.p
}

func InOpponentsDiscard(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZoneDiscard && int(cd.owner) != c.p
}

// EnteredDiscardThisPhase selects cards in a discard pile that entered it
// this phase, from anywhere.
func EnteredDiscardThisPhase(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZoneDiscard && cd.moved == stamp{c.g.turn, c.g.step.Phase()}
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

// BottomOfDeck selects the bottom card of its owner's deck.
func BottomOfDeck(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	if cd.zone != ZoneDeck {
		return false
	}
	deck := c.g.players[cd.owner].deck
	return len(deck) > 0 && deck[0] == id
}

// BeingPlayedFromHand selects cards in any player's hand, or being played
// from it: the cards a "cost to play" modifier applies to; a card playable
// from a discard pile or a story as if from the hand too (asInHand).
func BeingPlayedFromHand(c *Ctx, id CardID) bool { return c.g.asInHand(id) }

// CanEnterPlay selects cards that could enter play under their owner's
// control now: characters and support cards not blocked by uniqueness or
// by Heroic and Villainous (FAQ 2.24).
func CanEnterPlay(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	switch cd.def.Type {
	case carddb.Character, carddb.Support:
	case carddb.Conspiracy:
		return c.g.conspiracyFits(id)
	default:
		return false
	}
	if c.g.isAttachmentPlay(cd.def) {
		return false // it would need a place to attach
	}
	if cd.owner < 0 || c.g.enterProblem(int(cd.owner), cd.def, false) != nil {
		return false
	}
	// Flux Stabilizer: asked while an ability could start (fi -1, the
	// ability not yet on the stack), it is that ability, triggered, that
	// would put the card into play: the same answer its targets get once
	// it has started.
	return !c.g.barredByTrigger(id) && (c.fi >= 0 || !c.g.modsOf(maskCannot) || !c.g.cannotNow(id, cannotEnterByTrigger))
}

// ResourceNotOf selects resources (cards attached to a domain as a
// resource) whose resource icon is not of a faction.
func ResourceNotOf(f carddb.Faction) CardFilter {
	return func(c *Ctx, id CardID) bool {
		cd := &c.g.cards[id]
		return cd.zone == ZoneResource && cd.def.Resource != f
	}
}

// DrainedDomain and UndrainedDomain select domains by their state.
func DrainedDomain(c *Ctx, id CardID) bool { return c.g.domainDrained(id) == 1 }

func UndrainedDomain(c *Ctx, id CardID) bool { return c.g.domainDrained(id) == 0 }

// domainDrained is 1 for a drained domain, 0 for an undrained one, -1 for
// a card that is not a domain.
func (g *Game) domainDrained(id CardID) int {
	cd := &g.cards[id]
	if cd.zone != ZoneDomain {
		return -1
	}
	d := g.domainIndex(int(cd.ctrl), id)
	if d < 0 {
		return -1
	}
	if g.players[cd.ctrl].domains[d].drained {
		return 1
	}
	return 0
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

// StoryTokensBetween selects stories (and conspiracies) in play with from
// lo to hi success tokens on them, both players' counted.
func StoryTokensBetween(lo, hi int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		s := c.g.slotOf(id)
		if s < 0 {
			return false
		}
		n := int(c.g.stories[s].success[0]) + int(c.g.stories[s].success[1])
		return n >= lo && n <= hi
	}
}

// AmongTargets selects the cards chosen for the ability's targets i...
// that are still legal (FAQ 1.9).
func AmongTargets(is ...int) CardFilter {
	return func(c *Ctx, id CardID) bool {
		if c.frame() == nil {
			return false
		}
		for _, i := range is {
			for _, t := range targetsOf(c, i) {
				if t == id {
					return true
				}
			}
		}
		return false
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

// StoryInPlay selects the stories and conspiracies in play ("at all
// stories").
func StoryInPlay(c *Ctx, id CardID) bool { return c.g.cards[id].zone == ZoneStory }

// ConspiracyCard selects cards printed as conspiracies, wherever they are.
func ConspiracyCard(c *Ctx, id CardID) bool { return c.g.cards[id].def.Type == carddb.Conspiracy }

// TimeCard selects the Day cards (k Day) or the Night cards (k Night): a
// card with the keyword (the LCG's "Day.", "It is Night.") or the subtype
// (the Eldritch Edition's Day and Night cards, Eldritch Edition rules,
// Day and Night): "destroy all Night cards".
func TimeCard(k Keyword) CardFilter {
	return func(c *Ctx, id CardID) bool { return c.g.isTimeCard(id, k) }
}

// DestroyedThisPhase selects the cards in a discard pile that went there
// this phase destroyed from play (not sacrificed, nor discarded), and have
// stayed there since: "each character destroyed this phase".
func DestroyedThisPhase(c *Ctx, id CardID) bool {
	cd := &c.g.cards[id]
	return cd.zone == ZoneDiscard && cd.destroyed && cd.moved == stamp{c.g.turn, c.g.step.Phase()}
}

// ResourceOnHostDomain selects the resources of resource type f attached
// to the domain the ability's card is attached to (an attachment of a
// domain: "each Cthulhu resource attached to this domain").
func ResourceOnHostDomain(f carddb.Faction) CardFilter {
	return func(c *Ctx, id CardID) bool {
		cd := &c.g.cards[id]
		h := c.g.cards[c.src].host
		return cd.zone == ZoneResource && h != None && cd.host == h && cd.def.Resource == f
	}
}

// ResourceCard selects resources: cards attached to a domain.
func ResourceCard(c *Ctx, id CardID) bool { return c.g.cards[id].zone == ZoneResource }
