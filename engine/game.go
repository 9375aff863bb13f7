// Package engine plays Call of Cthulhu: The Card Game. A Game is a state
// machine: it advances until a player must decide, exposes that decision as a
// Prompt, and accepts one Option at a time. Randomness comes only from a
// seeded generator held in the state, so a format, a seed, two decks and a
// list of choices always give the same game.
package engine

import (
	"fmt"
	"slices"

	"cthulhu/carddb"
)

// CardID names one physical card in a game: an index into the game's cards.
type CardID int32

// None is the CardID of no card.
const None CardID = -1

// Zone is where a card is.
type Zone uint8

const (
	ZoneNone      Zone = iota
	ZoneDeck           // its owner's draw deck
	ZoneHand           // its owner's hand
	ZoneDiscard        // its owner's discard pile
	ZoneResource       // attached to a domain as a resource
	ZoneDomain         // the card is a domain (the three at set-up, or added ones)
	ZonePlay           // in play: a character or support, attachments included
	ZoneStory          // a story or conspiracy card in play
	ZoneStoryDeck      // the shared story deck
	ZoneWon            // a player's won story pile
	ZoneResolving      // an event being played, until its action ends (FAQ 2.32)
	ZonePile           // the card is a player's discard pile as a place attachments go on (player.pile)
)

var zoneNames = [...]string{"none", "deck", "hand", "discard", "resource", "domain", "play", "story", "story deck", "won", "resolving", "pile"}

func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return fmt.Sprintf("zone(%d)", z)
}

// InPlay reports whether a card in the zone is in play (FAQ 2.23).
func (z Zone) InPlay() bool { return z == ZonePlay || z == ZoneStory }

// Open reports whether a card in the zone is face up to both players: in
// play, a story, a resource, a discard pile, a won story pile.
func (z Zone) Open() bool {
	switch z {
	case ZonePlay, ZoneStory, ZoneResource, ZoneDiscard, ZoneWon:
		return true
	}
	return false
}

// card is the state of one physical card. Cards never move in the cards
// slice; zones are lists of CardIDs.
type card struct {
	def       *carddb.Card
	owner     int8
	ctrl      int8
	zone      Zone
	exhausted bool
	insane    bool
	wounds    int8
	committed CardID // the story it is committed to
	pending   CardID // the story it is declared for while commitments are chosen
	host      CardID // the card it is attached to (a character, story or domain)
	epoch     uint16 // bumped when it moves between in play and out of play (FAQ 2.23)
	moved     stamp  // when it last changed zone
	entered   stamp  // when it last entered play (enterPlay): Ctx.EnteredPlayThisPhase
	maddened  stamp  // when it last went insane as the result of a terror struggle, in play (goInsane)
	// left is the story it was last removed from, leftAt the number of
	// the last occurrence then (setCommitted): whether it took part in a
	// struggle that came before (Ctx.TookPartIn).
	left   CardID
	leftAt int32
	// tokens counts the success tokens on a card in play that holds them
	// (Pagan Hall): they go with it when it leaves play.
	tokens int8
	// asCharacter: a card of another type put into play as a character by
	// an effect (Ctx.PutIntoPlayAsCharacter), until it leaves play.
	asCharacter bool
	// played is the turn the card was last played (resolvePlay), 0 if
	// never: "the first character you play each round" (Ctx.PlayedThisRound).
	played int16
	// paid is the cost its player paid the last time he played it from
	// his hand (FAQ 2.14: its actual cost, a domain's surplus aside; 0
	// for a card played without paying its cost): Ctx.CostPaid.
	paid int8
	// faceDown: a card attached face down by an effect (Ctx.AttachFaceDown),
	// until it leaves play: a blank Attachment support card with no title,
	// faction or cost of its own.
	faceDown bool
	// printed is, for a card in play that became a printed copy of
	// another (Ctx.BecomePrintedCopy), its own definition, which it takes
	// back as it leaves play; nil otherwise.
	printed *carddb.Card
	// copyOf is, for a card whose ability is making it a printed copy,
	// the card it copies plus 1, until the ability ends; 0 otherwise.
	copyOf int32
	// destroyed: the card went to its discard pile destroyed (leavePlay),
	// and has not moved since (lift): "a character destroyed this phase"
	// (Ctx.DestroyedThisPhase).
	destroyed bool
	// commits counts, on a story, each player's characters committed to
	// it (setCommitted): the story phase asks after them often, and most
	// play area cards are not committed. They are listed too, in no
	// order: atFirst is the first of each player's, and each one's atNext
	// the next; the list is commits long, and what follows its last is
	// not read (committedAt).
	commits [2]int8
	atFirst [2]CardID
	atNext  CardID
}

