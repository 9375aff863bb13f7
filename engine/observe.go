package engine

import (
	"math/rand/v2"
	"slices"
	"strings"

	"cthulhu/carddb"
)

// Observer is what one player may use to decide: his view of the game, the
// options of his decision, and samples of the game consistent with what he
// has seen. Computer players receive an Observer, never the Game, so they
// cannot read hidden cards.
type Observer struct {
	g *Game
	p int
}

// Observe returns player p's observer of the game. The game keeps one
// for each player, so that asking costs nothing.
func (g *Game) Observe(p int) *Observer {
	o := &g.observers[p&1]
	o.g, o.p = g, p
	return o
}

// Player is the observing player.
func (o *Observer) Player() int { return o.p }

// View is the player's view.
func (o *Observer) View() *View { return o.g.View(o.p) }

// Options are the options of the player's current decision (none when he
// is not deciding).
func (o *Observer) Options() []Option {
	if o.g.Decider() != o.p {
		return nil
	}
	return o.g.Options()
}

// Picker gives random integers in [0, n): *rand.Rand is one.
type Picker interface {
	IntN(n int) int
}

// PickUniform returns one of the options of the player's current decision,
// chosen uniformly at random with pick.
// In an action window or a commitment of a player who samples
// (Options.Sampling) the options are not listed: the candidates are tried
// in a random order until a legal one comes up (sampled.go), so that a
// decision with many candidates costs only the checks it takes to find one. It returns the
// zero Option when the player is not deciding.
func (o *Observer) PickUniform(pick Picker) Option {
	if o.g.Decider() != o.p {
		return Option{}
	}
	return o.g.pickUniform(o.p, pick)
}

// pickUniform is PickUniform for player p, who is deciding.
func (g *Game) pickUniform(p int, pick Picker) Option {
	if !g.optsOK && g.waitSampled {
		return g.pickSampled(p, pick)
	}
	opts := g.options()
	chosen := opts[pick.IntN(len(opts))]
	g.picked, g.pickedOK = chosen, true // Apply need not look for it
	return chosen
}

// PlayUniform takes the decisions of the players who have a picker
// (pick[p] not nil), each the option PickUniform would choose for him
// with it, as Apply would take it, one after the other until a player
// without a picker must decide, the game is over, or max decisions have
// been taken. It returns how many it took. A simulation of random
// players plays its games this way without a round trip through the
// players and Apply for each decision (the same choices, in the same
// order); with Options.VerifyCaches each goes through Apply.
func (g *Game) PlayUniform(pick [2]Picker, max int) int {
	n := 0
	for n < max && g.waiting && !g.over {
		p := int(g.top().p)
		if pick[p] == nil {
			break
		}
		o := g.pickUniform(p, pick[p])
		if g.opts.VerifyCaches {
			if err := g.Apply(o); err != nil {
				g.cacheFault("the uniform pick %s was refused: %v", o.ID(), err)
				return n
			}
			n++
			continue
		}
		// The decisions that follow, while the player deciding has a
		// picker, are taken by run as they come (autoTake).
		g.auto = autoPlay{pick: pick, left: max - n - 1}
		g.commit(o)
		n += 1 + g.auto.n
		g.auto = autoPlay{}
	}
	return n
}

// autoPlay is PlayUniform's leave to run to take the decisions of the
// players with a picker as they come: at most left more, n taken.
type autoPlay struct {
	pick    [2]Picker
	left, n int
}

// autoPicker returns the picker of player p when run may take his
// decision waiting itself (PlayUniform), or nil.
func (g *Game) autoPicker(p int) Picker {
	if g.auto.left <= 0 {
		return nil
	}
	return g.auto.pick[p&1]
}

// autoTake takes option o of the decision waiting, picked for its player
// by run (PlayUniform), as commit would.
func (g *Game) autoTake(o Option) {
	g.auto.left--
	g.auto.n++
	if !g.unrecorded {
		g.choices = append(g.choices, o)
	}
	g.take(o)
}

// Prompt describes the player's current decision, or nil.
func (o *Observer) Prompt() *Prompt {
	if o.g.Decider() != o.p {
		return nil
	}
	return o.g.Prompt()
}

