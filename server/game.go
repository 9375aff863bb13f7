package server

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"cthulhu/engine"
	"cthulhu/session"
	"cthulhu/store"
)

// live is a game the server holds in memory: its record, and its
// session once both players are seated. One owner: every move, every
// read of the session, goes through mu, so that moves are applied one at
// a time, in order, and each is kept in the database before it is
// acknowledged.
type live struct {
	srv *Server
	id  string

	mu   sync.Mutex
	rec  *store.Game
	sess *session.Session // nil while the second seat is open
	// thinking is set while a computer player chooses its move away from
	// the lock.
	thinking bool
	// since is when the decider's clock started running (the clock is the
	// server's, not the engine's).
	since time.Time
	timer *time.Timer
	// version grows with every change a reader may see: a move, a chat
	// line, a seat taken, the game ending; subscribers are woken by it.
	version uint64
	subs    map[chan struct{}]struct{}
	// chat holds each channel's lines (players, spectators).
	chat map[string][]store.ChatLine
	// used is when a request last asked for the game (Server.load),
	// guarded by the server's mu.
	used time.Time
	// snapAt is the number of moves of the game's latest snapshot known.
	snapAt int
}

// resume rebuilds the game's session from its replay: from the latest
// snapshot of this build in the database when one restores, else from
// the seed. Called with mu held, or before the game is shared.
func (l *live) resume(r *engine.Replay) (*session.Session, error) {
	if b := l.srv.opts.Build; b != "" && l.srv.opts.SnapshotEvery > 0 {
		n, data, err := l.srv.db.Snapshot(context.Background(), l.id, b)
		switch {
		case errors.Is(err, store.ErrNotFound):
		case err != nil:
			l.srv.logf("game %s: reading its snapshot: %v", l.id, err)
		case n <= len(r.Choices):
			sess, err := session.ResumeSnapshot(r, data, dbStore{l})
			if err == nil {
				l.snapAt = n
				return sess, nil
			}
			l.srv.logf("game %s: its snapshot at move %d is not used: %v", l.id, n, err)
		}
	}
	return session.ResumeStore(r, dbStore{l})
}

// snapshot keeps a snapshot of the game's state in the database when it
// has made SnapshotEvery moves since the last one it knows of; a state
// that has none yet (engine.ErrNoSnapshot) is tried again at the next
// move. The snapshot is written away from the lock: a move is
// acknowledged without waiting for it, and a snapshot lost loses nothing
// (the moves are the game). Called with mu held.
func (l *live) snapshot() {
	every, build := l.srv.opts.SnapshotEvery, l.srv.opts.Build
	g := l.sess.Game()
	n := g.NumChoices()
	if every <= 0 || build == "" || n < l.snapAt+every || g.Over() || l.srv.closing() {
		return
	}
	data, err := g.Snapshot()
	if err != nil {
		if !errors.Is(err, engine.ErrNoSnapshot) {
			l.srv.logf("game %s: its snapshot at move %d: %v", l.id, n, err)
		}
		return
	}
	l.snapAt = n
	l.srv.writes.Add(1)
	go func() {
		defer l.srv.writes.Done()
		if err := l.srv.db.SaveSnapshot(context.Background(), l.id, build, n, data); err != nil {
			l.srv.logf("game %s: keeping its snapshot at move %d: %v", l.id, n, err)
		}
	}()
}

// dbStore keeps one game's moves in the database: the session's Store.
type dbStore struct{ l *live }

func (d dbStore) Write(r *engine.Replay) error {
	return d.l.srv.db.Start(context.Background(), d.l.id, r)
}

func (d dbStore) Append(from int, choices []string) error {
	return d.l.srv.db.Append(context.Background(), d.l.id, from, choices, d.l.rec.UsedMS)
}

