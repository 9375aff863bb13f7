package server

// End-to-end tests of the board in the browser: headless Chromium, driven
// with chromedp, against a server on a temporary database. Without a
// Chromium on the machine they are skipped. With -update-screenshots,
// TestBrowserScreenshots writes docs/img/*.png.

import (
	"archive/zip"
	"context"
	"encoding/base64"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"cthulhu/carddb"
	"cthulhu/deck"
	"cthulhu/engine"
	"cthulhu/store"
)

var updateScreenshots = flag.Bool("update-screenshots", false, "write the board's screenshots to docs/img")

// chromium finds a headless Chromium, or skips the test.
func chromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium-headless-shell", "chromium", "/usr/bin/chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no Chromium on this machine (apt-get install chromium-headless-shell): the browser tests need one")
	return ""
}

// newBrowser starts a headless Chromium for the test and returns its
// context, from which each page (newPage) opens a browser context of its
// own: its own localStorage, as a second person's browser has.
func newBrowser(t *testing.T) context.Context {
	t.Helper()
	path := chromium(t)
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.Headless,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 800),
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	bctx, cancelB := chromedp.NewContext(actx)
	t.Cleanup(func() {
		cancelB()
		cancelA()
	})
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	return bctx
}

// newBrowserServer is a test server; with images, it has an image pack
// (ImportImages) with a picture of every card of the Core Set.
func newBrowserServer(t *testing.T, images ...bool) *testServer {
	t.Helper()
	if len(images) == 0 || !images[0] {
		return newTestServer(t, t.TempDir())
	}
	dir := t.TempDir()
	pack := filepath.Join(dir, "pack.o8c")
	f, err := os.Create(pack)
	if err != nil {
		t.Fatal(err)
	}
	z := zip.NewWriter(f)
	png, _ := base64.StdEncoding.DecodeString(strings.TrimPrefix(onePixel, "data:image/png;base64,"))
	for _, c := range carddb.Default().SetCards("Core") {
		for _, id := range c.OCTGNIDs {
			w, _ := z.Create("game/Sets/core/Cards/" + id + ".png")
			w.Write(png)
		}
	}
	z.Close()
	f.Close()
	if _, err := ImportImages(pack, filepath.Join(dir, "images")); err != nil {
		t.Fatal(err)
	}
	db, err := store.Open(filepath.Join(dir, "games.db"))
	if err != nil {
		t.Fatal(err)
	}
	srv, err := New(db, Options{Images: filepath.Join(dir, "images")})
	if err != nil {
		t.Fatal(err)
	}
	x := &testServer{t: t, dir: dir, db: db, srv: srv, ts: newHTTPTest(srv)}
	t.Cleanup(x.close)
	return x
}

// onePixel is a picture: a PNG of one pixel.
const onePixel = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="

// page is one tab in a browser context of its own.
type page struct {
	t   *testing.T
	ctx context.Context
	url string // the server's
}

func newPage(t *testing.T, browser context.Context, base string) *page {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800)); err != nil {
		t.Fatal(err)
	}
	return &page{t: t, ctx: ctx, url: base}
}

// do runs actions with a time limit.
func (p *page) do(what string, actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates a script into out.
func eval[T any](p *page, script string) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](script))
	if err != nil {
		p.t.Fatalf("%s: %v", script, err)
	}
	return v
}

