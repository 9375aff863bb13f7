// Package server is the game server: it runs games between people and
// against the computer, keeps every move in the store (an embedded
// database) before it acknowledges it, resumes unfinished games when it
// starts again, and serves the JSON API (docs/api.md), the WebSocket that
// pushes each new state, and the board in the browser.
//
// Each seat, and each spectator, receives only its own view: the server
// filters every state for its reader (engine.View, engine.Spectator), so
// that no client ever receives a card its player may not know.
package server

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"cthulhu/carddb"
	"cthulhu/deck"
	"cthulhu/engine"
	"cthulhu/session"
	"cthulhu/store"
)

// Limits of what a request may send.
const (
	maxBody = 256 << 10 // a request's body: a deck and a little more
	maxChat = 500       // a chat line, in bytes
	// maxLive bounds the games the lobby lists.
	maxList = 50
)

// Options configure a server.
type Options struct {
	// Log receives the server's own messages; nil discards them.
	Log *log.Logger
	// Now is the server's clock (games' time stamps, chess clocks); nil
	// is time.Now.
	Now func() time.Time
	// Texts are the printed card texts the user has loaded (a card-text
	// file), shown in a card's details; nil shows none.
	Texts map[*carddb.Card]string
	// Images is the directory of an imported image pack (ImportImages),
	// "" for none.
	Images string
	// Holder names the process in the computer players' leases (a random
	// name if "").
	Holder string
	// LeaseTTL is how long a process holds a game's computer moves
	// without renewing them: how long a game waits for another process to
	// go on with them when the one that made them has died (15 s if 0).
	LeaseTTL time.Duration
	// SnapshotEvery is how many moves a game makes between the snapshots
	// of its state kept in the database, from which a process rebuilds it
	// without replaying every move (100 if 0; none if negative).
	SnapshotEvery int
	// KeepOver is how long a finished game no one watches stays in
	// memory after its last request (5 minutes if 0); it is read again
	// from the database when asked for.
	KeepOver time.Duration
	// Build names the program's build in the snapshots it keeps: a build
	// reads only its own, whose rules are its own (the hash of the
	// program's executable if ""; no snapshots if it cannot be read).
	Build string
}

// Server serves games kept in a store.
type Server struct {
	db   store.Store
	opts Options
	mux  *http.ServeMux

	mu    sync.Mutex
	games map[string]*live

	poolOnce   [2]sync.Once
	randomPool [2]*deck.Pool // by format

	wg   sync.WaitGroup // computer players thinking
	done atomic.Bool
	// thinkers bounds the computer players thinking at once to the
	// processors, so that the requests of people are answered meanwhile.
	thinkers chan struct{}
	// holder names this process in the computer players' leases.
	holder    string
	stopWatch context.CancelFunc
	// writes counts the snapshots being written.
	writes sync.WaitGroup
}

// New makes a server on a store and resumes every unfinished game it
// holds, computer players included: a game goes on from its last move
// kept.
func New(db store.Store, opts Options) (*Server, error) {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.LeaseTTL <= 0 {
		opts.LeaseTTL = 15 * time.Second
	}
	if opts.KeepOver <= 0 {
		opts.KeepOver = 5 * time.Minute
	}
	if opts.SnapshotEvery == 0 {
		opts.SnapshotEvery = 100
	}
	if opts.Build == "" {
		opts.Build = executableHash()
	}
	s := &Server{db: db, opts: opts, games: map[string]*live{}, thinkers: make(chan struct{}, max(1, runtime.GOMAXPROCS(0)-1))}
	s.holder = opts.Holder
	if s.holder == "" {
		s.holder = newToken()[:16]
	}
	s.routes()
	ctx := context.Background()
	wctx, cancel := context.WithCancel(ctx)
	s.stopWatch = cancel
	go db.Watch(wctx, s.refresh)
	go s.janitor(wctx)
	list, err := db.List(ctx, store.StatusPlaying, 1<<30)
	if err != nil {
		return nil, fmt.Errorf("resuming games: %v", err)
	}
	for _, g := range list {
		if _, err := s.load(ctx, g.ID); err != nil {
			s.logf("game %s cannot be resumed: %v", g.ID, err)
		}
	}
	return s, nil
}

