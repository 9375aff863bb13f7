package server

import (
	"archive/zip"
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"cthulhu/carddb"
	"cthulhu/store"
)

func TestCardsAndDecks(t *testing.T) {
	x := newTestServer(t, t.TempDir())
	var info cardInfo
	if code := x.call("GET", "/api/cards/Core%2019", "", nil, &info); code != 200 || info.Key != "Core 19" || info.Title == "" || !info.Implemented {
		t.Fatalf("card: %d %+v", code, info)
	}
	if len(info.Abilities) == 0 || info.Abilities[0] == "" {
		t.Fatalf("no description of the card's abilities: %+v", info)
	}
	if info.Text != "" || info.Image != "" || len(info.OCTGN) != 0 {
		t.Fatalf("a text or an image the server does not have: %+v", info)
	}
	var e errorBody
	if code := x.call("GET", "/api/cards/Core%20999", "", nil, &e); code != 404 || !strings.Contains(e.Error, "Core 999") {
		t.Fatalf("unknown card: %d %q", code, e.Error)
	}
	var decks struct {
		Presets []struct{ Name, Title, Format string }
	}
	if x.call("GET", "/api/decks", "", nil, &decks); len(decks.Presets) != 86 || decks.Presets[0].Name == "" || decks.Presets[43].Name != "silver-twilight-2" ||
		decks.Presets[43].Format != "lcg" || decks.Presets[85].Name != "ee-yog-sothoth-shub-niggurath-2" || decks.Presets[85].Format != "eldritch" {
		t.Fatalf("decks: %+v", decks)
	}
}

// TestImportImages: an OCTGN image pack's card images are copied by
// their cards' OCTGN ids, and served; other files are skipped.
func TestImportImages(t *testing.T) {
	dir := t.TempDir()
	var c *carddb.Card
	for _, k := range carddb.Default().Cards() {
		if len(k.OCTGNIDs) > 0 {
			c = k
			break
		}
	}
	pack := filepath.Join(dir, "pack.o8c")
	f, _ := os.Create(pack)
	z := zip.NewWriter(f)
	for name, body := range map[string]string{
		"game/Sets/set/Cards/" + strings.ToUpper(c.OCTGNIDs[0]) + ".jpg": "\xff\xd8\xff image",
		"game/Sets/set/Cards/not-a-card.jpg":                             "x",
		"game/readme.txt":                                                "x",
	} {
		w, _ := z.Create(name)
		w.Write([]byte(body))
	}
	z.Close()
	f.Close()
	images := filepath.Join(dir, "images")
	n, err := ImportImages(pack, images)
	if err != nil || n != 1 {
		t.Fatalf("imported %d: %v", n, err)
	}
	if _, err := ImportImages(filepath.Join(dir, "missing.o8c"), images); err == nil {
		t.Fatal("a missing pack imported")
	}
	db, _ := store.Open(filepath.Join(dir, "games.db"))
	defer db.Close()
	srv, _ := New(db, Options{Images: images, Texts: map[*carddb.Card]string{c: "printed"}})
	x := &testServer{t: t, srv: srv}
	x.ts = newHTTPTest(srv)
	defer x.close()
	var info cardInfo
	x.call("GET", "/api/cards/"+strings.ReplaceAll(c.Key(), " ", "%20"), "", nil, &info)
	if info.Image == "" || info.Text != "printed" {
		t.Fatalf("card: %+v", info)
	}
	resp, err := http.Get(x.ts.URL + info.Image)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("image: %v %v", resp, err)
	}
}

