package tui

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
	"cthulhu/session"
)

// The end-to-end tests below drive the game screen the way a person does,
// with keys and clicks on tcell's simulation screen, and read what the
// screen shows. The waits are bounds on how long the program may take to
// react, not measures of speed: on a slow machine they wait longer.

const patience = 2 * time.Minute

// harness runs a game screen on a simulation screen.
type harness struct {
	t      *testing.T
	screen tcell.SimulationScreen
	g      *game
	done   chan error
	// stopped: the program's loop has returned.
	stopped bool
	// u is the interface of a program started by Play, PlayNew or
	// ViewReplay, as it starts.
	u atomic.Pointer[ui]
}

// wait waits for the program to stop.
func (hs *harness) wait() {
	hs.t.Helper()
	select {
	case err := <-hs.done:
		hs.stopped = true
		if err != nil {
			hs.t.Fatal(err)
		}
	case <-time.After(patience):
		hs.t.Fatal("the program did not stop")
	}
}

func newSetup(t *testing.T, seats [2]string, seed uint64) session.Setup {
	t.Helper()
	ng := NewGame{Format: carddb.FormatLCG, Seed: seed, Deck: [2]string{"agency-cthulhu-1", "hastur-yog-sothoth-2"}}
	set := session.Setup{Format: ng.Format, Seed: seed, Seats: seats, Save: filepath.Join(t.TempDir(), "game.json")}
	for p, name := range ng.Deck {
		d, err := deck.LoadOrPreset(name, carddb.Default(), ng.Format)
		if err != nil {
			t.Fatal(err)
		}
		set.Decks[p] = d
	}
	return set
}

func start(t *testing.T, s *session.Session, w, h int, color bool) *harness {
	t.Helper()
	screen := tcell.NewSimulationScreen("UTF-8")
	u := newUI(Options{Color: color, Screen: screen})
	screen.SetSize(w, h)
	hs := &harness{t: t, screen: screen, g: newGame(u, s), done: make(chan error, 1)}
	hs.g.refresh()
	go func() { hs.done <- u.tv.Run() }()
	t.Cleanup(func() {
		if !hs.stopped {
			u.tv.Stop()
			hs.wait()
		}
	})
	return hs
}

// text is the screen as lines.
func (hs *harness) text() string {
	// The cells are the screen's own: they are read in the program's
	// event loop, where it draws them.
	var b strings.Builder
	hs.app().QueueUpdate(func() { hs.read(&b) })
	return b.String()
}

func (hs *harness) app() *tview.Application {
	if hs.g != nil {
		return hs.g.tv
	}
	deadline := time.Now().Add(patience)
	for {
		if u := hs.u.Load(); u != nil {
			return u.tv
		}
		if time.Now().After(deadline) {
			hs.t.Fatal("the program did not start")
		}
		time.Sleep(time.Millisecond)
	}
}

