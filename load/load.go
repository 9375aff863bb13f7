// Package load drives a game server through its API as many players at
// once would: pairs of clients play games against each other, each
// receiving its states by the WebSocket and sending a random legal choice
// whenever it decides. It measures the moves per second the server
// takes, and the time from sending a choice to its acknowledgement.
package load

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// Config is a load run's.
type Config struct {
	// URLs are the server processes' base addresses
	// (http://127.0.0.1:8080): the two players of a game talk to two
	// different ones where there are several.
	URLs     []string
	Clients  int           // players, in pairs (an odd one is dropped)
	Duration time.Duration // how long to play
	Seed     uint64
	// Deck is each player's deck ("random" by default).
	Deck string
}

// Result is what a run measured.
type Result struct {
	Clients  int
	Moves    int    // choices acknowledged
	Games    int    // games finished
	Errors   int    // requests refused or failed
	Error    string // the first of them
	Elapsed  time.Duration
	P50, P99 time.Duration // choice to acknowledgement
	Max      time.Duration
}

// MovesPerSecond is the rate of choices acknowledged.
func (r Result) MovesPerSecond() float64 { return float64(r.Moves) / r.Elapsed.Seconds() }

func (r Result) String() string {
	s := fmt.Sprintf("%d clients, %s: %d moves (%.0f a second), %d games finished, %d errors; choice to acknowledgement: p50 %s, p99 %s, max %s",
		r.Clients, r.Elapsed.Round(time.Second), r.Moves, r.MovesPerSecond(), r.Games, r.Errors,
		r.P50.Round(time.Microsecond*10), r.P99.Round(time.Microsecond*10), r.Max.Round(time.Millisecond))
	if r.Error != "" {
		s += "; the first error: " + r.Error
	}
	return s
}

type state struct {
	Seq    int    `json:"seq"`
	Status string `json:"status"`
	Prompt *struct {
		Options []struct {
			ID string `json:"id"`
		} `json:"options"`
	} `json:"prompt"`
}

type created struct {
	ID     string `json:"id"`
	Token  string `json:"token"`
	Invite string `json:"invite"`
}

// Run plays until the duration is over, then waits for the choices in
// flight.
func Run(ctx context.Context, cfg Config) (Result, error) {
	if cfg.Clients < 2 {
		return Result{}, errors.New("a load needs 2 clients or more")
	}
	if len(cfg.URLs) == 0 {
		return Result{}, errors.New("a load needs a server's address")
	}
	if cfg.Deck == "" {
		cfg.Deck = "random"
	}
	tr := &http.Transport{MaxIdleConnsPerHost: cfg.Clients, MaxConnsPerHost: 0}
	hc := &http.Client{Transport: tr, Timeout: 60 * time.Second}
	defer tr.CloseIdleConnections()
	ctx, cancel := context.WithTimeout(ctx, cfg.Duration)
	defer cancel()
	var mu sync.Mutex
	res := Result{Clients: cfg.Clients / 2 * 2}
	var lat []time.Duration
	start := time.Now()
	var wg sync.WaitGroup
	for pair := range cfg.Clients / 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(cfg.Seed, uint64(pair)))
			p := &pairRun{cfg: cfg, hc: hc, rng: rng,
				urls: [2]string{cfg.URLs[pair%len(cfg.URLs)], cfg.URLs[(pair+1)%len(cfg.URLs)]}}
			for g := 0; ctx.Err() == nil; g++ {
				over, err := p.game(ctx, cfg.Seed*1000003+uint64(pair)*1009+uint64(g)+1)
				mu.Lock()
				res.Moves += p.moves
				lat = append(lat, p.lat...)
				res.Errors += p.errors
				if res.Error == "" {
					res.Error = p.firstErr
				}
				p.firstErr = ""
				if over {
					res.Games++
				}
				mu.Unlock()
				p.moves, p.lat, p.errors = 0, nil, 0
				if err != nil && ctx.Err() == nil {
					mu.Lock()
					res.Errors++
					if res.Error == "" {
						res.Error = err.Error()
					}
					mu.Unlock()
					time.Sleep(100 * time.Millisecond)
				}
			}
		}()
	}
	wg.Wait()
	res.Elapsed = time.Since(start)
	if len(lat) > 0 {
		slices.Sort(lat)
		res.P50, res.P99, res.Max = lat[len(lat)/2], lat[len(lat)*99/100], lat[len(lat)-1]
	}
	return res, nil
}