// stamp is a moment of the game, to the phase.
type stamp struct {
	turn  int16
	phase Phase
}

// phaseCount counts something that happened in the phase of its stamp.
type phaseCount struct {
	at stamp
	n  int16
}

// domain is one of a player's domains. The three set-up domains are blank
// cards of the game; an added domain is the card taken from the deck.
type domain struct {
	card    CardID
	drained bool
	// total and byFaction count the resources on it as domainCount does,
	// kept as resources arrive and leave (countResource): the payment
	// checks of every option list read them.
	total     int16
	byFaction [carddb.NumFactions]int16
	// transient counts its Transient resources: draining a domain with
	// none need not look for them among the player's resources.
	transient int16
}

type player struct {
	name       string
	deck       []CardID // the last element is the top card
	hand       []CardID
	discard    []CardID // the last element is the top card
	resources  []CardID // every resource, each with its domain as host
	play       []CardID // cards in play it controls, attachments included
	won        []CardID
	domains    []domain
	mulliganed bool
	// putChar is the last turn in which he put a character into play by
	// a card's effect (notePutCharacter), or 0.
	putChar int16
	// pile is the card that stands for the player's discard pile as a
	// place, for the attachments that go on it (addPiles), or None.
	pile CardID
}

// storySlot is a story card in play: slots 0-2 hold the three stories, slot
// 3+p player p's conspiracy.
type storySlot struct {
	card     CardID
	success  [2]int8
	resolved bool // resolved during this story phase
}

const numSlots = 5

// Game is the whole state of one game, in three parts (docs/design.md,
// "Answers kept for a state"): the game proper (state), what is kept
// derived from it (kept), and buffers that hold nothing between steps
// (buffers). Their fields are the Game's own: g.cards, g.ver, g.optBuf.
type Game struct {
	state
	kept
	buffers
}

// state is the game proper: what a copy (Clone) copies and a game
// started anew (New, NewReusing) starts afresh.
type state struct {
	format  carddb.Format
	seed    uint64
	rng     pcg
	opts    Options
	cards   []card
	players [2]player
	stories [numSlots]storySlot
	story   []CardID // the story deck; the last element is the top card
	turn    int16
	active  int8
	first   int8 // the player who took the first turn
	step    Step
	stack   []frame
	// observers: Observe's.
	observers [2]Observer
	// auto: while PlayUniform runs, the players whose decisions run
	// takes itself.
	auto   autoPlay
	over   bool
	winner int8
	reason string
	// eliminated is 1+p when an effect has eliminated player p from the
	// game (Ctx.Eliminate): the next state check ends the game.
	eliminated int8
	// charsLeft counts the characters that left play in the phase it
	// names (leavePlay; Ctx.CharactersLeftPlayThisPhase).
	charsLeft phaseCount
	log       []Event
	seq       int32 // the last event's sequence number
	// The ability machinery: see timing.go.
	lib   *Library
	impls []*Impl // each card's implementation, by CardID; shared by clones
	// reacts holds each card's Impl.reacts, by CardID, so that the trigger
	// checks pass over the other cards without reaching their Impl;
	// shared by clones.
	reacts []uint64
	// actions tells, by CardID, the cards that are not events and have
	// Action abilities; shared by clones.
	actions []bool
	// ownImpls: impls, reacts and actions are this copy's own (a sample
	// deals other cards); the spare ones (buffers) are an earlier copy's,
	// for ownCards to reuse.
	ownImpls bool
	occ      []Event // the occurrences of the open windows
	forcedAt int     // occ before this index have been checked for forced responses
	curSrc   CardID  // the card whose ability is executing, or None
	arena    []CardID
	lasting  []lasting
	uses     []use
	// payDomain is the domain a play's cost is computed for, or -1: a cost
	// may depend on the domain drained.
	payDomain int
	choices   []Option // every decision taken (the replay)
	// unrecorded: decisions are not added to choices: a game played with
	// Options.NoReplay, or a sample (no replay could make it: its hidden
	// cards were dealt anew).
	unrecorded bool
	config     *Config // how a game started with New began; shared by clones
}

