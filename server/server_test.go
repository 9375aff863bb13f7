package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"cthulhu/store"
)

// testServer is a server on a database in a temporary directory.
type testServer struct {
	t   *testing.T
	dir string
	db  *store.DB
	srv *Server
	ts  *httptest.Server
}

func newTestServer(t *testing.T, dir string) *testServer {
	t.Helper()
	return newTestServerWith(t, dir, Options{})
}

// newTestServerWith is newTestServer with options.
func newTestServerWith(t *testing.T, dir string, opts Options) *testServer {
	t.Helper()
	db, err := store.Open(filepath.Join(dir, "games.db"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := New(db, opts)
	if err != nil {
		t.Fatal(err)
	}
	x := &testServer{t: t, dir: dir, db: db, srv: srv, ts: newHTTPTest(srv)}
	t.Cleanup(x.close)
	return x
}

func newHTTPTest(srv *Server) *httptest.Server { return httptest.NewServer(srv.Handler()) }

func (x *testServer) close() {
	if x.ts == nil {
		return
	}
	x.ts.Close()
	x.srv.Close()
	if x.db != nil {
		x.db.Close()
	}
	x.ts = nil
}

// call sends a request and decodes the answer into out (if not nil),
// returning the status.
func (x *testServer) call(method, path, token string, body any, out any) int {
	x.t.Helper()
	var rd io.Reader
	if b, ok := body.(string); ok {
		rd = strings.NewReader(b)
	} else if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, x.ts.URL+path, rd)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		x.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			x.t.Fatalf("%s %s: %d %s", method, path, resp.StatusCode, b)
		}
	}
	return resp.StatusCode
}

func (x *testServer) state(id, token string) *State {
	x.t.Helper()
	var st State
	if code := x.call("GET", "/api/games/"+id, token, nil, &st); code != 200 {
		x.t.Fatalf("GET state: %d", code)
	}
	return &st
}

type errorBody struct {
	Error string `json:"error"`
}

// waitTurn waits until the seat decides or the game is over.
func (x *testServer) waitTurn(id, token string) *State {
	x.t.Helper()
	for range 2000 {
		st := x.state(id, token)
		if st.Prompt != nil || st.Status == store.StatusOver {
			return st
		}
		time.Sleep(5 * time.Millisecond)
	}
	x.t.Fatal("the seat never decides")
	return nil
}

func TestHealthz(t *testing.T) {
	x := newTestServer(t, t.TempDir())
	resp, err := http.Get(x.ts.URL + "/healthz")
	if err != nil || resp.StatusCode != 200 {
		t.Fatal(resp, err)
	}
}

