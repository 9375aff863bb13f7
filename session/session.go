// Package session holds a game in progress and who sits at each side: a
// person ("human") or a computer player. It takes the people's choices by
// option ID, refusing a choice out of turn or not legal now, plays the
// computer's turns, and saves the game after every move, so that it can
// be resumed from its file. It draws nothing: the terminal game (package
// tui) and a server are its readers.
package session

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
)

// Human is the seat kind of a person; any other kind is a computer
// player's (see ai.New).
const Human = "human"

// Setup is what a new game needs.
type Setup struct {
	Format carddb.Format
	Seed   uint64
	Decks  [2]*deck.Deck
	Seats  [2]string // Human or an AI kind
	// Save is the replay file, rewritten after every move; "" saves
	// nothing.
	Save string
	// Store keeps the game in place of a file (a server's database);
	// Save is then "".
	Store Store
	// Strict refuses a deck that holds cards whose abilities are not
	// implemented (Unimplemented).
	Strict bool
	// AutoPass is each person's own setting: a reaction window opened to
	// him with nothing to answer with is passed for him (SetAutoPass).
	AutoPass [2]bool
}

// A Store keeps a game's replay as its moves are made, in place of a
// file: a server's database. Each call returns once what it keeps is
// durable, so that a move is kept before it is acknowledged; a call that
// fails keeps nothing, and the session undoes the move.
type Store interface {
	// Write keeps the whole replay in place of what was kept: a new game,
	// a game resumed, a move taken back.
	Write(r *engine.Replay) error
	// Append keeps the choices made since the last call: choices[0] is
	// the game's choice number from (0 the first).
	Append(from int, choices []string) error
}

// Session is a game in progress and its seats. It is not safe for use by
// several goroutines at once: a program that serves several calls one at
// a time, and a computer player may think on a copy of the game away
// from it (Snapshot).
type Session struct {
	game  *engine.Game
	seats [2]string
	ai    [2]ai.Player
	save  string
	store Store
	// The file holds the replay written whole (base bytes, with its first
	// saved choices), then the choices appended since (appended bytes):
	// see persist.
	base, appended int64
	saved          int
	// decks describes each side's deck: "Agency + Cthulhu".
	decks [2]string
	// missing are each side's cards whose abilities are not implemented.
	missing [2]deck.Missing
	// lastHuman is the person who decided last, whose view a screen
	// shared by two people shows while neither decides.
	lastHuman int
	// autoPass is each person's setting (SetAutoPass).
	autoPass [2]bool
}

// New starts a game, and saves it.
func New(s Setup) (*Session, error) {
	cfg := engine.Config{Format: s.Format, Seed: s.Seed, StoryDeck: carddb.Default().StoryDeck(s.Format), Library: cards.Library()}
	for p, d := range s.Decks {
		if d == nil {
			return nil, fmt.Errorf("player %d has no deck", p+1)
		}
		// Short names: the log says who does what, and a board's headers
		// say whose deck it is and who plays it.
		cfg.Players[p] = engine.PlayerDeck{Name: fmt.Sprintf("Player %d", p+1), Cards: d.Cards()}
		if s.Strict {
			if err := deck.Unimplemented(d.Name, d.Cards(), Implemented).Strict(); err != nil {
				return nil, fmt.Errorf("player %d's deck: %v", p+1, err)
			}
		}
	}
	seats := s.Seats
	for p, kind := range seats {
		var err error
		if seats[p], err = ParseSeat(kind); err != nil {
			return nil, fmt.Errorf("seat %d: %v", p+1, err)
		}
	}
	// Every Disrupt and Response window the rules open is opened to a
	// person, whether or not he has anything to answer with, so that his
	// opponent cannot tell a hand with nothing from a choice to pass by
	// the pause (FAQ, Timing Structure); his auto-pass setting passes for
	// him where he has nothing.
	for p, kind := range seats {
		cfg.Options.Bluff[p] = kind == Human
	}
	g, err := engine.New(cfg)
	if err != nil {
		return nil, err
	}
	if s.Store != nil && s.Save != "" {
		return nil, errors.New("a game is kept in a file or a store, not both")
	}
	ss, err := start(g, seats, s.Seed, s.Save, s.Store, false)
	if err != nil {
		return nil, err
	}
	for p := range 2 {
		if s.AutoPass[p] {
			if err := ss.SetAutoPass(p, true); err != nil {
				return nil, err
			}
		}
	}
	return ss, nil
}

