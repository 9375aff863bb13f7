package server

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/coder/websocket"

	"cthulhu/engine"
	"cthulhu/store"
)

// State is what a reader (a seat or a spectator) receives of a game: the
// answer to GET /api/games/{id} and each message of its WebSocket.
type State struct {
	ID     string `json:"id"`
	Status string `json:"status"` // open, playing, over
	// Seat is the reader's: 0 or 1, or -1 for a spectator.
	Seat int `json:"seat"`
	// Seq is the number of choices taken: a choice sent must carry it.
	Seq  int          `json:"seq"`
	View *engine.View `json:"view"` // null while the second seat is open
	// Prompt is the reader's decision, null when he has none.
	Prompt *engine.Prompt `json:"prompt"`
	// Log holds the log's entries from the index asked (log_from) on;
	// LogNext is the index to ask from next.
	Log     []engine.Entry `json:"log"`
	LogNext int            `json:"log_next"`
	Winner  int            `json:"winner"` // 0 or 1, -1 while no one has won
	Reason  string         `json:"reason,omitempty"`
	Players [2]Seat        `json:"players"`
	Clock   *Clock         `json:"clock,omitempty"`
	// Chat is the players' chat; SpectatorChat the spectators', which
	// only spectators read.
	Chat          []store.ChatLine `json:"chat"`
	SpectatorChat []store.ChatLine `json:"spectator_chat,omitempty"`
	// Invite is the open seat's invitation, to the seat that holds it.
	Invite string `json:"invite,omitempty"`
	// Deciding is the seat that decides now, -1 for none; Thinking tells
	// that it is a computer choosing.
	Deciding int  `json:"deciding"`
	Thinking bool `json:"thinking,omitempty"`
	// Rematch is the game a player asked for after this one: each
	// player's token holds his seat there too.
	Rematch *Rematch `json:"rematch,omitempty"`
}

// Rematch names the game that follows.
type Rematch struct {
	ID string `json:"id"`
}

// Seat describes one side of the table.
type Seat struct {
	Name string `json:"name"`
	Kind string `json:"kind"` // human, or a computer player's kind
	Deck string `json:"deck"` // its factions: "Agency + Cthulhu"
	Open bool   `json:"open,omitempty"`
}

// Clock is the chess clock's reading.
type Clock struct {
	LimitMS int64    `json:"limit_ms"`
	UsedMS  [2]int64 `json:"used_ms"` // each player's time used, the running one's until now
	Running int      `json:"running"` // the seat whose time runs, -1 for none
}

// state is the game as seat sees it, its log from entry from on.
// Called with mu held.
func (l *live) state(seat, from int) *State {
	l.checkClock()
	st := &State{ID: l.id, Status: l.rec.Status, Seat: seat, Winner: l.rec.Winner, Reason: l.rec.Reason,
		Chat: l.chat[chatPlayers], Deciding: -1, LogNext: from}
	if seat == engine.Spectator {
		st.Seat = -1
		st.SpectatorChat = l.chat[chatSpectators]
		if st.SpectatorChat == nil {
			st.SpectatorChat = []store.ChatLine{}
		}
	}
	if st.Chat == nil {
		st.Chat = []store.ChatLine{}
	}
	for p := range 2 {
		st.Players[p] = Seat{Name: "Player " + string(rune('1'+p)), Kind: l.rec.Seats[p], Deck: l.rec.DeckNames[p],
			Open: l.rec.Status == store.StatusOpen && p == 1 && l.rec.Seats[1] == "human"}
	}
	if l.rec.Rematch != "" && seat != engine.Spectator {
		st.Rematch = &Rematch{ID: l.rec.Rematch}
	}
	if l.rec.Status == store.StatusOpen && seat == 0 {
		st.Invite = l.rec.Invite
	}
	if l.sess != nil {
		g := l.sess.Game()
		st.Seq = g.NumChoices()
		st.View = l.sess.View(seat)
		if seat != engine.Spectator && !l.over() {
			st.Prompt = l.sess.Prompt(seat)
		}
		if st.View != nil {
			st.View.Prompt = st.Prompt
		}
		st.Deciding = l.decider()
		st.Thinking = l.thinking
		if from > len(g.Events()) {
			from = len(g.Events())
		}
		st.Log, st.LogNext, _ = l.sess.EventsSince(from, seat)
	}
	if st.Log == nil {
		st.Log = []engine.Entry{}
	}
	if l.rec.ClockMS > 0 {
		c := &Clock{LimitMS: l.rec.ClockMS, UsedMS: l.rec.UsedMS, Running: -1}
		if d := l.decider(); d >= 0 && l.rec.Seats[d] == "human" {
			c.Running = d
			c.UsedMS[d] += l.srv.now().Sub(l.since).Milliseconds()
		}
		st.Clock = c
	}
	return st
}

// ws pushes the reader's state at every change, each message the log's
// entries since the last; the first message is the whole state.
func (s *Server) ws(w http.ResponseWriter, r *http.Request) error {
	l, seat, err := s.seated(r)
	if err != nil {
		return err
	}
	l.mu.Unlock()
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return nil // Accept has answered
	}
	defer c.CloseNow()
	c.SetReadLimit(4 << 10)
	wake, cancel := l.subscribe()
	defer cancel()
	// The client sends nothing; reading notices it going away.
	ctx := c.CloseRead(r.Context())
	from := 0
	var sent uint64
	first := true
	for {
		l.mu.Lock()
		v := l.version
		var msg []byte
		if first || v != sent {
			st := l.state(seat, from)
			from = st.LogNext
			msg, err = json.Marshal(st)
		}
		l.mu.Unlock()
		if err != nil {
			return nil
		}
		if msg != nil {
			wctx, done := context.WithTimeout(ctx, 10*time.Second)
			err := c.Write(wctx, websocket.MessageText, msg)
			done()
			if err != nil {
				return nil
			}
			sent, first = v, false
		}
		select {
		case <-wake:
		case <-ctx.Done():
			c.Close(websocket.StatusNormalClosure, "")
			return nil
		}
	}
}