func (hs *harness) read(b *strings.Builder) {
	cells, w, h := hs.screen.GetContents()
	for y := range h {
		for x := range w {
			c := cells[y*w+x]
			if len(c.Runes) > 0 && c.Runes[0] != 0 {
				b.WriteString(string(c.Runes))
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteByte('\n')
	}
}

func (hs *harness) started(u *ui) { hs.u.Store(u) }

// waitFor waits until the screen shows all the strings.
func (hs *harness) waitFor(what ...string) string {
	hs.t.Helper()
	deadline := time.Now().Add(patience)
	for {
		txt := hs.text()
		missing := ""
		for _, w := range what {
			if !strings.Contains(txt, w) {
				missing = w
				break
			}
		}
		if missing == "" {
			return txt
		}
		if time.Now().After(deadline) {
			hs.t.Fatalf("the screen never showed %q; it shows:\n%s", missing, txt)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// inLoop runs f in the interface's event loop, where the game may be
// read safely.
func (hs *harness) inLoop(f func()) { hs.app().QueueUpdate(f) }

func (hs *harness) key(k tcell.Key, r rune) { hs.screen.InjectKey(k, r, tcell.ModNone) }

// humanTurn waits until a person must decide and the menu offers it, and
// returns the options.
func (hs *harness) humanTurn() []engine.Choice {
	hs.t.Helper()
	deadline := time.Now().Add(patience)
	for {
		var opts []engine.Choice
		over := false
		hs.inLoop(func() {
			over = hs.g.s.Game().Over()
			if hs.g.s.HumanDecides() && !hs.g.covered && !hs.g.popupOpen() && len(hs.g.choices) > 0 {
				opts = append(opts, hs.g.choices...)
			}
		})
		if opts != nil || over {
			return opts
		}
		if time.Now().After(deadline) {
			hs.t.Fatalf("no decision came; the screen shows:\n%s", hs.text())
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// pick chooses the i-th option with the keys a person would use: Home,
// then Down i times, then Enter; it waits until the game has taken it.
func (hs *harness) pick(i int) {
	hs.t.Helper()
	var before int
	hs.inLoop(func() { before = len(hs.g.s.Game().Choices()) })
	hs.key(tcell.KeyHome, 0)
	for range i {
		hs.key(tcell.KeyDown, 0)
	}
	hs.key(tcell.KeyEnter, 0)
	deadline := time.Now().Add(patience)
	for {
		var n int
		var confirm bool
		hs.inLoop(func() { n, confirm = len(hs.g.s.Game().Choices()), hs.g.pages.HasPage("confirm") })
		if n > before {
			return
		}
		if confirm { // one of his own cards, destroyed or sacrificed: yes
			hs.key(tcell.KeyEnter, 0)
			time.Sleep(5 * time.Millisecond)
		}
		if time.Now().After(deadline) {
			hs.t.Fatalf("the choice was not taken; the screen shows:\n%s", hs.text())
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// find is the index of the first option whose act is one of acts, or -1.
func find(opts []engine.Choice, acts ...engine.Act) int {
	for i, o := range opts {
		for _, a := range acts {
			if o.Act == a {
				return i
			}
		}
	}
	return -1
}

// TestPlayCardsCommitAndFinish plays a whole game against the computer
// from the keyboard: the hand kept, resources attached, characters played,
// characters committed to stories, until the game ends; the screen shows
// the board and the end.
func TestPlayCardsCommitAndFinish(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, "random"}, 11))
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 80, 24, false)
	hs.waitFor("Your choice", "Keep this hand", "Your hand (8)", "Stories")
	played, committed := 0, 0
	for n := 0; ; n++ {
		opts := hs.humanTurn()
		if opts == nil {
			break
		}
		i := 0
		if k := find(opts, engine.ActPlay); k >= 0 && played < 30 {
			i = k
			played++
		} else if k := find(opts, engine.ActCommit); k >= 0 {
			i = k
			committed++
		} else if k := find(opts, engine.ActKeep, engine.ActPick, engine.ActResource, engine.ActDomain); k >= 0 {
			i = k
		}
		hs.pick(i)
		if n > 3000 {
			t.Fatal("the game did not end")
		}
	}
	if played == 0 || committed == 0 {
		t.Fatalf("played %d cards and committed %d characters: the test did not exercise the game", played, committed)
	}
	txt := hs.waitFor("wins on turn", "See the board", "The replay is in")
	if !strings.Contains(txt, "Game over") && !strings.Contains(txt, "won") {
		t.Fatalf("the end is not shown:\n%s", txt)
	}
	// The replay file holds the whole game.
	fh, err := os.Open(s.SavePath())
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	r, err := engine.ReadReplay(fh)
	if err != nil {
		t.Fatal(err)
	}
	g, err := r.Play(carddb.Default(), cards.Library(), -1)
	if err != nil || !g.Over() || r.Seats != [2]string{session.Human, "random"} {
		t.Fatalf("the saved replay does not reproduce the game: %v", err)
	}
	hs.key(tcell.KeyTab, 0) // "Quit"
	hs.key(tcell.KeyEnter, 0)
	hs.wait()
}

// TestHotSeatHidesHands: between two people at one keyboard, the screen
// covers the board when the other must decide, and shows his hand, not
// the first one's, after he takes the keyboard.
func TestHotSeatHidesHands(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, session.Human}, 3))
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 80, 24, false)
	var hands [2][]string
	hs.inLoop(func() {
		v := s.Game().View(-1)
		for p := range 2 {
			for _, c := range v.Players[p].Hand {
				hands[p] = append(hands[p], c.Title)
			}
		}
	})
	// The first screen hides the hands too, until the player deciding
	// takes the keyboard.
	txt := hs.waitFor("take the keyboard")
	for p := range 2 {
		for _, title := range hands[p] {
			if strings.Contains(txt, title) {
				t.Fatalf("the first screen shows %s from player %d's hand:\n%s", title, p+1, txt)
			}
		}
	}
	hs.key(tcell.KeyEnter, 0)
	hs.waitFor("Keep this hand", "Your hand (8)")
	first := -1
	hs.inLoop(func() { first = s.Game().Decider() })
	hs.pick(0) // keep
	txt = hs.waitFor("take the keyboard")
	for p := range 2 {
		for _, title := range hands[p] {
			if strings.Contains(txt, title) {
				t.Fatalf("the cover shows %s from player %d's hand:\n%s", title, p+1, txt)
			}
		}
	}
	hs.key(tcell.KeyEnter, 0)
	txt = hs.waitFor("Your hand (8)", "Keep this hand")
	var second int
	hs.inLoop(func() { second = hs.g.shownFor })
	if second == first {
		t.Fatalf("the screen still shows player %d's view", first+1)
	}
	for _, title := range hands[second] {
		if !strings.Contains(txt, title) {
			t.Errorf("player %d's hand is not shown: %s missing", second+1, title)
		}
	}
}

// TestSaveAndResume: quitting keeps the game in its file; resuming it
// shows the same game, and goes on from there.
func TestSaveAndResume(t *testing.T) {
	set := newSetup(t, [2]string{session.Human, "heuristic"}, 21)
	s, err := session.New(set)
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 100, 30, true)
	for range 12 {
		opts := hs.humanTurn()
		i := max(0, find(opts, engine.ActPlay, engine.ActKeep, engine.ActPick, engine.ActResource))
		hs.pick(i)
	}
	var choices []string
	var status string
	hs.inLoop(func() {
		choices = s.Game().Choices()
		status = hs.g.status.GetText(true)
	})
	hs.key(tcell.KeyRune, 'q')
	hs.waitFor("Quit the game?", "--resume")
	hs.key(tcell.KeyEnter, 0)
	hs.wait()
	if hs.g.exit == "" || !strings.Contains(hs.g.exit, set.Save) {
		t.Fatalf("the farewell does not say where the game is: %q", hs.g.exit)
	}
	r, err := session.Resume(set.Save)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Game().Choices(); strings.Join(got, " ") != strings.Join(choices, " ") {
		t.Fatalf("resumed with %d choices, saved %d", len(got), len(choices))
	}
	if r.Seat(1) != "heuristic" || r.Seat(0) != session.Human {
		t.Fatalf("resumed seats %q and %q", r.Seat(0), r.Seat(1))
	}
	hs2 := start(t, r, 100, 30, true)
	hs2.waitFor(strings.TrimSpace(status))
	opts := hs2.humanTurn()
	hs2.pick(len(opts) - 1)
	saved, err := session.Resume(set.Save)
	if err != nil {
		t.Fatal(err)
	}
	if len(saved.Game().Choices()) <= len(choices) {
		t.Fatal("the resumed game is not saved as it goes on")
	}
}

// TestCorruptSaveIsRefused: a save file that is not a game, or whose
// moves the rules refuse, is an error that says so, and the file is left
// as it was.
func TestCorruptSaveIsRefused(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, "random"}, 5))
	if err != nil {
		t.Fatal(err)
	}
	good, err := os.ReadFile(s.SavePath())
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cases := map[string]string{
		"not json":      "this is not a saved game",
		"truncated":     string(good[:len(good)/2]),
		"illegal move":  strings.Replace(string(good), `"choices": []`, `"choices": ["commit:1:2"]`, 1),
		"unknown field": strings.Replace(string(good), `"version"`, `"colour": 1, "version"`, 1),
	}
	for name, content := range cases {
		path := filepath.Join(dir, strings.ReplaceAll(name, " ", "-")+".json")
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := session.Resume(path); err == nil {
			t.Errorf("%s: resumed", name)
		} else if strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: the error is not one line: %q", name, err)
		}
		if after, _ := os.ReadFile(path); string(after) != content {
			t.Errorf("%s: the file was changed", name)
		}
	}
	if _, err := session.Resume(filepath.Join(dir, "missing.json")); err == nil {
		t.Error("a missing file resumed")
	}
}