// Close stops the computer players and the clocks, and waits for them.
func (s *Server) Close() {
	s.done.Store(true)
	s.stopWatch()
	s.wg.Wait()
	s.writes.Wait()
	s.mu.Lock()
	games := make([]*live, 0, len(s.games))
	for _, l := range s.games {
		games = append(games, l)
	}
	s.mu.Unlock()
	for _, l := range games {
		l.mu.Lock()
		if l.timer != nil {
			l.timer.Stop()
		}
		l.mu.Unlock()
	}
}

func (s *Server) closing() bool { return s.done.Load() }

func (s *Server) now() time.Time { return s.opts.Now() }

func (s *Server) logf(format string, args ...any) {
	if s.opts.Log != nil {
		s.opts.Log.Printf(format, args...)
	}
}

// Handler is the server's HTTP handler.
func (s *Server) Handler() http.Handler { return s.mux }

// load returns the live game of an id, reading it from the store (and
// replaying it) when it is not in memory.
func (s *Server) load(ctx context.Context, id string) (*live, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if l, ok := s.games[id]; ok {
		l.used = s.now()
		return l, nil
	}
	rec, err := s.db.Get(ctx, id)
	if err != nil {
		return nil, err
	}
	l := &live{srv: s, id: id, rec: rec, chat: map[string][]store.ChatLine{}, used: s.now()}
	for _, ch := range []string{chatPlayers, chatSpectators} {
		if l.chat[ch], err = s.db.Chat(ctx, id, ch); err != nil {
			return nil, err
		}
	}
	if rec.Replay != nil {
		if l.sess, err = l.resume(rec.Replay); err != nil {
			return nil, err
		}
	}
	s.games[id] = l
	if l.sess != nil {
		l.mu.Lock()
		l.since = s.now()
		l.afterMove()
		l.mu.Unlock()
	}
	return l, nil
}

// janitor lets go of the finished games no one watches, until ctx is
// done.
func (s *Server) janitor(ctx context.Context) {
	t := time.NewTicker(max(s.opts.KeepOver/4, time.Second))
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			s.evict(s.now())
		}
	}
}

// evict lets go of the games over that no one has asked for since
// KeepOver before now and no one watches (a WebSocket), nor a computer
// thinks in. It returns how many.
func (s *Server) evict(now time.Time) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for id, l := range s.games {
		if now.Sub(l.used) < s.opts.KeepOver {
			continue
		}
		l.mu.Lock()
		idle := l.over() && len(l.subs) == 0 && !l.thinking
		l.mu.Unlock()
		if idle {
			delete(s.games, id)
			n++
		}
	}
	return n
}

// executableHash names the running program's build by the SHA-256 sum of
// its executable; "" when it cannot be read.
func executableHash() string {
	path, err := os.Executable()
	if err != nil {
		return ""
	}
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))[:32]
}

// randomSeed is a game's seed when none is given: 53 random bits, so
// that a browser's JavaScript reads it exactly.
func randomSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	var seed uint64
	for _, x := range b {
		seed = seed<<8 | uint64(x)
	}
	return max(seed&(1<<53-1), 1)
}

// bearer is the request's token, "" for none.
func bearer(r *http.Request) string {
	if tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		return strings.TrimSpace(tok)
	}
	return r.URL.Query().Get("token")
}

// refresh takes another process's changes to a game held in memory
// (store.Store.Watch): moves, when moves is the number of moves the game
// now has (nothing to do when this copy has them already: its own), or
// any change (-1); "" refreshes every game held.
func (s *Server) refresh(id string, moves int) {
	s.mu.Lock()
	var ls []*live
	for gid, l := range s.games {
		if id == "" || gid == id {
			ls = append(ls, l)
		}
	}
	s.mu.Unlock()
	for _, l := range ls {
		l.mu.Lock()
		switch {
		case moves < 0 || l.sess == nil:
			l.sync()
		case l.sess.Game().NumChoices() < moves:
			l.catchUp()
		}
		l.mu.Unlock()
	}
}

// newToken is 128 random bits, in hexadecimal.
func newToken() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func tokenSum(t string) string {
	h := sha256.Sum256([]byte(t))
	return hex.EncodeToString(h[:])
}

