package session

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/deck"
	"cthulhu/engine"
)

// newSetup is a game of two built-in decks saved in a fresh directory.
func newSetup(t *testing.T, seats [2]string, seed uint64) Setup {
	t.Helper()
	set := Setup{Format: carddb.FormatLCG, Seed: seed, Seats: seats, Save: filepath.Join(t.TempDir(), "game.json")}
	for p, name := range []string{"agency-cthulhu-1", "hastur-yog-sothoth-2"} {
		d, err := deck.LoadOrPreset(name, carddb.Default(), set.Format)
		if err != nil {
			t.Fatal(err)
		}
		set.Decks[p] = d
	}
	return set
}

// saved reads the session's file.
func saved(t *testing.T, s *Session) *engine.Replay {
	t.Helper()
	b, err := os.ReadFile(s.SavePath())
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.ReadReplay(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// pick is a person's choice: a card played or a character committed
// when he can, any option otherwise.
func pick(pr *engine.Prompt, r *rand.Rand) string {
	for _, act := range []engine.Act{engine.ActPlay, engine.ActCommit} {
		for _, c := range pr.Options {
			if c.Act == act && r.IntN(3) > 0 {
				return c.ID
			}
		}
	}
	return pr.Options[r.IntN(len(pr.Options))].ID
}

// TestHumanAgainstComputer plays a whole game through the session: the
// person's choices by ID, the computer's moves between them; after every
// move the file holds the game as it is.
func TestHumanAgainstComputer(t *testing.T) {
	s, err := New(newSetup(t, [2]string{Human, "heuristic"}, 3))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 3))
	moves, computer := 0, 0
	for {
		n, err := s.RunComputers()
		if err != nil {
			t.Fatal(err)
		}
		computer += n
		if got, want := saved(t, s).Choices, s.Game().Choices(); !slices.Equal(got, want) {
			t.Fatalf("after the computer's moves the file holds %d choices, the game %d", len(got), len(want))
		}
		if s.Game().Over() {
			break
		}
		if !s.HumanDecides() || s.Prompt(1) != nil {
			t.Fatal("the computer stopped while it decides")
		}
		pr := s.Prompt(0)
		if pr == nil || pr.Player != 0 || s.View(0).Prompt == nil || s.View(1).Prompt != nil {
			t.Fatal("the person's decision is not his alone to see")
		}
		if err := s.Apply(0, pick(pr, r)); err != nil {
			t.Fatal(err)
		}
		moves++
		if got, want := saved(t, s).Choices, s.Game().Choices(); !slices.Equal(got, want) {
			t.Fatalf("after move %d the file holds %d choices, the game %d", moves, len(got), len(want))
		}
		if moves > 5000 {
			t.Fatal("the game did not end")
		}
	}
	if moves < 20 || computer < 20 {
		t.Fatalf("%d moves by the person, %d by the computer: the test did not exercise the game", moves, computer)
	}
	r2 := saved(t, s)
	if r2.Result == nil || r2.Seats != [2]string{Human, "heuristic"} {
		t.Fatalf("the finished game's file: result %v, seats %q", r2.Result, r2.Seats)
	}
	if err := s.Apply(0, "pass"); err == nil || !strings.Contains(err.Error(), "over") {
		t.Fatalf("a choice after the end: %v", err)
	}
	if files, _ := os.ReadDir(filepath.Dir(s.SavePath())); len(files) != 1 {
		t.Fatalf("the save directory holds %d files: a temporary file was left", len(files))
	}
}

// TestEveryMoveIsSaved: each move, the person's or the computer's, is in
// the file when the call that made it returns.
func TestEveryMoveIsSaved(t *testing.T) {
	s, err := New(newSetup(t, [2]string{"random", Human}, 4))
	if err != nil {
		t.Fatal(err)
	}
	if len(saved(t, s).Choices) != 0 {
		t.Fatal("a new game's file holds choices")
	}
	for n := 1; n <= 60; n++ {
		if seat, think, ok := s.Snapshot(); ok {
			if err := s.ApplyComputer(seat, think()); err != nil {
				t.Fatal(err)
			}
		} else if err := s.Apply(1, s.Prompt(1).Options[0].ID); err != nil {
			t.Fatal(err)
		}
		if got := len(saved(t, s).Choices); got != n {
			t.Fatalf("after move %d the file holds %d choices", n, got)
		}
	}
}

