package tui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"cthulhu/carddb"
	"cthulhu/deck"
	"cthulhu/session"
)

// Opponents are the setup screen's choices of opponent, strongest first.
var Opponents = []struct{ Label, Seat string }{
	{"the computer, strong (ISMCTS)", "ismcts"},
	{"the computer, quick (heuristic)", "heuristic"},
	{"the computer, random moves", "random"},
	{"a friend at this keyboard (hot seat)", session.Human},
}

// NewGame is what the setup screen asks for; Start makes the session.
type NewGame struct {
	Format carddb.Format
	Seed   uint64
	Deck   [2]string // a preset name or a deck file; "" for a random preset
	// Random gives a player without a Deck a random deck of the cards the
	// program implements (an LCG deck), built from the seed, instead of a
	// random preset.
	Random   [2]bool
	Opponent string // seat of player 2
	Save     string // "" for a fresh name in the user's data directory
	// Casual lifts the 50-card minimum for deck files; a preset, a
	// first-game deck of the rulebook, is played casually anyway.
	Casual bool
	// Strict refuses a deck that holds cards whose abilities are not
	// implemented.
	Strict bool
}

// Start builds the decks and starts the game: the user is player 1.
func (n NewGame) Start() (*session.Session, error) {
	set := session.Setup{Format: n.Format, Seed: n.Seed, Seats: [2]string{session.Human, n.Opponent}, Save: n.Save, Strict: n.Strict}
	var err error
	if set.Decks, err = n.Decks(); err != nil {
		return nil, err
	}
	if set.Save == "" {
		if set.Save, err = session.NewSavePath(n.Seed); err != nil {
			return nil, err
		}
	}
	return session.New(set)
}

// Decks builds and checks the two decks.
func (n NewGame) Decks() (decks [2]*deck.Deck, err error) {
	presets := deck.PresetsFor(n.Format)
	var pool *deck.Pool
	for p, name := range n.Deck {
		name = strings.TrimSpace(name)
		if name == "" && n.Random[p] {
			if pool == nil {
				pool = deck.ImplementedPoolFor(carddb.Default(), n.Format, session.Implemented)
			}
			if decks[p], err = deck.RandomForGame(n.Seed, p, pool, deck.RandomOptions{}); err != nil {
				return decks, fmt.Errorf("player %d's deck: %v", p+1, err)
			}
			continue
		}
		if name == "" {
			// A random preset, from the seed: the same seed, the same decks.
			name = presets[(n.Seed/7+uint64(p)*13)%uint64(len(presets))].Name
		}
		d, err := deck.LoadForPlay(name, carddb.Default(), n.Format, n.Casual)
		if err == nil && n.Strict {
			err = deck.Unimplemented(d.Name, d.Cards(), session.Implemented).Strict()
		}
		if err != nil {
			return decks, fmt.Errorf("player %d's deck: %v", p+1, err)
		}
		decks[p] = d
	}
	return decks, nil
}

// PlayNew shows the setup screen, then plays the game it sets up.
func PlayNew(n NewGame, opts Options) (string, error) {
	u := newUI(opts)
	var exit string
	var played *game
	form := tview.NewForm()
	form.SetBorder(true).SetTitle(" Call of Cthulhu: The Card Game — new game ")
	presets := deck.AllPresets()
	deckNames := []string{"a random first-game deck", "a random deck of every card implemented"}
	for _, p := range presets {
		deckNames = append(deckNames, p.Title)
	}
	deckChoice := [2]int{}
	file := [2]string{}
	for p := range 2 {
		label := "Your deck"
		if p == 1 {
			label = "Opponent's deck"
		}
		if n.Deck[p] != "" {
			file[p] = n.Deck[p]
		}
		if n.Random[p] {
			deckChoice[p] = 1
		}
		form.AddDropDown(label, deckNames, deckChoice[p], func(_ string, i int) { deckChoice[p] = i })
		form.AddInputField("  or a deck file", file[p], 40, nil, func(t string) { file[p] = t })
	}
	opp := 0
	var oppNames []string
	for i, o := range Opponents {
		oppNames = append(oppNames, o.Label)
		if o.Seat == n.Opponent {
			opp = i
		}
	}
	form.AddDropDown("Opponent", oppNames, opp, func(_ string, i int) { opp = i })
	strict := n.Strict
	form.AddCheckbox("Only decks whose every card is implemented", strict, func(on bool) { strict = on })
	seed := strconv.FormatUint(n.Seed, 10)
	form.AddInputField("Seed", seed, 20, func(t string, _ rune) bool {
		_, err := strconv.ParseUint(t, 10, 64)
		return t == "" || err == nil
	}, func(t string) { seed = t })
	errLine := tview.NewTextView().SetDynamicColors(opts.Color)
	start := func() {
		ng := n
		ng.Opponent = Opponents[opp].Seat
		ng.Strict = strict
		if v, err := strconv.ParseUint(seed, 10, 64); err == nil {
			ng.Seed = v
		}
		for p := range 2 {
			ng.Deck[p] = strings.TrimSpace(file[p])
			ng.Random[p] = ng.Deck[p] == "" && deckChoice[p] == 1
			if ng.Deck[p] == "" && deckChoice[p] > 1 {
				ng.Deck[p] = presets[deckChoice[p]-2].Name
			}
		}
		s, err := ng.Start()
		if err == nil {
			err = autoPass(s, opts.AutoPass)
		}
		if err != nil {
			errLine.SetText(u.pt.c("red", tview.Escape(err.Error())))
			return
		}
		u.pages.RemovePage("setup")
		played = newGame(u, s)
		played.refresh()
	}
	form.AddButton("Start", start)
	form.AddButton("Quit", func() { u.tv.Stop() })
	form.SetCancelFunc(func() { u.tv.Stop() })
	hint := tview.NewTextView().SetText(" Tab, arrows: move · Enter: open a list, pick, press a button · Esc: quit")
	page := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(form, 0, 1, true).
		AddItem(errLine, 2, 0, false).
		AddItem(hint, 1, 0, false)
	u.pages.AddPage("setup", page, true, true)
	u.tv.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyCtrlC {
			u.tv.Stop()
			return nil
		}
		return ev
	})
	u.tv.SetFocus(form)
	if err := u.tv.Run(); err != nil {
		return "", err
	}
	if played != nil {
		exit = played.exit
	}
	return exit, nil
}