// buffers is memory the engine works in: options listed, contexts of
// queries, the tables lists are cut from. Nothing in it outlives the
// step that uses it but the memory itself: a copy never takes another
// game's (cloneInto keeps its own), and a game made in an earlier game's
// memory takes that game's, emptied (reuse).
type buffers struct {
	// pure: the step running changed nothing but frames (wait,
	// framesOnly), told to the loop that runs it (run, take).
	pure   bool
	optBuf []Option // the current decision's options, computed on demand
	// scratch holds options counted and thrown away (whether a reaction
	// window has anything but a pass).
	scratch []Option
	// forcedBuf holds the forced abilities found for one occurrence
	// (checkForced).
	forcedBuf []Option
	candBuf   []Option // the candidates of a sampled decision, when listed (sampled.go)
	perm      shuffle  // the order a pick draws them in (pickSampled)
	subject   Event    // optDisrupts' subject, while it is checked
	ctxs      [8]Ctx
	ctxDepth  int
	// guard holds the constant abilities whose conditions, filters or
	// counts are being evaluated: a query they make skips them
	// (enterStatic, effects.go).
	guard  [8]staticRef
	guardN int
	// lists is the one table the player lists of a copy are cut from
	// (cloneInto).
	lists []CardID
	// listBuf: the table each player's lists are cut from (New).
	listBuf [2][]CardID
	dealBuf []identity // a sample's buffer for dealing identities
	// The spare tables of implementations (ownImpls, ownCards).
	spareImpls   []*Impl
	spareReacts  []uint64
	spareActions []bool
	// What newCards takes from memoLib at its generation memoGen, by card
	// (remember); a game's own, never a copy's.
	memoLib    *Library
	memoGen    int
	factsByOrd []cardFacts
	factsAdHoc map[*carddb.Card]cardFacts
}

// Options are settings of a game that change how it is run, not its rules.
type Options struct {
	// NoLog turns the event log off (simulations).
	NoLog bool
	// NoReplay leaves the decisions unrecorded (simulations): the game
	// has no replay to save.
	NoReplay bool
	// AlwaysAsk makes the engine ask a player even when only one option is
	// legal (for example "pass" in an action window for a player with
	// nothing to play). By default a decision with a single option is
	// taken at once.
	AlwaysAsk [2]bool
	// Bluff opens every Disrupt and Response window to the player, whether
	// or not he has anything to answer with, so that an opponent cannot
	// tell a player with nothing from one who chose to pass (FAQ, Timing
	// Structure). By default a player with nothing to answer passes at
	// once, unseen.
	Bluff [2]bool
	// Sampling is for a player who chooses uniformly at random with
	// Observer.PickUniform: his action windows and commitments wait for
	// him without their options listed, so that PickUniform checks only as
	// many candidates as it needs (the random player; sampled.go). One
	// whose only candidate is legal (a window where he can only pass) is
	// taken at once, as a listed decision with one option is.
	Sampling [2]bool
	// VerifyCaches checks every answer the engine kept for the current
	// state against one computed afresh, each time it is used; a stale
	// one is reported by CheckInvariants. For tests: it is slow.
	VerifyCaches bool
}

// PlayerDeck is one player's name and cards.
type PlayerDeck struct {
	Name  string
	Cards []*carddb.Card
}

// Config starts a game from the beginning.
type Config struct {
	Format    carddb.Format
	Seed      uint64
	Players   [2]PlayerDeck
	StoryDeck []*carddb.Card // ten story cards
	Options   Options
	// Library holds the cards' implementations; nil plays every card with
	// its keywords only.
	Library *Library
}