// TestGameAgainstTheComputer plays a whole game through the API: every
// refused request (stale seq, not the seat's decision, illegal option,
// wrong token, no seq) gets its status and one line, and changes
// nothing.
func TestGameAgainstTheComputer(t *testing.T) {
	x := newTestServer(t, t.TempDir())
	var c createResponse
	if code := x.call("POST", "/api/games", "", createRequest{Deck: "agency-cthulhu-1", Opponent: "heuristic",
		OpponentDeck: "hastur-yog-sothoth-2", Seed: 9}, &c); code != 201 || c.Token == "" || c.Seat != 0 || len(c.Token) != 32 {
		t.Fatalf("create: %d %+v", code, c)
	}
	r := rand.New(rand.NewPCG(9, 9))
	refusals := 0
	for moves := 0; ; moves++ {
		st := x.waitTurn(c.ID, c.Token)
		if st.Status == store.StatusOver {
			if st.Winner < 0 || st.View == nil || !st.View.Over {
				t.Fatalf("over: %+v", st)
			}
			if moves < 20 {
				t.Fatalf("the game ended after %d moves", moves)
			}
			break
		}
		if moves%25 == 0 {
			refusals++
			for _, bad := range []struct {
				token string
				body  string
				code  int
				want  string
			}{
				{c.Token, fmt.Sprintf(`{"option": %q, "seq": %d}`, st.Prompt.Options[0].ID, st.Seq+1), 409, "stale"},
				{c.Token, fmt.Sprintf(`{"option": "play:99999", "seq": %d}`, st.Seq), 422, ""},
				{c.Token, fmt.Sprintf(`{"option": %q}`, st.Prompt.Options[0].ID), 400, "seq"},
				{"0123456789abcdef0123456789abcdef", fmt.Sprintf(`{"option": %q, "seq": %d}`, st.Prompt.Options[0].ID, st.Seq), 401, "token"},
				{"", fmt.Sprintf(`{"option": %q, "seq": %d}`, st.Prompt.Options[0].ID, st.Seq), 401, "spectator"},
				{c.Token, `{"option": 1`, 400, "JSON"},
				{c.Token, `{"option": "pass", "seq": 0, "extra": 1}`, 400, "extra"},
			} {
				var e errorBody
				if code := x.call("POST", "/api/games/"+c.ID+"/choices", bad.token, bad.body, &e); code != bad.code ||
					e.Error == "" || strings.Contains(e.Error, "\n") || !strings.Contains(e.Error, bad.want) {
					t.Fatalf("%s: %d %q, want %d with %q", bad.body, code, e.Error, bad.code, bad.want)
				}
			}
			if after := x.state(c.ID, c.Token); after.Seq != st.Seq || len(after.Log) != len(st.Log) {
				t.Fatal("a refused choice changed the game")
			}
		}
		o := st.Prompt.Options[r.IntN(len(st.Prompt.Options))]
		var next State
		if code := x.call("POST", "/api/games/"+c.ID+"/choices", c.Token, map[string]any{"option": o.ID, "seq": st.Seq}, &next); code != 200 {
			t.Fatalf("choice %s: %d", o.ID, code)
		}
		if next.Seq <= st.Seq {
			t.Fatalf("seq %d after %d", next.Seq, st.Seq)
		}
	}
	if refusals == 0 {
		t.Fatal("no refusal tried")
	}
	g, err := x.db.Get(context.Background(), c.ID)
	if err != nil || g.Status != store.StatusOver || g.Winner < 0 {
		t.Fatalf("the store: %+v %v", g, err)
	}
	// The game over and no one watching, the server lets go of it, and
	// reads it again when asked.
	end := x.state(c.ID, c.Token)
	if n := x.srv.evict(time.Now()); n != 0 {
		t.Fatalf("%d games let go of at once", n)
	}
	if n := x.srv.evict(time.Now().Add(time.Hour)); n != 1 {
		t.Fatalf("%d games let go of, want 1", n)
	}
	if again := x.state(c.ID, c.Token); again.Seq != end.Seq || again.Winner != end.Winner || len(again.Log) != len(end.Log) {
		t.Fatalf("read again: seq %d, winner %d; was %d, %d", again.Seq, again.Winner, end.Seq, end.Winner)
	}
}