// apiError is an error with its HTTP status.
type apiError struct {
	status int
	msg    string
}

func (e *apiError) Error() string { return e.msg }

func errorf(status int, format string, args ...any) error {
	return &apiError{status, fmt.Sprintf(format, args...)}
}

// writeJSON writes v as the response.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// writeError writes an error as {"error": "..."}: one line for a person
// (several for a deck's problems, one a problem).
func writeError(w http.ResponseWriter, err error) {
	status := http.StatusInternalServerError
	var ae *apiError
	var mb *http.MaxBytesError
	switch {
	case errors.As(err, &ae):
		status = ae.status
	case errors.As(err, &mb):
		status, err = http.StatusRequestEntityTooLarge, fmt.Errorf("the request is larger than %d bytes", mb.Limit)
	case errors.Is(err, store.ErrNotFound):
		status = http.StatusNotFound
	}
	writeJSON(w, status, map[string]string{"error": err.Error()})
}

// readJSON reads a request's body, bounded, into v; unknown fields are
// refused, so that a misspelt one is not silently ignored.
func readJSON(w http.ResponseWriter, r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var mb *http.MaxBytesError
		if errors.As(err, &mb) {
			return err
		}
		return errorf(http.StatusBadRequest, "the request's body is not the JSON expected: %v", err)
	}
	return nil
}

// seated reads the request's game and locks it, and answers the seat
// the request's token holds there (seatOf); the caller unlocks it. On an
// error nothing is left locked.
func (s *Server) seated(r *http.Request) (*live, int, error) {
	l, err := s.load(r.Context(), r.PathValue("id"))
	if err != nil {
		return nil, 0, err
	}
	l.mu.Lock()
	seat, err := l.seatOf(r)
	if err != nil {
		l.mu.Unlock()
		return nil, 0, err
	}
	return l, seat, nil
}

// seatOf is the seat the request's bearer token holds in the game: 0 or
// 1, or engine.Spectator without a token. A token that is no seat's is
// an error.
func (l *live) seatOf(r *http.Request) (int, error) {
	// A WebSocket from a browser sends no header: its token is ?token=.
	tok := bearer(r)
	if tok == "" && r.Header.Get("Authorization") == "" {
		return engine.Spectator, nil
	}
	sum := tokenSum(tok)
	for p, t := range l.rec.Tokens {
		if t != "" && subtle.ConstantTimeCompare([]byte(t), []byte(sum)) == 1 {
			return p, nil
		}
	}
	return 0, errorf(http.StatusUnauthorized, "the token is not one of this game's seats")
}

// createRequest is POST /api/games's body.
type createRequest struct {
	Deck         string `json:"deck"`
	Opponent     string `json:"opponent"`
	OpponentDeck string `json:"opponent_deck"`
	Seed         uint64 `json:"seed"`
	Format       string `json:"format"`
	// ClockMinutes is each player's time for the game; 0 for no clock.
	ClockMinutes int `json:"clock_minutes"`
	// Public lists a game against a friend in the lobby, for anyone to
	// take its open seat without the invitation.
	Public bool `json:"public"`
}

type createResponse struct {
	ID     string `json:"id"`
	Seat   int    `json:"seat"`
	Token  string `json:"token"`
	Invite string `json:"invite,omitempty"`
}

func parseFormat(s string) (carddb.Format, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "", "lcg":
		return carddb.FormatLCG, nil
	case "eldritch":
		return carddb.FormatEldritch, nil
	}
	return 0, fmt.Errorf("format %q: the formats are lcg and eldritch", s)
}