// TestScreenSurvivesResizeAndStrayKeys: resizing, keys that mean nothing,
// clicks anywhere: the screen redraws and the game is unchanged.
func TestScreenSurvivesResizeAndStrayKeys(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, "random"}, 8))
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 80, 24, false)
	hs.waitFor("Keep this hand")
	for _, k := range []tcell.Key{tcell.KeyF5, tcell.KeyCtrlX, tcell.KeyEscape, tcell.KeyInsert, tcell.KeyDelete} {
		hs.key(k, 0)
	}
	for _, r := range "zZ!@#%^&*()_+=x[]{}<>" {
		hs.key(tcell.KeyRune, r)
	}
	for _, size := range [][2]int{{40, 10}, {200, 60}, {80, 24}, {1, 1}, {120, 40}} {
		hs.screen.SetSize(size[0], size[1])
		hs.g.tv.QueueEvent(tcell.NewEventResize(size[0], size[1]))
		hs.screen.InjectMouse(size[0]/2, size[1]/2, tcell.Button1, tcell.ModNone)
		hs.screen.InjectMouse(size[0]/2, size[1]/2, tcell.ButtonNone, tcell.ModNone)
	}
	hs.waitFor("Keep this hand", "Stories")
	var n int
	hs.inLoop(func() { n = len(s.Game().Choices()) })
	if n > 1 {
		// A click in the middle of a 120-column screen lands on the board:
		// no choice is made but by the menu.
		t.Fatalf("stray input made %d choices", n)
	}
}