// waitFor polls a script until it is true.
func (p *page) waitFor(what, script string) {
	p.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		if eval[bool](p, "!!("+script+")") {
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
	p.t.Fatalf("waiting for %s: %s is still false", what, script)
}

// pageState is what the page holds of the game's state.
type pageState struct {
	Seq    int
	Seat   int
	Status string
	Prompt bool
}

func (p *page) state() pageState {
	p.t.Helper()
	return eval[pageState](p, `(() => { const s = window.cthulhu && window.cthulhu.state(); return s ? {Seq: s.seq, Seat: s.seat, Status: s.status, Prompt: !!s.prompt} : {Seq: -1, Seat: -2, Status: ""}; })()`)
}

// setSelect chooses a value in a select, as a person does.
func (p *page) setSelect(sel, value string) {
	p.t.Helper()
	eval[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.value = %q; e.dispatchEvent(new Event("change", {bubbles: true})); return true; })()`, sel, value))
}

// stepResult is what one step of play did.
type stepResult struct {
	S    string // none, wait, over, clicked, error, missing, real, pick
	Seq  int
	How  string
	ID   string
	Sel  string
	Text string
	N    int // the option's place in the list
	X, Y float64
}

// stepScript clicks the option at r (0 to 1) of the prompt: its card on
// the board when the card has that option alone, otherwise its line in
// the option list. With real set it only returns where the element is,
// for a mouse click or a key press by the browser's input (or clicks it
// in the page when something covers it).
const stepScript = `((r, real) => {
  const c = window.cthulhu; const st = c && c.state();
  if (!st) return {S: "none"};
  if (st.status === "over") return {S: "over", Seq: st.seq};
  const err = document.getElementById("choice-error");
  if (window.__clicked === st.seq && err) return {S: "error", Seq: st.seq, Text: err.textContent};
  if (!st.prompt || window.__clicked === st.seq || document.querySelector(".opt[disabled]")) return {S: "wait", Seq: st.seq};
  const opts = st.prompt.options; const n = Math.min(opts.length - 1, Math.floor(r * opts.length)); const o = opts[n];
  let sel = "", how = "list";
  const same = opts.filter((x) => x.card === o.card).length;
  if (o.card >= 0 && same === 1) { sel = '.card.option[data-card="' + o.card + '"]'; how = "card"; }
  if (o.card >= 0 && same > 1 && !real && document.querySelector('.card.option[data-card="' + o.card + '"]')) {
    // The card has several options: a click asks which.
    window.__clicked = st.seq;
    document.querySelector('.card.option[data-card="' + o.card + '"]').click();
    return {S: "pick", Seq: st.seq, How: "pick", ID: o.id, Text: o.label, N: n};
  }
  if (!sel || !document.querySelector(sel)) { sel = '.opt[data-option="' + o.id + '"]'; how = "list"; }
  const el = document.querySelector(sel);
  if (!el) return {S: "missing", Seq: st.seq, ID: o.id};
  window.__clicked = st.seq;
  if (real) {
    el.scrollIntoView({block: "center", inline: "center"});
    const b = el.getBoundingClientRect(); const X = b.left + b.width / 2, Y = b.top + Math.min(b.height / 2, 14);
    const at = document.elementFromPoint(X, Y);
    if (at && el.contains(at)) return {S: "real", Seq: st.seq, How: how, ID: o.id, Sel: sel, N: n, X, Y};
  }
  el.click();
  return {S: "clicked", Seq: st.seq, How: how, ID: o.id, N: n};
})`

// step takes one step of play: a click (a real one, a key press, or a
// click in the page), or nothing when the page waits.
func (p *page) step(r float64, mode int) stepResult {
	p.t.Helper()
	res := eval[stepResult](p, fmt.Sprintf("%s(%v, %v)", stepScript, r, mode != 0))
	if res.S == "real" {
		switch {
		case mode == 2 && res.N < 9:
			p.do("key "+res.ID, chromedp.KeyEvent(fmt.Sprint(res.N+1)))
			res.How = "key"
		default:
			p.do("click "+res.ID, chromedp.MouseClickXY(res.X, res.Y))
		}
		res.S = "clicked"
	}
	if res.S == "pick" {
		label, _ := json.Marshal(res.Text)
		p.waitFor("the card's options", `document.querySelector(".pick button")`)
		if !eval[bool](p, `(() => { const b = Array.from(document.querySelectorAll(".pick button")).find((b) => b.textContent === `+string(label)+`); if (b) b.click(); return !!b; })()`) {
			p.t.Fatalf("the card's options lack %s", label)
		}
		res.S = "clicked"
	}
	if res.S == "error" || res.S == "missing" {
		p.t.Fatalf("step: %+v", res)
	}
	return res
}

// playUntil plays the pages' seats with random options until the game
// is over or stop says so, within limit. mode picks how each step
// clicks: 0 in the page, 1 a real click, 2 a key press.
func playUntil(t *testing.T, pages []*page, r *rand.Rand, limit time.Duration, stop func(moves int) bool, after func(moves int)) int {
	t.Helper()
	deadline := time.Now().Add(limit)
	moves := 0
	hows := map[string]int{}
	for time.Now().Before(deadline) {
		progressed := false
		for _, p := range pages {
			mode := 0
			if moves < 12 || moves%40 == 1 {
				mode = 1 + moves%2
			}
			res := p.step(r.Float64(), mode)
			switch res.S {
			case "over":
				t.Logf("the game is over after %d moves from the browsers (%v)", moves, hows)
				return moves
			case "clicked":
				moves++
				hows[res.How]++
				progressed = true
				// Wait for the move's state before the next step.
				until := time.Now().Add(10 * time.Second)
				for p.state().Seq == res.Seq && p.state().Status != store.StatusOver {
					if time.Now().After(until) {
						if png, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot()); err == nil && os.Getenv("BROWSER_TEST_SHOT") != "" {
							os.WriteFile(os.Getenv("BROWSER_TEST_SHOT"), png, 0o644)
						}
						dbg := eval[string](p, `JSON.stringify({a: document.activeElement && document.activeElement.outerHTML.slice(0, 200), p: window.cthulhu.state().prompt, busy: !!document.querySelector(".opt[disabled]"), err: (document.getElementById("choice-error")||{}).textContent})`)
						t.Fatalf("the move %s at seq %d (%s %d) was never answered: %s", res.ID, res.Seq, res.How, res.N, dbg)
					}
					if e := eval[string](p, `(document.getElementById("choice-error") || {}).textContent || ""`); e != "" {
						t.Fatalf("the move %s at seq %d was refused: %s", res.ID, res.Seq, e)
					}
					time.Sleep(5 * time.Millisecond)
				}
				if after != nil {
					after(moves)
				}
				if stop != nil && stop(moves) {
					return moves
				}
			}
		}
		if !progressed {
			time.Sleep(10 * time.Millisecond)
		}
	}
	t.Fatalf("the game did not end within %v (%d moves)", limit, moves)
	return moves
}

// TestBrowserAgainstTheComputer: a game started in the lobby against the
// random computer, played to its end by clicks and keys; a reload mid-game
// resumes the seat; an illegal option and a stale seq show their error
// and change nothing.
func TestBrowserAgainstTheComputer(t *testing.T) {
	b := newBrowser(t)
	x := newBrowserServer(t)
	p := newPage(t, b, x.ts.URL)
	p.do("the lobby", chromedp.Navigate(x.ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#opponent")))
	p.setSelect("#opponent", "random")
	p.waitFor("the presets", `document.querySelector('select[aria-label="Preset deck"] option[value="hastur-yog-sothoth-2"]')`)
	p.setSelect(`select[aria-label="Preset deck"]`, "hastur-yog-sothoth-2")
	eval[bool](p, `(() => { const e = document.getElementById("clock-minutes"); e.value = "30"; e.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`)
	p.do("start", chromedp.Click(chromedp.CSS("#start")))
	p.waitFor("the game's page", `location.pathname.startsWith("/game/") && window.cthulhu && window.cthulhu.state() && window.cthulhu.state().view`)
	id := strings.TrimPrefix(eval[string](p, "location.pathname"), "/game/")
	token := eval[string](p, fmt.Sprintf(`JSON.parse(localStorage.getItem("cthulhu.seats"))[%q].token`, id))
	if st := x.state(id, token); st.Seat != 0 || st.Players[1].Kind != "random" || st.Players[0].Deck != "Hastur + Yog-Sothoth" ||
		st.Clock == nil || st.Clock.LimitMS != 30*60000 {
		t.Fatalf("the game made in the lobby: seat %d, %+v, clock %+v", st.Seat, st.Players, st.Clock)
	}
	p.waitFor("the clock", `document.querySelector(".clock") && document.querySelector(".clock").textContent.includes("Player 1 ")`)
	r := rand.New(rand.NewPCG(3, 5))
	playUntil(t, []*page{p}, r, 30*time.Second, func(moves int) bool { return moves >= 8 }, nil)

	// A card's details on hover.
	p.waitFor("a decision", `window.cthulhu.state().prompt && document.querySelector(".hand .card")`)
	type point struct {
		X, Y  float64
		Title string
	}
	at := eval[point](p, `(() => { const e = document.querySelector(".hand .card"); e.scrollIntoView({block: "center"}); const b = e.getBoundingClientRect(); return {X: b.left + b.width / 2, Y: b.top + b.height / 2, Title: e.querySelector(".title").textContent}; })()`)
	p.do("hover", chromedp.MouseEvent("mouseMoved", 1, 1), chromedp.MouseEvent("mouseMoved", at.X, at.Y))
	p.waitFor("the card's details", fmt.Sprintf(`document.querySelector(".details h3") && document.querySelector(".details h3").textContent.includes(%q)`, strings.TrimPrefix(at.Title, "• ")))
	p.waitFor("the card's details from the server", fmt.Sprintf(`document.querySelector(".details[data-loaded] h3") && document.querySelector(".details h3").textContent.includes(%q)`, strings.TrimPrefix(at.Title, "• ")))
	p.do("away", chromedp.MouseEvent("mouseMoved", 1, 1))
	p.waitFor("the details to close", `!document.querySelector(".details")`)

	// A reload resumes the seat, from the token kept by game.
	before := x.state(id, token).Seq
	p.do("reload", chromedp.Reload())
	p.waitFor("the state after the reload", `window.cthulhu && window.cthulhu.state() && window.cthulhu.state().seq >= `+fmt.Sprint(before))
	if s := p.state(); s.Seat != 0 {
		t.Fatalf("after the reload the page is seat %d", s.Seat)
	}
	p.waitFor("the seat's badge", `document.querySelector(".status").textContent.includes("you are Player 1")`)

	// The arrows move the mark over the options, Enter takes the one marked.
	for {
		p.waitFor("a decision", `window.cthulhu.state().prompt && !document.querySelector(".opt[disabled]")`)
		if eval[int](p, `window.cthulhu.state().prompt.options.length`) >= 2 {
			break
		}
		playUntil(t, []*page{p}, r, 30*time.Second, func(int) bool { return true }, nil)
	}
	seq := p.state().Seq
	p.do("focus the page", chromedp.MouseClickXY(1, 300))
	p.do("arrow down", chromedp.KeyEvent(kb.ArrowDown))
	p.waitFor("the second option marked", `document.querySelector(".opt.selected") === document.getElementById("opt-1") && document.querySelector(".opt.selected").getAttribute("aria-current") === "true"`)
	p.do("enter", chromedp.KeyEvent(kb.Enter))
	p.waitFor("the marked option taken", fmt.Sprintf(`window.cthulhu.state().seq > %d`, seq))

	// A socket that drops is opened again, and the state and log are whole.
	eval[bool](p, `(window.cthulhuSocket().close(), true)`)
	p.waitFor("the new socket", `window.cthulhuSocket().readyState === 1 && !document.querySelector(".b-conn")`)
	p.waitFor("a decision", `window.cthulhu.state().prompt`)
	if n, st := eval[int](p, `document.querySelectorAll(".log > div").length`), x.state(id, token); n != len(st.Log) {
		t.Fatalf("after reconnecting the page shows %d entries of the log, the server %d", n, len(st.Log))
	}

	// Refused choices: one line each, the game unchanged.
	p.waitFor("a decision", `window.cthulhu.state().prompt`)
	st := x.state(id, token)
	eval[bool](p, `(window.cthulhu.choose("play:99999"), true)`)
	p.waitFor("the illegal option's error", `document.getElementById("choice-error")`)
	if e := eval[string](p, `document.getElementById("choice-error").textContent`); e == "" || strings.Contains(e, "\n") {
		t.Fatalf("the illegal option's error: %q", e)
	}
	eval[bool](p, fmt.Sprintf(`(window.cthulhu.choose(%q, %d), true)`, st.Prompt.Options[0].ID, st.Seq+5))
	p.waitFor("the stale seq's error", `(document.getElementById("choice-error") || {textContent: ""}).textContent.includes("stale")`)
	if after := x.state(id, token); after.Seq != st.Seq || len(after.Log) != len(st.Log) {
		t.Fatalf("a refused choice changed the game: seq %d, then %d", st.Seq, after.Seq)
	}
	if p.state().Seq != st.Seq || !p.state().Prompt {
		t.Fatal("the page moved on after a refused choice")
	}

	playUntil(t, []*page{p}, r, 120*time.Second, nil, nil)
	p.waitFor("the end of the game", `document.getElementById("game-over")`)
	if st := x.state(id, token); st.Status != store.StatusOver {
		t.Fatalf("the server says %s", st.Status)
	}

	// The replay.
	if code := x.call("GET", "/api/games/"+id+"/replay?at=0&view=0", token, nil, nil); code != 200 {
		t.Fatalf("GET /api/games/{id}/replay answers %d", code)
	}
	{
		p.do("the replay", chromedp.Navigate(x.ts.URL+"/replay/"+id))
		p.waitFor("the replay's first move", `document.querySelector(".pos") && document.querySelector(".pos").textContent.startsWith("move 0 of ")`)
		p.do("forward", chromedp.Click(chromedp.CSS("#replay-forward")))
		p.waitFor("the replay's next move", `document.querySelector(".pos").textContent.startsWith("move 1 of ") && document.querySelector(".table")`)
		p.do("the last move", chromedp.KeyEvent(kb.End))
		p.waitFor("the replay's last move", `(() => { const m = document.querySelector(".pos").textContent.match(/move (\d+) of (\d+)/); return m && m[1] === m[2] && document.querySelector(".replay .banner"); })()`)
		p.setSelect(`select[aria-label="View"]`, "-1")
		p.waitFor("everything in view", `document.querySelectorAll(".table .card.hidden").length === 0 && document.querySelectorAll(".table [data-card]").length > 0`)
		p.do("back to the game", chromedp.Navigate(x.ts.URL+"/game/"+id))
		p.waitFor("the end of the game", `document.getElementById("game-over")`)
	}
	// The rematch.
	p.do("rematch", chromedp.Click(chromedp.CSS("#rematch")))
	p.waitFor("the rematch", `location.pathname !== "/game/`+id+`" || document.querySelector("#game-over .error")`)
	if e := eval[string](p, `(document.querySelector("#game-over .error") || {}).textContent || ""`); e != "" {
		t.Fatalf("the rematch is refused: %s", e)
	}
	p.waitFor("the rematch's game", `window.cthulhu && window.cthulhu.state() && window.cthulhu.state().id !== "`+id+`" && window.cthulhu.state().seat >= 0`)
}

// TestBrowserPhone: the board at a phone's width, with touch: options
// tapped, a card's details by a long press, nothing wider than the
// screen.
func TestBrowserPhone(t *testing.T) {
	b := newBrowser(t)
	x := newBrowserServer(t, true)
	p := newPage(t, b, x.ts.URL)
	p.do("a phone", chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait))
	p.do("the lobby", chromedp.Navigate(x.ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#opponent")))
	if w := eval[int](p, `document.documentElement.scrollWidth`); w > 360 {
		t.Fatalf("the lobby is %d px wide on a 360 px screen", w)
	}
	p.setSelect("#opponent", "random")
	p.do("start", chromedp.Click(chromedp.CSS("#start")))
	p.waitFor("the game", `window.cthulhu && window.cthulhu.state() && window.cthulhu.state().view`)
	type point struct {
		X, Y float64
		OK   bool
	}
	where := func(sel string) point {
		return eval[point](p, fmt.Sprintf(`(() => { const e = document.querySelector(%q); if (!e) return {OK: false}; e.scrollIntoView({block: "center"}); const b = e.getBoundingClientRect(); const X = b.left + b.width / 2, Y = b.top + Math.min(b.height / 2, 14); const at = document.elementFromPoint(X, Y); return {X, Y, OK: !!at && e.contains(at)}; })()`, sel))
	}
	taps := 0
	for moves := 0; moves < 12; {
		res := eval[stepResult](p, fmt.Sprintf("%s(0, true)", stepScript))
		switch res.S {
		case "over":
			moves = 99
		case "real":
			pt := where(res.Sel)
			if !pt.OK {
				t.Fatalf("%s is covered on a phone", res.Sel)
			}
			p.do("tap", chromedp.TapXY(pt.X, pt.Y))
			p.waitFor("the tap's move", fmt.Sprintf(`window.cthulhu.state().seq !== %d || document.getElementById("choice-error")`, res.Seq))
			moves++
			taps++
		case "clicked":
			p.waitFor("the move", fmt.Sprintf(`window.cthulhu.state().seq !== %d || document.getElementById("choice-error")`, res.Seq))
			moves++
		default:
			time.Sleep(10 * time.Millisecond)
		}
		if e := eval[string](p, `(document.getElementById("choice-error") || {}).textContent || ""`); e != "" {
			t.Fatalf("a tap was refused: %s", e)
		}
	}
	if taps < 6 {
		t.Fatalf("%d moves of 12 by a tap: the others' options were covered", taps)
	}
	if w := eval[int](p, `document.documentElement.scrollWidth`); w > 360 {
		t.Fatalf("the board is %d px wide on a 360 px screen", w)
	}
	p.waitFor("the cards' pictures", `document.querySelector(".hand .card img.art")`)
	// A long press on a card of the hand shows its details, until closed.
	p.waitFor("a card in the hand", `document.querySelector(".hand [data-card]")`)
	pt := where(".hand [data-card]")
	hold := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		tp := []*input.TouchPoint{{X: pt.X, Y: pt.Y}}
		if _, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: tp}); err != nil {
			return err
		}
		time.Sleep(800 * time.Millisecond)
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
		return err
	})
	p.do("a long press", hold)
	p.waitFor("the details", `document.querySelector(".details.sticky")`)
	cl := where(".details .close")
	p.do("close", chromedp.TapXY(cl.X, cl.Y))
	p.waitFor("the details to close", `!document.querySelector(".details")`)
}

// TestBrowserDecks: the lobby's decks from a pasted list and an uploaded
// .o8d file start games; a deck the server refuses shows its problems.
func TestBrowserDecks(t *testing.T) {
	b := newBrowser(t)
	x := newBrowserServer(t)
	p := newPage(t, b, x.ts.URL)
	d, err := deck.RandomForGame(77, 0, x.srv.pool(carddb.FormatLCG), deck.RandomOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var list, xml strings.Builder
	xml.WriteString(`<?xml version="1.0" encoding="utf-8" standalone="yes"?><deck game="43054c18-2362-43e0-a434-72f8d0e8477c"><section name="Draw Deck">`)
	for _, e := range d.Entries {
		fmt.Fprintf(&list, "%d %s (%s)\n", e.Count, e.Card.Title, e.Card.Key())
		id := ""
		if len(e.Card.OCTGNIDs) > 0 {
			id = e.Card.OCTGNIDs[0]
		}
		fmt.Fprintf(&xml, `<card qty="%d" id="%s">%s</card>`, e.Count, id, strings.ReplaceAll(e.Card.Title, "&", "&amp;"))
	}
	xml.WriteString(`</section></deck>`)
	file := filepath.Join(t.TempDir(), "my deck.o8d")
	if err := os.WriteFile(file, []byte(xml.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	start := func(how string, choose func()) string {
		p.do("the lobby", chromedp.Navigate(x.ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#opponent")))
		p.setSelect("#opponent", "random")
		choose()
		p.do("start", chromedp.Click(chromedp.CSS("#start")))
		p.waitFor("the game or an error", `location.pathname.startsWith("/game/") || document.querySelector(".card-panel .error")`)
		if e := eval[string](p, `(document.querySelector(".card-panel .error") || {}).textContent || ""`); e != "" {
			return e
		}
		p.waitFor("the game", `window.cthulhu && window.cthulhu.state() && window.cthulhu.state().view`)
		id := strings.TrimPrefix(eval[string](p, "location.pathname"), "/game/")
		token := eval[string](p, fmt.Sprintf(`JSON.parse(localStorage.getItem("cthulhu.seats"))[%q].token`, id))
		if st := x.state(id, token); st.Status != store.StatusPlaying || st.Players[0].Deck == "" {
			t.Fatalf("%s: the game %+v", how, st.Players)
		}
		return ""
	}
	paste := func(text string) func() {
		return func() {
			p.do("a deck list", chromedp.Click(chromedp.CSS(`input[name="new-deck"][value="paste"]`)))
			p.waitFor("the deck list's box", `document.querySelector('textarea[aria-label="Deck list"]')`)
			eval[bool](p, fmt.Sprintf(`(() => { const e = document.querySelector('textarea[aria-label="Deck list"]'); e.value = %q; e.dispatchEvent(new Event("input", {bubbles: true})); return true; })()`, text))
		}
	}
	if e := start("a pasted deck list", paste(list.String())); e != "" {
		t.Fatalf("a pasted deck list: %s", e)
	}
	if e := start("an uploaded .o8d file", func() {
		p.do("upload", chromedp.SetUploadFiles(chromedp.CSS(`input[type="file"]`), []string{file}))
		p.waitFor("the file read", `document.querySelector('input[name="new-deck"][value="file"]').checked`)
	}); e != "" {
		t.Fatalf("an uploaded .o8d file: %s", e)
	}
	if e := start("a deck too small", paste("3 Local Sheriff\n")); e == "" {
		t.Fatal("a deck of three cards was accepted")
	}
}

// cardIDs lists the card IDs a view shows.
func cardIDs(v *engine.View) []engine.CardID {
	var out []engine.CardID
	var add func(cs []engine.CardView)
	add = func(cs []engine.CardView) {
		for _, c := range cs {
			out = append(out, c.ID)
			add(c.Attached)
		}
	}
	for _, st := range v.Stories {
		add([]engine.CardView{st.Card})
		add(st.Attached)
	}
	for _, pv := range v.Players {
		add(pv.Hand)
		add(pv.Discard)
		add(pv.InPlay)
		add(pv.Won)
		if pv.DeckTop != nil {
			add([]engine.CardView{*pv.DeckTop})
		}
		for _, d := range pv.Domains {
			out = append(out, d.Card)
			add(d.Resources)
			add(d.Attached)
		}
	}
	return out
}

// TestBrowserPublicGame: a game opened in the lobby for anyone is listed
// in another browser's lobby, and joined from there without an
// invitation.
func TestBrowserPublicGame(t *testing.T) {
	b := newBrowser(t)
	x := newTestServer(t, t.TempDir())
	a, c := newPage(t, b, x.ts.URL), newPage(t, b, x.ts.URL)
	a.do("the lobby", chromedp.Navigate(x.ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#opponent")))
	a.setSelect("#opponent", "human")
	a.do("list it", chromedp.WaitVisible(chromedp.CSS("#public")), chromedp.Click(chromedp.CSS("#public")), chromedp.Click(chromedp.CSS("#start")))
	a.waitFor("the invitation", `document.getElementById("invite-link")`)
	id := strings.TrimPrefix(eval[string](a, "location.pathname"), "/game/")
	c.do("the other lobby", chromedp.Navigate(x.ts.URL+"/"))
	sel := fmt.Sprintf(`a[href="/game/%s?join"]`, id)
	c.waitFor("the open game", fmt.Sprintf(`document.querySelector(%q)`, sel))
	c.do("join it", chromedp.Click(chromedp.CSS(sel)), chromedp.WaitVisible(chromedp.CSS("#join")), chromedp.Click(chromedp.CSS("#join")))
	for i, p := range []*page{a, c} {
		p.waitFor("the game", `window.cthulhu && window.cthulhu.state() && window.cthulhu.state().view`)
		if s := p.state(); s.Seat != i {
			t.Fatalf("page %d is seat %d", i, s.Seat)
		}
	}
}

// TestBrowserTwoPlayers: a game opened in the lobby for a friend, joined
// by the invitation link in another browser, played to its end by
// clicks in both; a spectator watches, and neither his page nor any
// message of his WebSocket holds a card of either hand.
func TestBrowserTwoPlayers(t *testing.T) {
	b := newBrowser(t)
	x := newTestServer(t, t.TempDir())
	a, c, spec := newPage(t, b, x.ts.URL), newPage(t, b, x.ts.URL), newPage(t, b, x.ts.URL)
	a.do("the lobby", chromedp.Navigate(x.ts.URL+"/"), chromedp.WaitVisible(chromedp.CSS("#opponent")))
	a.setSelect("#opponent", "human")
	a.do("open a seat", chromedp.Click(chromedp.CSS("#start")))
	a.waitFor("the invitation", `document.getElementById("invite-link")`)
	link := eval[string](a, `document.getElementById("invite-link").value`)
	id := strings.TrimPrefix(eval[string](a, "location.pathname"), "/game/")
	if !strings.Contains(link, "/game/"+id+"?invite=") {
		t.Fatalf("the invitation link: %q", link)
	}
	c.do("the invitation", chromedp.Navigate(link), chromedp.WaitVisible(chromedp.CSS("#join")), chromedp.Click(chromedp.CSS("#join")))
	for _, p := range []*page{a, c} {
		p.waitFor("the game", `window.cthulhu && window.cthulhu.state() && window.cthulhu.state().view`)
	}
	tokens := [2]string{}
	for i, p := range []*page{a, c} {
		tokens[i] = eval[string](p, fmt.Sprintf(`JSON.parse(localStorage.getItem("cthulhu.seats"))[%q].token`, id))
		if s := p.state(); s.Seat != i {
			t.Fatalf("page %d is seat %d", i, s.Seat)
		}
	}

	// The spectator's WebSocket messages, kept as they arrive.
	var mu sync.Mutex
	var frames [][]byte
	if err := chromedp.Listen(spec.ctx, func(ev any) {
		if f, ok := ev.(*network.EventWebSocketFrameReceived); ok && f.Response != nil {
			mu.Lock()
			frames = append(frames, append([]byte(nil), f.Response.PayloadData...))
			mu.Unlock()
		}
	}); err != nil {
		t.Fatal(err)
	}
	spec.do("watch", chromedp.Navigate(x.ts.URL+"/game/"+id))
	spec.waitFor("the spectator's state", `window.cthulhu && window.cthulhu.state() && window.cthulhu.state().view`)
	if s := spec.state(); s.Seat != -1 {
		t.Fatalf("the spectator is seat %d", s.Seat)
	}

	// The chats: text, never markup.
	const line = "<b>good</b> luck & <img src=x onerror=alert(1)>"
	a.do("say", chromedp.SendKeys(chromedp.CSS(`.chat input[aria-label^="Message"]`), line), chromedp.Click(chromedp.CSS(".chat .say button")))
	spec.do("say as a spectator", chromedp.SendKeys(chromedp.CSS(`input[aria-label="Your name"]`), "Ann"),
		chromedp.SendKeys(chromedp.CSS(`input[aria-label="Message to the Spectators' chat"]`), "hello <i>all</i>"),
		chromedp.Click(chromedp.CSS(`section[aria-label="Spectators' chat"] .say button`)))
	for _, p := range []*page{a, c, spec} {
		p.waitFor("the players' chat", fmt.Sprintf(`Array.from(document.querySelectorAll(".chatline")).some((e) => e.textContent === "Player 1: " + %q)`, line))
		if eval[bool](p, `!!document.querySelector(".chatline img, .chatline i, .chatline b b")`) {
			t.Fatal("a chat line was read as markup")
		}
	}
	spec.waitFor("the spectators' chat", `Array.from(document.querySelectorAll(".chatline")).some((e) => e.textContent === "Ann (spectator): hello <i>all</i>")`)
	if eval[bool](a, `document.body.textContent.includes("hello <i>all</i>")`) {
		t.Fatal("a player reads the spectators' chat")
	}

	// hands[seq] are the cards of both hands at seq.
	hands := map[int]map[engine.CardID]bool{}
	record := func() int {
		h := map[engine.CardID]bool{}
		seq := -1
		for p := range 2 {
			st := x.state(id, tokens[p])
			seq = st.Seq
			for _, cv := range st.View.Players[p].Hand {
				h[cv.ID] = true
			}
		}
		hands[seq] = h
		return seq
	}
	record()
	checkDOM := func() {
		seq := record()
		spec.waitFor("the spectator's page at the game's seq", fmt.Sprintf(`window.cthulhu.state().seq === %d`, seq))
		ids := eval[[]int](spec, `Array.from(document.querySelectorAll("[data-card]")).map((e) => Number(e.dataset.card))`)
		for _, id := range ids {
			if hands[seq][engine.CardID(id)] {
				t.Fatalf("the spectator's page shows card %d of a hand at seq %d", id, seq)
			}
		}
		if eval[bool](spec, `!!document.querySelector(".hand, .prompt, .options")`) {
			t.Fatal("the spectator's page shows a hand or a decision")
		}
	}
	r := rand.New(rand.NewPCG(11, 13))
	moves := playUntil(t, []*page{a, c}, r, 240*time.Second, nil, func(moves int) {
		if moves%30 == 0 {
			checkDOM()
		} else {
			record()
		}
	})
	if moves < 20 {
		t.Fatalf("the game ended after %d moves", moves)
	}
	for _, p := range []*page{a, c, spec} {
		p.waitFor("the end of the game", `document.getElementById("game-over")`)
	}
	record()

	mu.Lock()
	defer mu.Unlock()
	if len(frames) < moves/2 {
		t.Fatalf("the spectator received %d messages for %d moves", len(frames), moves)
	}
	checked := 0
	for _, f := range frames {
		var st State
		if err := json.Unmarshal(f, &st); err != nil {
			t.Fatalf("a spectator's message: %v", err)
		}
		if st.Seat != -1 || st.Prompt != nil {
			t.Fatalf("a spectator's message for seat %d with a prompt %v", st.Seat, st.Prompt != nil)
		}
		if st.View == nil {
			continue
		}
		h, ok := hands[st.Seq]
		if !ok {
			t.Fatalf("no hands recorded at seq %d", st.Seq)
		}
		for _, id := range cardIDs(st.View) {
			if id >= 0 && h[id] {
				t.Fatalf("a spectator's message at seq %d holds card %d of a hand", st.Seq, id)
			}
		}
		for p := range 2 {
			if len(st.View.Players[p].Hand) > 0 {
				t.Fatalf("a spectator's message holds player %d's hand", p+1)
			}
		}
		checked++
	}
	t.Logf("%d moves; %d spectator's messages checked", moves, checked)
}

// TestBrowserScreenshots writes the lobby and the board at a phone's
// and a desktop's sizes to docs/img (with -update-screenshots).
func TestBrowserScreenshots(t *testing.T) {
	if !*updateScreenshots {
		t.Skip("writes docs/img/*.png with -update-screenshots")
	}
	b := newBrowser(t)
	x := newTestServer(t, t.TempDir())
	// A few games for the lobby's lists.
	var open createResponse
	x.call("POST", "/api/games", "", createRequest{Deck: "random", Opponent: "human", Seed: 2}, &open)
	var c createResponse
	if code := x.call("POST", "/api/games", "", createRequest{Deck: "agency-cthulhu-1", Opponent: "heuristic", OpponentDeck: "hastur-yog-sothoth-2", Seed: 21}, &c); code != 201 {
		t.Fatalf("create: %d", code)
	}
	p := newPage(t, b, x.ts.URL)
	p.do("the lobby", chromedp.Navigate(x.ts.URL+"/"))
	eval[bool](p, fmt.Sprintf(`(localStorage.setItem("cthulhu.seats", JSON.stringify({%q: {id: %q, seat: 0, token: %q, opponent: "heuristic", created: 1}})), true)`, c.ID, c.ID, c.Token))
	shot := func(name string, w, h int64) {
		p.do("viewport", chromedp.EmulateViewport(w, h, chromedp.EmulateScale(1)))
		time.Sleep(400 * time.Millisecond)
		ctx, cancel := context.WithTimeout(p.ctx, 20*time.Second)
		defer cancel()
		png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join("..", "docs", "img", name), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	os.MkdirAll(filepath.Join("..", "docs", "img"), 0o755)
	p.do("the lobby", chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS("#opponent")))
	p.waitFor("the lists", `document.querySelectorAll(".games li").length >= 2`)
	shot("lobby-desktop.png", 1280, 800)
	shot("lobby-phone.png", 390, 844)

	// The board a few turns in: the computer's moves, and the player's by
	// the API, until characters are on the table and the player decides.
	r := rand.New(rand.NewPCG(21, 1))
	for {
		st := x.waitTurn(c.ID, c.Token)
		if st.Status == store.StatusOver {
			t.Fatal("the game ended before the screenshot")
		}
		v := st.View
		if v.Turn >= 6 && len(v.Players[0].InPlay) >= 2 && len(v.Players[1].InPlay) >= 2 && st.Prompt.Kind.String() == "action" && len(st.Prompt.Options) >= 3 {
			break
		}
		o := st.Prompt.Options[r.IntN(len(st.Prompt.Options))]
		for _, op := range st.Prompt.Options {
			if strings.HasPrefix(op.ID, "play:") || strings.HasPrefix(op.ID, "commit:") {
				o = op
				break
			}
		}
		x.call("POST", "/api/games/"+c.ID+"/choices", c.Token, map[string]any{"option": o.ID, "seq": st.Seq}, nil)
	}
	p.do("the board", chromedp.EmulateViewport(1280, 800), chromedp.Navigate(x.ts.URL+"/game/"+c.ID))
	p.waitFor("the decision", `window.cthulhu && window.cthulhu.state() && window.cthulhu.state().prompt`)
	shot("board-desktop.png", 1280, 800)
	shot("board-phone.png", 390, 844)
}

// TestBrowserServerKilled: the server process is killed with SIGKILL in
// the middle of a game played in the browser, and started again on its
// database; the page reconnects by itself, holds every move it saw
// acknowledged, and the game goes on by clicks.
func TestBrowserServerKilled(t *testing.T) {
	b := newBrowser(t)
	dir, addr := t.TempDir(), freeAddr(t)
	child := startChild(t, dir, addr)
	defer func() { child.Process.Kill(); child.Wait() }()
	base := "http://" + addr
	p := newPage(t, b, base)
	p.do("the lobby", chromedp.Navigate(base+"/"), chromedp.WaitVisible(chromedp.CSS("#opponent")))
	p.setSelect("#opponent", "random")
	p.do("start", chromedp.Click(chromedp.CSS("#start")))
	p.waitFor("the game's page", `location.pathname.startsWith("/game/") && window.cthulhu && window.cthulhu.state() && window.cthulhu.state().view`)
	id := strings.TrimPrefix(eval[string](p, "location.pathname"), "/game/")
	token := eval[string](p, fmt.Sprintf(`JSON.parse(localStorage.getItem("cthulhu.seats"))[%q].token`, id))
	r := rand.New(rand.NewPCG(7, 7))
	playUntil(t, []*page{p}, r, 30*time.Second, func(moves int) bool { return moves >= 10 }, nil)
	seen := p.state().Seq
	var before State
	callURL(t, "GET", base+"/api/games/"+id, token, nil, &before)

	child.Process.Signal(syscall.SIGKILL)
	child.Wait()
	child = startChild(t, dir, addr)

	var after State
	if code := callURL(t, "GET", base+"/api/games/"+id, token, nil, &after); code != 200 {
		t.Fatalf("the game after the restart: %d", code)
	}
	if after.Seq < seen || len(after.Log) < len(before.Log) || !slices.Equal(movesOf(after)[:len(before.Log)], movesOf(before)) {
		t.Fatalf("after the restart the game is at %d (the page saw %d), its log of %d entries (%d before)", after.Seq, seen, len(after.Log), len(before.Log))
	}
	// The page reconnects by itself and plays on.
	p.waitFor("the page to reconnect", fmt.Sprintf(`window.cthulhuSocket && window.cthulhuSocket() && window.cthulhuSocket().readyState === 1 && window.cthulhu.state().seq >= %d`, seen))
	moves := playUntil(t, []*page{p}, r, 30*time.Second, func(moves int) bool { return moves >= 6 }, nil)
	var last State
	callURL(t, "GET", base+"/api/games/"+id, token, nil, &last)
	if last.Seq <= after.Seq && last.Status != store.StatusOver {
		t.Fatalf("%d moves clicked after the restart, the game still at %d", moves, last.Seq)
	}
}