// create starts a game: against the computer at once, or with the second
// seat open to a friend, who joins by the invitation.
func (s *Server) create(w http.ResponseWriter, r *http.Request) error {
	var req createRequest
	if err := readJSON(w, r, &req); err != nil {
		return err
	}
	f, err := parseFormat(req.Format)
	if err != nil {
		return errorf(http.StatusUnprocessableEntity, "%v", err)
	}
	if req.ClockMinutes < 0 || req.ClockMinutes > 24*60 {
		return errorf(http.StatusUnprocessableEntity, "clock_minutes %d: give 0 (no clock) to 1440", req.ClockMinutes)
	}
	opp := req.Opponent
	if opp == "" {
		opp = "heuristic"
	}
	if opp, err = session.ParseSeat(opp); err != nil {
		return errorf(http.StatusUnprocessableEntity, "opponent: %v", err)
	}
	seed := req.Seed
	if seed == 0 {
		seed = randomSeed()
	}
	d0, err := s.readDeck(req.Deck, f, seed, 0)
	if err != nil {
		return errorf(http.StatusUnprocessableEntity, "deck: %v", err)
	}
	tok := newToken()
	rec := &store.Game{ID: newToken()[:12], Format: f.String(), Seed: seed, Seats: [2]string{session.Human, opp},
		Decks: [2][]string{keysOf(d0)}, DeckNames: [2]string{session.DeckLabel(keysOf(d0))},
		Tokens: [2]string{tokenSum(tok)}, ClockMS: int64(req.ClockMinutes) * 60000, Status: store.StatusOpen, Winner: -1}
	resp := createResponse{ID: rec.ID, Seat: 0, Token: tok}
	var d1 *deck.Deck
	if opp == session.Human {
		if req.OpponentDeck != "" {
			return errorf(http.StatusUnprocessableEntity, "opponent_deck: a friend brings his own deck when he joins")
		}
		rec.Invite = newToken()
		resp.Invite = rec.Invite
		rec.Public = req.Public
	} else {
		if req.Public {
			return errorf(http.StatusUnprocessableEntity, "public: a game against the computer has no seat to open")
		}
		spec := req.OpponentDeck
		if spec == "" {
			spec = "random"
		}
		if d1, err = s.readDeck(spec, f, seed, 1); err != nil {
			return errorf(http.StatusUnprocessableEntity, "opponent_deck: %v", err)
		}
		rec.Decks[1], rec.DeckNames[1] = keysOf(d1), session.DeckLabel(keysOf(d1))
	}
	if err := s.db.Create(r.Context(), rec); err != nil {
		return err
	}
	l := &live{srv: s, id: rec.ID, rec: rec, chat: map[string][]store.ChatLine{}}
	s.mu.Lock()
	s.games[rec.ID] = l
	s.mu.Unlock()
	if d1 != nil {
		l.mu.Lock()
		err := l.start(d0, d1)
		l.mu.Unlock()
		if err != nil {
			return err
		}
	}
	writeJSON(w, http.StatusCreated, resp)
	return nil
}

// start makes the game's session once both decks are known, and keeps
// it. Called with mu held.
func (l *live) start(d0, d1 *deck.Deck) error {
	f, err := parseFormat(l.rec.Format)
	if err != nil {
		return err
	}
	sess, err := session.New(session.Setup{Format: f, Seed: l.rec.Seed, Decks: [2]*deck.Deck{d0, d1}, Seats: l.rec.Seats,
		Store: dbStore{l}, AutoPass: [2]bool{l.rec.Seats[0] == session.Human, l.rec.Seats[1] == session.Human}})
	if err != nil {
		return err
	}
	l.sess = sess
	l.rec.Status = store.StatusPlaying
	l.afterMove()
	return nil
}

type joinRequest struct {
	Invite string `json:"invite"`
	Deck   string `json:"deck"`
}

// join takes the open seat of a game with its invitation.
func (s *Server) join(w http.ResponseWriter, r *http.Request) error {
	l, err := s.load(r.Context(), r.PathValue("id"))
	if err != nil {
		return err
	}
	var req joinRequest
	if err := readJSON(w, r, &req); err != nil {
		return err
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	invited := l.rec.Invite != "" && subtle.ConstantTimeCompare([]byte(l.rec.Invite), []byte(req.Invite)) == 1
	switch {
	case l.rec.Status != store.StatusOpen:
		return errorf(http.StatusConflict, "the game's seats are taken")
	case !invited && !l.rec.Public:
		return errorf(http.StatusForbidden, "the invitation is not this game's")
	}
	f, _ := parseFormat(l.rec.Format)
	d1, err := s.readDeck(req.Deck, f, l.rec.Seed, 1)
	if err != nil {
		return errorf(http.StatusUnprocessableEntity, "deck: %v", err)
	}
	d0, err := deckOf("Player 1's deck", l.rec.Decks[0])
	if err != nil {
		return err
	}
	tok := newToken()
	if err := s.db.Join(r.Context(), l.id, 1, tokenSum(tok), keysOf(d1), session.DeckLabel(keysOf(d1))); err != nil {
		return err
	}
	l.rec.Tokens[1], l.rec.Decks[1], l.rec.DeckNames[1], l.rec.Invite = tokenSum(tok), keysOf(d1), session.DeckLabel(keysOf(d1)), ""
	if err := l.start(d0, d1); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, createResponse{ID: l.id, Seat: 1, Token: tok})
	return nil
}