// TestCardDetails: d shows the highlighted option's card, with its facts
// and the project's description of what it does; c lists the cards the
// player may see.
func TestCardDetails(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, "random"}, 2))
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 100, 30, true)
	hs.pick(0) // keep
	hs.waitFor("Resource: ")
	var title string
	var desc string
	hs.inLoop(func() {
		c := s.Game().Card(hs.g.choices[0].Card)
		title = c.Def.Title
		if im := cards.Library().Lookup(c.Def); im != nil {
			desc = im.Description()
		}
	})
	hs.key(tcell.KeyRune, 'd')
	// Whose the card is and where.
	txt := hs.waitFor(" Card ", title, "In your hand")
	if desc != "" && !strings.Contains(strings.Join(strings.Fields(txt), " "), strings.Fields(desc)[0]) {
		t.Errorf("the details of %s do not describe it:\n%s", title, txt)
	}
	hs.key(tcell.KeyEscape, 0)
	hs.key(tcell.KeyRune, 'c')
	hs.waitFor("Cards you can see", title+" — ")
	hs.key(tcell.KeyEscape, 0)
	hs.waitFor("Your choice")
}

// TestReplayViewer steps through a finished game's replay, forwards and
// backwards, with the board of each moment.
func TestReplayViewer(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{"heuristic", "random"}, 4))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.RunComputers(); err != nil || !s.Game().Over() {
		t.Fatalf("the computers did not finish the game: %v", err)
	}
	r, err := s.Game().Replay()
	if err != nil {
		t.Fatal(err)
	}
	r.Seats = [2]string{"heuristic", "random"}
	screen := tcell.NewSimulationScreen("UTF-8")
	done := make(chan error, 1)
	hs := &harness{t: t, screen: screen, done: done}
	go func() { done <- ViewReplay(r, Options{Screen: screen, started: hs.started}) }()
	hs.waitFor("move 0 of", "Start of the game")
	hs.key(tcell.KeyRight, 0)
	hs.key(tcell.KeyRight, 0)
	hs.key(tcell.KeyRight, 0)
	hs.waitFor("move 3 of")
	hs.key(tcell.KeyLeft, 0)
	hs.waitFor("move 2 of")
	hs.key(tcell.KeyEnd, 0)
	hs.waitFor(fmt.Sprintf("move %d of %d", len(r.Choices), len(r.Choices)), "won")
	hs.key(tcell.KeyRune, 'v')
	hs.waitFor("Player 1's view")
	hs.key(tcell.KeyHome, 0)
	hs.waitFor("move 0 of")
	hs.key(tcell.KeyRune, 'q')
	hs.wait()
}