// Label is an option's text as the player may read it: an option about a
// card he cannot see does not name the card.
func (o *Observer) Label(opt Option) string {
	if opt.Act.namesCard() && (opt.Card < 0 || int(opt.Card) >= len(o.g.cards) || !o.g.visible(opt.Card, o.p)) {
		return opt.Act.String() + " a card you cannot see"
	}
	return o.g.Label(opt)
}

// Sample returns a determinization: a copy of the game in which everything
// the player cannot know is drawn at random, consistently with what he has
// seen (Information Set Monte Carlo Tree Search, Cowling, Powley and
// Whitehouse 2012). The cards he cannot see (his opponent's hand and
// face-down domains, both decks, the story deck) are dealt anew from the
// pool of their identities, which he may know as the decks' lists; the
// sample has a generator of its own, so the real game's future draws are
// not revealed either. The sample carries nothing of the real game's
// record, from which its hidden cards could be worked out: not its seed,
// its configuration (the decks in their order) nor its choices; it logs
// nothing and records no choices (no replay could make it), and in it no
// player samples his options (Options.Sampling).
func (o *Observer) Sample(rng *rand.Rand) *Game {
	return o.g.determinize(o.p, rng, new(Game))
}

// SampleInto is Sample made in the memory of dst, a sample or copy made
// earlier that nothing uses any more, nor any copy of it (a copy shares a
// sample's implementations): a searcher's last iteration. It allocates
// little once the tables have grown. dst may be nil.
func (o *Observer) SampleInto(dst *Game, rng *rand.Rand) *Game {
	if dst == nil || dst == o.g {
		dst = new(Game)
	}
	return o.g.determinize(o.p, rng, dst)
}

// Seen reports, for tests, whether a card's identity is visible to the
// observer.
func (o *Observer) Seen(id CardID) bool { return o.g.visible(id, o.p) }

func (g *Game) determinize(p int, rng *rand.Rand, into *Game) *Game {
	h := g.hiddenOf(p)
	d := g.cloneInto(into)
	d.opts.NoLog = true
	d.unrecorded = true
	// The searcher plays both sides of its copy with listed options: an
	// opponent who samples in the real game does not in the copy.
	d.opts.Sampling = [2]bool{}
	d.log = nil
	d.choices = nil
	d.config = nil
	d.seed = 0
	d.rng.seed(rng.Uint64())
	d.ownCards()
	for o := range h.slots {
		d.deal(h.slots[o], h.idents[o], rng)
	}
	d.recountDomains()
	d.markStale(bothStale)
	d.ver++ // other cards: the cached answers are of the real game
	// The story deck holds story cards only: it is redealt among itself.
	d.deal(h.story, h.storyIdents, rng)
	return d
}

// hidden is what player p cannot see of a game, for its samples: the
// slots of the hidden cards by owner (the story deck, then players 1 and
// 2), in a fixed order, and their identities in a canonical order, so
// that a sample does not depend on where the real cards are.
type hidden struct {
	ver         uint32
	p           int
	slots       [3][]CardID
	idents      [3][]identity
	story       []CardID
	storyIdents []identity
}

// identity is a card's identity with the implementation found when its
// card was made (newCard): dealt together, with no lookup in the library.
type identity struct {
	def *carddb.Card
	im  *Impl
}

// hiddenOf returns what player p cannot see, kept for as long as the game
// does not change (a search samples the same game again and again).
func (g *Game) hiddenOf(p int) *hidden {
	if h := g.hiddenKept; h != nil && h.ver == g.ver && h.p == p && !g.stackNamesSlot(h) {
		if !g.opts.VerifyCaches {
			return h
		}
		err := g.hiddenCache.check(g)
		if err == nil {
			return h
		}
		g.cacheFault("%v", err)
	}
	g.hiddenKept = g.findHidden(p)
	return g.hiddenKept
}