// TestFriendsAndSpectators: a game between two people by invitation; a
// spectator's state holds no card either player's hand holds, and no
// prompt; each seat's holds no card of the other's hand.
func TestFriendsAndSpectators(t *testing.T) {
	x := newTestServer(t, t.TempDir())
	var c createResponse
	if code := x.call("POST", "/api/games", "", createRequest{Deck: "random", Opponent: "human", Seed: 4}, &c); code != 201 || c.Invite == "" {
		t.Fatalf("create: %d %+v", code, c)
	}
	var list struct{ Games []summary }
	x.call("GET", "/api/games?status=open", "", nil, &list)
	if len(list.Games) != 0 {
		t.Fatalf("a game by invitation listed: %+v", list)
	}
	if st := x.state(c.ID, c.Token); st.Status != store.StatusOpen || st.Invite != c.Invite || st.View != nil {
		t.Fatalf("open: %+v", st)
	}
	var e errorBody
	if code := x.call("POST", "/api/games/"+c.ID+"/join", "", joinRequest{Invite: "nope", Deck: "random"}, &e); code != 403 {
		t.Fatalf("a wrong invitation: %d %s", code, e.Error)
	}
	var j createResponse
	if code := x.call("POST", "/api/games/"+c.ID+"/join", "", joinRequest{Invite: c.Invite, Deck: "cthulhu-hastur-2"}, &j); code != 200 || j.Seat != 1 {
		t.Fatalf("join: %d %+v", code, j)
	}
	if code := x.call("POST", "/api/games/"+c.ID+"/join", "", joinRequest{Invite: c.Invite, Deck: "random"}, &e); code != 409 {
		t.Fatalf("joined twice: %d %s", code, e.Error)
	}
	tokens := [2]string{c.Token, j.Token}
	r := rand.New(rand.NewPCG(4, 4))
	for moves := 0; moves < 400; moves++ {
		spec := x.state(c.ID, "")
		if spec.Prompt != nil || spec.Seat != -1 || spec.View.Players[0].Hand != nil || spec.View.Players[1].Hand != nil {
			t.Fatal("a spectator sees a hand or a prompt")
		}
		var seats [2]*State
		for p := range 2 {
			seats[p] = x.state(c.ID, tokens[p])
		}
		specJSON, _ := json.Marshal(spec)
		for p := range 2 {
			other, _ := json.Marshal(seats[1-p])
			for _, h := range seats[p].View.Players[p].Hand {
				needle := []byte(fmt.Sprintf(`"id":%d,`, h.ID))
				if bytes.Contains(specJSON, needle) {
					t.Fatalf("the spectator's state holds %s of player %d's hand", h.Title, p+1)
				}
				if bytes.Contains(other, needle) {
					t.Fatalf("player %d's state holds %s of player %d's hand", 2-p, h.Title, p+1)
				}
			}
		}
		if spec.Status == store.StatusOver {
			return
		}
		d := spec.Deciding
		if d < 0 {
			t.Fatalf("no one decides: %+v", spec)
		}
		st := seats[d]
		o := st.Prompt.Options[r.IntN(len(st.Prompt.Options))]
		if code := x.call("POST", "/api/games/"+c.ID+"/choices", tokens[d], map[string]any{"option": o.ID, "seq": st.Seq}, nil); code != 200 {
			t.Fatalf("choice: %d", code)
		}
		if code := x.call("POST", "/api/games/"+c.ID+"/choices", tokens[1-d], map[string]any{"option": o.ID, "seq": st.Seq}, &e); code != 409 {
			t.Fatalf("the other seat chose at a stale seq: %d", code)
		}
	}
}

// TestPublicGames: a game against a friend made public is listed among
// the open games, and its seat is taken without the invitation, once; a
// game by invitation is not listed, and a game against the computer
// cannot be public.
func TestPublicGames(t *testing.T) {
	x := newTestServer(t, t.TempDir())
	var private, public createResponse
	x.call("POST", "/api/games", "", createRequest{Deck: "random", Opponent: "human", Seed: 5}, &private)
	if code := x.call("POST", "/api/games", "", createRequest{Deck: "random", Opponent: "human", Seed: 6, Public: true}, &public); code != 201 {
		t.Fatalf("create: %d", code)
	}
	var e errorBody
	if code := x.call("POST", "/api/games", "", createRequest{Deck: "random", Opponent: "random", Public: true}, &e); code != 422 || !strings.Contains(e.Error, "public") {
		t.Fatalf("a public game against the computer: %d %q", code, e.Error)
	}
	var list struct{ Games []summary }
	x.call("GET", "/api/games?status=open", "", nil, &list)
	if len(list.Games) != 1 || list.Games[0].ID != public.ID {
		t.Fatalf("open games: %+v", list)
	}
	if code := x.call("POST", "/api/games/"+private.ID+"/join", "", joinRequest{Deck: "random"}, &e); code != 403 {
		t.Fatalf("a game by invitation joined without it: %d %s", code, e.Error)
	}
	var j createResponse
	if code := x.call("POST", "/api/games/"+public.ID+"/join", "", joinRequest{Deck: "cthulhu-hastur-2"}, &j); code != 200 || j.Seat != 1 {
		t.Fatalf("join: %d %+v", code, j)
	}
	if code := x.call("POST", "/api/games/"+public.ID+"/join", "", joinRequest{Deck: "random"}, &e); code != 409 {
		t.Fatalf("joined twice: %d %s", code, e.Error)
	}
	x.call("GET", "/api/games?status=open", "", nil, &list)
	if len(list.Games) != 0 {
		t.Fatalf("open games after the join: %+v", list)
	}
	if st := x.state(public.ID, j.Token); st.Seat != 1 || st.Status != store.StatusPlaying {
		t.Fatalf("the second seat: %+v", st)
	}
}