// TestSetupScreen starts a game from the setup screen with its defaults,
// then quits; the program says where the game is saved.
func TestSetupScreen(t *testing.T) {
	dir := t.TempDir()
	screen := tcell.NewSimulationScreen("UTF-8")
	type result struct {
		msg string
		err error
	}
	res := make(chan result, 1)
	hs := &harness{t: t, screen: screen}
	go func() {
		msg, err := PlayNew(NewGame{Format: carddb.FormatLCG, Seed: 9, Opponent: "random", Save: filepath.Join(dir, "g.json")},
			Options{Screen: screen, started: hs.started})
		res <- result{msg, err}
	}()
	hs.waitFor("new game", "Your deck", "Opponent", "Start")
	for range 7 {
		hs.key(tcell.KeyTab, 0)
	}
	hs.key(tcell.KeyEnter, 0)
	hs.waitFor("Keep this hand", "Your hand (8)")
	hs.key(tcell.KeyRune, 'q')
	hs.waitFor("Quit the game?")
	hs.key(tcell.KeyEnter, 0)
	select {
	case r := <-res:
		if r.err != nil || !strings.Contains(r.msg, "--resume "+filepath.Join(dir, "g.json")) {
			t.Fatalf("%q, %v", r.msg, r.err)
		}
	case <-time.After(patience):
		t.Fatal("the program did not stop")
	}
	if _, err := session.Resume(filepath.Join(dir, "g.json")); err != nil {
		t.Fatal(err)
	}
}

// TestMouse: a click on a menu item chooses it; a click on a card's name
// on the board opens its details.
func TestMouse(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, "random"}, 6))
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 100, 30, true)
	txt := hs.waitFor("(2) Take a mulligan")
	x, y := locate(txt, "(1) Keep this hand")
	hs.screen.InjectMouse(x+2, y, tcell.Button1, tcell.ModNone)
	hs.screen.InjectMouse(x+2, y, tcell.ButtonNone, tcell.ModNone)
	txt = hs.waitFor("Resource: ")
	var mulliganed bool
	hs.inLoop(func() { mulliganed = s.Game().View(0).Players[0].Mulliganed })
	if mulliganed {
		t.Fatal("the click on Keep took a mulligan")
	}
	// A story's title on the board.
	var title string
	hs.inLoop(func() { title = s.Game().View(0).Stories[0].Card.Title })
	x, y = locate(txt, title)
	if y < 0 {
		t.Fatalf("%s is not on the screen:\n%s", title, txt)
	}
	hs.screen.InjectMouse(x+1, y, tcell.Button1, tcell.ModNone)
	hs.screen.InjectMouse(x+1, y, tcell.ButtonNone, tcell.ModNone)
	hs.waitFor(" Card ", "struggles")
}

// locate finds text on the screen: its column and row, or -1, -1.
func locate(screen, text string) (int, int) {
	for y, line := range strings.Split(screen, "\n") {
		if i := strings.Index(line, text); i >= 0 {
			return len([]rune(line[:i])), y
		}
	}
	return -1, -1
}

// TestNewGameSavesInTheDataDirectory: a game started without a file named
// is saved in the user's data directory, not the working directory.
func TestNewGameSavesInTheDataDirectory(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	wd, _ := os.Getwd()
	before, _ := os.ReadDir(wd)
	s, err := NewGame{Format: carddb.FormatLCG, Seed: 5, Opponent: "random"}.Start()
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(data, "cthulhu", "cthulhu-5.json"); s.SavePath() != want {
		t.Fatalf("saved in %q, want %q", s.SavePath(), want)
	}
	if _, err := os.Stat(s.SavePath()); err != nil {
		t.Fatal(err)
	}
	if after, _ := os.ReadDir(wd); len(after) != len(before) {
		t.Fatal("a file was written in the working directory")
	}
}

