// Package tui is the full-screen terminal interface: a game against the
// computer or a friend at the same keyboard, and a replay viewer. The
// session (this file) holds the game and who sits at each side; the rest
// draws it with tview.
package tui

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
)

// Human is the seat kind of a person at the keyboard; any other kind is a
// computer player's (see ai.New).
const Human = "human"

// Setup is what a new game needs.
type Setup struct {
	Format carddb.Format
	Seed   uint64
	Decks  [2]*deck.Deck
	Seats  [2]string // Human or an AI kind
	// Save is the replay file, rewritten after every choice; "" saves
	// nothing.
	Save string
}

// Session is a game in progress and its seats. It is not safe for use by
// several goroutines: the interface calls it from its own, and computer
// players think on a snapshot (Snapshot).
type Session struct {
	Game  *engine.Game
	seats [2]string
	ai    [2]ai.Player
	save  string
	// decks describes each side's deck: "Agency + Cthulhu".
	decks [2]string
	// lastHuman is the human who decided last, whose view is shown while
	// no one at the keyboard decides.
	lastHuman int
}

// NewSession starts a game.
func NewSession(s Setup) (*Session, error) {
	cfg := engine.Config{Format: s.Format, Seed: s.Seed, StoryDeck: carddb.Default().StoryDeck(s.Format), Library: cards.Library()}
	for p, d := range s.Decks {
		if d == nil {
			return nil, fmt.Errorf("player %d has no deck", p+1)
		}
		// Short names: the log and the board say who does what, and the
		// board's headers say whose deck it is and who plays it.
		cfg.Players[p] = engine.PlayerDeck{Name: fmt.Sprintf("Player %d", p+1), Cards: d.Cards()}
	}
	g, err := engine.New(cfg)
	if err != nil {
		return nil, err
	}
	return newSession(g, s.Seats, s.Seed, s.Save)
}

func newSession(g *engine.Game, seats [2]string, seed uint64, save string) (*Session, error) {
	s := &Session{Game: g, seats: seats, save: save}
	if r, err := g.Replay(); err == nil {
		for p := range 2 {
			s.decks[p] = DeckLabel(r.Players[p].Deck)
		}
	}
	for p, kind := range seats {
		if kind == Human {
			continue
		}
		pl, err := ai.New(kind, seed*2+uint64(p)+1)
		if err != nil {
			return nil, err
		}
		s.ai[p] = pl
	}
	s.lastHuman = 0
	if seats[0] != Human && seats[1] == Human {
		s.lastHuman = 1
	}
	return s, s.Save()
}

// Resume reads a saved game (a replay file) and continues it, saving to
// the same file. A file that cannot be read or replayed is an error, and
// the file is left as it was.
func Resume(path string) (*Session, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	r, err := engine.ReadReplay(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s is not a saved game: %v", path, err)
	}
	g, err := r.Play(carddb.Default(), cards.Library(), -1)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if g.Over() {
		return nil, fmt.Errorf("%s: the game is over (%s won); watch it with: cthulhu replay %s", path, g.PlayerName(g.Winner()), path)
	}
	seats := r.Seats
	for p := range seats {
		if seats[p] == "" {
			seats[p] = Human // an older file, or one written by "cthulhu game": everyone at the keyboard
		}
		if seats[p] != Human {
			if _, err := ai.New(seats[p], 1); err != nil {
				return nil, fmt.Errorf("%s: seat %d: %v", path, p+1, err)
			}
		}
	}
	return newSession(g, seats, r.Seed+uint64(len(r.Choices)), path)
}

// DeckLabel describes a deck by its factions, most cards first:
// "Agency + Cthulhu".
func DeckLabel(keys []string) string {
	db := carddb.Default()
	var n [carddb.NumFactions]int
	for _, k := range keys {
		if c := db.ByKey(k); c != nil && c.Faction != carddb.Neutral {
			n[c.Faction]++
		}
	}
	var fs []carddb.Faction
	for f := range n {
		if n[f] > 0 {
			fs = append(fs, carddb.Faction(f))
		}
	}
	sort.SliceStable(fs, func(i, j int) bool { return n[fs[i]] > n[fs[j]] })
	var names []string
	for _, f := range fs {
		names = append(names, f.Short())
	}
	if len(names) == 0 {
		return "Neutral"
	}
	return strings.Join(names, " + ")
}