// start makes the session of a game and saves it.
func start(g *engine.Game, seats [2]string, seed uint64, save string, store Store, kept bool) (*Session, error) {
	s := &Session{game: g, seats: seats, save: save, store: store}
	if r, err := g.Replay(); err == nil {
		for p := range 2 {
			s.decks[p] = DeckLabel(r.Players[p].Deck)
			var cs []*carddb.Card
			for _, k := range r.Players[p].Deck {
				if c := carddb.Default().ByKey(k); c != nil {
					cs = append(cs, c)
				}
			}
			s.missing[p] = deck.Unimplemented(fmt.Sprintf("%s's deck (%s)", g.PlayerName(p), s.decks[p]), cs, Implemented)
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
	if seats[0] != Human && seats[1] == Human {
		s.lastHuman = 1
	}
	if kept {
		// Resumed from a store, which holds the game as it is: writing it
		// again would race with another keeper appending to it.
		s.saved = g.NumChoices()
		return s, nil
	}
	if err := s.write(); err != nil {
		return nil, err
	}
	return s, nil
}

// Resume reads a saved game (a replay file) and continues it, saving to
// the same file. A file that cannot be read or replayed is an error, and
// the file is left as it was.
func Resume(path string) (*Session, error) {
	r, err := ReadSave(path)
	if err != nil {
		return nil, err
	}
	g, seats, err := replayed(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if g.Over() {
		return nil, fmt.Errorf("%s: the game is over (%s won); watch it with: cthulhu replay %s", path, g.PlayerName(g.Winner()), path)
	}
	return start(g, seats, r.Seed+uint64(len(r.Choices)), path, nil, false)
}

// ResumeStore continues a game from its replay, as a store kept it,
// keeping its next moves there (the store is not written at once: it
// holds the game as it is). A game over is read as it ended.
func ResumeStore(r *engine.Replay, store Store) (*Session, error) {
	g, seats, err := replayed(r)
	if err != nil {
		return nil, err
	}
	return start(g, seats, r.Seed+uint64(len(r.Choices)), "", store, true)
}

// ResumeSnapshot is ResumeStore from a snapshot of the game at one of its
// moves (engine.Snapshot): the game is restored there and takes the
// replay's later moves, which is the game ResumeStore replays from the
// seed, in less time. A snapshot that does not restore, or of moves that
// are not the replay's, is an error (the caller replays the game whole).
func ResumeSnapshot(r *engine.Replay, snap []byte, store Store) (*Session, error) {
	seats, err := replaySeats(r)
	if err != nil {
		return nil, err
	}
	cfg, err := r.Config(carddb.Default(), cards.Library())
	if err != nil {
		return nil, err
	}
	g, err := engine.Restore(cfg, snap)
	if err != nil {
		return nil, err
	}
	k := g.NumChoices()
	if k > len(r.Choices) {
		return nil, fmt.Errorf("a snapshot at move %d of a game of %d moves", k, len(r.Choices))
	}
	if at := g.Choices(); !slices.Equal(at, r.Choices[:k]) {
		return nil, fmt.Errorf("a snapshot at move %d of other moves than the game's", k)
	}
	for i, id := range r.Choices[k:] {
		if err := g.Choose(id); err != nil {
			return nil, fmt.Errorf("replay choice %d (%q): %v", k+i+1, id, err)
		}
	}
	return start(g, seats, r.Seed+uint64(len(r.Choices)), "", store, true)
}

// replayed plays a saved game to its last choice, and reads its seats.
func replayed(r *engine.Replay) (*engine.Game, [2]string, error) {
	seats, err := replaySeats(r)
	if err != nil {
		return nil, seats, err
	}
	g, err := r.Play(carddb.Default(), cards.Library(), -1)
	return g, seats, err
}

// replaySeats reads a saved game's seats.
func replaySeats(r *engine.Replay) ([2]string, error) {
	seats := r.Seats
	for p := range seats {
		if seats[p] == "" {
			seats[p] = Human // an older file, or one written by "cthulhu game": everyone a person
		}
		var err error
		if seats[p], err = ParseSeat(seats[p]); err != nil {
			return seats, fmt.Errorf("seat %d: %v", p+1, err)
		}
	}
	return seats, nil
}

// Game is the game, to read: a change made to it directly is neither
// checked against the seats nor saved. It is the host's: it holds the
// seed, both decks in order and the whole log, and is never a seat's to
// read (a server gives a seat View, Prompt and EventsSince).
func (s *Session) Game() *engine.Game { return s.game }

// secret reports whether everything (the judge's view, the log of
// everything, the replay) must stay hidden: a person plays, and the game
// is not over.
func (s *Session) secret() bool { return s.Humans() > 0 && !s.game.Over() }

// errSecret refuses everything to a reader while the game goes on.
var errSecret = errors.New("a person plays and the game is not over: only a seat's own view may be read (0 or 1)")

// Replay is the game's replay (its seed, both decks in order, every
// choice): only once the game is over, or when no person plays.
func (s *Session) Replay() (*engine.Replay, error) {
	if s.secret() {
		return nil, errSecret
	}
	r, err := s.game.Replay()
	if err == nil {
		r.Seats = s.seats
	}
	return r, err
}

// ReplayViewers are the views (0 or 1 for a player's, -1 for everything)
// from which a saved game may be shown to whoever opens its file, the
// first the one to show first. A finished game, or one between
// computers, may be shown from every view. A game in progress against
// the computer is shown only from its player's view: the file is his,
// and he must not read the computer's hand. A game in progress between
// two people is not shown: each would read the other's hand; it is
// resumed instead. A seat unnamed (an older file) is a person's.
func ReplayViewers(r *engine.Replay, over bool) ([]int, error) {
	var humans []int
	for p, k := range r.Seats {
		if k == "" || strings.EqualFold(k, Human) {
			humans = append(humans, p)
		}
	}
	switch {
	case over || len(humans) == 0:
		return []int{-1, 0, 1}, nil
	case len(humans) == 1:
		return humans, nil
	}
	return nil, errors.New("the game between two people is not over: its replay would show each the other's hand (go on with it: cthulhu play --resume FILE)")
}

// Deck describes side p's deck: "Agency + Cthulhu".
func (s *Session) Deck(p int) string { return s.decks[p] }

// Unimplemented is what side p's deck holds of cards whose abilities are
// not implemented (its String says it in one line): a program tells the
// player as his game starts. It is side p's own: his opponent's deck is
// not his to read.
func (s *Session) Unimplemented(p int) deck.Missing { return s.missing[p] }

// Implemented reports whether the program plays a card as printed: its
// abilities are implemented, or its text holds nothing beyond keywords.
func Implemented(c *carddb.Card) bool { return !c.Abilities || cards.Library().Lookup(c) != nil }

// Seat is the kind of player at side p: Human or an AI kind.
func (s *Session) Seat(p int) string { return s.seats[p] }

// Seats are the kinds of player at both sides.
func (s *Session) Seats() [2]string { return s.seats }

// Decks describe both sides' decks.
func (s *Session) Decks() [2]string { return s.decks }

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

// HumanDecides reports whether a person decides now.
func (s *Session) HumanDecides() bool {
	d := s.game.Decider()
	return d >= 0 && s.seats[d] == Human
}

// Viewer is whose view a screen shared by the players shows: the one
// person playing; in a game between two people, the one deciding (or who
// decided last); in a game between computers, everything (-1).
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
		return s.game.Decider()
	}
	return s.lastHuman
}

// View is what seat (0 or 1) may see of the game, with the decision it
// must take, if any; engine.Spectator's is what both players see. Everything (-1, a judge's view) is shown only once
// the game is over, or when no person plays: before, View(-1) is nil.
func (s *Session) View(seat int) *engine.View {
	if seat != engine.Spectator && (seat < 0 || seat > 1) && s.secret() {
		return nil
	}
	return s.game.View(seat)
}

// Prompt is the decision seat must take, or nil when it decides nothing
// now.
func (s *Session) Prompt(seat int) *engine.Prompt {
	if seat < 0 || seat != s.game.Decider() {
		return nil
	}
	return s.game.Prompt()
}

// EventsSince is the game's log from entry n on as seat (0 or 1) may
// see it, and the index to ask from next (Game.EventsSince). The log of
// everything (-1) is read only once the game is over, or when no person
// plays.
func (s *Session) EventsSince(n, seat int) ([]engine.Entry, int, error) {
	if seat != engine.Spectator && (seat < 0 || seat > 1) && s.secret() {
		return nil, n, errSecret
	}
	return s.game.EventsSince(n, seat)
}

// Apply takes a person's choice, by option ID ("play:17"), for seat: it
// must be that seat's decision, the seat a person's, and the option legal
// now. A choice refused is an error of one line, and the game is
// unchanged. A choice taken is saved before Apply returns; if the save
// fails, the choice is undone and the error says so.
func (s *Session) Apply(seat int, id string) error {
	if err := s.mayDecide(seat, true); err != nil {
		return err
	}
	return s.commit(func(g *engine.Game) error { return g.ChooseAs(seat, id) })
}

// SetAutoPass turns seat's auto-pass on or off: on, a Disrupt or
// Response window opened to him where he can only pass is passed for him
// at once, as the session's own move, saved as his others are. It is the
// person's setting, not the game's: the pause it saves tells his opponent
// that he had nothing to answer with. A window waiting for him as it is
// turned on is passed at once.
func (s *Session) SetAutoPass(seat int, on bool) error {
	if seat < 0 || seat > 1 {
		return fmt.Errorf("seat %d: the seats are 0 and 1", seat)
	}
	if s.seats[seat] != Human {
		return fmt.Errorf("%s is played by the computer (%s)", s.game.PlayerName(seat), s.seats[seat])
	}
	s.autoPass[seat] = on
	return s.autoPasses()
}

// AutoPass reports whether seat's auto-pass is on.
func (s *Session) AutoPass(seat int) bool { return seat >= 0 && seat <= 1 && s.autoPass[seat] }

// onlyPass reports whether g waits for a person's answer in a Disrupt or
// Response window where he can only pass: one opened to him only so that
// his opponent cannot tell (Options.Bluff).
func onlyPass(g *engine.Game) bool {
	os := g.Options()
	if len(os) != 1 || os[0].Act != engine.ActPass {
		return false
	}
	pr := g.Prompt()
	return pr != nil && (pr.Kind == engine.PromptResponse || pr.Kind == engine.PromptDisrupt)
}

// autoPasses passes for the people with auto-pass on, as long as the
// decision waiting is such a window of theirs.
func (s *Session) autoPasses() error {
	for {
		d := s.game.Decider()
		if d < 0 || s.seats[d] != Human || !s.autoPass[d] || !onlyPass(s.game) {
			return nil
		}
		if err := s.commitOne(func(g *engine.Game) error { return g.Apply(engine.Option{Act: engine.ActPass, Card: engine.None}) }); err != nil {
			return fmt.Errorf("passing for %s: %v", s.game.PlayerName(d), err)
		}
	}
}

// Undo takes back seat's last choice while the opponent has not decided
// since: the game is replayed from its replay without that choice, as if
// it had not been taken, and saved. The replay decides everything else
// (the seed and every other choice), so that the game goes on as the
// rules would have it. It is refused, with an error of one line and the
// game unchanged, when the seat is not a person's, when the game is over,
// when the last choice was not the seat's (the opponent has decided
// since, or no choice was taken), and when that choice showed the player
// a card he could not see before it (a card drawn, revealed or dealt):
// he would know it as he chose again.
func (s *Session) Undo(seat int) error {
	g := s.game
	switch {
	case seat < 0 || seat > 1:
		return fmt.Errorf("seat %d: the seats are 0 and 1", seat)
	case s.seats[seat] != Human:
		return fmt.Errorf("%s is played by the computer (%s)", g.PlayerName(seat), s.seats[seat])
	case g.Over():
		return fmt.Errorf("the game is over: %s won", g.PlayerName(g.Winner()))
	}
	r, err := g.Replay()
	if err != nil {
		return err
	}
	n := len(r.Choices)
	if n == 0 {
		return errors.New("no choice has been taken yet")
	}
	prev, err := r.Play(carddb.Default(), cards.Library(), n-1)
	if err != nil {
		return fmt.Errorf("taking back the last choice: %v", err)
	}
	// The passes auto-pass made for him are not his choices: his last
	// choice is the one before them, and taking it back takes them too
	// (they would be made again at once).
	for k := n - 1; k > 0 && s.autoPass[seat] && prev.Decider() == seat && onlyPass(prev); {
		k--
		if prev, err = r.Play(carddb.Default(), cards.Library(), k); err != nil {
			return fmt.Errorf("taking back the last choice: %v", err)
		}
	}
	if d := prev.Decider(); d != seat {
		return fmt.Errorf("the last choice was %s's: %s may take back his own only while the opponent has not decided since", g.PlayerName(d), g.PlayerName(seat))
	}
	if id, ok := revealed(prev, g, seat); ok {
		return fmt.Errorf("your last choice showed you %s, which you could not see before: it cannot be taken back", g.Card(id).Def.Title)
	}
	before := s.game
	s.game = prev
	if err := s.write(); err != nil {
		s.game = before
		return err
	}
	return nil
}

// revealed finds a card that seat could see in game after, or read of in
// its log, that he could not see in game before: one the choice between
// them showed him.
func revealed(before, after *engine.Game, seat int) (engine.CardID, bool) {
	seen := visibleIDs(before.View(seat))
	for id := range visibleIDs(after.View(seat)) {
		if !seen[id] {
			return id, true
		}
	}
	entries, _, err := after.EventsSince(len(before.Events()), seat)
	if err != nil {
		return engine.None, false
	}
	for _, e := range entries {
		for _, id := range []engine.CardID{e.Card, e.Other, e.Src} {
			if id >= 0 && !seen[id] {
				return id, true
			}
		}
	}
	return engine.None, false
}

// visibleIDs is the set of cards a view shows.
func visibleIDs(v *engine.View) map[engine.CardID]bool {
	ids := map[engine.CardID]bool{}
	var add func(cvs ...engine.CardView)
	add = func(cvs ...engine.CardView) {
		for _, cv := range cvs {
			if cv.ID >= 0 {
				ids[cv.ID] = true
			}
			add(cv.Attached...)
		}
	}
	for _, st := range v.Stories {
		add(st.Card)
		add(st.Attached...)
	}
	for p := range v.Players {
		pv := &v.Players[p]
		add(pv.Hand...)
		add(pv.Discard...)
		add(pv.InPlay...)
		add(pv.Won...)
		for _, d := range pv.Domains {
			ids[d.Card] = true // a domain, named as such
			add(d.Resources...)
			add(d.Attached...)
		}
	}
	return ids
}

// Explain says why seat may not take the option id now ("play:17"), in
// the engine's words, naming the rule; nil means it may. Nothing changes:
// the option is tried on a copy of the game. A screen explains with it
// the cards of a hand that cannot be played.
func (s *Session) Explain(seat int, id string) error {
	g := s.game
	switch d := g.Decider(); {
	case g.Over():
		return fmt.Errorf("the game is over: %s won", g.PlayerName(g.Winner()))
	case seat < 0 || seat > 1:
		return fmt.Errorf("seat %d: the seats are 0 and 1", seat)
	case d != seat:
		return fmt.Errorf("it is not %s's decision", g.PlayerName(seat))
	}
	return g.Clone().ChooseAs(seat, id)
}

// mayDecide reports why seat may not decide now, if it may not: the game
// is over, it is another's decision, or (human) it is not a person's seat.
func (s *Session) mayDecide(seat int, human bool) error {
	g := s.game
	switch d := g.Decider(); {
	case seat < 0 || seat > 1:
		return fmt.Errorf("seat %d: the seats are 0 and 1", seat)
	case g.Over():
		return fmt.Errorf("the game is over: %s won", g.PlayerName(g.Winner()))
	case d < 0:
		return errors.New("no decision is pending")
	case d != seat:
		return fmt.Errorf("it is %s's decision, not %s's", g.PlayerName(d), g.PlayerName(seat))
	case human && s.seats[seat] != Human:
		return fmt.Errorf("%s is played by the computer (%s)", g.PlayerName(seat), s.seats[seat])
	case !human && s.seats[seat] == Human:
		return fmt.Errorf("%s is played by a person", g.PlayerName(seat))
	}
	return nil
}

// commit makes a move and saves the game; a move that cannot be saved is
// undone, so that the game and its file agree. The passes of auto-pass
// that follow it are made and saved too (autoPasses).
func (s *Session) commit(move func(*engine.Game) error) error {
	if err := s.commitOne(move); err != nil {
		return err
	}
	return s.autoPasses()
}

// commitOne makes one move and saves it (commit).
func (s *Session) commitOne(move func(*engine.Game) error) error {
	d := s.game.Decider()
	before := s.game
	if s.save != "" || s.store != nil {
		s.game = before.Clone()
	}
	if err := move(s.game); err != nil {
		s.game = before
		return err
	}
	if err := s.persist(); err != nil {
		s.game = before
		return err
	}
	if s.seats[d] == Human {
		s.lastHuman = d
	}
	return nil
}

// Follow takes moves that another keeper of the game (a server process
// on the same database) has made and kept: choices from move number from
// on. They are not saved again. A move this session has already made is
// skipped; a choice that is not legal here is an error, and the game is
// left as it was.
func (s *Session) Follow(from int, choices []string) error {
	n := s.game.NumChoices()
	if from > n {
		return fmt.Errorf("moves from %d followed, but the game is at move %d", from, n)
	}
	choices = choices[min(n-from, len(choices)):]
	if len(choices) == 0 {
		return nil
	}
	g := s.game.Clone()
	for i, id := range choices {
		if err := g.Choose(id); err != nil {
			return fmt.Errorf("following move %d (%s): %v", n+i, id, err)
		}
	}
	s.game = g
	s.saved = g.NumChoices()
	return nil
}

// Snapshot returns what a computer player needs to think away from the
// session: the seat deciding and a function that chooses its move on a
// copy of the game (ApplyComputer takes it). ok is false when no
// computer decides.
func (s *Session) Snapshot() (seat int, think func() engine.Option, ok bool) {
	seat = s.game.Decider()
	if seat < 0 || s.seats[seat] == Human {
		return seat, nil, false
	}
	o := s.game.Clone().Observe(seat)
	pl := s.ai[seat]
	return seat, func() engine.Option { return pl.Choose(o) }, true
}

// ApplyComputer takes the move a computer player chose for seat (see
// Snapshot), as Apply takes a person's.
func (s *Session) ApplyComputer(seat int, o engine.Option) error {
	if err := s.mayDecide(seat, false); err != nil {
		return err
	}
	return s.commit(func(g *engine.Game) error { return g.Apply(o) })
}

// RunComputers plays the computer players' moves, each saved as it is
// made, until a person must decide or the game is over. It returns how
// many moves it made.
func (s *Session) RunComputers() (int, error) {
	n := 0
	for {
		seat, think, ok := s.Snapshot()
		if !ok {
			return n, nil
		}
		if err := s.ApplyComputer(seat, think()); err != nil {
			return n, fmt.Errorf("the computer's move for %s: %v", s.game.PlayerName(seat), err)
		}
		n++
	}
}

// persist saves the moves made since the last save: appended to the
// file, one a line, and flushed to the disk before it returns (a move is
// on the disk before it is acknowledged). The file is written whole
// again (compacted) when the game is over, and when what was appended
// outgrows what was written whole, so that the bytes written per move
// stay bounded however long the game. A failed append is cut off the
// file again.
func (s *Session) persist() error {
	if s.store != nil {
		choices := s.game.Choices()
		if len(choices) < s.saved {
			return s.write()
		}
		if err := s.store.Append(s.saved, choices[s.saved:]); err != nil {
			return fmt.Errorf("saving the game: %w", err)
		}
		s.saved = len(choices)
		return nil
	}
	if s.save == "" {
		return nil
	}
	choices := s.game.Choices()
	if s.game.Over() || s.appended > s.base || len(choices) < s.saved {
		return s.write()
	}
	var buf bytes.Buffer
	for _, id := range choices[s.saved:] {
		if err := engine.AppendChoice(&buf, id); err != nil {
			return err
		}
	}
	f, err := os.OpenFile(s.save, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return fmt.Errorf("saving the game: %v", err)
	}
	_, err = f.Write(buf.Bytes())
	if err == nil {
		err = f.Sync()
	}
	if err != nil {
		f.Truncate(s.base + s.appended)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("saving the game: %v", err)
	}
	s.appended += int64(buf.Len())
	s.saved = len(choices)
	return nil
}

// Close writes the game's file whole, its appended moves folded in
// (persist). A program calls it as it closes the game; a file not closed
// (the program killed) is read as well.
func (s *Session) Close() error {
	if s.save == "" || s.appended == 0 {
		return nil
	}
	return s.write()
}

// write saves the replay, seats included, to the session's file. The
// file is written whole to a temporary file beside it, then renamed over
// the old one, so that a failure never leaves half a file.
func (s *Session) write() error {
	if s.save == "" && s.store == nil {
		return nil
	}
	r, err := s.game.Replay()
	if err != nil {
		return err
	}
	r.Seats = s.seats
	if s.store != nil {
		// A store is the server's, out of the players' reach: nothing to
		// seal.
		if err := s.store.Write(r); err != nil {
			return fmt.Errorf("saving the game: %w", err)
		}
		s.saved = len(r.Choices)
		return nil
	}
	if s.secret() {
		if r, err = seal(r); err != nil {
			return fmt.Errorf("saving the game: %v", err)
		}
	}
	var buf bytes.Buffer
	if err := r.Write(&buf); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(s.save), ".cthulhu-save-*")
	if err != nil {
		return fmt.Errorf("saving the game: %v", err)
	}
	_, err = tmp.Write(buf.Bytes())
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), s.save)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("saving the game: %v", err)
	}
	s.base, s.appended, s.saved = int64(buf.Len()), 0, len(r.Choices)
	return nil
}