// charge counts the decider's time since his clock started, when a
// person decides under a clock, and starts the clock again. Called with
// mu held, before a move.
func (l *live) charge() {
	if l.rec.ClockMS <= 0 {
		return
	}
	now := l.srv.now()
	if d := l.decider(); d >= 0 && l.rec.Seats[d] == session.Human && !l.since.IsZero() {
		l.rec.UsedMS[d] += now.Sub(l.since).Milliseconds()
	}
	l.since = now
}

// decider is the seat who must decide, -1 for none. Called with mu held.
func (l *live) decider() int {
	if l.sess == nil || l.over() {
		return -1
	}
	return l.sess.Game().Decider()
}

// over reports whether the game has ended, by the rules or by a clock.
// Called with mu held.
func (l *live) over() bool {
	return l.rec.Status == store.StatusOver || (l.sess != nil && l.sess.Game().Over())
}

// changed wakes the subscribers. Called with mu held.
func (l *live) changed() {
	l.version++
	for c := range l.subs {
		select {
		case c <- struct{}{}:
		default: // a wake-up is pending already
		}
	}
}

// subscribe returns a channel woken at every change, and its cancel.
func (l *live) subscribe() (chan struct{}, func()) {
	c := make(chan struct{}, 1)
	l.mu.Lock()
	if l.subs == nil {
		l.subs = map[chan struct{}]struct{}{}
	}
	l.subs[c] = struct{}{}
	l.mu.Unlock()
	return c, func() {
		l.mu.Lock()
		delete(l.subs, c)
		l.mu.Unlock()
	}
}

// afterMove brings the record up to date after moves: the clock, the
// result, the computers' turn. Called with mu held.
func (l *live) afterMove() {
	l.since = l.srv.now()
	l.armClock()
	g := l.sess.Game()
	if g.Over() && l.rec.Status != store.StatusOver {
		l.rec.Status, l.rec.Winner, l.rec.Reason = store.StatusOver, g.Winner(), g.Reason()
		if err := l.srv.db.Finish(context.Background(), l.id, l.rec.Winner, l.rec.Reason); err != nil {
			l.srv.logf("game %s: recording its end: %v", l.id, err)
		}
	}
	l.snapshot()
	l.changed()
	l.runComputers()
}

// armClock sets the timer that ends the game when the decider's time
// runs out. Called with mu held.
func (l *live) armClock() {
	if l.timer != nil {
		l.timer.Stop()
		l.timer = nil
	}
	d := l.decider()
	if l.rec.ClockMS <= 0 || d < 0 || l.rec.Seats[d] != session.Human {
		return
	}
	left := time.Duration(l.rec.ClockMS-l.rec.UsedMS[d]) * time.Millisecond
	seq := l.sess.Game().NumChoices()
	l.timer = time.AfterFunc(max(left, 0), func() { l.flagFall(d, seq) })
}

// flagFall ends the game when seat's time has run out and he has not
// moved since.
func (l *live) flagFall(seat, seq int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.over() || l.decider() != seat || l.sess.Game().NumChoices() != seq {
		return
	}
	l.timeUp(seat)
}

// checkClock ends the game if the decider's time has run out: the timer
// does it as it happens, and every read checks it too. Called with mu
// held.
func (l *live) checkClock() {
	d := l.decider()
	if l.rec.ClockMS <= 0 || d < 0 || l.rec.Seats[d] != session.Human || l.since.IsZero() {
		return
	}
	if l.rec.UsedMS[d]+l.srv.now().Sub(l.since).Milliseconds() >= l.rec.ClockMS {
		l.timeUp(d)
	}
}

// timeUp ends the game: seat's time has run out, and he loses. Called
// with mu held.
func (l *live) timeUp(seat int) {
	l.rec.UsedMS[seat] = l.rec.ClockMS
	l.rec.Status, l.rec.Winner = store.StatusOver, 1-seat
	l.rec.Reason = fmt.Sprintf("%s ran out of time", l.sess.Game().PlayerName(seat))
	if err := l.srv.db.Finish(context.Background(), l.id, l.rec.Winner, l.rec.Reason); err != nil {
		l.srv.logf("game %s: recording its end: %v", l.id, err)
	}
	l.changed()
}

