package tui

import (
	"fmt"
	"strings"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/engine"
	"cthulhu/session"
)

// replayer is the screen that steps through a recorded game.
type replayer struct {
	*ui
	r      *engine.Replay
	moves  []move
	pos    int // choices taken
	viewer int // -1 everything, or a player's view
	g      *engine.Game
	seats  [2]string
	decks  [2]string

	status, board, log, help *tview.TextView
	list                     *tview.List
}

// move is one recorded choice: who made it and its label.
type move struct {
	player int
	label  string
}

// replayMoves checks a replay and labels its choices: it plays the game
// through, and any choice the rules refuse is an error naming it.
func replayMoves(r *engine.Replay) ([]move, error) {
	g, err := r.Play(carddb.Default(), cards.Library(), 0)
	if err != nil {
		return nil, err
	}
	moves := make([]move, 0, len(r.Choices))
	for i, id := range r.Choices {
		o, err := engine.ParseOption(id)
		if err != nil {
			return nil, fmt.Errorf("choice %d (%q): %v", i+1, id, err)
		}
		m := move{player: g.Decider(), label: g.Label(o)}
		if err := g.Apply(o); err != nil {
			return nil, fmt.Errorf("choice %d (%q): %v", i+1, id, err)
		}
		moves = append(moves, m)
	}
	return moves, nil
}

// ViewReplay shows a replay on the screen, from its start; the user steps
// forwards and backwards through its choices.
func ViewReplay(r *engine.Replay, opts Options) error {
	moves, err := replayMoves(r)
	if err != nil {
		return err
	}
	u := newUI(opts)
	rp := &replayer{ui: u, r: r, moves: moves, viewer: -1, seats: r.Seats}
	for p := range 2 {
		rp.decks[p] = session.DeckLabel(r.Players[p].Deck)
	}
	rp.build()
	rp.goTo(0)
	return u.tv.Run()
}

func (rp *replayer) build() {
	u := rp.ui
	rp.status = u.textView().SetWrap(false)
	rp.board = u.textView().SetScrollable(true)
	rp.board.SetBorder(true).SetTitle(" Board ")
	clickCards(rp.board, func(id engine.CardID) {
		if _, byID, where := visibleCards(rp.g.View(rp.viewer)); byID != nil {
			if cv, ok := byID[id]; ok {
				rp.showCard(cv, where[id])
			}
		}
	})
	rp.log = u.textView().SetScrollable(true)
	rp.log.SetBorder(true).SetTitle(" Log ")
	rp.help = u.textView().SetWrap(false)
	rp.help.SetText(" ←→: step · PgUp PgDn: 10 · Home End · v: whose view · c: cards · q: quit")
	rp.list = u.list()
	rp.list.SetBorder(true).SetTitle(" Moves ")
	rp.list.AddItem("Start of the game", "", 0, nil)
	for i := range rp.moves {
		rp.list.AddItem(rp.moveText(i), "", 0, nil)
	}
	rp.list.SetChangedFunc(func(i int, _, _ string, _ rune) {
		if i != rp.pos {
			rp.goTo(i)
		}
	})
	right := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(rp.list, 0, 1, true).
		AddItem(rp.log, 0, 1, false)
	middle := tview.NewFlex().AddItem(rp.board, 0, 5, false).AddItem(right, 0, 4, true)
	root := tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(rp.status, 1, 0, false).
		AddItem(middle, 0, 1, true).
		AddItem(rp.help, 1, 0, false)
	u.pages.AddPage("replay", root, true, true)
	u.tv.SetInputCapture(rp.keys)
	u.tv.SetFocus(rp.list)
}

// moveText is a move's line: a player's own view hides what his opponent
// chose, as it did in the game.
func (rp *replayer) moveText(i int) string {
	m := rp.moves[i]
	who := fmt.Sprintf("P%d", m.player+1)
	if rp.viewer >= 0 && m.player != rp.viewer {
		return tview.Escape(fmt.Sprintf("%d. %s decides", i+1, who))
	}
	return tview.Escape(fmt.Sprintf("%d. %s: %s", i+1, who, m.label))
}

