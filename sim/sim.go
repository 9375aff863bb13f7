// Package sim plays many complete games between computer players and sums
// up the results: wins per seat, how games ended, their length.
package sim

import (
	"fmt"
	"math/rand/v2"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
)

// Config describes a simulation.
type Config struct {
	Games  int
	Seed   uint64
	Format carddb.Format
	DB     *carddb.DB
	// Decks are the seats' decks; a nil deck means a random preset each
	// game (chosen from Presets, or from every preset when that is empty).
	Decks   [2]*deck.Deck
	Presets []deck.Preset
	// Check verifies the engine's invariants after every decision (slow;
	// for tests).
	Check bool
	// NewPlayer makes the player of a seat for one game; nil means random
	// players.
	NewPlayer func(seat int, seed uint64) ai.Player
}

// Result sums up a simulation. Its JSON form is the "--json" output of
// the sim command.
type Result struct {
	Games     int            `json:"games"`
	Wins      [2]int         `json:"wins"`
	Reasons   map[string]int `json:"reasons"`
	AvgTurns  float64        `json:"avg_turns"`
	Decisions int            `json:"decisions"`
}

// GameSeed derives game i's seed from the simulation's seed.
func GameSeed(seed uint64, i int) uint64 {
	// splitmix64 of seed+i: distinct, well-mixed seeds for every game.
	z := seed + uint64(i+1)*0x9e3779b97f4a7c15
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Run plays the games one after another.
func Run(cfg Config) (Result, error) {
	res := Result{Reasons: map[string]int{}}
	presets := cfg.Presets
	if len(presets) == 0 {
		presets = deck.Presets()
	}
	built := map[string]*deck.Deck{}
	presetDeck := func(p deck.Preset) (*deck.Deck, error) {
		if d, ok := built[p.Name]; ok {
			return d, nil
		}
		d, err := p.Build(cfg.DB)
		built[p.Name] = d
		return d, err
	}
	turns := 0
	for i := range cfg.Games {
		seed := GameSeed(cfg.Seed, i)
		rng := rand.New(rand.NewPCG(seed, 1))
		var ec engine.Config
		ec.Format = cfg.Format
		ec.Seed = seed
		ec.StoryDeck = cfg.DB.StoryDeck(cfg.Format)
		ec.Options.NoLog = true
		ec.Library = cards.Library()
		for seat := range 2 {
			d := cfg.Decks[seat]
			if d == nil {
				var err error
				if d, err = presetDeck(presets[rng.IntN(len(presets))]); err != nil {
					return res, err
				}
			}
			ec.Players[seat] = engine.PlayerDeck{Name: fmt.Sprintf("%s (seat %d)", d.Name, seat+1), Cards: d.Cards()}
		}
		var players [2]ai.Player
		for seat := range 2 {
			if cfg.NewPlayer != nil {
				players[seat] = cfg.NewPlayer(seat, GameSeed(seed, seat))
			} else {
				players[seat] = ai.NewRandom(GameSeed(seed, seat))
			}
		}
		g, n, err := Play(ec, players, cfg.Check)
		if err != nil {
			return res, fmt.Errorf("game %d (seed %d): %v", i+1, seed, err)
		}
		res.Games++
		res.Wins[g.Winner()]++
		res.Reasons[g.Reason()]++
		res.Decisions += n
		turns += g.Turn()
	}
	if res.Games > 0 {
		res.AvgTurns = float64(turns) / float64(res.Games)
	}
	return res, nil
}

// MaxDecisions bounds a game: no legal game of Call of Cthulhu comes near
// it, so reaching it means an engine fault.
const MaxDecisions = 200000

// Play plays one game to its end and returns it with the number of
// decisions taken. With check, the engine's invariants are verified after
// every decision.
func Play(cfg engine.Config, players [2]ai.Player, check bool) (*engine.Game, int, error) {
	g, err := engine.New(cfg)
	if err != nil {
		return nil, 0, err
	}
	n := 0
	for !g.Over() {
		if n++; n > MaxDecisions {
			return g, n, fmt.Errorf("no result after %d decisions", MaxDecisions)
		}
		o := players[g.Decider()].Choose(g)
		if err := g.Apply(o); err != nil {
			return g, n, fmt.Errorf("player %d's choice %s refused: %v", g.Decider()+1, o.ID(), err)
		}
		if check {
			if err := g.CheckInvariants(); err != nil {
				return g, n, fmt.Errorf("after decision %d (%s): %v", n, o.ID(), err)
			}
		}
	}
	return g, n, nil
}
