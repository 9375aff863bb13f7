package tui

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/engine"
	"cthulhu/session"
)

// boardPositions plays a few games between computers and keeps positions
// along the way, each a session resumed from the game's replay at that
// point, with a person at player 1's side.
func boardPositions(t *testing.T) []*session.Session {
	t.Helper()
	var out []*session.Session
	dir := t.TempDir()
	for seed := uint64(1); seed <= 3; seed++ {
		s, err := session.New(session.Setup{Format: carddb.FormatLCG, Seed: seed, Seats: [2]string{session.Human, "random"},
			Decks: newSetup(t, [2]string{session.Human, "random"}, seed).Decks})
		if err != nil {
			t.Fatal(err)
		}
		g := s.Game()
		pl := [2]ai.Player{ai.NewRandom(seed), ai.NewRandom(seed + 9)}
		for n := 0; !g.Over(); n++ {
			if n%40 == 39 {
				out = append(out, resumeAt(t, g, filepath.Join(dir, fmt.Sprintf("%d-%d.json", seed, n))))
			}
			p := g.Decider()
			if err := g.Apply(pl[p].Choose(g.Observe(p))); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// resumeAt saves the game as it is in a file, and resumes it.
func resumeAt(t *testing.T, g *engine.Game, path string) *session.Session {
	t.Helper()
	r, err := g.Replay()
	if err != nil {
		t.Fatal(err)
	}
	r.Seats = [2]string{session.Human, "random"}
	var b bytes.Buffer
	if err := r.Write(&b); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := session.Resume(path)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

var region = regexp.MustCompile(`\["c(\d+)"\]`)

// TestBoardShowsOnlyWhatThePlayerSees: every card the board names (each is
// a clickable region) is one the player may see, and the opponent's hand
// appears only as a count.
func TestBoardShowsOnlyWhatThePlayerSees(t *testing.T) {
	for i, s := range boardPositions(t) {
		for viewer := range 2 {
			top, mine := renderBoard(s.Game().View(viewer), s.Seats(), s.Decks(), paint{color: true}, 60)
			o := s.Game().Observe(viewer)
			for _, m := range region.FindAllStringSubmatch(top+mine, -1) {
				id, _ := strconv.Atoi(m[1])
				if !o.Seen(engine.CardID(id)) {
					t.Fatalf("position %d, player %d: the board names card %d, which he cannot see", i, viewer+1, id)
				}
			}
			if !strings.Contains(mine, "Your hand (") {
				t.Fatalf("position %d: the player's hand is not shown", i)
			}
			if strings.Contains(top, "Your hand") {
				t.Fatalf("position %d: the opponent's hand is shown", i)
			}
		}
	}
}

// TestBoardWithoutColour: without colour, the board has no colour tags
// (only the regions that make card names clickable) and says states in
// words.
func TestBoardWithoutColour(t *testing.T) {
	tag := regexp.MustCompile(`\[[a-z:-]*\]`)
	for i, s := range boardPositions(t) {
		top, mine := renderBoard(s.Game().View(0), s.Seats(), s.Decks(), paint{}, 40)
		txt := region.ReplaceAllString(top+mine, "")
		txt = strings.ReplaceAll(txt, `[""]`, "")
		if m := tag.FindString(txt); m != "" {
			t.Fatalf("position %d: a colour tag %q without colour:\n%s", i, m, txt)
		}
		if !strings.Contains(txt, "Stories") || !strings.Contains(txt, "domains") {
			t.Fatalf("position %d: the board lacks its parts:\n%s", i, txt)
		}
	}
}

// TestWrappedLines counts the rows a text takes, colour tags aside.
func TestWrappedLines(t *testing.T) {
	cases := []struct {
		text  string
		width int
		want  int
	}{
		{"abc", 10, 1},
		{"abc\ndef", 10, 2},
		{"[red]abcdefghij[-:-:-]k", 10, 2},
		{strings.Repeat("x", 25), 10, 3},
		{"", 10, 1},
		{"abc", 0, 1},
	}
	for _, c := range cases {
		if got := wrappedLines(c.text, c.width); got != c.want {
			t.Errorf("wrappedLines(%q, %d) = %d, want %d", c.text, c.width, got, c.want)
		}
	}
}

// TestStoriesInSightOnASmallScreen: at 80x24, in the middle of games, the
// board shows every story and both players' tokens on it without
// scrolling.
func TestStoriesInSightOnASmallScreen(t *testing.T) {
	for i, s := range boardPositions(t) {
		if s.Game().Decider() != 0 {
			continue // the person decides: nothing moves while the screen is read
		}
		var titles []string
		for _, st := range s.Game().View(0).Stories {
			titles = append(titles, st.Card.Title)
		}
		hs := start(t, s, 80, 24, false)
		txt := hs.waitFor(append(titles, "Stories")...)
		deadline := time.Now().Add(patience)
		for !tokensInSight(txt, titles) {
			if time.Now().After(deadline) {
				t.Fatalf("position %d: the stories' tokens are not all in sight:\n%s", i, txt)
			}
			time.Sleep(10 * time.Millisecond)
			txt = hs.text()
		}
		hs.app().Stop()
		hs.wait()
	}
}

// tokensInSight reports whether the board (the left 44 columns) shows each
// story with both players' five tokens on its line or the next.
func tokensInSight(screen string, titles []string) bool {
	var lines []string
	for _, l := range strings.Split(screen, "\n") {
		r := []rune(l)
		lines = append(lines, string(r[:min(len(r), 44)]))
	}
	for _, title := range titles {
		found := false
		for k, l := range lines {
			if !strings.Contains(l, title) {
				continue
			}
			both := l
			if k+1 < len(lines) {
				both += lines[k+1]
			}
			found = found || strings.Count(both, "●")+strings.Count(both, "○") >= 10
		}
		if !found {
			return false
		}
	}
	return true
}

// TestDomainChoicesFitTheMenu: a domain is offered in the menu as the board
// shows it ("Domain 1: 4 AgCtAgCt"), short enough for an 80-column screen;
// the engine's words are shown in full under the menu.
func TestDomainChoicesFitTheMenu(t *testing.T) {
	tested := 0
	for _, s := range boardPositions(t) {
		if s.Game().Decider() != 0 {
			continue
		}
		pr := s.Game().Prompt()
		if len(pr.Options) == 0 || pr.Options[0].Act != engine.ActDomain {
			continue
		}
		tested++
		hs := start(t, s, 80, 24, false)
		want := fmt.Sprintf("(1) Domain %d: ", pr.Options[0].Arg+1)
		txt := hs.waitFor(want, "▶ "+pr.Options[0].Label[:10])
		if !strings.Contains(txt, "(1) Domain") {
			t.Fatalf("no domain in the menu:\n%s", txt)
		}
		hs.app().Stop()
		hs.wait()
	}
	if tested == 0 {
		t.Skip("no domain decision among the positions")
	}
}