// TestNumberHighlightsEnterChooses: a number key highlights its option
// and chooses nothing; Enter chooses it. A key pressed while one decision
// was on the screen answers nothing of the next.
func TestNumberHighlightsEnterChooses(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, session.Human}, 6))
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 100, 30, false)
	hs.waitFor("take the keyboard")
	hs.key(tcell.KeyEnter, 0)
	hs.waitFor("(1) Keep this hand", "(2) Take a mulligan")
	hs.key(tcell.KeyRune, '2')
	hs.waitFor("▶ Take a mulligan")
	var n int
	hs.inLoop(func() { n = len(s.Game().Choices()) })
	if n != 0 {
		t.Fatal("a number key chose an option")
	}
	// An Enter pressed now, delivered only after the next decision is on
	// the screen (a slow machine, a key pressed twice), answers nothing.
	stale := tcell.NewEventKey(tcell.KeyEnter, 0, tcell.ModNone)
	time.Sleep(2 * time.Millisecond)
	hs.key(tcell.KeyEnter, 0)
	hs.waitFor("take the keyboard")
	hs.inLoop(func() {
		if got := s.Game().Choices(); len(got) != 1 || got[0] != "mulligan" {
			t.Errorf("the choices are %q, want the mulligan", got)
		}
	})
	hs.g.tv.QueueEvent(stale)
	hs.key(tcell.KeyRune, 'x')
	hs.inLoop(func() {})
	if txt := hs.text(); !strings.Contains(txt, "take the keyboard") {
		t.Fatalf("an Enter pressed before the cover was shown lifted it:\n%s", txt)
	}
	hs.key(tcell.KeyEnter, 0)
	hs.waitFor("(1) Keep this hand")
	stale = tcell.NewEventKey(tcell.KeyEnter, 0, tcell.ModNone)
	time.Sleep(2 * time.Millisecond)
	hs.g.tv.QueueUpdateDraw(func() { hs.g.refresh() }) // the same decision, drawn again
	hs.g.tv.QueueEvent(stale)
	hs.key(tcell.KeyRune, '2')
	hs.waitFor("▶ Take a mulligan")
	hs.inLoop(func() {
		if got := len(s.Game().Choices()); got != 1 {
			t.Errorf("an Enter pressed before the menu was shown answered it (%d choices)", got)
		}
	})
}

// TestUndoKey: u takes back the person's last choice while the opponent
// has not decided since; the screen shows the decision again. Once the
// opponent has decided, u says why nothing was taken back.
func TestUndoKey(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, "random"}, 12))
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 100, 30, false)
	hs.humanTurn()
	hs.pick(0) // keep
	for {
		opts := hs.humanTurn()
		if opts[0].Act == engine.ActPick {
			break
		}
		hs.pick(0)
	}
	var before []string
	var label string
	hs.inLoop(func() { before, label = s.Game().Choices(), hs.g.choices[0].Label })
	hs.pick(0) // a set-up resource: the next one is his to choose too
	hs.humanTurn()
	var decider int
	hs.inLoop(func() { decider = s.Game().Decider() })
	if decider != 0 {
		t.Skip("the set-up resource was not followed by another decision of the person")
	}
	hs.key(tcell.KeyRune, 'u')
	hs.waitFor("taken back", label)
	hs.inLoop(func() {
		if got := s.Game().Choices(); !slices.Equal(got, before) {
			t.Errorf("after u the game holds %q, want %q", got, before)
		}
	})
	// Play on until the computer has decided after the person.
	for {
		var n int
		hs.inLoop(func() { n = len(s.Game().Choices()) })
		hs.humanTurn()
		var last int
		hs.inLoop(func() {
			r, _ := s.Game().Replay()
			g, _ := r.Play(carddb.Default(), cards.Library(), len(r.Choices)-1)
			last = g.Decider()
		})
		if last == 1 && n > len(before)+1 {
			break
		}
		hs.pick(0)
	}
	hs.key(tcell.KeyRune, 'u')
	txt := strings.Join(strings.Fields(hs.waitFor("Nothing was taken back")), " ")
	if !strings.Contains(txt, "choice was Player 2's") {
		t.Fatalf("the refusal does not say why:\n%s", hs.text())
	}
}