// runComputers starts a computer player's thinking when one decides: it
// chooses on a copy of the game away from the lock, so that readers and
// the other seat are served meanwhile, then applies its move under the
// lock if the game has not moved since. Called with mu held.
func (l *live) runComputers() {
	if l.thinking || l.over() || l.sess == nil {
		return
	}
	seat, think, ok := l.sess.Snapshot()
	if !ok {
		return
	}
	l.thinking = true
	seq := l.sess.Game().NumChoices()
	l.srv.wg.Add(1)
	go func() {
		defer l.srv.wg.Done()
		// One process at a time makes a game's computer moves: the one
		// that holds its lease. Another tries again when it may have run
		// out.
		ok, err := true, error(nil)
		if l.srv.db.Shared() {
			ok, err = l.srv.db.Lease(context.Background(), l.id, l.srv.holder, l.srv.opts.LeaseTTL)
		}
		if err != nil || !ok {
			l.mu.Lock()
			l.thinking = false
			l.mu.Unlock()
			if err != nil {
				l.srv.logf("game %s: the computer's lease: %v", l.id, err)
			}
			if !l.srv.closing() {
				time.AfterFunc(l.srv.opts.LeaseTTL, func() {
					l.mu.Lock()
					defer l.mu.Unlock()
					l.runComputers()
				})
			}
			return
		}
		l.srv.thinkers <- struct{}{}
		o := think()
		<-l.srv.thinkers
		l.mu.Lock()
		defer l.mu.Unlock()
		l.thinking = false
		if l.srv.closing() || l.over() || l.sess.Game().NumChoices() != seq {
			return
		}
		l.charge()
		if err := l.sess.ApplyComputer(seat, o); err != nil {
			if errors.Is(err, store.ErrConflict) {
				l.catchUp()
				return
			}
			l.srv.logf("game %s: the computer's move: %v", l.id, err)
			return
		}
		l.afterMove()
	}()
}

// catchUp takes the moves other processes have kept since this copy's
// last; a copy they do not continue is read again whole (sync). Called
// with mu held.
func (l *live) catchUp() {
	n := l.sess.Game().NumChoices()
	moves, err := l.srv.db.Moves(context.Background(), l.id, n)
	if err != nil {
		l.srv.logf("game %s: reading its moves: %v", l.id, err)
		return
	}
	if len(moves) == 0 {
		return
	}
	if err := l.sess.Follow(n, moves); err != nil {
		l.sync()
		return
	}
	l.afterMove()
}

// sync reads the game again from the store, and takes what other
// processes have done to it: moves, a seat taken, its end, chat lines.
// Called with mu held.
func (l *live) sync() {
	ctx := context.Background()
	rec, err := l.srv.db.Get(ctx, l.id)
	if err != nil {
		l.srv.logf("game %s: reading it again: %v", l.id, err)
		return
	}
	for _, ch := range []string{chatPlayers, chatSpectators} {
		if lines, err := l.srv.db.Chat(ctx, l.id, ch); err == nil {
			l.chat[ch] = lines
		}
	}
	switch {
	case rec.Replay == nil:
	case l.sess == nil:
		if l.sess, err = l.resume(rec.Replay); err != nil {
			l.srv.logf("game %s: %v", l.id, err)
		}
	default:
		if err := l.sess.Follow(0, rec.Replay.Choices); err != nil || l.sess.Game().NumChoices() != len(rec.Replay.Choices) {
			// Not a continuation of this copy (a move taken back): the
			// game is read again whole.
			if sess, err := l.resume(rec.Replay); err == nil {
				l.sess = sess
			}
		}
	}
	if l.rec.Status != store.StatusOver || rec.Status == store.StatusOver {
		l.rec = rec
		l.rec.Replay = nil
	}
	if l.sess != nil {
		l.afterMove()
	} else {
		l.changed()
	}
}