// TestChat: players talk on their channel, spectators on theirs, which
// the players do not read; a line is text, kept as sent.
func TestChat(t *testing.T) {
	x := newTestServer(t, t.TempDir())
	var c createResponse
	x.call("POST", "/api/games", "", createRequest{Deck: "agency-cthulhu-1", Opponent: "random", Seed: 3}, &c)
	var line store.ChatLine
	if code := x.call("POST", "/api/games/"+c.ID+"/chat", c.Token, chatRequest{Text: "<script>hi</script>"}, &line); code != 200 || line.Who != "Player 1" {
		t.Fatalf("chat: %d %+v", code, line)
	}
	x.call("POST", "/api/games/"+c.ID+"/chat", "", chatRequest{Text: "nice", Name: "Ann"}, &line)
	var e errorBody
	if code := x.call("POST", "/api/games/"+c.ID+"/chat", c.Token, chatRequest{Text: strings.Repeat("x", 501)}, &e); code != 422 {
		t.Fatalf("a long line: %d", code)
	}
	st := x.state(c.ID, c.Token)
	if len(st.Chat) != 1 || st.Chat[0].Text != "<script>hi</script>" || st.SpectatorChat != nil {
		t.Fatalf("the player's chat: %+v %+v", st.Chat, st.SpectatorChat)
	}
	sp := x.state(c.ID, "")
	if len(sp.Chat) != 1 || len(sp.SpectatorChat) != 1 || sp.SpectatorChat[0].Who != "Ann (spectator)" {
		t.Fatalf("the spectator's chat: %+v %+v", sp.Chat, sp.SpectatorChat)
	}
}

// TestBadRequests: a bad deck, an oversized body, an unknown game, an
// unknown opponent each get their status and one line.
func TestBadRequests(t *testing.T) {
	x := newTestServer(t, t.TempDir())
	for _, c := range []struct {
		body any
		code int
		want string
	}{
		{createRequest{Deck: "agency-cthulu-1"}, 422, `did you mean "agency-cthulhu-1"`},
		{createRequest{Deck: "3x Nonexistent Card\n"}, 422, "Nonexistent"},
		{createRequest{Deck: "agency-cthulhu-1", Opponent: "grandmaster"}, 422, "opponent"},
		{createRequest{Deck: "agency-cthulhu-1", Format: "poker"}, 422, "format"},
		{createRequest{Deck: "agency-cthulhu-1", Opponent: "human", OpponentDeck: "random"}, 422, "own deck"},
		{createRequest{Deck: strings.Repeat("1 Y'Golonac\n", 6000)}, 422, "bytes"},
		{`{"deck": "` + strings.Repeat("x", maxBody) + `"}`, 413, "larger"},
		{createRequest{Deck: "../../etc/passwd"}, 422, "no preset"},
	} {
		var e errorBody
		code := x.call("POST", "/api/games", "", c.body, &e)
		if code != c.code || !strings.Contains(e.Error, c.want) {
			t.Errorf("%.60v: %d %q, want %d with %q", c.body, code, e.Error, c.code, c.want)
		}
	}
	var e errorBody
	if code := x.call("GET", "/api/games/nope", "", nil, &e); code != 404 {
		t.Errorf("unknown game: %d", code)
	}
	if code := x.call("GET", "/api/nothing", "", nil, &e); code != 404 || !strings.Contains(e.Error, "api.md") {
		t.Errorf("unknown endpoint: %d %q", code, e.Error)
	}
	var list struct{ Games []summary }
	if x.call("GET", "/api/games?status=playing", "", nil, &list); len(list.Games) != 0 {
		t.Errorf("refused games were created: %+v", list.Games)
	}
}