// TestReplayAndRematch: a finished game is replayed from every view, a
// game in progress only by a seat from its own; a rematch starts a new
// game that each player's token holds.
func TestReplayAndRematch(t *testing.T) {
	x := newTestServer(t, t.TempDir())
	var c createResponse
	x.call("POST", "/api/games", "", createRequest{Deck: "agency-cthulhu-1", Opponent: "random", OpponentDeck: "random", Seed: 2}, &c)
	st := x.waitTurn(c.ID, c.Token)
	var rs replayState
	if code := x.call("GET", "/api/games/"+c.ID+"/replay?at=0", c.Token, nil, &rs); code != 200 || rs.At != 0 || rs.Viewer != 0 || len(rs.Views) != 1 {
		t.Fatalf("replay in progress: %d %+v", code, rs.Views)
	}
	var e errorBody
	for _, q := range []string{"?view=-1", "?view=1", "?at=99999", "?at=x"} {
		if code := x.call("GET", "/api/games/"+c.ID+"/replay"+q, c.Token, nil, &e); code != 403 && code != 400 {
			t.Fatalf("replay%s in progress: %d", q, code)
		}
	}
	if code := x.call("GET", "/api/games/"+c.ID+"/replay", "", nil, &e); code != 403 {
		t.Fatalf("a spectator replays a game in progress: %d", code)
	}
	if code := x.call("POST", "/api/games/"+c.ID+"/rematch", c.Token, nil, &e); code != 409 {
		t.Fatalf("a rematch before the end: %d", code)
	}
	for st.Status != store.StatusOver {
		x.call("POST", "/api/games/"+c.ID+"/choices", c.Token, map[string]any{"option": st.Prompt.Options[0].ID, "seq": st.Seq}, nil)
		st = x.waitTurn(c.ID, c.Token)
	}
	if code := x.call("GET", "/api/games/"+c.ID+"/replay?view=-1&at=10", "", nil, &rs); code != 200 || rs.Moves != st.Seq || len(rs.Views) != 4 || rs.View.Players[1].Hand == nil {
		t.Fatalf("replay of a finished game: %d %+v", code, rs.Views)
	}
	var m createResponse
	if code := x.call("POST", "/api/games/"+c.ID+"/rematch", c.Token, nil, &m); code != 201 || m.ID == c.ID || m.Token != c.Token {
		t.Fatalf("rematch: %d %+v", code, m)
	}
	if again := x.state(c.ID, c.Token); again.Rematch == nil || again.Rematch.ID != m.ID {
		t.Fatalf("the old game does not name its rematch: %+v", again.Rematch)
	}
	if next := x.waitTurn(m.ID, c.Token); next.Seat != 0 || next.Status != store.StatusPlaying {
		t.Fatalf("the rematch: %+v", next)
	}
}

// fakeClock is a clock a test moves by hand.
type fakeClock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	c.mu.Unlock()
}

// TestChessClock: a person's time runs while he decides, not while the
// computer does; when it runs out he loses, and his moves are refused.
func TestChessClock(t *testing.T) {
	clock := &fakeClock{now: time.Unix(1_800_000_000, 0)}
	db, _ := store.Open(filepath.Join(t.TempDir(), "games.db"))
	defer db.Close()
	srv, _ := New(db, Options{Now: clock.Now})
	x := &testServer{t: t, srv: srv, ts: newHTTPTest(srv)}
	defer x.close()
	var c createResponse
	x.call("POST", "/api/games", "", createRequest{Deck: "agency-cthulhu-1", Opponent: "random", Seed: 8, ClockMinutes: 1}, &c)
	st := x.waitTurn(c.ID, c.Token)
	if st.Clock == nil || st.Clock.LimitMS != 60000 || st.Clock.Running != 0 {
		t.Fatalf("clock: %+v", st.Clock)
	}
	clock.add(20 * time.Second)
	x.call("POST", "/api/games/"+c.ID+"/choices", c.Token, map[string]any{"option": st.Prompt.Options[0].ID, "seq": st.Seq}, nil)
	st = x.waitTurn(c.ID, c.Token)
	if st.Clock.UsedMS[0] != 20000 || st.Clock.UsedMS[1] != 0 {
		t.Fatalf("used after 20 s: %v", st.Clock.UsedMS)
	}
	clock.add(41 * time.Second)
	var e errorBody
	if code := x.call("POST", "/api/games/"+c.ID+"/choices", c.Token, map[string]any{"option": st.Prompt.Options[0].ID, "seq": st.Seq}, &e); code != 409 {
		t.Fatalf("a move after the time ran out: %d %q", code, e.Error)
	}
	st = x.state(c.ID, c.Token)
	if st.Status != store.StatusOver || st.Winner != 1 || !strings.Contains(st.Reason, "time") {
		t.Fatalf("after the time ran out: %s %d %q", st.Status, st.Winner, st.Reason)
	}
	if g, _ := db.Get(context.Background(), c.ID); g.Status != store.StatusOver || g.Winner != 1 {
		t.Fatalf("the store: %+v", g)
	}
}