// New starts a game: it runs set-up until the first decision.
func New(cfg Config) (*Game, error) { return NewReusing(nil, cfg) }

// NewReusing is New, made in the memory of an earlier game, prev, that is
// no longer needed: neither prev nor any copy of it (Clone, samples) may
// be used again. A simulation that plays game after game allocates almost
// nothing this way. The game is the one New would start; prev may be nil.
func NewReusing(prev *Game, cfg Config) (*Game, error) {
	g, err := newUnstarted(prev, cfg)
	if err != nil {
		return nil, err
	}
	g.run()
	return g, nil
}

// newUnstarted is NewReusing but for running set-up: the game's cards
// made and dealt to their decks, its first step pushed (Restore takes
// its cards and implementations).
func newUnstarted(prev *Game, cfg Config) (*Game, error) {
	var old Game // prev's tables, kept before prev is made new
	if prev != nil {
		old = *prev
	}
	g := newGame(prev, cfg.Format, cfg.Seed, cfg.Options, cfg.Library)
	n := len(cfg.Players[0].Cards) + len(cfg.Players[1].Cards) + len(cfg.StoryDeck) + 6
	g.reuse(&old, n)
	saved := cfg
	g.config = &saved
	for p := range 2 {
		pd := cfg.Players[p]
		if pd.Name == "" {
			pd.Name = fmt.Sprintf("Player %d", p+1)
		}
		if len(pd.Cards) < 8 {
			return nil, fmt.Errorf("%s's deck has %d cards: set-up draws 8 (%s)", pd.Name, len(pd.Cards), RuleSetup)
		}
		g.players[p].name = pd.Name
		for _, def := range pd.Cards {
			if def == nil {
				return nil, fmt.Errorf("%s's deck has a nil card", pd.Name)
			}
			if def.Type == carddb.Story {
				return nil, fmt.Errorf("%s's deck holds the story card %q: stories belong to the story deck", pd.Name, def.Title)
			}
			if def.Type == carddb.Conspiracy && cfg.Format == carddb.FormatEldritch {
				return nil, fmt.Errorf("%s's deck holds the conspiracy %q: the Eldritch format has no conspiracies", pd.Name, def.Title)
			}
		}
		g.players[p].deck = g.newCards(grown(g.players[p].deck, len(pd.Cards)), pd.Cards, p, ZoneDeck)
		// The other lists share one allocation, each with room for all
		// the player's cards: they never grow in a game, unless one holds
		// cards of the other player (taken control of, stories won).
		n := len(pd.Cards)
		buf := grown(g.listBuf[p], 5*n)[:5*n]
		g.listBuf[p] = buf
		pl := &g.players[p]
		pl.hand, pl.discard, pl.resources = buf[0:0:n], buf[n:n:2*n], buf[2*n:2*n:3*n]
		pl.play, pl.won = buf[3*n:3*n:4*n], buf[4*n:4*n:5*n]
	}
	if len(cfg.StoryDeck) < 3 {
		return nil, fmt.Errorf("the story deck has %d cards: set-up deals 3", len(cfg.StoryDeck))
	}
	for _, def := range cfg.StoryDeck {
		if def == nil || !def.IsStoryLike() {
			return nil, fmt.Errorf("the story deck holds a card that is not a story")
		}
	}
	g.story = g.newCards(g.story, cfg.StoryDeck, -1, ZoneStoryDeck)
	for p := range 2 {
		for range 3 {
			g.addBlankDomain(p)
		}
	}
	g.addPiles(false)
	g.push(frame{kind: fSetup})
	g.ver++ // whatever set-up asked, the game is new
	return g, nil
}

// reuse gives a new game the tables of prev (a zero Game: new ones),
// emptied, for n cards, and starts what it keeps (kept.resetAll).
func (g *Game) reuse(prev *Game, n int) {
	g.cards = grown(prev.cards, n)
	g.impls = grown(prev.impls, n)
	g.reacts = grown(prev.reacts, n)
	g.actions = grown(prev.actions, n)
	// A random game takes about 650 decisions; a window rarely holds more
	// than a few dozen occurrences.
	g.choices = grown(prev.choices, 1024)
	g.occ = grown(prev.occ, 32)
	g.story = prev.story[:0]
	g.stack, g.arena = prev.stack[:0], prev.arena[:0]
	g.lasting, g.uses = prev.lasting[:0], prev.uses[:0]
	g.log = prev.log[:0]
	for p := range g.players {
		g.players[p].deck = prev.players[p].deck[:0]
		g.players[p].domains = prev.players[p].domains[:0]
	}
	g.kept.resetAll(&prev.kept)
	g.buffers = prev.buffers
	g.buffers.empty(g.lib)
}