// pairRun is two clients playing each other.
type pairRun struct {
	cfg      Config
	urls     [2]string // each side's server
	hc       *http.Client
	rng      *rand.Rand
	moves    int
	errors   int
	firstErr string
	lat      []time.Duration
}

// game plays one game between the pair: the first creates it, the second
// joins it; each plays from its own WebSocket. It reports whether the
// game ended.
func (p *pairRun) game(ctx context.Context, seed uint64) (bool, error) {
	var c created
	if err := p.post(ctx, p.urls[0], "/api/games", "", map[string]any{"deck": p.cfg.Deck, "opponent": "human", "seed": seed}, &c); err != nil {
		return false, err
	}
	var j created
	if err := p.post(ctx, p.urls[1], "/api/games/"+c.ID+"/join", "", map[string]any{"invite": c.Invite, "deck": p.cfg.Deck}, &j); err != nil {
		return false, err
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	overs := 0
	var firstErr error
	for side, tok := range []string{c.Token, j.Token} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(seed, uint64(side)))
			over, err := p.play(ctx, p.urls[side], c.ID, tok, rng, &mu)
			mu.Lock()
			defer mu.Unlock()
			if over {
				overs++
			}
			if err != nil && firstErr == nil {
				firstErr = err
			}
		}()
	}
	wg.Wait()
	return overs == 2, firstErr
}

// play is one client's game: a choice at each state that asks it one,
// until the game is over or the run's time is.
func (p *pairRun) play(ctx context.Context, base, id, token string, rng *rand.Rand, mu *sync.Mutex) (bool, error) {
	ws := strings.Replace(base, "http", "ws", 1) + "/api/games/" + id + "/ws?token=" + token
	conn, _, err := websocket.Dial(ctx, ws, &websocket.DialOptions{HTTPClient: p.hc})
	if err != nil {
		return false, err
	}
	defer conn.CloseNow()
	conn.SetReadLimit(16 << 20)
	acted := -1
	for {
		_, b, err := conn.Read(ctx)
		if err != nil {
			return false, err
		}
		var st state
		if err := json.Unmarshal(b, &st); err != nil {
			return false, err
		}
		if st.Status == "over" {
			conn.Close(websocket.StatusNormalClosure, "")
			return true, nil
		}
		if st.Prompt == nil || st.Seq == acted || len(st.Prompt.Options) == 0 {
			continue
		}
		acted = st.Seq
		o := st.Prompt.Options[rng.IntN(len(st.Prompt.Options))]
		t0 := time.Now()
		err = p.post(ctx, base, "/api/games/"+id+"/choices?log_from=1000000", token, map[string]any{"option": o.ID, "seq": st.Seq}, nil)
		d := time.Since(t0)
		mu.Lock()
		if err != nil {
			if ctx.Err() == nil {
				p.errors++
				if p.firstErr == "" {
					p.firstErr = err.Error()
				}
			}
		} else {
			p.moves++
			p.lat = append(p.lat, d)
		}
		mu.Unlock()
	}
}

func (p *pairRun) post(ctx context.Context, base, path, token string, body, out any) error {
	b, _ := json.Marshal(body)
	req, err := http.NewRequestWithContext(ctx, "POST", base+path, bytes.NewReader(b))
	if err != nil {
		return err
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := p.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 300 {
		return fmt.Errorf("%s: %d %s", path, resp.StatusCode, bytes.TrimSpace(data))
	}
	if out != nil {
		return json.Unmarshal(data, out)
	}
	return nil
}