// TestHotSeatResumeIsCovered: a game between two people, resumed, shows
// no hand until the player deciding presses Enter.
func TestHotSeatResumeIsCovered(t *testing.T) {
	set := newSetup(t, [2]string{session.Human, session.Human}, 14)
	s, err := session.New(set)
	if err != nil {
		t.Fatal(err)
	}
	for range 3 {
		p := s.Game().Decider()
		if err := s.Apply(p, s.Prompt(p).Options[0].ID); err != nil {
			t.Fatal(err)
		}
	}
	r, err := session.Resume(set.Save)
	if err != nil {
		t.Fatal(err)
	}
	p := r.Game().Decider()
	var hand []string
	for _, c := range r.Game().View(p).Players[p].Hand {
		hand = append(hand, c.Title)
	}
	hs := start(t, r, 100, 30, false)
	txt := hs.waitFor("take the keyboard", r.Game().PlayerName(p))
	for _, title := range hand {
		if strings.Contains(txt, title) {
			t.Fatalf("the resumed game shows %s from the hand before Enter:\n%s", title, txt)
		}
	}
	hs.key(tcell.KeyEnter, 0)
	hs.waitFor("Your choice", hand[0])
}

// TestLogScrollsBack: a person reading the log back stays where he reads
// while the game goes on; the log holds the whole game from its set-up.
func TestLogScrollsBack(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, "random"}, 15))
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 100, 30, false)
	for range 8 {
		hs.humanTurn()
		hs.pick(0)
	}
	opts := hs.humanTurn()
	var before int
	hs.inLoop(func() {
		before = len(s.Game().Choices())
		hs.g.tv.SetFocus(hs.g.log)
		hs.g.log.ScrollTo(0, 0)
	})
	// The person's choice by mouse (the log keeps the keyboard), then the
	// computer's answers.
	hs.inLoop(func() { hs.g.choose(len(opts) - 1) })
	draw := func() {
		done := make(chan bool)
		hs.g.tv.QueueUpdateDraw(func() {})
		hs.g.tv.QueueUpdate(func() { close(done) })
		<-done
	}
	deadline := time.Now().Add(patience)
	for {
		var n, row int
		var focus, human bool
		draw()
		hs.inLoop(func() {
			n = len(s.Game().Choices())
			row, _ = hs.g.log.GetScrollOffset()
			focus = hs.g.log.HasFocus()
			human = s.HumanDecides() || s.Game().Over()
		})
		if row != 0 && focus {
			t.Fatalf("the log jumped to line %d while it was read", row)
		}
		if n > before && human {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the computer did not move")
		}
		time.Sleep(5 * time.Millisecond)
	}
	hs.inLoop(func() {
		txt := hs.g.log.GetText(true)
		if !strings.Contains(txt, "— Set-up —") || !strings.Contains(txt, "takes the first turn") {
			t.Errorf("the log does not hold the set-up:\n%s", txt)
		}
	})
}

// TestUnplayableCardsSayWhy: in his operations phase the cards of the
// person's hand that cannot be played are listed greyed under the
// options, each with the rule that forbids it; choosing one says why and
// takes nothing.
func TestUnplayableCardsSayWhy(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, "random"}, 11))
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 120, 40, false)
	for n := 0; ; n++ {
		opts := hs.humanTurn()
		if opts == nil {
			t.Fatal("the game ended with no card refused")
		}
		var refused []refusal
		hs.inLoop(func() { refused = append(refused, hs.g.refused...) })
		if len(refused) > 0 {
			for _, r := range refused {
				if !strings.Contains(r.why, "(Rulebook") && !strings.Contains(r.why, "(FAQ") {
					t.Errorf("%s is refused without its rule: %q", r.card.Title, r.why)
				}
			}
			var before int
			hs.inLoop(func() { before = len(s.Game().Choices()) })
			hs.key(tcell.KeyEnd, 0)
			hs.waitFor("✗ " + refused[len(refused)-1].card.Title + ": cannot be played now")
			hs.key(tcell.KeyEnter, 0)
			hs.waitFor("OK", refused[len(refused)-1].card.Title+" cannot be")
			var shown bool
			hs.inLoop(func() { shown = hs.g.pages.HasPage("error") })
			if !shown {
				t.Errorf("the refusal is not explained:\n%s", hs.text())
			}
			hs.key(tcell.KeyEnter, 0)
			hs.waitFor("Your choice")
			hs.inLoop(func() {
				if n := len(s.Game().Choices()); n != before {
					t.Errorf("a greyed entry made a choice")
				}
			})
			return
		}
		i := max(0, find(opts, engine.ActKeep, engine.ActPick, engine.ActResource))
		hs.pick(i)
		if n > 500 {
			t.Fatal("no card was refused")
		}
	}
}