// empty empties the buffers, keeping their memory, for a game with the
// library lib: the cards' facts remembered (remember) are kept only if
// they are of lib as it is.
func (b *buffers) empty(lib *Library) {
	b.pure = false
	b.optBuf, b.scratch, b.forcedBuf, b.candBuf = b.optBuf[:0], b.scratch[:0], b.forcedBuf[:0], b.candBuf[:0]
	b.subject = Event{}
	b.ctxDepth, b.guardN = 0, 0
	b.lists, b.dealBuf = b.lists[:0], b.dealBuf[:0]
	b.spareImpls, b.spareReacts, b.spareActions = b.spareImpls[:0], b.spareReacts[:0], b.spareActions[:0]
	if b.memoLib != lib || b.memoGen != lib.gen() {
		b.memoLib, b.memoGen, b.factsByOrd, b.factsAdHoc = nil, 0, nil, nil
	}
}

// grown returns s emptied, with room for n elements.
func grown[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, 0, n)
	}
	return s[:0]
}

// cardFacts is what a card's definition tells newCards: its
// implementation, and what setImpl derives from it.
type cardFacts struct {
	def     *carddb.Card // the card they are of
	im      *Impl
	reacts  uint64
	actions bool
}

// remember makes factsByOrd hold a card's facts at its Ord, kept for the
// games made in this one's memory (NewReusing) while they use the same
// library: a simulation's games deal the same cards again and again. The
// place of the cards of no database, 0, holds the last one asked for;
// factsAdHoc keeps them all.
func (g *Game) remember(def *carddb.Card) {
	if g.memoLib != g.lib || g.memoGen != g.lib.gen() {
		g.memoLib, g.memoGen = g.lib, g.lib.gen()
		g.factsByOrd, g.factsAdHoc = nil, nil
	}
	i := def.Ord()
	f, ok := g.factsAdHoc[def] // never a card of a database
	if !ok {
		im := g.lib.Lookup(def)
		if im == nil && def.Type == carddb.Event && def.Trigger == carddb.Action && !def.Abilities {
			im = textlessEvent
		}
		f = cardFacts{def: def, im: im, reacts: im.reactMask(), actions: cardActions(def, im)}
		if i == 0 {
			if g.factsAdHoc == nil {
				g.factsAdHoc = make(map[*carddb.Card]cardFacts)
			}
			g.factsAdHoc[def] = f
		}
	}
	if i >= len(g.factsByOrd) {
		g.factsByOrd = append(g.factsByOrd, make([]cardFacts, i+1-len(g.factsByOrd))...)
	}
	// A card of another database with the same Ord gives up its place.
	g.factsByOrd[i] = f
}

// newGame starts a game in g's memory (nil: new memory).
func newGame(g *Game, f carddb.Format, seed uint64, o Options, lib *Library) *Game {
	if g == nil {
		g = new(Game)
	}
	// What it keeps, and its buffers, are started by reuse.
	*g = Game{state: state{format: f, seed: seed, opts: o, unrecorded: o.NoReplay, winner: -1, step: StepSetup, lib: lib, curSrc: None, payDomain: -1}}
	g.rng.seed(seed)
	for i := range g.stories {
		g.stories[i].card = None
	}
	for p := range g.players {
		g.players[p].pile = None
	}
	return g
}

// blankDomain is the face-down card used as each of the three set-up
// domains: a card "not being used in this game" (LCG) or a domain card
// (Eldritch). It has no identity.
var blankDomain = &carddb.Card{Title: "Domain", Set: "-", Type: carddb.Support, NoCost: true, Max: 1}

