package tui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/gdamore/tcell/v2"

	"cthulhu/carddb"
	"cthulhu/deck"
	"cthulhu/session"
)

// exorcistDeck writes a deck file of a preset and two copies of
// Jean-Jacques Minot, whose abilities are not implemented.
func exorcistDeck(t *testing.T) string {
	t.Helper()
	cs := carddb.Default().ByTitle("Jean-Jacques Minot")
	if len(cs) == 0 || session.Implemented(cs[0]) {
		t.Skip("Jean-Jacques Minot is implemented now: choose another card")
	}
	d, err := deck.LoadOrPreset("agency-cthulhu-1", carddb.Default(), carddb.FormatLCG)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, e := range d.Entries {
		fmt.Fprintf(&b, "%d %s (%s)\n", e.Count, e.Card.Title, e.Card.Key())
	}
	fmt.Fprintf(&b, "2 %s (%s)\n", cs[0].Title, cs[0].Key())
	path := filepath.Join(t.TempDir(), "minots.txt")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestGameSaysWhatIsNotImplemented: the log of a new game opens with what
// the player's deck holds of cards not implemented; his opponent's is not
// his to read.
func TestGameSaysWhatIsNotImplemented(t *testing.T) {
	set := newSetup(t, [2]string{session.Human, "random"}, 5)
	d, err := NewGame{Format: carddb.FormatLCG, Deck: [2]string{exorcistDeck(t), "agency-cthulhu-1"}, Casual: true}.Decks()
	if err != nil {
		t.Fatal(err)
	}
	set.Decks = d
	s, err := session.New(set)
	if err != nil {
		t.Fatal(err)
	}
	hs := start(t, s, 160, 50, false)
	hs.waitFor("2 Jean-Jacques Minot", "Keep this hand")
	if strings.Contains(hs.text(), "Player 2's deck") {
		t.Error("the screen names the opponent's cards")
	}
}

// TestSetupScreenStrict: the setup screen's choice refuses a deck that
// holds cards not implemented, in one line.
func TestSetupScreenStrict(t *testing.T) {
	screen := tcell.NewSimulationScreen("UTF-8")
	screen.SetSize(160, 40)
	res := make(chan error, 1)
	hs := &harness{t: t, screen: screen}
	go func() {
		_, err := PlayNew(NewGame{Format: carddb.FormatLCG, Seed: 9, Opponent: "random", Casual: true,
			Deck: [2]string{exorcistDeck(t), ""}, Save: filepath.Join(t.TempDir(), "g.json")},
			Options{Screen: screen, started: hs.started})
		res <- err
	}()
	hs.waitFor("new game", "Only decks whose every card is implemented")
	for range 5 {
		hs.key(tcell.KeyTab, 0)
	}
	hs.key(tcell.KeyRune, ' ')
	hs.key(tcell.KeyTab, 0)
	hs.key(tcell.KeyTab, 0)
	hs.key(tcell.KeyEnter, 0)
	hs.waitFor("refused by --strict", "2 Jean-Jacques Minot")
	hs.key(tcell.KeyEscape, 0)
	select {
	case err := <-res:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(patience):
		t.Fatal("the program did not stop")
	}
}