// choiceRequest is POST /api/games/{id}/choices's body.
type choiceRequest struct {
	Option string `json:"option"`
	Seq    *int   `json:"seq"`
}

// choose takes a seat's choice: refused with 409 when seq is not the
// game's or it is not the seat's decision, with 422 when the option is
// not legal now (the error names the rule); the game is unchanged by a
// refused choice. A choice taken is in the store before the answer.
func (s *Server) choose(w http.ResponseWriter, r *http.Request) error {
	var req choiceRequest
	if err := readJSON(w, r, &req); err != nil {
		return err
	}
	from, err := logFrom(r)
	if err != nil {
		return err
	}
	l, seat, err := s.seated(r)
	if err != nil {
		return err
	}
	defer l.mu.Unlock()
	if seat == engine.Spectator {
		return errorf(http.StatusUnauthorized, "a spectator does not choose: send the seat's token (Authorization: Bearer TOKEN)")
	}
	if err := l.apply(seat, req.Option, req.Seq); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, l.state(seat, from))
	return nil
}

// apply takes seat's choice id at seq. Called with mu held.
func (l *live) apply(seat int, id string, seq *int) error {
	if seq != nil && l.sess == nil {
		l.sync() // another process may have started the game
	}
	if seq != nil && l.sess != nil && *seq > l.sess.Game().NumChoices() {
		// The client has seen a later state than this copy: another
		// process's.
		l.catchUp()
	}
	if l.sess == nil {
		return errorf(http.StatusConflict, "the game has not started: the second seat is open")
	}
	l.checkClock()
	switch {
	case l.over():
		return errorf(http.StatusConflict, "the game is over")
	case seq == nil:
		return errorf(http.StatusBadRequest, "seq is missing: send the seq of the state the choice answers")
	case *seq != l.sess.Game().NumChoices():
		return errorf(http.StatusConflict, "seq %d is stale: the game is at %d", *seq, l.sess.Game().NumChoices())
	case l.sess.Prompt(seat) == nil:
		return errorf(http.StatusConflict, "it is not your decision")
	}
	if !legal(l.sess.Prompt(seat), id) {
		err := l.sess.Explain(seat, id)
		if err == nil {
			err = fmt.Errorf("option %q is not one of the prompt's", id)
		}
		return errorf(http.StatusUnprocessableEntity, "%v", err)
	}
	used := l.rec.UsedMS
	l.charge()
	if err := l.sess.Apply(seat, id); err != nil {
		l.rec.UsedMS = used
		if errors.Is(err, store.ErrConflict) {
			// Another process kept a move first: this copy of the game
			// takes it.
			l.catchUp()
			return errorf(http.StatusConflict, "seq %d is stale: the game has moved on", *seq)
		}
		return err
	}
	l.afterMove()
	return nil
}

// legal reports whether id is one of a prompt's options.
func legal(p *engine.Prompt, id string) bool {
	for _, o := range p.Options {
		if o.ID == id {
			return true
		}
	}
	return false
}

// Chat channels.
const (
	chatPlayers    = "players"
	chatSpectators = "spectators"
)

type chatRequest struct {
	Text string `json:"text"`
	Name string `json:"name"` // a spectator's name
}

