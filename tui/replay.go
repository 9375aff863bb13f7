package tui

import (
	"fmt"
	"slices"
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
	marks  positions
	pos    int // choices taken
	viewer int // -1 everything, or a player's view
	// viewers are the views the replay may be shown from
	// (session.ReplayViewers): a game in progress only from its player's.
	viewers []int
	g       *engine.Game
	seats   [2]string
	decks   [2]string

	status, board, log, help *tview.TextView
	list                     *tview.List
}

// move is one recorded choice: who made it and its label.
type move struct {
	player int
	label  string
}

// checkpointEvery is how many choices apart the replay viewer keeps a
// copy of the game: a step replays at most that many.
const checkpointEvery = 16

// positions gives the game after any number of a replay's choices, from
// copies kept every checkpointEvery choices (never changed), rather than
// from the start: stepping through a long game is not quadratic.
type positions struct {
	r     *engine.Replay
	marks []*engine.Game // marks[i]: after i*checkpointEvery choices
}

// at is the game after n choices, a copy of its own.
func (ps *positions) at(n int) (*engine.Game, error) {
	k := min(n/checkpointEvery, len(ps.marks)-1)
	g := ps.marks[k].Clone()
	for i := k * checkpointEvery; i < n; i++ {
		if err := g.Choose(ps.r.Choices[i]); err != nil {
			return nil, fmt.Errorf("replay choice %d (%q): %v", i+1, ps.r.Choices[i], err)
		}
	}
	return g, nil
}

// replayMoves checks a replay and labels its choices: it plays the game
// through, and any choice the rules refuse is an error naming it. It
// keeps the checkpoints on the way, and returns the game at the end.
func replayMoves(r *engine.Replay) ([]move, positions, *engine.Game, error) {
	ps := positions{r: r}
	g, err := r.Play(carddb.Default(), cards.Library(), 0)
	if err != nil {
		return nil, ps, nil, err
	}
	moves := make([]move, 0, len(r.Choices))
	for i, id := range r.Choices {
		if i%checkpointEvery == 0 {
			ps.marks = append(ps.marks, g.Clone())
		}
		o, err := engine.ParseOption(id)
		if err != nil {
			return nil, ps, nil, fmt.Errorf("choice %d (%q): %v", i+1, id, err)
		}
		m := move{player: g.Decider(), label: g.Label(o)}
		if err := g.Apply(o); err != nil {
			return nil, ps, nil, fmt.Errorf("choice %d (%q): %v", i+1, id, err)
		}
		moves = append(moves, m)
	}
	if len(r.Choices)%checkpointEvery == 0 {
		ps.marks = append(ps.marks, g.Clone())
	}
	return moves, ps, g, nil
}

// ViewReplay shows a replay on the screen, from its start; the user steps
// forwards and backwards through its choices. A game in progress is shown
// only as session.ReplayViewers allows: against the computer, from its
// player's view; between two people, not at all.
func ViewReplay(r *engine.Replay, opts Options) error {
	moves, marks, end, err := replayMoves(r)
	if err != nil {
		return err
	}
	viewers, err := session.ReplayViewers(r, end.Over())
	if err != nil {
		return err
	}
	u := newUI(opts)
	rp := &replayer{ui: u, r: r, moves: moves, marks: marks, viewers: viewers, viewer: viewers[0], seats: r.Seats}
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
	if len(rp.viewers) > 1 {
		rp.help.SetText(" ←→: step · PgUp PgDn: 10 · Home End · v: whose view · c: cards · q: quit")
	} else {
		rp.help.SetText(" ←→: step · PgUp PgDn · Home End · c: cards · q: quit · in progress: your view")
	}
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
		i := slices.Index(rp.viewers, rp.viewer)
		rp.viewer = rp.viewers[(i+1)%len(rp.viewers)]
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

// goTo shows the game after n choices: the next one taken on the game
// shown, any other from the checkpoint before it (positions).
func (rp *replayer) goTo(n int) {
	n = max(0, min(n, len(rp.moves)))
	var g *engine.Game
	var err error
	if rp.g != nil && n == rp.pos+1 {
		g, err = rp.g, rp.g.Choose(rp.r.Choices[rp.pos])
	} else {
		g, err = rp.marks.at(n)
	}
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
