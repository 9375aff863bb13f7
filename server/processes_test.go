package server

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"os/exec"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/coder/websocket"

	"cthulhu/internal/pgtest"
	"cthulhu/store"
)

// TestTwoProcesses: two server processes on one PostgreSQL database
// serve the same games. The players of each game talk to different
// processes; a WebSocket on one hears the moves made through the other;
// one process is killed mid-game, and the other carries on with every
// acknowledged move, the computer player's included (its lease taken
// over).
func TestTwoProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	dsn := pgtest.URL(t)
	addrs := [2]string{freeAddr(t), freeAddr(t)}
	var procs [2]*exec.Cmd
	for i := range procs {
		procs[i] = startChild(t, dsn, addrs[i])
	}
	defer func() {
		for _, p := range procs {
			p.Process.Kill()
			p.Wait()
		}
	}()
	url := func(i int) string { return "http://" + addrs[i] }
	// A game between two people: seat 0 on process 0, seat 1 on process 1.
	var c, j createResponse
	if code := callURL(t, "POST", url(0)+"/api/games", "", createRequest{Deck: "random", Opponent: "human", Seed: 41}, &c); code != 201 {
		t.Fatalf("create: %d", code)
	}
	if code := callURL(t, "POST", url(1)+"/api/games/"+c.ID+"/join", "", joinRequest{Invite: c.Invite, Deck: "random"}, &j); code != 201 && code != 200 {
		t.Fatalf("join on the other process: %d", code)
	}
	// A game against the computer, created on process 0, played on 1.
	var h createResponse
	if code := callURL(t, "POST", url(0)+"/api/games", "", createRequest{Deck: "random", Opponent: "heuristic", Seed: 42}, &h); code != 201 {
		t.Fatalf("create: %d", code)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	// Seat 1's WebSocket on process 1.
	ws, _, err := websocket.Dial(ctx, strings.Replace(url(1), "http", "ws", 1)+"/api/games/"+c.ID+"/ws?token="+j.Token, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	wsSeq := make(chan int, 1000)
	go func() {
		for {
			_, b, err := ws.Read(ctx)
			if err != nil {
				return
			}
			var st State
			json.Unmarshal(b, &st)
			wsSeq <- st.Seq
		}
	}()
	tokens := [2]string{c.Token, j.Token}
	proc := [2]int{0, 1} // the process each seat of game c talks to
	r := rand.New(rand.NewPCG(41, 41))
	var acked []string
	// move makes the next move of game c, by whichever seat decides, on
	// that seat's process; it waits for the seat to see its decision
	// (the other process's move reaches it by notification).
	move := func() bool {
		for ctx.Err() == nil {
			for p := range 2 {
				var st State
				if callURL(t, "GET", url(proc[p])+"/api/games/"+c.ID, tokens[p], nil, &st) != 200 {
					t.Fatal("GET")
				}
				if st.Status == store.StatusOver {
					return false
				}
				if st.Prompt == nil {
					continue
				}
				o := st.Prompt.Options[r.IntN(len(st.Prompt.Options))]
				var next State
				switch code := callURL(t, "POST", url(proc[p])+"/api/games/"+c.ID+"/choices", tokens[p], map[string]any{"option": o.ID, "seq": st.Seq}, &next); code {
				case 200:
					acked = movesOf(next)
					return true
				case 409: // a stale view of this process: look again
				default:
					t.Fatalf("choice: %d", code)
				}
			}
			time.Sleep(5 * time.Millisecond)
		}
		t.Fatal("no move in time")
		return false
	}
	for range 40 {
		if !move() {
			break
		}
	}
	// The WebSocket on process 1 heard the moves made through process 0.
	var last State
	callURL(t, "GET", url(0)+"/api/games/"+c.ID, tokens[0], nil, &last)
	for heard := -1; heard < last.Seq; {
		select {
		case heard = <-wsSeq:
		case <-ctx.Done():
			t.Fatalf("the socket on process 1 heard up to move %d of %d", heard, last.Seq)
		}
	}
	// Play the computer's game a little on process 1.
	for range 5 {
		var st State
		for st.Prompt == nil && ctx.Err() == nil {
			callURL(t, "GET", url(1)+"/api/games/"+h.ID, h.Token, nil, &st)
			time.Sleep(10 * time.Millisecond)
		}
		callURL(t, "POST", url(1)+"/api/games/"+h.ID+"/choices", h.Token, map[string]any{"option": st.Prompt.Options[0].ID, "seq": st.Seq}, nil)
	}
	// Kill process 0 mid-game; everyone goes on with process 1.
	procs[0].Process.Signal(syscall.SIGKILL)
	procs[0].Wait()
	proc = [2]int{1, 1}
	var st State
	callURL(t, "GET", url(1)+"/api/games/"+c.ID, tokens[0], nil, &st)
	if now := movesOf(st); len(now) < len(acked) || !slices.Equal(now[:len(acked)], acked) {
		t.Fatalf("process 1 holds %d log entries, %d were acknowledged, or they differ", len(now), len(acked))
	}
	for range 10 {
		if !move() {
			break
		}
	}
	// The computer's game goes on on process 1 (the lease of the dead
	// process runs out): its moves are those the person did not make.
	var hs State
	callURL(t, "GET", url(1)+"/api/games/"+h.ID, h.Token, nil, &hs)
	start, ours := hs.Seq, 0
	for hs.Seq-start <= ours && hs.Status != store.StatusOver {
		if ctx.Err() != nil {
			t.Fatal("the computer did not move after the kill")
		}
		if hs.Prompt != nil {
			if code := callURL(t, "POST", url(1)+"/api/games/"+h.ID+"/choices", h.Token, map[string]any{"option": hs.Prompt.Options[0].ID, "seq": hs.Seq}, nil); code != 200 {
				t.Fatalf("the computer's game after the kill: %d", code)
			}
			ours++
		}
		time.Sleep(20 * time.Millisecond)
		callURL(t, "GET", url(1)+"/api/games/"+h.ID, h.Token, nil, &hs)
	}
}