func (g *Game) addBlankDomain(p int) {
	id := g.newCard(blankDomain, p, ZoneDomain)
	g.players[p].domains = append(g.players[p].domains, domain{card: id})
}

// blankPile is the card that stands for a player's discard pile as a
// place an attachment may go on ("attach to a player's discard pile"). It
// has no identity and never moves.
var blankPile = &carddb.Card{Title: "Discard pile", Set: "-", Type: carddb.Support, NoCost: true, Max: 1}

// attachesToPile reports whether a card's requirement attaches it to a
// discard pile.
func attachesToPile(def *carddb.Card) bool {
	return def.Attach != nil && def.Attach.To == carddb.HostDiscard
}

// addPiles makes each player's pile card (player.pile), last of the
// game's cards, when some card of the game attaches to a discard pile, or
// with force: other games have none, and are as they were.
func (g *Game) addPiles(force bool) {
	if !force {
		for i := range g.cards {
			force = force || attachesToPile(g.cards[i].def)
		}
	}
	if !force {
		return
	}
	for p := range g.players {
		g.players[p].pile = g.newCard(blankPile, p, ZonePile)
	}
}

// placeCard reports whether a card is no card of a deck but a place: a
// set-up domain, or a discard pile.
func placeCard(def *carddb.Card) bool { return def == blankDomain || def == blankPile }

// Pile returns the card that stands for player p's discard pile as a
// place attachments go on, or None in a game with no card that attaches
// there.
func (g *Game) Pile(p int) CardID { return g.players[p].pile }

// countCard adds d (1 or -1) to the counts a card in its zone makes:
// an Action event in its owner's hand (handActs), a booster in play
// (boostersIn), a card in play printed Heroic or Villainous (hvIn), a
// card listed in its owner's discard pile (discListed), a resource listed
// on its owner's domains (resListed).
// It is called as a card leaves a zone, as its identity changes (a
// sample's deal), and as it arrives; CheckInvariants counts afresh with
// it.
func (g *Game) countCard(id CardID, d int16) {
	c := &g.cards[id]
	switch c.zone {
	case ZoneHand:
		if g.actionEvent(id) {
			g.handActs[c.owner] += d
		}
	case ZonePlay:
		if len(c.def.Struggles) > 0 && !c.def.IsStoryLike() {
			g.boostersIn += d
		}
		if c.def.Keywords.Heroic {
			g.hvIn[0] += d
		}
		if c.def.Keywords.Villainous {
			g.hvIn[1] += d
		}
	case ZoneDiscard:
		if g.discardListed(id) {
			g.discListed[c.owner] += d
		}
	case ZoneResource:
		if g.resourceListed(id) && c.owner >= 0 {
			g.resListed[c.owner] += d
		}
	}
}

// resourceListed reports whether a resource belongs in its owner's lists
// (usableLists): some ability of its works while it is attached to a
// domain (FromDomain; FAQ 2.25).
func (g *Game) resourceListed(id CardID) bool {
	im := g.impls[id]
	return im != nil && (g.reacts[id] != 0 && im.listedOut[2] || im.actsOut[2])
}

// discardListed reports whether a card in a discard pile belongs in its
// owner's lists (usableLists) when no ability is lent.
func (g *Game) discardListed(id CardID) bool {
	im := g.impls[id]
	return im != nil && (g.reacts[id] != 0 && im.listedOut[1] || g.actions[id] && im.actsOut[1])
}

// setImpl gives a card its implementation, and the facts about it the
// engine's checks read without reaching it.
func (g *Game) setImpl(id CardID, im *Impl) {
	g.impls[id] = im
	g.reacts[id] = im.reactMask()
	g.actions[id] = cardActions(g.cards[id].def, im)
}

// cardActions reports whether a card with the implementation has Action
// abilities and is not an event (actions).
func cardActions(def *carddb.Card, im *Impl) bool {
	return im != nil && im.actions && def.Type != carddb.Event
}

// newCard adds a card of definition def, owned by owner (-1: none), in
// zone z.
func (g *Game) newCard(def *carddb.Card, owner int, z Zone) CardID {
	var id [1]CardID
	g.newCards(id[:0], []*carddb.Card{def}, owner, z)
	return id[0]
}