// TestOwnCardAsksConfirmation: choosing one of his own cards for an
// effect that destroys it asks the person first; "No" takes nothing, and
// the decision stays; "Yes" takes it.
func TestOwnCardAsksConfirmation(t *testing.T) {
	set := newSetup(t, [2]string{session.Human, session.Human}, 1)
	s, err := session.New(set)
	if err != nil {
		t.Fatal(err)
	}
	// A game played to where a player chooses the target of his own Deep
	// One Assault, among them one of his own cards.
	r := rand.New(rand.NewPCG(1, 7))
	target, title := -1, ""
	for n := 0; n < 3000 && !s.Game().Over() && target < 0; n++ {
		p := s.Game().Decider()
		pr := s.Prompt(p)
		if pr.Kind == engine.PromptTarget {
			for i, o := range pr.Options {
				if c := s.Game().Card(o.Card); c.Controller == p && c.Zone == engine.ZonePlay && strings.Contains(pr.Text, "Deep One Assault") {
					target, title = i, c.Def.Title
				}
			}
			if target >= 0 {
				break
			}
		}
		if err := s.Apply(p, pr.Options[r.IntN(len(pr.Options))].ID); err != nil {
			t.Fatal(err)
		}
	}
	if target < 0 {
		t.Fatal("no player chose a target among his own cards")
	}
	hs := start(t, s, 120, 40, false)
	hs.waitFor("take the keyboard")
	hs.key(tcell.KeyEnter, 0)
	hs.humanTurn()
	var before int
	hs.inLoop(func() { before = len(s.Game().Choices()) })
	hs.key(tcell.KeyHome, 0)
	for range target {
		hs.key(tcell.KeyDown, 0)
	}
	hs.key(tcell.KeyEnter, 0)
	hs.waitFor(title+" is your", "Choose it?", "No, choose again")
	hs.key(tcell.KeyTab, 0)
	hs.key(tcell.KeyEnter, 0)
	hs.waitFor("Your choice")
	time.Sleep(20 * time.Millisecond)
	hs.inLoop(func() {
		if n := len(s.Game().Choices()); n != before {
			t.Fatal("No took the choice")
		}
	})
	hs.key(tcell.KeyEnter, 0)
	hs.waitFor("Choose it?")
	hs.key(tcell.KeyEnter, 0) // Yes
	deadline := time.Now().Add(patience)
	for {
		var n int
		hs.inLoop(func() { n = len(s.Game().Choices()) })
		if n == before+1 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("Yes did not take the choice:\n%s", hs.text())
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// TestAutoPassKey: the a key turns the person's auto-pass on and off,
// and says so.
func TestAutoPassKey(t *testing.T) {
	s, err := session.New(newSetup(t, [2]string{session.Human, "random"}, 6))
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 100, 30, false)
	hs.waitFor("Your choice", "Keep this hand")
	hs.key(tcell.KeyRune, 'a')
	hs.waitFor("Auto-pass is on")
	if !s.AutoPass(0) {
		t.Fatal("the a key did not turn auto-pass on")
	}
	hs.key(tcell.KeyRune, 'a')
	hs.waitFor("Auto-pass is off")
	if s.AutoPass(0) {
		t.Fatal("the a key did not turn auto-pass off")
	}
	hs.key(tcell.KeyCtrlC, 0)
	hs.wait()
}