func (g *Game) findHidden(p int) *hidden {
	h := &hidden{ver: g.ver, p: p}
	var offered []CardID
	if !g.over && len(g.stack) > 0 && g.top().kind == fChoose && int(g.top().p) == p {
		for _, o := range g.Options() {
			if (o.Act == ActPick || o.Act == ActTarget) && o.Card >= 0 && g.cards[o.Card].zone == ZoneDeck {
				offered = append(offered, o.Card)
			}
		}
	}
	for q := range g.players {
		pl := &g.players[q]
		var slots []CardID
		if q != p {
			for _, id := range pl.hand {
				if !g.cannotNow(id, revealedInHand) {
					slots = append(slots, id) // a revealed card stays
				}
			}
			for _, dom := range pl.domains {
				if g.cards[dom.card].def != blankDomain {
					slots = append(slots, dom.card)
				}
			}
			if g.step == StepSetup {
				slots = append(slots, pl.resources...)
			}
		}
		deck := pl.deck
		if len(deck) > 0 && g.revealedTop(q) == deck[len(deck)-1] {
			deck = deck[:len(deck)-1] // its top card is revealed: it stays
		}
		slots = append(slots, deck...)
		// Each player's own hidden cards are dealt among his own slots. A
		// card the pending work names (an ability used from a hand, a
		// card being played or paid for) is known by its use, and stays;
		// so does a card the decision p takes offers him (the revealed
		// cards of a deck a search picks among, Ground Tremors).
		for _, id := range slots {
			if g.stackNames(id) || slices.Contains(offered, id) {
				continue
			}
			if o := int(g.cards[id].owner) + 1; o >= 0 && o < len(h.slots) {
				h.slots[o] = append(h.slots[o], id)
			}
		}
	}
	for o := range h.slots {
		h.idents[o] = g.identities(h.slots[o])
	}
	for _, id := range g.story {
		if !g.stackNames(id) { // a story whose effect resolves (Howard Ludvinski's)
			h.story = append(h.story, id)
		}
	}
	h.storyIdents = g.identities(h.story)
	return h
}

// stackNamesSlot reports whether a frame of the stack names a card h
// counts hidden: the pending work may change without the state (an
// ability used from a hand pushes frames alone), and h, kept for the
// state, would deal the card away.
func (g *Game) stackNamesSlot(h *hidden) bool {
	for i := range g.stack {
		f := &g.stack[i]
		for _, id := range [2]CardID{f.card, f.second} {
			if id < 0 {
				continue
			}
			if o := int(g.cards[id].owner) + 1; o >= 0 && o < len(h.slots) && slices.Contains(h.slots[o], id) || slices.Contains(h.story, id) {
				return true
			}
		}
	}
	return false
}

// stackNames reports whether a frame of the stack names a card, as its
// main card or its second.
func (g *Game) stackNames(id CardID) bool {
	for i := range g.stack {
		if f := &g.stack[i]; f.card == id || f.second == id {
			return true
		}
	}
	return false
}

// identities returns the identities of cards in their canonical order.
func (g *Game) identities(ids []CardID) []identity {
	if len(ids) == 0 {
		return nil
	}
	out := make([]identity, len(ids))
	for i, id := range ids {
		out[i] = identity{g.cards[id].def, g.impls[id]}
	}
	// Identities with the same key are the same card of the database,
	// and so interchangeable: any sort gives the one order.
	slices.SortFunc(out, func(a, b identity) int { return strings.Compare(a.def.Key(), b.def.Key()) })
	return out
}

// deal deals identities (canonical order) at random among the slots.
func (g *Game) deal(slots []CardID, idents []identity, rng *rand.Rand) {
	if len(slots) == 0 {
		return
	}
	deck := append(g.dealBuf[:0], idents...)
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for i, id := range slots {
		g.countCard(id, -1)
		g.cards[id].def = deck[i].def
		g.setImpl(id, deck[i].im)
		g.countCard(id, 1)
	}
	g.touch()
	g.dealBuf = deck[:0]
}

// ---- Cheap queries of what the player may see ----

// Card returns a card's state if the player may see it.
func (o *Observer) Card(id CardID) (CardState, bool) {
	if !o.sees(id) {
		return CardState{}, false
	}
	return o.g.Card(id), true
}

// Brief is Card without the characteristics that modifiers change (Skill,
// Icons and Toughness are left zero): for a reader that needs few of them,
// and those of few cards (Skill).
func (o *Observer) Brief(id CardID) (CardState, bool) {
	if !o.sees(id) {
		return CardState{}, false
	}
	return o.g.brief(id), true
}

// Skill is the skill Card gives a visible card: a character's in play, 0
// otherwise.
func (o *Observer) Skill(id CardID) int {
	g := o.g
	if !o.sees(id) || !g.isCharacter(id) {
		return 0
	}
	g.beginCache()
	s := g.skill(id)
	g.endCache()
	return s
}