// Deck describes side p's deck.
func (s *Session) Deck(p int) string { return s.decks[p] }

// Seat is the kind of player at side p.
func (s *Session) Seat(p int) string { return s.seats[p] }

// SavePath is the replay file the session writes, or "".
func (s *Session) SavePath() string { return s.save }

// Humans counts the people playing.
func (s *Session) Humans() int {
	n := 0
	for _, k := range s.seats {
		if k == Human {
			n++
		}
	}
	return n
}

// HumanDecides reports whether a person at the keyboard decides now.
func (s *Session) HumanDecides() bool {
	d := s.Game.Decider()
	return d >= 0 && s.seats[d] == Human
}

// Viewer is whose view the board shows: the one person playing; in a
// game between two people, the one deciding (or who decided last); in a
// game between computers, everything.
func (s *Session) Viewer() int {
	switch s.Humans() {
	case 0:
		return -1
	case 1:
		if s.seats[0] == Human {
			return 0
		}
		return 1
	}
	if s.HumanDecides() {
		return s.Game.Decider()
	}
	return s.lastHuman
}

// Choose takes a person's choice, by option id, and saves the game.
func (s *Session) Choose(id string) error {
	d := s.Game.Decider()
	if d < 0 {
		return errors.New("no decision is pending")
	}
	if s.seats[d] != Human {
		return fmt.Errorf("it is %s's decision", s.Game.PlayerName(d))
	}
	if err := s.Game.ChooseAs(d, id); err != nil {
		return err
	}
	s.lastHuman = d
	return s.Save()
}

// Snapshot returns what a computer player needs to think away from the
// game: the player deciding and his observer of a copy of the game. ok is
// false when no computer decides.
func (s *Session) Snapshot() (p int, think func() engine.Option, ok bool) {
	p = s.Game.Decider()
	if p < 0 || s.seats[p] == Human {
		return p, nil, false
	}
	o := s.Game.Clone().Observe(p)
	pl := s.ai[p]
	return p, func() engine.Option { return pl.Choose(o) }, true
}

// ApplyAI takes a computer player's choice and saves the game.
func (s *Session) ApplyAI(p int, o engine.Option) error {
	if s.Game.Decider() != p || s.seats[p] == Human {
		return fmt.Errorf("not the computer's decision")
	}
	if err := s.Game.Apply(o); err != nil {
		return err
	}
	return s.Save()
}

// Save writes the replay, seats included, to the session's file. The file
// is written whole to a temporary file first and then renamed over the
// old one, so that a failure never leaves half a file.
func (s *Session) Save() error {
	if s.save == "" {
		return nil
	}
	r, err := s.Game.Replay()
	if err != nil {
		return err
	}
	r.Seats = s.seats
	var buf bytes.Buffer
	if err := r.Write(&buf); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(s.save), ".cthulhu-save-*")
	if err != nil {
		return fmt.Errorf("saving the game: %v", err)
	}
	if _, err := tmp.Write(buf.Bytes()); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return fmt.Errorf("saving the game: %v", err)
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("saving the game: %v", err)
	}
	if err := os.Rename(tmp.Name(), s.save); err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("saving the game: %v", err)
	}
	return nil
}

// FreeSaveName returns a file name for a new game's replay in dir that no
// file has yet: cthulhu-SEED.json, or cthulhu-SEED-2.json and so on.
func FreeSaveName(dir string, seed uint64) string {
	for i := 1; ; i++ {
		name := fmt.Sprintf("cthulhu-%d.json", seed)
		if i > 1 {
			name = fmt.Sprintf("cthulhu-%d-%d.json", seed, i)
		}
		path := filepath.Join(dir, name)
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			return path
		}
	}
}

// ParseSeat reads a seat kind: "human" or an AI kind.
func ParseSeat(s string) (string, error) {
	s = strings.TrimSpace(s)
	if strings.EqualFold(s, Human) {
		return Human, nil
	}
	if _, err := ai.New(s, 1); err != nil {
		return "", fmt.Errorf("%v (or %s)", err, Human)
	}
	return s, nil
}