// newCards adds a card of each definition of defs, as newCard, and
// appends their IDs to ids.
func (g *Game) newCards(ids []CardID, defs []*carddb.Card, owner int, z Zone) []CardID {
	first, n := len(g.cards), len(g.cards)+len(defs)
	// The tables grow once; each card fills its places whole.
	g.cards = slices.Grow(g.cards, len(defs))[:n]
	g.impls = slices.Grow(g.impls, len(defs))[:n]
	g.reacts = slices.Grow(g.reacts, len(defs))[:n]
	g.actions = slices.Grow(g.actions, len(defs))[:n]
	ids = slices.Grow(ids, len(defs))
	start := len(ids)
	ids = ids[:start+len(defs)]
	// Cut to len(defs), the loop's indexes need no checks.
	cards, impls := g.cards[first:][:len(defs)], g.impls[first:][:len(defs)]
	reacts, actions, added := g.reacts[first:][:len(defs)], g.actions[first:][:len(defs)], ids[start:][:len(defs)]
	c := card{owner: int8(owner), ctrl: int8(owner), zone: z, committed: None, pending: None, host: None}
	for i, def := range defs {
		k := def.Ord()
		if k >= len(g.factsByOrd) || g.factsByOrd[k].def != def {
			g.remember(def)
		}
		f := &g.factsByOrd[k]
		c.def = def
		cards[i], impls[i], reacts[i], actions[i] = c, f.im, f.reacts, f.actions
		added[i] = CardID(first + i)
		if f.reacts != 0 {
			g.reactive = true
			for k := range g.reactsBy {
				g.reactsBy[k] |= f.im.reactsBy[k]
			}
		}
		if f.actions {
			g.anyActions = true
		}
		if f.im != nil && f.im.alsoMatches {
			g.matchers = true
		}
		if f.im != nil && f.im.outOfPlayStatics {
			g.selfStatics = true
			g.selfMask |= f.im.modMask
		}
	}
	g.staticStale, g.maskDirty = true, true
	g.markStale(bothStale)
	if z.InPlay() {
		for _, im := range impls {
			if im != nil && im.statics {
				g.countModKinds(im, 1)
				g.statics++
			}
		}
	}
	if z == ZoneHand || z == ZonePlay || z == ZoneDiscard || z == ZoneResource { // the zones countCard counts cards in
		for _, id := range added {
			g.countCard(id, 1)
		}
	}
	return ids
}

// textlessEvent plays an Action event with no ability at all (a made-up
// card of a scenario): it is paid for and discarded, with no effect. An
// event whose printed ability is not implemented is not played at all
// (playProblem).
var textlessEvent = func() *Impl {
	im := &Impl{Abilities: []Ability{{Kind: Action, From: FromHand, Text: "no ability: no effect",
		Effects: []Effect{effect(func(c *Ctx) {})}}}}
	im.prepare()
	return im
}()

// Clone returns an independent copy of the game. Card facts are shared
// (they never change); everything else is copied.
func (g *Game) Clone() *Game { return g.cloneInto(new(Game)) }