// TestResumeMidGame: a game resumed from its file is the game that was
// saved, seats included, and goes on saving.
func TestResumeMidGame(t *testing.T) {
	set := newSetup(t, [2]string{Human, "random"}, 5)
	s, err := New(set)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 5))
	for range 40 {
		if _, err := s.RunComputers(); err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(0, pick(s.Prompt(0), r)); err != nil {
			t.Fatal(err)
		}
	}
	back, err := Resume(set.Save)
	if err != nil {
		t.Fatal(err)
	}
	if back.Game().Fingerprint() != s.Game().Fingerprint() || !slices.Equal(back.Game().Choices(), s.Game().Choices()) {
		t.Fatal("the resumed game is not the game saved")
	}
	if back.Seats() != s.Seats() || back.Decks() != s.Decks() || back.SavePath() != set.Save {
		t.Fatalf("resumed seats %q, decks %q, file %s", back.Seats(), back.Decks(), back.SavePath())
	}
	for _, seat := range []int{-1, 0, 1} {
		a, _ := json.Marshal(s.View(seat))
		b, _ := json.Marshal(back.View(seat))
		if !bytes.Equal(a, b) {
			t.Fatalf("seat %d's view differs after resuming", seat)
		}
		ea, _, _ := s.EventsSince(0, seat)
		eb, _, _ := back.EventsSince(0, seat)
		if !slices.Equal(ea, eb) {
			t.Fatalf("seat %d's log differs after resuming", seat)
		}
	}
	n := len(back.Game().Choices())
	if _, err := back.RunComputers(); err != nil {
		t.Fatal(err)
	}
	if err := back.Apply(0, back.Prompt(0).Options[0].ID); err != nil {
		t.Fatal(err)
	}
	if got := len(saved(t, back).Choices); got <= n {
		t.Fatal("the resumed game is not saved as it goes on")
	}
}

// TestRefusedChoices: a choice out of turn, for a computer's seat, not
// legal now or malformed is refused with one line; the game and its file
// are as they were.
func TestRefusedChoices(t *testing.T) {
	s, err := New(newSetup(t, [2]string{Human, Human}, 6))
	if err != nil {
		t.Fatal(err)
	}
	// A few moves in, so that an option of an earlier decision is stale.
	var stale string
	for range 12 {
		pr := s.Prompt(s.Game().Decider())
		stale = pr.Options[len(pr.Options)-1].ID
		if err := s.Apply(pr.Player, stale); err != nil {
			t.Fatal(err)
		}
	}
	d := s.Game().Decider()
	legal := s.Prompt(d).Options[0].ID
	if slices.ContainsFunc(s.Prompt(d).Options, func(c engine.Choice) bool { return c.ID == stale }) {
		stale = "commit:1:2"
	}
	cases := []struct {
		name string
		seat int
		id   string
		want string
	}{
		{"the other seat", 1 - d, legal, "decision, not"},
		{"no seat", 2, legal, "seat 2"},
		{"a judge", -1, legal, "seat -1"},
		{"a stale option", d, stale, stale},
		{"not an option", d, "fly:3", "fly"},
		{"an empty choice", d, "", `""`},
	}
	for _, c := range cases {
		before := s.Game().Fingerprint()
		choices := len(s.Game().Choices())
		file, _ := os.ReadFile(s.SavePath())
		err := s.Apply(c.seat, c.id)
		switch {
		case err == nil:
			t.Errorf("%s: taken", c.name)
		case strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), c.want):
			t.Errorf("%s: the error %q is not one line naming %q", c.name, err, c.want)
		}
		after, _ := os.ReadFile(s.SavePath())
		if s.Game().Fingerprint() != before || len(s.Game().Choices()) != choices || !bytes.Equal(file, after) {
			t.Errorf("%s: the game or its file changed", c.name)
		}
	}
	if err := s.Apply(d, legal); err != nil {
		t.Fatalf("the legal choice after the refused ones: %v", err)
	}

	// A person may not take the computer's moves, nor the computer his.
	c, err := New(newSetup(t, [2]string{"random", Human}, 7))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.RunComputers(); err != nil {
		t.Fatal(err)
	}
	pr := c.Prompt(1)
	if err := c.ApplyComputer(1, pr.Options[0].Option); err == nil || !strings.Contains(err.Error(), "person") {
		t.Errorf("the computer took the person's decision: %v", err)
	}
	if err := c.Apply(1, pr.Options[0].ID); err != nil {
		t.Fatal(err)
	}
	if seat, _, ok := c.Snapshot(); ok {
		if err := c.Apply(seat, c.Game().Prompt().Options[0].ID); err == nil || !strings.Contains(err.Error(), "computer") {
			t.Errorf("a person took the computer's decision: %v", err)
		}
	}
}

