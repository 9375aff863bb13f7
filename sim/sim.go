// Package sim plays many complete games between computer players and sums
// up the results: wins with confidence intervals, the first player's
// advantage, how games ended and how long they lasted, and per card how
// often it was played and how the games it was played in ended.
package sim

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"sync"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
)

// Config describes a simulation between two sides, A and B.
type Config struct {
	Games  int
	Seed   uint64
	Format carddb.Format
	DB     *carddb.DB
	// Decks are the sides' decks; a nil deck means a random preset each
	// game (from Presets, or from every preset when that is empty), or,
	// when Pool is set, a random deck of the pool.
	Decks   [2]*deck.Deck
	Presets []deck.Preset
	// Pool, if set, gives a side without a deck of its own a random deck
	// of its cards each game, built from the game's seed
	// (deck.RandomForGame): ImplementedPool is every card the library
	// implements.
	Pool *deck.Pool
	// Players are the sides' player kinds, as ai.New reads them; empty
	// means "random".
	Players [2]string
	// NewPlayer, if set, makes a side's player instead (tests).
	NewPlayer func(side int, seed uint64) ai.Player
	// Alternate swaps the sides' seats every other game.
	Alternate bool
	// Workers plays games in parallel; the results do not depend on it.
	Workers int
	// Check verifies the engine's invariants after every decision (tests).
	Check bool
	// CardStats records which cards each side played (slower: the games
	// keep their logs).
	CardStats bool
	// DeckStats, with CardStats, also counts per card the games it was in
	// a side's deck and that side's wins (CardStat.InDeck, DeckWon), so
	// that a card's play rate and its win rate played can be read against
	// its decks'.
	DeckStats bool
	// Progress, if set, is called after each game (from one goroutine).
	Progress func(done, total int)
	// Library holds the cards' implementations; nil means all of them.
	Library *engine.Library
}

// Result sums up a simulation. Its JSON form is the sim command's --json
// output.
type Result struct {
	Games int `json:"games"`
	// Wins are per side (A, B); SeatWins per seat (1, 2).
	Wins     [2]int        `json:"wins"`
	WinsCI95 [2][2]float64 `json:"wins_ci95"` // Wilson 95% intervals of the sides' win rates
	SeatWins [2]int        `json:"seat_wins"`
	// FirstPlayerWins counts the games won by the player who took the
	// first turn.
	FirstPlayerWins int            `json:"first_player_wins"`
	Reasons         map[string]int `json:"reasons"`
	AvgTurns        float64        `json:"avg_turns"`
	Turns           Distribution   `json:"turns"`
	Decisions       int            `json:"decisions"`
	Cards           []CardStat     `json:"cards,omitempty"`
}

// Distribution summarizes game lengths in turns.
type Distribution struct {
	Min int `json:"min"`
	P10 int `json:"p10"`
	P50 int `json:"median"`
	P90 int `json:"p90"`
	Max int `json:"max"`
}

// CardStat is one card's record: in how many games each side played it,
// and how many of those games that side won.
type CardStat struct {
	Key    string `json:"key"`
	Title  string `json:"title"`
	Played int    `json:"played"` // games in which it was played (either side counts once each)
	Won    int    `json:"won"`    // of those, games won by the side that played it
	// With DeckStats: the games in which it was in a side's deck (either
	// side counts once each), and of those the games that side won.
	InDeck  int `json:"in_deck,omitempty"`
	DeckWon int `json:"deck_won,omitempty"`
}

// PlayRate is the share of the games in which the card was in a deck that
// it was played in (DeckStats).
func (c CardStat) PlayRate() float64 {
	if c.InDeck == 0 {
		return 0
	}
	return float64(c.Played) / float64(c.InDeck)
}

// DeckWinRate is the share of the games in which the card was in a deck
// that the deck's side won (DeckStats).
func (c CardStat) DeckWinRate() float64 {
	if c.InDeck == 0 {
		return 0
	}
	return float64(c.DeckWon) / float64(c.InDeck)
}

// WinRate is the share of the games in which the card was played that
// its player won.
func (c CardStat) WinRate() float64 {
	if c.Played == 0 {
		return 0
	}
	return float64(c.Won) / float64(c.Played)
}