func (rp *replayer) keys(ev *tcell.EventKey) *tcell.EventKey {
	if ev.Key() == tcell.KeyCtrlC {
		rp.tv.Stop()
		return nil
	}
	if rp.popupOpen() {
		return ev
	}
	switch ev.Key() {
	case tcell.KeyRight:
		rp.goTo(rp.pos + 1)
		return nil
	case tcell.KeyLeft:
		rp.goTo(rp.pos - 1)
		return nil
	case tcell.KeyPgDn:
		rp.goTo(rp.pos + 10)
		return nil
	case tcell.KeyPgUp:
		rp.goTo(rp.pos - 10)
		return nil
	case tcell.KeyHome:
		rp.goTo(0)
		return nil
	case tcell.KeyEnd:
		rp.goTo(len(rp.moves))
		return nil
	case tcell.KeyTab:
		if rp.list.HasFocus() {
			rp.tv.SetFocus(rp.board)
		} else {
			rp.tv.SetFocus(rp.list)
		}
		return nil
	}
	switch ev.Rune() {
	case 'q':
		rp.tv.Stop()
		return nil
	case 'n', ' ':
		rp.goTo(rp.pos + 1)
		return nil
	case 'p':
		rp.goTo(rp.pos - 1)
		return nil
	case 'v':
		rp.viewer++
		if rp.viewer > 1 {
			rp.viewer = -1
		}
		for i := range rp.moves {
			rp.list.SetItemText(i+1, rp.moveText(i), "")
		}
		rp.goTo(rp.pos)
		return nil
	case 'c':
		rp.browseCards(rp.g.View(rp.viewer))
		return nil
	}
	return ev
}

// goTo shows the game after n choices. The game is replayed from its
// start: a replay holds choices, not positions, and replaying is fast.
func (rp *replayer) goTo(n int) {
	n = max(0, min(n, len(rp.moves)))
	g, err := rp.r.Play(carddb.Default(), cards.Library(), n)
	if err != nil {
		rp.status.SetText(" " + tview.Escape(err.Error()))
		return
	}
	rp.pos, rp.g = n, g
	if rp.list.GetCurrentItem() != n {
		rp.list.SetCurrentItem(n)
	}
	v := g.View(rp.viewer)
	whose := "everything"
	if rp.viewer >= 0 {
		whose = g.PlayerName(rp.viewer) + "'s view"
	}
	st := fmt.Sprintf(" Replay · move %d of %d · %s", n, len(rp.moves), whose)
	if v.Turn > 0 {
		st += fmt.Sprintf(" · turn %d, %s phase", v.Turn, v.Phase)
	}
	if v.Over {
		st += fmt.Sprintf(" · %s won: %s", g.PlayerName(v.Winner), reasonText(v.Reason))
	}
	rp.status.SetText(st)
	_, _, width, _ := rp.board.GetInnerRect()
	top, bottom := renderBoard(v, rp.seats, rp.decks, rp.pt, width)
	rp.board.SetText(top + "\n\n" + bottom + "\n\n" + rp.hands(v))
	rp.log.Clear()
	w := rp.log.BatchWriter()
	for _, e := range g.Events() {
		if e.Shown() {
			fmt.Fprintf(w, "%s\n", tview.Escape(g.EventText(e, rp.viewer)))
		}
	}
	w.Close()
	rp.log.ScrollToEnd()
}

// hands lists the hands the replay's reader may see, under the board.
func (rp *replayer) hands(v *engine.View) string {
	var b strings.Builder
	for p := range v.Players {
		pv := &v.Players[p]
		if pv.Hand == nil {
			continue
		}
		fmt.Fprintf(&b, "%s\n", rp.pt.bold(fmt.Sprintf("%s's hand (%d)", pv.Name, len(pv.Hand))))
		bd := &board{pt: rp.pt, v: v}
		for _, c := range pv.Hand {
			fmt.Fprintf(&b, " %s\n", bd.handCard(c))
		}
	}
	return b.String()
}