// sees reports whether id is a card of the game whose identity the
// observer may see.
func (o *Observer) sees(id CardID) bool {
	return id >= 0 && int(id) < len(o.g.cards) && o.g.visible(id, o.p)
}

// Zone lists a player's cards in a zone the observer may see: any player's
// play area, discard pile, resources, won stories and domains, and his own
// hand; nil for hidden zones (hands of others, decks).
func (o *Observer) Zone(p int, z Zone) []CardID { return o.AppendZone(nil, p, z) }

// AppendZone appends what Zone lists to dst (nothing for a hidden zone):
// with room in dst, it allocates nothing.
func (o *Observer) AppendZone(dst []CardID, p int, z Zone) []CardID {
	switch z {
	case ZoneDeck:
		return dst
	case ZoneHand:
		if p != o.p {
			return dst
		}
	case ZoneResource:
		if p != o.p && o.g.step == StepSetup {
			return dst
		}
	}
	return o.g.AppendZone(dst, p, z)
}

// Resources counts a player's resources (public, but for the opponent's
// set-up: 0): the sum of his domains' Resources.
func (o *Observer) Resources(p int) int {
	if p != o.p && o.g.step == StepSetup {
		return 0
	}
	return len(o.g.players[p].resources)
}

// Success returns the success tokens of each player on the story or
// conspiracy in slot s (0-2 the stories, 3-4 the conspiracies), and the
// card there (None when the slot is empty): what Stories tells, without
// its lists.
func (o *Observer) Success(s int) (CardID, [2]int) {
	if s < 0 || s >= numSlots || o.g.stories[s].card == None {
		return None, [2]int{}
	}
	sl := &o.g.stories[s]
	return sl.card, [2]int{int(sl.success[0]), int(sl.success[1])}
}

// StorySlots is the number of story slots (Observer.Success).
const StorySlots = numSlots

// AppendStruggles appends to dst the struggles of a story in play in the
// order they resolve now (StoryState.Struggles), and nothing for another
// card: with room in dst, it allocates nothing.
func (o *Observer) AppendStruggles(dst []carddb.Icon, story CardID) []carddb.Icon {
	if o.g.slotOf(story) < 0 {
		return dst
	}
	o.g.beginCache()
	dst = o.g.struggles(story, dst)
	o.g.endCache()
	return dst
}

// HandSize and DeckSize count a player's hand and deck.
func (o *Observer) HandSize(p int) int { return len(o.g.players[p].hand) }
func (o *Observer) DeckSize(p int) int { return len(o.g.players[p].deck) }

// Stories are the stories in play (public).
func (o *Observer) Stories() []StoryState { return o.g.Stories() }

// Domain is what Domains tells of a player's domain d, without the list
// of its resources: how many it holds, and its total as counted when it
// is drained; ok is false when Domains would not tell of it.
func (o *Observer) Domain(p, d int) (resources, total int, ok bool) {
	g := o.g
	if p < 0 || p > 1 || d < 0 || d >= len(g.players[p].domains) || p != o.p && g.step == StepSetup {
		return 0, 0, false
	}
	card := g.players[p].domains[d].card
	for _, id := range g.players[p].resources {
		if g.cards[id].host == card {
			resources++
		}
	}
	total = g.domainTotal(p, d)
	return resources, total, true
}

// Domains are a player's domains (public, but for the opponent's set-up).
func (o *Observer) Domains(p int) []DomainState {
	if p != o.p && o.g.step == StepSetup {
		return nil
	}
	return o.g.Domains(p)
}

// Active, Step and Turn tell where the game is.
func (o *Observer) Active() int { return int(o.g.active) }
func (o *Observer) Step() Step  { return o.g.step }
func (o *Observer) Turn() int   { return int(o.g.turn) }

// Won counts a player's won stories.
func (o *Observer) Won(p int) int { return len(o.g.players[p].won) }

// Over, Winner report the end of the game.
func (o *Observer) Over() bool  { return o.g.over }
func (o *Observer) Winner() int { return int(o.g.winner) }

// Kind is the kind of the player's current decision, cheaply.
func (o *Observer) Kind() PromptKind {
	if o.g.Decider() != o.p {
		return numPromptKinds
	}
	f := o.g.top()
	return frameDefs[f.kind].kind(o.g, f)
}
