package server

import (
	"fmt"
	"net/http"
	"slices"
	"strconv"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/engine"
	"cthulhu/store"
)

// replayState is a game as it stood after move At, from one view.
type replayState struct {
	At     int            `json:"at"`
	Moves  int            `json:"moves"`
	Viewer int            `json:"viewer"`
	View   *engine.View   `json:"view"`
	Log    []engine.Entry `json:"log"`
	// Views are the views the reader may ask for: every one of a finished
	// game (0, 1, -1 for everything, 2 a spectator's), only his own seat's
	// of a game in progress.
	Views []int `json:"views"`
}

// replay answers GET /api/games/{id}/replay?at=K&view=V: the game after
// its first K moves (default: all), seen from view V (default: the
// reader's own seat, or everything once the game is over). A game in
// progress is shown only to a seat, from its own view: the past it saw.
func (s *Server) replay(w http.ResponseWriter, r *http.Request) error {
	l, seat, err := s.seated(r)
	if err != nil {
		return err
	}
	var rp *engine.Replay
	over := l.over()
	if l.sess != nil {
		rp, err = l.sess.Game().Replay()
	}
	l.mu.Unlock()
	if err != nil {
		return err
	}
	if rp == nil {
		return errorf(http.StatusConflict, "the game has not started: the second seat is open")
	}
	views := []int{-1, 0, 1, engine.Spectator}
	view := -1
	if !over {
		if seat == engine.Spectator {
			return errorf(http.StatusForbidden, "a game in progress is replayed only by its players, each from his own view")
		}
		views, view = []int{seat}, seat
	}
	q := r.URL.Query()
	if v := q.Get("view"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || !slices.Contains(views, n) {
			return errorf(http.StatusForbidden, "view %q: this reader may ask for the views %v", v, views)
		}
		view = n
	}
	at := len(rp.Choices)
	if v := q.Get("at"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > len(rp.Choices) {
			return errorf(http.StatusBadRequest, "at %q: give a move from 0 to %d", v, len(rp.Choices))
		}
		at = n
	}
	g, err := rp.Play(carddb.Default(), cards.Library(), at)
	if err != nil {
		return fmt.Errorf("replaying game %s: %v", l.id, err)
	}
	log, _, err := g.EventsSince(0, view)
	if err != nil {
		return err
	}
	v := g.View(view)
	if view != -1 && !over {
		v.Prompt = nil // a past decision is not his to take now
	}
	writeJSON(w, http.StatusOK, replayState{At: at, Moves: len(rp.Choices), Viewer: view, View: v, Log: log, Views: views})
	return nil
}

// rematch answers POST /api/games/{id}/rematch: a new game with the same
// seats and decks, and a new seed. Each player's token of the old game
// holds his seat in the new one too; the other seat reads the new game's
// id in the old game's state (rematch).
func (s *Server) rematch(w http.ResponseWriter, r *http.Request) error {
	l, seat, err := s.seated(r)
	if err != nil {
		return err
	}
	defer l.mu.Unlock()
	switch {
	case seat == engine.Spectator:
		return errorf(http.StatusUnauthorized, "a rematch is asked by a player: send the seat's token")
	case !l.over():
		return errorf(http.StatusConflict, "the game is not over")
	case l.rec.Rematch != "":
		writeJSON(w, http.StatusCreated, createResponse{ID: l.rec.Rematch, Seat: seat, Token: bearer(r)})
		return nil
	}
	rec := &store.Game{ID: newToken()[:12], Format: l.rec.Format, Seed: randomSeed(), Seats: l.rec.Seats,
		Decks: l.rec.Decks, DeckNames: l.rec.DeckNames, Tokens: l.rec.Tokens, ClockMS: l.rec.ClockMS,
		Status: store.StatusOpen, Winner: -1}
	if err := s.db.Create(r.Context(), rec); err != nil {
		return err
	}
	nl := &live{srv: s, id: rec.ID, rec: rec, chat: map[string][]store.ChatLine{}}
	s.mu.Lock()
	s.games[rec.ID] = nl
	s.mu.Unlock()
	d0, err := deckOf("Player 1's deck", rec.Decks[0])
	if err != nil {
		return err
	}
	d1, err := deckOf("Player 2's deck", rec.Decks[1])
	if err != nil {
		return err
	}
	nl.mu.Lock()
	err = nl.start(d0, d1)
	nl.mu.Unlock()
	if err != nil {
		return err
	}
	if err := s.db.SetRematch(r.Context(), l.id, rec.ID); err != nil {
		return err
	}
	l.rec.Rematch = rec.ID
	l.changed()
	writeJSON(w, http.StatusCreated, createResponse{ID: rec.ID, Seat: seat, Token: bearer(r)})
	return nil
}