// say adds a line to a game's chat: the players' chat from a seat, the
// spectators' from a spectator. It is text: the client shows it as text,
// never as markup.
func (s *Server) say(w http.ResponseWriter, r *http.Request) error {
	var req chatRequest
	if err := readJSON(w, r, &req); err != nil {
		return err
	}
	text := strings.TrimSpace(strings.ToValidUTF8(req.Text, "?"))
	if text == "" || len(text) > maxChat {
		return errorf(http.StatusUnprocessableEntity, "a chat line holds 1 to %d bytes", maxChat)
	}
	l, seat, err := s.seated(r)
	if err != nil {
		return err
	}
	defer l.mu.Unlock()
	ch, who := chatPlayers, fmt.Sprintf("Player %d", seat+1)
	if seat == engine.Spectator {
		name := strings.TrimSpace(req.Name)
		if name == "" || len(name) > 40 {
			name = "Spectator"
		}
		ch, who = chatSpectators, name+" (spectator)"
	}
	line, err := s.db.Say(r.Context(), l.id, ch, who, text)
	if err != nil {
		return err
	}
	l.chat[ch] = append(l.chat[ch], line)
	l.changed()
	writeJSON(w, http.StatusOK, line)
	return nil
}

// get answers the state of a game for the request's seat, or a
// spectator's.
func (s *Server) get(w http.ResponseWriter, r *http.Request) error {
	from, err := logFrom(r)
	if err != nil {
		return err
	}
	l, seat, err := s.seated(r)
	if err != nil {
		return err
	}
	defer l.mu.Unlock()
	writeJSON(w, http.StatusOK, l.state(seat, from))
	return nil
}

// logFrom is the request's log_from: the log's first entry to send.
func logFrom(r *http.Request) (int, error) {
	from := 0
	if v := r.URL.Query().Get("log_from"); v != "" {
		if _, err := fmt.Sscan(v, &from); err != nil || from < 0 {
			return 0, errorf(http.StatusBadRequest, "log_from %q: give a log index (0 or more)", v)
		}
	}
	return from, nil
}

// summary is a game as the lobby lists it.
type summary struct {
	ID        string    `json:"id"`
	Status    string    `json:"status"`
	Seats     [2]string `json:"seats"`
	DeckNames [2]string `json:"decks"`
	Updated   int64     `json:"updated"`
}

// list answers the games open to join (?status=open) or to watch
// (?status=playing, the default), the most recent first.
func (s *Server) list(w http.ResponseWriter, r *http.Request) error {
	st := r.URL.Query().Get("status")
	switch st {
	case "":
		st = store.StatusPlaying
	case store.StatusOpen, store.StatusPlaying, store.StatusOver:
	default:
		return errorf(http.StatusBadRequest, "status %q: give open, playing or over", st)
	}
	games, err := s.db.List(r.Context(), st, maxList)
	if err != nil {
		return err
	}
	out := []summary{}
	for _, g := range games {
		if st == store.StatusOpen && !g.Public {
			continue // joined only by its invitation
		}
		out = append(out, summary{ID: g.ID, Status: g.Status, Seats: g.Seats, DeckNames: g.DeckNames, Updated: g.Updated.Unix()})
	}
	writeJSON(w, http.StatusOK, map[string]any{"games": out})
	return nil
}

// handle turns a handler that returns an error into an http.Handler.
func handle(f func(http.ResponseWriter, *http.Request) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if err := f(w, r); err != nil {
			writeError(w, err)
		}
	}
}

func (s *Server) routes() {
	m := http.NewServeMux()
	m.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Write([]byte("ok\n"))
	})
	m.Handle("POST /api/games", handle(s.create))
	m.Handle("GET /api/games", handle(s.list))
	m.Handle("GET /api/games/{id}", handle(s.get))
	m.Handle("POST /api/games/{id}/join", handle(s.join))
	m.Handle("POST /api/games/{id}/choices", handle(s.choose))
	m.Handle("POST /api/games/{id}/chat", handle(s.say))
	m.Handle("GET /api/games/{id}/ws", handle(s.ws))
	m.Handle("GET /api/games/{id}/replay", handle(s.replay))
	m.Handle("POST /api/games/{id}/rematch", handle(s.rematch))
	m.Handle("GET /api/decks", handle(s.decks))
	m.Handle("GET /api/cards/{key}", handle(s.card))
	m.Handle("GET /api/cards/{key}/image", handle(s.cardImage))
	m.Handle("GET /api/", handle(func(http.ResponseWriter, *http.Request) error {
		return errorf(http.StatusNotFound, "no such API endpoint (docs/api.md)")
	}))
	s.client(m)
	s.mux = m
}