// TestFailedSaveUndoesTheMove: a move whose save fails is refused, and
// the game is as it was, so that the game and its file never disagree.
func TestFailedSaveUndoesTheMove(t *testing.T) {
	set := newSetup(t, [2]string{Human, Human}, 8)
	s, err := New(set)
	if err != nil {
		t.Fatal(err)
	}
	before := s.Game().Fingerprint()
	if err := os.RemoveAll(filepath.Dir(set.Save)); err != nil {
		t.Fatal(err)
	}
	err = s.Apply(s.Game().Decider(), s.Prompt(s.Game().Decider()).Options[0].ID)
	if err == nil || !strings.Contains(err.Error(), "saving the game") {
		t.Fatalf("a move that could not be saved: %v", err)
	}
	if s.Game().Fingerprint() != before || len(s.Game().Choices()) != 0 {
		t.Fatal("the move that could not be saved was kept")
	}
}

// TestNewRefusesBadSeats: a seat that is neither a person nor a computer
// player is refused before the game starts.
func TestNewRefusesBadSeats(t *testing.T) {
	set := newSetup(t, [2]string{Human, "grandmaster"}, 9)
	if _, err := New(set); err == nil || !strings.Contains(err.Error(), "grandmaster") {
		t.Fatalf("seat grandmaster: %v", err)
	}
	set.Seats = [2]string{"HUMAN", "random"}
	s, err := New(set)
	if err != nil || s.Seat(0) != Human {
		t.Fatalf("seat HUMAN: %v", err)
	}
}

// TestSavesGoToTheDataDirectory: a game with no file named is saved in
// the user's data directory (XDG), not the working directory; a bare name
// is found there again.
func TestSavesGoToTheDataDirectory(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	if d, err := DataDir(); err != nil || d != filepath.Join(data, "cthulhu") {
		t.Fatalf("DataDir() = %q, %v", d, err)
	}
	path, err := NewSavePath(12)
	if err != nil || path != filepath.Join(data, "cthulhu", "cthulhu-12.json") {
		t.Fatalf("NewSavePath = %q, %v", path, err)
	}
	if FindSave("cthulhu-12.json") != "cthulhu-12.json" {
		t.Error("a file that does not exist was found")
	}
	os.WriteFile(path, []byte("{}"), 0o644)
	if got := FindSave("cthulhu-12.json"); got != path {
		t.Errorf("FindSave found %q, want %q", got, path)
	}
	if got := FindSave("./cthulhu-12.json"); got != "./cthulhu-12.json" {
		t.Errorf("a path was looked for elsewhere: %q", got)
	}
	if again, _ := NewSavePath(12); again == path {
		t.Error("a new game would overwrite a saved one")
	}
	home := t.TempDir()
	t.Setenv("HOME", home)
	for _, x := range []string{"", "relative/dir"} {
		t.Setenv("XDG_DATA_HOME", x)
		if d, _ := DataDir(); d != filepath.Join(home, ".local", "share", "cthulhu") {
			t.Errorf("XDG_DATA_HOME=%q: DataDir() = %q", x, d)
		}
	}
}

// TestPaymentPromptShowsTheCost: the decision of the domain that pays for
// a card played says what it costs, not the X of a card without X.
func TestPaymentPromptShowsTheCost(t *testing.T) {
	set := newSetup(t, [2]string{Human, Human}, 7)
	set.Save = ""
	s, err := New(set)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(7, 7))
	checked := 0
	for n := 0; !s.Game().Over() && n < 3000; n++ {
		p := s.Game().Decider()
		pr := s.Prompt(p)
		if pr.Kind == engine.PromptDomain {
			if ch := s.Game().Choices(); len(ch) > 0 && strings.HasPrefix(ch[len(ch)-1], "play:") {
				var id int
				fmt.Sscanf(ch[len(ch)-1], "play:%d", &id)
				def := s.Game().Card(engine.CardID(id)).Def
				// (An event's cost is an ability's: "Shotgun Blast: choose a
				// domain to drain to pay 2.")
				if !def.CostX && def.Cost > 0 && def.Type != carddb.Event {
					want := fmt.Sprintf("pay %d for %s", def.Cost, def.Title)
					if !strings.Contains(pr.Text, want) {
						t.Fatalf("the payment for %s (cost %d) asks %q", def.Title, def.Cost, pr.Text)
					}
					checked++
				}
			}
		}
		if err := s.Apply(p, pick(pr, r)); err != nil {
			t.Fatal(err)
		}
	}
	if checked < 3 {
		t.Fatalf("%d payments checked: the test did not exercise them", checked)
	}
}