// gameResult is one game's outcome, by side.
type gameResult struct {
	winner    int // side
	winSeat   int
	firstWon  bool
	turns     int
	reason    string
	decisions int
	played    [2][]*carddb.Card
	inDeck    [2][]*carddb.Card // DeckStats: each side's deck, each card once
	err       error
}

// GameSeed derives game i's seed from the simulation's seed.
func GameSeed(seed uint64, i int) uint64 {
	// splitmix64 of seed+i: distinct, well-mixed seeds for every game.
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Run plays the games and sums them up. Game i depends only on the seed
// and i, whatever the number of workers.
func Run(cfg Config) (Result, error) {
	res := Result{Reasons: map[string]int{}}
	if cfg.Games < 0 {
		return res, fmt.Errorf("a negative number of games")
	}
	for side, spec := range cfg.Players {
		if spec != "" {
			if _, err := ai.New(spec, 1); err != nil {
				return res, fmt.Errorf("side %c: %v", 'A'+side, err)
			}
		}
	}
	if cfg.Library == nil {
		cfg.Library = cards.Library()
	}
	presets := cfg.Presets
	if len(presets) == 0 {
		presets = deck.PresetsFor(cfg.Format)
	}
	decks := make([]*deck.Deck, len(presets))
	for i, p := range presets {
		d, err := p.Build(cfg.DB)
		if err != nil {
			return res, err
		}
		decks[i] = d
	}
	set := newSetup(cfg, decks)
	workers := max(1, cfg.Workers)
	// Each game's result is added to the tally as it ends, and forgotten:
	// a simulation's memory does not grow with its number of games. The
	// tally's sums do not depend on the order the games end in.
	t := newTally()
	var next, done int
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var spare *engine.Game // the worker's last game, done with
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= cfg.Games {
					return
				}
				var r gameResult
				r, spare = playOne(cfg, &set, i, spare)
				mu.Lock()
				t.add(i, r)
				done++
				if cfg.Progress != nil {
					cfg.Progress(done, cfg.Games)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if t.err != nil {
		return res, fmt.Errorf("game %d (seed %d): %v", t.errGame+1, GameSeed(cfg.Seed, t.errGame), t.err)
	}
	return t.result(), nil
}

// tally sums up games as they end: counts, a histogram of their lengths
// (their distribution is read from it exactly), and each card's plays and
// wins. Of the games that failed, the first in game order is reported.
type tally struct {
	res     Result
	turns   []int // turns[n]: the games of n turns
	sum     int
	stats   map[*carddb.Card]*CardStat
	err     error
	errGame int
}

func newTally() *tally {
	return &tally{res: Result{Reasons: map[string]int{}}, stats: map[*carddb.Card]*CardStat{}}
}

func (t *tally) add(i int, r gameResult) {
	if r.err != nil {
		if t.err == nil || i < t.errGame {
			t.err, t.errGame = r.err, i
		}
		return
	}
	res := &t.res
	res.Games++
	res.Wins[r.winner]++
	res.SeatWins[r.winSeat]++
	if r.firstWon {
		res.FirstPlayerWins++
	}
	res.Reasons[r.reason]++
	res.Decisions += r.decisions
	for len(t.turns) <= r.turns {
		t.turns = append(t.turns, 0)
	}
	t.turns[r.turns]++
	t.sum += r.turns
	stat := func(c *carddb.Card) *CardStat {
		st := t.stats[c]
		if st == nil {
			st = &CardStat{Key: c.Key(), Title: c.Title}
			t.stats[c] = st
		}
		return st
	}
	for side, cs := range r.played {
		for _, c := range cs {
			st := stat(c)
			st.Played++
			if r.winner == side {
				st.Won++
			}
		}
	}
	for side, cs := range r.inDeck {
		for _, c := range cs {
			st := stat(c)
			st.InDeck++
			if r.winner == side {
				st.DeckWon++
			}
		}
	}
}

// result is the summary of the games tallied.
func (t *tally) result() Result {
	res := t.res
	if res.Games > 0 {
		res.AvgTurns = float64(t.sum) / float64(res.Games)
		// The game at index k of the games sorted by length.
		nth := func(k int) int {
			for n, c := range t.turns {
				if k < c {
					return n
				}
				k -= c
			}
			return len(t.turns) - 1
		}
		q := func(f float64) int { return nth(int(f * float64(res.Games-1))) }
		res.Turns = Distribution{Min: nth(0), P10: q(0.1), P50: q(0.5), P90: q(0.9), Max: nth(res.Games - 1)}
		for side := range 2 {
			res.WinsCI95[side] = Wilson(res.Wins[side], res.Games)
		}
	}
	for _, st := range t.stats {
		res.Cards = append(res.Cards, *st)
	}
	sort.Slice(res.Cards, func(i, j int) bool {
		a, b := res.Cards[i], res.Cards[j]
		if a.Played != b.Played {
			return a.Played > b.Played
		}
		return a.Key < b.Key
	})
	return res
}

// Wilson returns the Wilson score interval at 95% for k successes in n.
func Wilson(k, n int) [2]float64 {
	if n == 0 {
		return [2]float64{0, 1}
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return [2]float64{math.Max(0, mid-half), math.Min(1, mid+half)}
}

// playOne plays game i: side A sits in seat 1, or seat 2 on odd games when
// the sides alternate. It returns the game played, to be reused for the
// next (prev: the one before, or nil).
func playOne(cfg Config, set *setup, i int, prev *engine.Game) (r gameResult, g *engine.Game) {
	seed := GameSeed(cfg.Seed, i)
	defer func() {
		// A panic is an engine bug: it stops the simulation as a broken
		// invariant does, naming the game and its seed, and the game is
		// not reused.
		if p := recover(); p != nil {
			r.err, g = fmt.Errorf("panic: %v", p), nil
		}
	}()
	var ec engine.Config
	ec.Format = cfg.Format
	ec.Seed = seed
	ec.StoryDeck = set.stories
	ec.Options.NoLog = !cfg.CardStats
	ec.Options.NoReplay = true // no game of a simulation is saved
	ec.Library = cfg.Library
	swap := cfg.Alternate && i%2 == 1
	seatOf := func(side int) int {
		if swap {
			return 1 - side
		}
		return side
	}
	var players [2]ai.Player
	rng := rand.New(rand.NewPCG(seed, 1))
	for side := range 2 {
		s := &set.sides[side]
		seat := seatOf(side)
		switch {
		case cfg.Decks[side] == nil && cfg.Pool != nil:
			d, err := deck.RandomForGame(seed, side, cfg.Pool, deck.RandomOptions{})
			if err != nil {
				r.err = err
				return r, prev
			}
			ec.Players[seat] = engine.PlayerDeck{Name: fmt.Sprintf("%s (%c)", d.Name, 'A'+side), Cards: d.Cards()}
		default:
			k := 0
			if cfg.Decks[side] == nil {
				k = rng.IntN(len(s.cards))
			}
			ec.Players[seat] = engine.PlayerDeck{Name: s.names[k], Cards: s.cards[k]}
		}
		if cfg.CardStats && cfg.DeckStats {
			r.inDeck[side] = distinct(ec.Players[seat].Cards)
		}
		pseed := GameSeed(seed, side)
		switch {
		case cfg.NewPlayer != nil:
			players[seat] = cfg.NewPlayer(side, pseed)
		case cfg.Players[side] != "":
			players[seat], _ = ai.New(cfg.Players[side], pseed)
		default:
			players[seat] = ai.NewRandom(pseed)
		}
	}
	g, n, err := PlayReusing(prev, ec, players, cfg.Check)
	if err != nil {
		r.err = err
		return r, nil
	}
	r.winSeat = g.Winner()
	r.winner = r.winSeat
	if swap {
		r.winner = 1 - r.winSeat
	}
	r.firstWon = g.Winner() == g.FirstPlayer()
	r.turns = g.Turn()
	r.reason = g.Reason()
	r.decisions = n
	if cfg.CardStats {
		r.played = playedCards(g, swap)
	}
	return r, g
}

// setup is what every game of a simulation starts from: the story deck
// and, per side, the decks it may play with their lists of cards and the
// names they go by (a side's fixed deck, or every preset).
type setup struct {
	stories []*carddb.Card
	sides   [2]struct {
		cards [][]*carddb.Card
		names []string
	}
}

// newSetup makes the setup of a simulation's games once, for all of them:
// the games only read it.
func newSetup(cfg Config, presets []*deck.Deck) setup {
	set := setup{stories: cfg.DB.StoryDeck(cfg.Format)}
	for side := range 2 {
		decks := presets
		if cfg.Decks[side] != nil {
			decks = []*deck.Deck{cfg.Decks[side]}
		}
		s := &set.sides[side]
		for _, d := range decks {
			s.cards = append(s.cards, d.Cards())
			s.names = append(s.names, fmt.Sprintf("%s (%c)", d.Name, 'A'+side))
		}
	}
	return set
}

// distinct lists the cards of a deck, each once, in their order.
func distinct(cs []*carddb.Card) []*carddb.Card {
	var out []*carddb.Card
	for _, c := range cs {
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// ImplementedPool is the pool of random decks (Config.Pool) of the cards
// a library plays as printed: its implementations, and the cards whose
// text holds nothing to implement, of the sets it implements
// (deck.ImplementedPool).
func ImplementedPool(db *carddb.DB, lib *engine.Library) *deck.Pool {
	return ImplementedPoolFor(db, carddb.FormatLCG, lib)
}

// ImplementedPoolFor is ImplementedPool for a format: the collectible
// game's cards for the Eldritch format (deck.ImplementedPoolFor).
func ImplementedPoolFor(db *carddb.DB, f carddb.Format, lib *engine.Library) *deck.Pool {
	if lib == nil {
		lib = cards.Library()
	}
	return deck.ImplementedPoolFor(db, f, func(c *carddb.Card) bool { return !c.Abilities || lib.Lookup(c) != nil })
}

// playedCards lists, per side, the distinct cards each side played from
// hand in a game (characters, supports, conspiracies and events).
func playedCards(g *engine.Game, swap bool) (out [2][]*carddb.Card) {
	seen := [2]map[*carddb.Card]bool{{}, {}}
	for _, e := range g.Events() {
		switch e.Kind {
		case engine.EvPlay, engine.EvAttach, engine.EvPlayConspiracy:
		case engine.EvAbility:
			if g.Card(e.Card).Def.Type != carddb.Event {
				continue
			}
		default:
			continue
		}
		side := int(e.Player)
		if side < 0 || side > 1 {
			continue
		}
		if swap {
			side = 1 - side
		}
		def := g.Card(e.Card).Def
		if !seen[side][def] {
			seen[side][def] = true
			out[side] = append(out[side], def)
		}
	}
	return out
}

// MaxDecisions bounds a game: no legal game of Call of Cthulhu comes near
// it, so reaching it means an engine fault.
const MaxDecisions = 200000

// Play plays one game to its end and returns it with the number of
// decisions taken. With check, the engine's invariants are verified after
// every decision, and every answer it keeps for a state is checked as it
// is used (Options.VerifyCaches).
func Play(cfg engine.Config, players [2]ai.Player, check bool) (*engine.Game, int, error) {
	return PlayReusing(nil, cfg, players, check)
}

// PlayReusing is Play, the game made in the memory of an earlier one,
// prev, no longer needed (engine.NewReusing); prev may be nil.
func PlayReusing(prev *engine.Game, cfg engine.Config, players [2]ai.Player, check bool) (*engine.Game, int, error) {
	cfg.Options.VerifyCaches = cfg.Options.VerifyCaches || check
	for s := range players {
		cfg.Options.Sampling[s] = cfg.Options.Sampling[s] || ai.Samples(players[s])
	}
	g, err := engine.NewReusing(prev, cfg)
	if err != nil {
		return nil, 0, err
	}
	// The random players' decisions are taken by the game itself
	// (PlayUniform), unless every decision is to be checked.
	var pickers [2]engine.Picker
	for s := range players {
		if r, ok := players[s].(*ai.Random); ok && !check {
			pickers[s] = r.Picker()
		}
	}
	n := 0
	for !g.Over() {
		if k := g.PlayUniform(pickers, MaxDecisions-n); k > 0 {
			n += k
			continue
		}
		if n++; n > MaxDecisions {
			return g, n, fmt.Errorf("no result after %d decisions", MaxDecisions)
		}
		d := g.Decider()
		o := players[d].Choose(g.Observe(d))
		if err := g.Apply(o); err != nil {
			return g, n, fmt.Errorf("player %d's choice %s refused: %v", d+1, o.ID(), err)
		}
		if check {
			if err := g.CheckInvariants(); err != nil {
				return g, n, fmt.Errorf("after decision %d (%s): %v", n, o.ID(), err)
			}
		}
	}
	return g, n, nil
}