// TestRestartResumes: a server stopped mid-game and started again on
// its database goes on from the last move it acknowledged, the computer
// player included.
func TestRestartResumes(t *testing.T) {
	dir := t.TempDir()
	x := newTestServer(t, dir)
	var c createResponse
	x.call("POST", "/api/games", "", createRequest{Deck: "agency-cthulhu-1", Opponent: "heuristic", OpponentDeck: "random", Seed: 12}, &c)
	r := rand.New(rand.NewPCG(1, 2))
	var st *State
	for range 30 {
		st = x.waitTurn(c.ID, c.Token)
		o := st.Prompt.Options[r.IntN(len(st.Prompt.Options))]
		x.call("POST", "/api/games/"+c.ID+"/choices", c.Token, map[string]any{"option": o.ID, "seq": st.Seq}, nil)
	}
	st = x.waitTurn(c.ID, c.Token)
	before, _ := json.Marshal(st.View)
	x.close()

	y := newTestServer(t, dir)
	after := y.waitTurn(c.ID, c.Token)
	b, _ := json.Marshal(after.View)
	if after.Seq != st.Seq || !bytes.Equal(before, b) {
		t.Fatalf("resumed at %d, was %d", after.Seq, st.Seq)
	}
	o := after.Prompt.Options[0]
	if code := y.call("POST", "/api/games/"+c.ID+"/choices", c.Token, map[string]any{"option": o.ID, "seq": after.Seq}, nil); code != 200 {
		t.Fatalf("a choice after the restart: %d", code)
	}
}

// TestRestartFromSnapshot: a server keeps a snapshot of a game's state
// every SnapshotEvery moves; started again, it rebuilds the game from the
// latest one and its later moves, to the state it had. A damaged snapshot
// is not used: the game is replayed from its seed, to the same state, and
// a snapshot of it kept.
func TestRestartFromSnapshot(t *testing.T) {
	dir := t.TempDir()
	var logs bytes.Buffer
	opts := Options{SnapshotEvery: 10, Build: "test-build", Log: log.New(&logs, "", 0)}
	x := newTestServerWith(t, dir, opts)
	var c createResponse
	x.call("POST", "/api/games", "", createRequest{Deck: "agency-cthulhu-1", Opponent: "heuristic", OpponentDeck: "random", Seed: 14}, &c)
	r := rand.New(rand.NewPCG(3, 4))
	var st *State
	for range 20 {
		st = x.waitTurn(c.ID, c.Token)
		if st.Prompt == nil {
			t.Fatalf("the game ended at move %d (%s): a game in progress is needed", st.Seq, st.Reason)
		}
		o := st.Prompt.Options[r.IntN(len(st.Prompt.Options))]
		x.call("POST", "/api/games/"+c.ID+"/choices", c.Token, map[string]any{"option": o.ID, "seq": st.Seq}, nil)
	}
	st = x.waitTurn(c.ID, c.Token)
	before, _ := json.Marshal(st.View)
	x.close() // the snapshots being written are waited for

	db, err := store.Open(filepath.Join(dir, "games.db"))
	if err != nil {
		t.Fatal(err)
	}
	n, _, err := db.Snapshot(context.Background(), c.ID, "test-build")
	db.Close()
	if err != nil || n < 30 || n > st.Seq {
		t.Fatalf("the latest snapshot: at move %d (%v); the game has %d moves", n, err, st.Seq)
	}

	resumed := func(want int) {
		t.Helper()
		y := newTestServerWith(t, dir, opts)
		after := y.waitTurn(c.ID, c.Token)
		b, _ := json.Marshal(after.View)
		if after.Seq != st.Seq || !bytes.Equal(before, b) {
			t.Fatalf("resumed at %d, was %d", after.Seq, st.Seq)
		}
		y.srv.mu.Lock()
		l := y.srv.games[c.ID]
		y.srv.mu.Unlock()
		l.mu.Lock()
		at := l.snapAt
		l.mu.Unlock()
		if at != want {
			t.Fatalf("the latest snapshot known is at move %d, want %d", at, want)
		}
		y.close()
	}
	resumed(n)
	if strings.Contains(logs.String(), "not used") {
		t.Fatalf("the snapshot was refused: %s", logs.String())
	}

	db, err = store.Open(filepath.Join(dir, "games.db"))
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveSnapshot(context.Background(), c.ID, "test-build", n+1, []byte("cocsnap1 and damage after it")); err != nil {
		t.Fatal(err)
	}
	db.Close()
	resumed(st.Seq) // replayed from the seed, and a snapshot kept at once
	if !strings.Contains(logs.String(), fmt.Sprintf("its snapshot at move %d is not used", n+1)) {
		t.Fatalf("a damaged snapshot not told: %s", logs.String())
	}
}