// cloneInto makes c a copy of g, as Clone, in the memory of c's own
// tables: c is a copy made earlier (Clone, or a sample) that nothing
// reads any more, nor a copy of it, or a new Game. The tables a copy shares with the game
// it was made from (the log, the choices, and the implementations of a
// copy that is not a sample) are never written into.
func (g *Game) cloneInto(c *Game) *Game {
	// The copy's own tables, kept before the copy overwrites them.
	cards, stack, occ, arena := c.cards[:0], c.stack[:0], c.occ[:0], c.arena[:0]
	lasting, uses := c.lasting[:0], c.uses[:0]
	t := listTable{c.lists[:0]}
	var domains [2][]domain
	for p := range c.players {
		domains[p] = c.players[p].domains[:0]
	}
	var impls []*Impl
	var reacts []uint64
	var actions []bool
	if c.ownImpls {
		impls, reacts, actions = c.impls[:0], c.reacts[:0], c.actions[:0]
	}

	// The state is copied; what is kept of it, part by part
	// (kept.cloneAll); the copy's buffers are its own.
	c.state = g.state
	c.buffers.empty(c.lib)
	c.cards = append(cards, g.cards...)
	c.stack = append(stack, g.stack...)
	c.occ = append(occ, g.occ...)
	c.arena = append(arena, g.arena...)
	c.lasting = append(lasting, g.lasting...)
	c.uses = append(uses, g.uses...)
	// The implementations are shared until a sample deals other cards
	// (ownCards).
	c.ownImpls = false
	c.spareImpls, c.spareReacts, c.spareActions = impls, reacts, actions
	// The log and the choices only ever grow: share them, with capacity
	// clipped so that an append in either game copies first.
	c.log = g.log[:len(g.log):len(g.log)]
	c.choices = g.choices[:len(g.choices):len(g.choices)]
	// One table holds every list of the copy, the players' and those
	// kept of them (playerLists).
	n := len(g.story) + (1+8*len(g.players))*listSlack + g.playerLists.listsLen()
	for p := range g.players {
		pl := &g.players[p]
		n += len(pl.deck) + len(pl.hand) + len(pl.discard) + len(pl.resources) + len(pl.play) + len(pl.won)
	}
	if cap(t.s) < n {
		t.s = make([]CardID, 0, n)
	}
	c.story = t.take(g.story)
	for p := range c.players {
		src, dst := &g.players[p], &c.players[p]
		dst.deck = t.take(src.deck)
		dst.hand = t.take(src.hand)
		dst.discard = t.take(src.discard)
		dst.resources = t.take(src.resources)
		dst.play = t.take(src.play)
		dst.won = t.take(src.won)
		dst.domains = append(domains[p], src.domains...)
	}
	c.kept.cloneAll(&g.kept, &t)
	c.lists = t.s
	return c
}

// ownCards gives a copy its own tables of implementations, to deal other
// cards into (determinize), in the memory of an earlier copy's if it had.
func (g *Game) ownCards() {
	if g.ownImpls {
		return
	}
	g.impls = append(g.spareImpls, g.impls...)
	g.reacts = append(g.spareReacts, g.reacts...)
	g.actions = append(g.spareActions, g.actions...)
	g.spareImpls, g.spareReacts, g.spareActions = nil, nil, nil
	g.ownImpls = true
}

// Format returns the game's format.
func (g *Game) Format() carddb.Format { return g.format }

// Seed returns the seed the game was started with.
func (g *Game) Seed() uint64 { return g.seed }

// Turn returns the turn number, from 1; 0 during set-up.
func (g *Game) Turn() int { return int(g.turn) }

// Active returns the active player (0 or 1).
func (g *Game) Active() int { return int(g.active) }

// FirstPlayer returns the player who took the first turn.
func (g *Game) FirstPlayer() int { return int(g.first) }

// Step returns the current step of the turn.
func (g *Game) Step() Step { return g.step }

// Phase returns the current phase.
func (g *Game) Phase() Phase { return g.step.Phase() }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Winner returns the winner (0 or 1), or -1 while the game goes on.
func (g *Game) Winner() int { return int(g.winner) }

// Reason says how the game ended: "stories" or "deck".
func (g *Game) Reason() string { return g.reason }

// PlayerName returns a player's name.
func (g *Game) PlayerName(p int) string { return g.players[p].name }

// Choices returns every decision taken so far, as option IDs.
func (g *Game) Choices() []string {
	out := make([]string, len(g.choices))
	for i, o := range g.choices {
		out[i] = o.ID()
	}
	return out
}

// NumChoices returns the number of decisions taken so far.
func (g *Game) NumChoices() int { return len(g.choices) }

// NumCards returns the number of cards in the game; CardIDs run from 0.
func (g *Game) NumCards() int { return len(g.cards) }

func other(p int) int { return 1 - p }

func (g *Game) end(winner int, reason string) {
	if g.over {
		return
	}
	g.over = true
	g.winner = int8(winner)
	g.reason = reason
	g.touch()
	g.stack, g.execN = g.stack[:0], 0
	g.waiting = false
	g.emit(Event{Kind: EvWin, Player: int8(winner), Card: None, Other: None, Text: reason})
}