// DataDir is the directory games are saved in when no file is named: the
// user's data directory, $XDG_DATA_HOME/cthulhu, or ~/.local/share/cthulhu
// when XDG_DATA_HOME is unset or not an absolute path (XDG Base Directory
// Specification). It is not created.
func DataDir() (string, error) {
	if d := os.Getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "cthulhu"), nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("no directory to save games in (%v): name a file with --save", err)
	}
	return filepath.Join(home, ".local", "share", "cthulhu"), nil
}

// NewSavePath is the file a new game with no file named is saved in: a
// fresh name in DataDir, which it creates.
func NewSavePath(seed uint64) (string, error) {
	dir, err := DataDir()
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("no directory to save games in: %v (name a file with --save)", err)
	}
	return FreeSaveName(dir, seed), nil
}

// FindSave is the saved game a command names: the file itself, or, for a
// bare name that is no file here, the file of that name in DataDir.
func FindSave(name string) string {
	if _, err := os.Stat(name); err == nil || filepath.Base(name) != name {
		return name
	}
	if dir, err := DataDir(); err == nil {
		if p := filepath.Join(dir, name); fileExists(p) {
			return p
		}
	}
	return name
}

func fileExists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
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

// HasOwn reports whether the card has an implementation under its own key,
// rather than plays as the LCG printing whose text it has
// (carddb.Card.Reprint).
func HasOwn(c *carddb.Card) bool { return cards.Library().Has(c.Key()) }