// TestLabelsSayWhoseAndWhere: an option that chooses a card says whose
// it is and where, for the player deciding: "Choose Y'Golonac, the
// opponent's character".
func TestLabelsSayWhoseAndWhere(t *testing.T) {
	seen := map[string]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		set := newSetup(t, [2]string{Human, Human}, seed)
		set.Save = ""
		s, err := New(set)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 1))
		for n := 0; !s.Game().Over() && n < 3000; n++ {
			p := s.Game().Decider()
			pr := s.Prompt(p)
			for _, o := range pr.Options {
				if o.Act != engine.ActTarget && (o.Act != engine.ActPick || pr.Kind == engine.PromptSetupResource) {
					continue
				}
				c := s.Game().Card(o.Card)
				whose := "your"
				if c.Controller != p {
					whose = "the opponent's"
				}
				var want string
				switch c.Zone {
				case engine.ZonePlay:
					want = ", " + whose + " " + c.Def.Type.String()
				case engine.ZoneResource:
					want = ", " + whose + " resource in domain "
				case engine.ZoneHand:
					want = ", in your hand"
				case engine.ZoneDiscard:
					want = " discard pile"
				default:
					continue
				}
				if !strings.Contains(o.Label, want) {
					t.Fatalf("%s for player %d: %q does not say %q", o.ID, p+1, o.Label, want)
				}
				seen[whose+" "+c.Zone.String()]++
			}
			if err := s.Apply(p, pick(pr, r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen["the opponent's play"] == 0 || seen["your play"] == 0 {
		t.Fatalf("labels checked: %v: the test did not exercise both players' cards", seen)
	}
}

// TestUndo: a person takes back his last choice while the opponent has
// not decided since; the game is the one replayed without it, and saved.
// A choice that showed him new cards, another player's choice, a
// computer's seat: refused, the game unchanged.
func TestUndo(t *testing.T) {
	s, err := New(newSetup(t, [2]string{Human, Human}, 3))
	if err != nil {
		t.Fatal(err)
	}
	first := s.Game().Decider()
	if err := s.Undo(first); err == nil || !strings.Contains(err.Error(), "no choice") {
		t.Fatalf("undo at the start: %v", err)
	}
	if err := s.Apply(first, "keep"); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(1 - first); err == nil || !strings.Contains(err.Error(), "the last choice was") {
		t.Fatalf("undo of the opponent's choice: %v", err)
	}
	if err := s.Undo(first); err != nil {
		t.Fatal(err)
	}
	if n := len(s.Game().Choices()); n != 0 || s.Game().Decider() != first || len(saved(t, s).Choices) != 0 {
		t.Fatalf("after the undo: %d choices, %s decides, the file holds %d", n, s.Game().PlayerName(s.Game().Decider()), len(saved(t, s).Choices))
	}
	if err := s.Apply(first, "mulligan"); err != nil {
		t.Fatal(err)
	}
	if err := s.Undo(first); err == nil || !strings.Contains(err.Error(), "showed you") {
		t.Fatalf("undo of a mulligan, which drew new cards: %v", err)
	}
	if n := len(saved(t, s).Choices); n != 1 {
		t.Fatalf("a refused undo changed the file: %d choices", n)
	}

	// Against the computer: a card played can be taken back while its
	// payment is asked, not once the computer has moved.
	c, err := New(newSetup(t, [2]string{Human, "random"}, 5))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Undo(1); err == nil || !strings.Contains(err.Error(), "computer") {
		t.Fatalf("undo for the computer: %v", err)
	}
	r := rand.New(rand.NewPCG(5, 5))
	undone := 0
	for n := 0; !c.Game().Over() && n < 3000 && undone < 3; n++ {
		if _, err := c.RunComputers(); err != nil {
			t.Fatal(err)
		}
		if c.Game().Over() {
			break
		}
		pr := c.Prompt(0)
		id := pick(pr, r)
		before := c.Game().Choices()
		if err := c.Apply(0, id); err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(id, "play:") || c.Game().Decider() != 0 {
			continue
		}
		if err := c.Undo(0); err != nil {
			t.Fatalf("undo of %s: %v", id, err)
		}
		if got := c.Game().Choices(); !slices.Equal(got, before) || !slices.Equal(saved(t, c).Choices, before) {
			t.Fatalf("after the undo of %s the game holds %d choices, the file %d, want %d", id, len(got), len(saved(t, c).Choices), len(before))
		}
		if again := c.Prompt(0); again == nil || again.Text != pr.Text || len(again.Options) != len(pr.Options) {
			t.Fatalf("after the undo of %s the decision is not the one it was", id)
		}
		undone++
		if err := c.Apply(0, id); err != nil {
			t.Fatal(err)
		}
	}
	if undone == 0 {
		t.Fatal("no card played was taken back: the test did not exercise the undo")
	}
	for !c.Game().Over() {
		if n, err := c.RunComputers(); err != nil || n > 0 {
			break
		}
		c.Apply(0, c.Prompt(0).Options[0].ID)
	}
	if !c.Game().Over() {
		if err := c.Undo(0); err == nil || !strings.Contains(err.Error(), "the last choice was Player 2's") {
			t.Fatalf("undo after the computer's move: %v", err)
		}
	}
}

// TestStoryEffectPromptSaysWhatItDoes: the decision whether to execute
// the effect of a story won says what the effect does.
func TestStoryEffectPromptSaysWhatItDoes(t *testing.T) {
	asked := 0
	for seed := uint64(1); seed <= 8 && asked < 2; seed++ {
		set := newSetup(t, [2]string{Human, Human}, seed)
		set.Save = ""
		s, err := New(set)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 2))
		for n := 0; !s.Game().Over() && n < 3000; n++ {
			p := s.Game().Decider()
			pr := s.Prompt(p)
			if pr.Kind == engine.PromptStoryEffect {
				if !strings.Contains(pr.Text, "Its effect") || len(pr.Text) < 60 {
					t.Fatalf("the story's effect is not described: %q", pr.Text)
				}
				asked++
			}
			if err := s.Apply(p, pick(pr, r)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if asked == 0 {
		t.Fatal("no story was won: the test did not exercise the decision")
	}
}

// TestLogNamesOwners: a line of the log about a card that names no
// player says whose card it is ("Player 2's Local Sheriff takes a
// wound"); one that names a player acting on another's card says it too.
func TestLogNamesOwners(t *testing.T) {
	checked := map[engine.EventKind]int{}
	for seed := uint64(1); seed <= 4; seed++ {
		set := newSetup(t, [2]string{"random", "random"}, seed)
		set.Save = ""
		s, err := New(set)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.RunComputers(); err != nil {
			t.Fatal(err)
		}
		entries, _, err := s.EventsSince(0, -1)
		if err != nil {
			t.Fatal(err)
		}
		g := s.Game()
		for _, e := range entries {
			if e.Card < 0 {
				continue
			}
			c := g.Card(e.Card)
			if c.Owner < 0 {
				continue
			}
			owned := g.PlayerName(c.Owner) + "'s " + c.Def.Title
			switch e.Kind {
			case engine.EvWound, engine.EvInsane, engine.EvDestroy, engine.EvExhaust, engine.EvReturnToHand:
				if !strings.Contains(e.Text, owned) {
					t.Fatalf("%s: %q does not say whose card it is", e.Kind, e.Text)
				}
				checked[e.Kind]++
			case engine.EvReady, engine.EvDiscardFromPlay, engine.EvSacrifice, engine.EvTakeControl:
				if c.Owner != e.Player && !strings.Contains(e.Text, c.Def.Title+" ("+g.PlayerName(c.Owner)+"'s)") {
					t.Fatalf("%s: %q does not say whose card it is", e.Kind, e.Text)
				}
				checked[e.Kind]++
			}
		}
	}
	if checked[engine.EvWound] == 0 || checked[engine.EvDestroy] == 0 {
		t.Fatalf("lines checked: %v: the test did not exercise wounds and destructions", checked)
	}
}