// TestWebSocketPushes: the socket sends the state at once, then a new
// state after each move, each with the log's new entries only.
func TestWebSocketPushes(t *testing.T) {
	x := newTestServer(t, t.TempDir())
	var c createResponse
	x.call("POST", "/api/games", "", createRequest{Deck: "agency-cthulhu-1", Opponent: "random", OpponentDeck: "random", Seed: 5}, &c)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	conn, _, err := websocket.Dial(ctx, strings.Replace(x.ts.URL, "http", "ws", 1)+"/api/games/"+c.ID+"/ws?token="+c.Token, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	read := func() *State {
		_, b, err := conn.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var st State
		if err := json.Unmarshal(b, &st); err != nil {
			t.Fatal(err)
		}
		return &st
	}
	st := read()
	logged := st.LogNext
	for moves := 0; moves < 10; {
		if st.Prompt == nil {
			st = read()
			if len(st.Log) > 0 && st.Log[0].Index < logged {
				t.Fatalf("log entry %d sent again", st.Log[0].Index)
			}
			logged = st.LogNext
			continue
		}
		x.call("POST", "/api/games/"+c.ID+"/choices", c.Token, map[string]any{"option": st.Prompt.Options[0].ID, "seq": st.Seq}, nil)
		moves++
		seq := st.Seq
		for st = read(); st.Seq == seq; st = read() {
		}
		logged = st.LogNext
	}
	// A spectator's socket has no prompt, and a wrong token no socket.
	sc, _, err := websocket.Dial(ctx, strings.Replace(x.ts.URL, "http", "ws", 1)+"/api/games/"+c.ID+"/ws", nil)
	if err != nil {
		t.Fatal(err)
	}
	_, b, err := sc.Read(ctx)
	if err != nil || bytes.Contains(b, []byte(`"prompt":{`)) || !bytes.Contains(b, []byte(`"seat":-1`)) {
		t.Fatalf("the spectator's socket: %v %.200s", err, b)
	}
	sc.CloseNow()
	if _, resp, err := websocket.Dial(ctx, strings.Replace(x.ts.URL, "http", "ws", 1)+"/api/games/"+c.ID+"/ws?token=bad", nil); err == nil || resp.StatusCode != 401 {
		t.Fatalf("a wrong token's socket: %v", err)
	}
}
