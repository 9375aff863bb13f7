package server

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"cthulhu/store"
)

// childEnv names the database directory and address of a server that
// the test binary runs as a child process (TestMain), for the test that
// kills it.
const childEnv = "CTHULHU_TEST_SERVER"

func TestMain(m *testing.M) {
	if spec := os.Getenv(childEnv); spec != "" {
		dir, addr, _ := strings.Cut(spec, "|")
		os.Exit(runChild(dir, addr))
	}
	os.Exit(m.Run())
}

// runChild serves on addr from the database in dir (or the PostgreSQL
// database it names) until killed.
func runChild(dir, addr string) int {
	dsn := filepath.Join(dir, "games.db")
	if strings.HasPrefix(dir, "postgres://") {
		dsn = dir
	}
	db, err := store.Open(dsn)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	srv, err := New(db, Options{LeaseTTL: 2 * time.Second})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	return map[bool]int{true: 1}[http.Serve(ln, srv.Handler()) != nil]
}

// startChild starts a server process on the database in dir, and waits
// until it answers.
func startChild(t *testing.T, dir, addr string) *exec.Cmd {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+dir+"|"+addr)
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for range 500 {
		if resp, err := http.Get("http://" + addr + "/healthz"); err == nil {
			resp.Body.Close()
			return cmd
		}
		time.Sleep(20 * time.Millisecond)
	}
	cmd.Process.Kill()
	t.Fatal("the server process never answered")
	return nil
}

func freeAddr(t *testing.T) string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestKilledServerLosesNothing: a server killed with SIGKILL while
// players send moves, and started again on its database, resumes every
// game at its last acknowledged move (or after it: a move may be kept
// and its answer lost with the process), the acknowledged moves
// unchanged, the computer player going on.
func TestKilledServerLosesNothing(t *testing.T) {
	if testing.Short() {
		t.Skip("starts server processes")
	}
	dir, addr := t.TempDir(), freeAddr(t)
	child := startChild(t, dir, addr)
	base := "http://" + addr
	call := func(method, path, token string, body, out any) int {
		return callURL(t, method, base+path, token, body, out)
	}
	type game struct {
		id, token string
		acked     []string // the choices as of the last acknowledged move
	}
	var games []*game
	for i, opp := range []string{"heuristic", "random", "heuristic"} {
		var c createResponse
		if code := call("POST", "/api/games", "", createRequest{Deck: "random", Opponent: opp, Seed: uint64(30 + i)}, &c); code != 201 {
			t.Fatalf("create: %d", code)
		}
		games = append(games, &game{id: c.ID, token: c.Token})
	}
	r := rand.New(rand.NewPCG(3, 3))
	// Moves in three goroutines, one a game, the process killed while
	// they go on.
	stop := make(chan struct{})
	done := make(chan struct{}, len(games))
	for _, g := range games {
		go func() {
			defer func() { done <- struct{}{} }()
			rr := rand.New(rand.NewPCG(r.Uint64(), 1))
			for {
				select {
				case <-stop:
					return
				default:
				}
				var st State
				if callURL(nil, "GET", base+"/api/games/"+g.id, g.token, nil, &st) != 200 {
					return
				}
				if st.Status == store.StatusOver {
					return
				}
				if st.Prompt == nil {
					time.Sleep(2 * time.Millisecond)
					continue
				}
				o := st.Prompt.Options[rr.IntN(len(st.Prompt.Options))]
				var next State
				if callURL(nil, "POST", base+"/api/games/"+g.id+"/choices", g.token, map[string]any{"option": o.ID, "seq": st.Seq}, &next) != 200 {
					return
				}
				// Acknowledged: the log of the state answered is what the
				// restarted server must begin with.
				g.acked = movesOf(next)
			}
		}()
	}
	time.Sleep(1500 * time.Millisecond)
	child.Process.Signal(syscall.SIGKILL)
	child.Wait()
	close(stop)
	for range games {
		<-done
	}
	child = startChild(t, dir, addr)
	defer func() { child.Process.Kill(); child.Wait() }()
	moved := 0
	for _, g := range games {
		var st State
		if code := call("GET", "/api/games/"+g.id, g.token, nil, &st); code != 200 {
			t.Fatalf("game %s after the restart: %d", g.id, code)
		}
		now := movesOf(st)
		if len(now) < len(g.acked) || !slices.Equal(now[:len(g.acked)], g.acked) {
			t.Fatalf("game %s: %d moves acknowledged, %d kept, or they differ", g.id, len(g.acked), len(now))
		}
		if len(g.acked) > 0 {
			moved++
		}
		if st.Status == store.StatusOver {
			continue
		}
		// The game goes on: the computer moves, the person can choose.
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		for st.Prompt == nil && st.Status != store.StatusOver && ctx.Err() == nil {
			time.Sleep(10 * time.Millisecond)
			call("GET", "/api/games/"+g.id, g.token, nil, &st)
		}
		cancel()
		if st.Prompt != nil {
			if code := call("POST", "/api/games/"+g.id+"/choices", g.token, map[string]any{"option": st.Prompt.Options[0].ID, "seq": st.Seq}, nil); code != 200 {
				t.Fatalf("game %s: a choice after the restart: %d", g.id, code)
			}
		}
	}
	if moved == 0 {
		t.Fatal("no move was acknowledged before the kill")
	}
}

// movesOf is a state's log's texts: what the moves did, as the seat saw
// it, which the restarted server must begin with.
func movesOf(st State) []string {
	out := make([]string, len(st.Log))
	for i, e := range st.Log {
		out[i] = e.Text
	}
	return out
}

// callURL sends a request; t nil returns 0 on a failure to connect (the
// process killed).
func callURL(t *testing.T, method, url, token string, body, out any) int {
	var rd *strings.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = strings.NewReader(string(b))
	} else {
		rd = strings.NewReader("")
	}
	req, _ := http.NewRequest(method, url, rd)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		if t != nil {
			t.Fatal(err)
		}
		return 0
	}
	defer resp.Body.Close()
	if out != nil && json.NewDecoder(resp.Body).Decode(out) != nil {
		return 0
	}
	return resp.StatusCode
}
