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

// TestNewGameRandomDecks: a player given a random deck of the cards
// implemented gets a legal LCG deck built from the seed, the same for the
// same seed; a deck named is played as named; the Eldritch Edition has
// no such decks.
func TestNewGameRandomDecks(t *testing.T) {
	ng := NewGame{Format: carddb.FormatLCG, Seed: 12, Opponent: "random", Random: [2]bool{true, true}}
	a, err := ng.Decks()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := ng.Decks()
	for p := range 2 {
		if probs := deck.Validate(a[p], carddb.FormatLCG, false); len(probs) > 0 || !strings.HasPrefix(a[p].Name, "random ") {
			t.Fatalf("player %d: %s: %v", p+1, a[p].Name, probs)
		}
		if fmt.Sprint(a[p].Cards()) != fmt.Sprint(b[p].Cards()) {
			t.Fatalf("player %d: the same seed gave two decks", p+1)
		}
	}
	ng.Deck[1] = "agency-cthulhu-1"
	if c, err := ng.Decks(); err != nil || c[1].Name != "agency-cthulhu-1" || fmt.Sprint(c[0].Cards()) != fmt.Sprint(a[0].Cards()) {
		t.Fatalf("a named deck beside a random one: %v", err)
	}
	// The Eldritch format: random decks of its implemented CCG cards.
	ng.Format = carddb.FormatEldritch
	ng.Deck[1] = ""
	e, err := ng.Decks()
	if err != nil {
		t.Fatalf("Eldritch random decks: %v", err)
	}
	for p := range 2 {
		if probs := deck.Validate(e[p], carddb.FormatEldritch, false); len(probs) > 0 || e[p].Cards()[0].Era != carddb.CCG {
			t.Fatalf("player %d: Eldritch deck %s: %v", p+1, e[p].Name, probs)
		}
	}
}

// TestSetupScreenRandomDeck: the setup screen's choice of a random deck
// of every card implemented starts the game with the deck the seed
// builds.
func TestSetupScreenRandomDeck(t *testing.T) {
	save := filepath.Join(t.TempDir(), "g.json")
	screen := tcell.NewSimulationScreen("UTF-8")
	screen.SetSize(160, 40)
	res := make(chan error, 1)
	hs := &harness{t: t, screen: screen}
	go func() {
		_, err := PlayNew(NewGame{Format: carddb.FormatLCG, Seed: 9, Opponent: "random", Save: save},
			Options{Screen: screen, started: hs.started})
		res <- err
	}()
	hs.waitFor("new game", "Your deck")
	hs.key(tcell.KeyEnter, 0) // open the list of decks
	hs.waitFor("a random deck of every card implemented")
	hs.key(tcell.KeyDown, 0)
	hs.key(tcell.KeyEnter, 0)
	for range 7 {
		hs.key(tcell.KeyTab, 0)
	}
	hs.key(tcell.KeyEnter, 0)
	hs.waitFor("Keep this hand")
	hs.key(tcell.KeyRune, 'q')
	hs.waitFor("Quit the game?")
	hs.key(tcell.KeyEnter, 0)
	select {
	case err := <-res:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(patience):
		t.Fatal("the program did not stop")
	}
	r, err := session.ReadSave(save) // sealed: the game goes on
	if err != nil {
		t.Fatal(err)
	}
	want, err := NewGame{Format: carddb.FormatLCG, Seed: 9, Random: [2]bool{true, false}}.Decks()
	if err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, c := range want[0].Cards() {
		keys = append(keys, c.Key())
	}
	if fmt.Sprint(r.Players[0].Deck) != fmt.Sprint(keys) {
		t.Fatalf("the game's deck is %v, the seed's random deck %v", r.Players[0].Deck, keys)
	}
}
