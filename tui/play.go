package tui

import (
	"fmt"
	"regexp"
	"strings"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"cthulhu/engine"
	"cthulhu/session"
)

// game is the screen of a game in progress.
type game struct {
	*ui
	s *session.Session

	status, board, hand, log, current, help, prompt *tview.TextView
	left, right                                     *tview.Flex
	menu                                            *tview.List
	main                                            *tview.Flex

	choices []engine.Choice // the menu's options
	// refused are the cards of the hand that cannot be played now, listed
	// greyed under the options, each with the rule that says why.
	refused  []refusal
	menuSeat int // the player whose options they are
	menuGen  int // counts the menus shown
	// menuAt is when the menu was made: a key pressed or a click made
	// before it was meant for the one before, and answers nothing.
	menuAt time.Time
	// number is the option number being typed, and when its last digit
	// was.
	number   int
	numberAt time.Time
	thinking bool // a computer player is thinking
	// undos counts the choices taken back: a computer's move thought out
	// before one is not played.
	undos int
	// shownFor is the person whose hand the screen may show in a game
	// between two people; when the other must decide, a cover hides the
	// board until he takes the keyboard.
	shownFor int
	covered  bool
	// logViewer and logCount say what the log pane holds.
	logViewer, logCount int
	logTurn             int
	logStep             engine.Step
	boardWidth          int // the width the board was drawn for
	boardRows           int // and the height
	overShown           bool
	// Exit is what to tell the user when the program ends.
	exit string
}

// Play runs a game on the screen until the user quits. It returns a line
// to print after the screen closes (where the game is saved).
func Play(s *session.Session, opts Options) (string, error) {
	if err := autoPass(s, opts.AutoPass); err != nil {
		return "", err
	}
	g := newGame(newUI(opts), s)
	g.refresh()
	if err := g.tv.Run(); err != nil {
		return "", err
	}
	return g.exit, nil
}

// autoPass sets every person's auto-pass.
func autoPass(s *session.Session, on bool) error {
	for p := range 2 {
		if s.Seat(p) == session.Human {
			if err := s.SetAutoPass(p, on); err != nil {
				return err
			}
		}
	}
	return nil
}

func newGame(u *ui, s *session.Session) *game {
	g := &game{ui: u, s: s, shownFor: s.Viewer(), logViewer: -2}
	// Between two people, the first screen, of a new game or one resumed,
	// hides the hands until the player deciding takes the keyboard.
	g.covered = s.Humans() == 2 && s.HumanDecides()
	g.status = u.textView().SetWrap(false)
	g.board = u.textView().SetScrollable(true)
	g.board.SetBorderPadding(0, 0, 1, 0)
	clickCards(g.board, g.detail)
	// hand is the viewer's side of the board, his hand included.
	g.hand = u.textView().SetScrollable(true)
	g.hand.SetBorderPadding(0, 0, 1, 0)
	clickCards(g.hand, g.detail)
	g.log = u.textView().SetScrollable(true) // the whole game, however long
	g.log.SetBorder(true).SetTitle(" Log ")
	g.current = u.textView()
	g.prompt = u.textView()
	g.help = u.textView().SetWrap(false)
	g.menu = u.list()
	g.menu.SetBorder(true)
	g.menu.SetChangedFunc(func(i int, _, _ string, _ rune) { g.showCurrent(i) })
	g.menu.SetSelectedFunc(func(i int, _, _ string, _ rune) {
		// The list is still handling the key or click: it is rebuilt
		// after, and only if the menu is still the one chosen from (a key
		// pressed twice quickly chooses once).
		// (QueueUpdate waits for the event loop: it is called from
		// another goroutine.)
		gen := g.menuGen
		go g.tv.QueueUpdateDraw(func() {
			if gen == g.menuGen {
				g.choose(i)
			}
		})
	})

	g.right = tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(g.prompt, 3, 0, false).
		AddItem(g.menu, 0, 3, true).
		AddItem(g.current, 2, 0, false).
		AddItem(g.log, 0, 2, false)
	g.left = tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(g.board, 0, 1, false).
		AddItem(g.hand, 0, 1, false)
	middle := tview.NewFlex().
		AddItem(g.left, 0, 5, false).
		AddItem(g.right, 0, 4, true)
	g.main = tview.NewFlex().SetDirection(tview.FlexRow).
		AddItem(g.status, 1, 0, false).
		AddItem(middle, 0, 1, true).
		AddItem(g.help, 1, 0, false)
	u.pages.AddPage("game", g.main, true, true)
	u.tv.SetInputCapture(g.keys)
	// Two clicks in quick succession are a double click to tview, even on
	// two different cards; outside the menu (where a second click must not
	// make a second choice) a double click counts as a click.
	u.tv.SetMouseCapture(func(ev *tcell.EventMouse, action tview.MouseAction) (*tcell.EventMouse, tview.MouseAction) {
		if g.menu.InRect(ev.Position()) && ev.When().Before(g.menuAt) && !g.popupOpen() {
			return nil, action // a click made on the menu before this one
		}
		if action == tview.MouseLeftDoubleClick && !g.menu.InRect(ev.Position()) {
			return ev, tview.MouseLeftClick
		}
		return ev, action
	})
	// After a resize, the board is drawn again for its new width (the
	// panes learn their size as they are drawn).
	u.tv.SetAfterDrawFunc(func(tcell.Screen) {
		_, _, w, _ := g.board.GetInnerRect()
		_, _, _, h := g.left.GetRect()
		if (w != g.boardWidth || h != g.boardRows) && !g.covered {
			go g.tv.QueueUpdateDraw(func() {
				if !g.covered {
					g.drawBoard()
				}
			})
		}
	})
	u.tv.SetFocus(g.menu)
	return g
}

// keys handles the keys of the game screen; pop-ups handle their own.
func (g *game) keys(ev *tcell.EventKey) *tcell.EventKey {
	if ev.Key() == tcell.KeyCtrlC {
		g.quit()
		return nil
	}
	if ev.When().Before(g.menuAt) && (ev.Key() == tcell.KeyEnter || ev.Rune() == ' ' || ev.Key() == tcell.KeyRune && ev.Rune() >= '0' && ev.Rune() <= '9') {
		// Pressed while another decision was on the screen (or before a
		// confirmation was asked): it answers nothing of this one.
		return nil
	}
	if g.popupOpen() {
		return ev
	}
	if g.covered {
		if ev.Key() == tcell.KeyEnter || ev.Rune() == ' ' {
			g.covered = false
			g.shownFor = g.s.Game().Decider()
			g.refresh()
		} else if ev.Rune() == 'q' {
			g.quit()
		} else if ev.Rune() == 'u' {
			g.undo()
		}
		return nil
	}
	switch ev.Key() {
	case tcell.KeyTab:
		g.cycleFocus(1)
		return nil
	case tcell.KeyBacktab:
		g.cycleFocus(-1)
		return nil
	}
	if r := ev.Rune(); ev.Key() == tcell.KeyRune && r >= '0' && r <= '9' {
		g.typeNumber(int(r-'0'), ev.When())
		return nil
	}
	switch ev.Rune() {
	case 'q':
		g.confirmQuit()
		return nil
	case '?', 'h':
		g.showHelp()
		return nil
	case 'u':
		g.undo()
		return nil
	case 'a':
		g.toggleAutoPass()
		return nil
	case 'c':
		g.browseCards(g.view())
		return nil
	case 'd':
		if i := g.menu.GetCurrentItem(); i >= 0 && i < len(g.choices) {
			g.detail(g.choices[i].Card)
		} else if r, ok := g.refusalAt(i); ok {
			g.showCard(r.card, "in your hand. Cannot be played now: "+r.why)
		}
		return nil
	case 'l':
		g.tv.SetFocus(g.log)
		return nil
	case 'b':
		g.tv.SetFocus(g.board)
		return nil
	case 'm':
		g.tv.SetFocus(g.menu)
		return nil
	}
	return ev
}

// typeNumber highlights the option of the number typed: digits typed
// within a second of each other make one number ("1", "2": option 12).
// Enter, or a click, then chooses it; a number alone chooses nothing.
func (g *game) typeNumber(d int, at time.Time) {
	if len(g.choices) == 0 {
		return
	}
	n := d
	if at.Sub(g.numberAt) < time.Second && g.number > 0 && g.number*10+d <= len(g.choices) {
		n = g.number*10 + d
	}
	g.number, g.numberAt = n, at
	if n >= 1 && n <= len(g.choices) {
		g.tv.SetFocus(g.menu)
		g.menu.SetCurrentItem(n - 1)
	}
}

func (g *game) cycleFocus(dir int) {
	order := []tview.Primitive{g.menu, g.board, g.hand, g.log}
	at := 0
	for i, p := range order {
		if p.HasFocus() {
			at = i
		}
	}
	g.tv.SetFocus(order[(at+dir+len(order))%len(order)])
}

// view is what the screen may show now.
func (g *game) view() *engine.View { return g.s.Game().View(g.shownFor) }

// detail opens a card's details, if the reader may see it.
func (g *game) detail(id engine.CardID) {
	_, byID, where := visibleCards(g.view())
	if cv, ok := byID[id]; ok {
		g.showCard(cv, where[id])
	}
}

// refresh redraws everything from the game, and sets the computer
// thinking when it decides.
func (g *game) refresh() {
	s := g.s
	if s.Humans() == 2 && s.HumanDecides() && s.Game().Decider() != g.shownFor {
		g.covered = true
	}
	if s.Humans() != 2 {
		g.shownFor = s.Viewer()
	}
	if g.covered {
		g.drawCover()
		return
	}
	g.status.SetText(status(s, g.pt))
	g.drawBoard()
	g.drawLog()
	g.drawMenu()
	if s.Game().Over() && !g.overShown {
		g.overShown = true
		g.gameOver()
		return
	}
	if _, _, ok := s.Snapshot(); ok && !g.thinking {
		g.think()
	}
}

func (g *game) drawCover() {
	p := g.s.Game().Decider()
	g.menuAt = time.Now() // a key pressed before the cover does not lift it
	g.status.SetText(status(g.s, g.pt))
	g.board.SetText("")
	g.hand.SetText("")
	g.log.SetText("")
	g.logViewer = -2
	g.menu.Clear()
	g.choices = nil
	g.current.SetText("")
	g.menu.SetTitle(" Hot seat ")
	g.prompt.SetText("")
	g.board.SetText(fmt.Sprintf("\n\n   %s\n\n   %s, take the keyboard: your hand is hidden until you do.\n\n   Press Enter.",
		g.pt.bold("Hand over"), g.s.Game().PlayerName(p)))
	g.help.SetText(" Enter: show " + g.s.Game().PlayerName(p) + "'s hand · u: take back " + g.s.Game().PlayerName(g.shownFor) + "'s last choice · q: quit")
}

// drawLog appends the events the viewer has not seen yet, under a heading
// for each turn and phase; it starts over when the viewer changes.
func (g *game) drawLog() {
	evs := g.s.Game().Events()
	fresh := g.logViewer != g.shownFor
	if fresh {
		g.log.Clear()
		g.logViewer, g.logCount, g.logTurn, g.logStep = g.shownFor, 0, -1, 0
	}
	w := g.log.BatchWriter()
	if fresh {
		// What the player's deck holds of cards not implemented: he is
		// told as the game starts, before its first line. His opponent's
		// deck is not his to read.
		for p := range 2 {
			if m := g.s.Unimplemented(p); (g.shownFor < 0 || g.shownFor == p) && m.Count() > 0 {
				fmt.Fprintf(w, "%s\n", g.pt.c("yellow", tview.Escape(m.String())))
			}
		}
	}
	for _, e := range evs[g.logCount:] {
		if !e.Shown() {
			continue
		}
		if int(e.Turn) != g.logTurn || e.Step.Phase() != g.logStep.Phase() {
			g.logTurn, g.logStep = int(e.Turn), e.Step
			head := "Set-up"
			if e.Turn > 0 {
				head = fmt.Sprintf("Turn %d, %s phase", e.Turn, e.Step.Phase())
			}
			fmt.Fprintf(w, "%s\n", g.pt.c("aqua", "— "+head+" —"))
		}
		fmt.Fprintf(w, "%s\n", tview.Escape(g.s.Game().EventBody(e, g.shownFor)))
	}
	w.Close()
	g.logCount = len(evs)
	// The pane follows the game, but for a reader scrolled back in it:
	// he stays where he reads (End follows the game again).
	if fresh || !g.log.HasFocus() {
		g.log.ScrollToEnd()
	}
}

// drawMenu lists the options of a person's decision, or says who thinks.
func (g *game) drawMenu() {
	g.menuGen++
	g.menu.Clear()
	g.choices = nil
	g.current.SetText("")
	g.prompt.SetText("")
	s := g.s
	switch {
	case s.Game().Over():
		g.menu.SetTitle(" Game over ")
		g.help.SetText(" c: cards · Tab: pane · q: quit")
		return
	case !s.HumanDecides():
		g.menu.SetTitle(fmt.Sprintf(" %s is thinking… ", s.Game().PlayerName(s.Game().Decider())))
		g.help.SetText(" c: cards · u: undo · Tab: board, log · ?: help · q: quit")
		return
	}
	pr := s.Game().Prompt()
	g.choices, g.menuSeat = pr.Options, pr.Player
	g.menu.SetTitle(" Your choice ")
	g.prompt.SetText(g.pt.bold(tview.Escape(pr.Text)))
	// A long question (a story's effect) gets the rows it needs, up to
	// seven; the pane scrolls beyond.
	_, _, w, _ := g.prompt.GetInnerRect()
	if w <= 0 {
		w = 30
	}
	g.right.ResizeItem(g.prompt, min(7, max(3, wrappedLines(pr.Text, w)+1)), 0)
	seen := map[string]int{}
	for i, c := range pr.Options {
		label := g.menuLabel(c)
		seen[label]++
		if n := seen[label]; n > 1 {
			label = fmt.Sprintf("%s (%d)", label, n) // two copies of a card
		}
		// The numbers are the list's text, not its shortcuts, which
		// would choose at once: a number highlights, Enter chooses.
		g.menu.AddItem(tview.Escape(fmt.Sprintf("(%d) %s", i+1, label)), "", 0, nil)
	}
	g.refused = nil
	if pr.Kind == engine.PromptAction {
		g.refused = g.unplayable(pr)
	}
	for _, r := range g.refused {
		g.menu.AddItem(g.pt.dim(tview.Escape("    ✗ "+r.card.Title+": cannot be played now")), "", 0, nil)
	}
	g.menuAt = time.Now()
	g.number = 0
	g.menu.SetCurrentItem(0)
	g.showCurrent(0)
	g.help.SetText(" ↑↓ 1-9 Enter: choose · d card · c cards · u undo · Tab scroll · ? help · q quit")
	if !g.menu.HasFocus() && !g.board.HasFocus() && !g.hand.HasFocus() && !g.log.HasFocus() && !g.popupOpen() {
		g.tv.SetFocus(g.menu)
	}
}

// refusal is a card of the hand that cannot be played now, and why.
type refusal struct {
	card engine.CardView
	why  string
}

// unplayable lists the cards of the deciding player's hand that an
// action window does not offer, each with the engine's reason (the
// rule): in his own operations phase every card, in other windows the
// events (characters and supports wait for the operations phase).
func (g *game) unplayable(pr *engine.Prompt) []refusal {
	v := g.s.Game().View(pr.Player)
	offered := map[engine.CardID]bool{}
	for _, o := range pr.Options {
		offered[o.Card] = true
	}
	operations := v.Step == engine.StepOperations.String() && v.Active == pr.Player
	var out []refusal
	for _, c := range v.Players[pr.Player].Hand {
		if offered[c.ID] || !operations && c.Type != "event" {
			continue
		}
		if err := g.s.Explain(pr.Player, fmt.Sprintf("play:%d", c.ID)); err != nil {
			out = append(out, refusal{card: c, why: err.Error()})
		}
	}
	return out
}

// menuLabel is an option's label as the menu shows it: a domain as the
// board shows it ("Domain 1: 4 AgCtAgCt"), which fits the menu where the
// engine's words would be cut; the words are shown in full under it.
func (g *game) menuLabel(c engine.Choice) string {
	if c.Act != engine.ActDomain {
		return c.Label
	}
	v := g.view()
	p := g.s.Game().Decider()
	if v == nil || p < 0 || int(c.Arg) >= len(v.Players[p].Domains) {
		return c.Label
	}
	d := v.Players[p].Domains[c.Arg]
	var res strings.Builder
	for _, r := range d.Resources {
		if a := factionAbbrev[r.Faction]; r.ID >= 0 && a != "" {
			res.WriteString(a)
		} else {
			res.WriteString("?")
		}
	}
	return strings.TrimSpace(fmt.Sprintf("Domain %d: %d %s", c.Arg+1, d.Total, res.String()))
}

// showCurrent writes the highlighted option in full under the menu, where
// a long label is not cut.
func (g *game) showCurrent(i int) {
	if r, ok := g.refusalAt(i); ok {
		g.current.SetText(g.pt.c("red", "✗ ") + tview.Escape(r.why))
		return
	}
	if i < 0 || i >= len(g.choices) {
		g.current.SetText("")
		return
	}
	g.current.SetText(g.pt.c("yellow", "▶ ") + tview.Escape(g.choices[i].Label))
}

// refusalAt is the greyed entry at menu item i, if it is one.
func (g *game) refusalAt(i int) (refusal, bool) {
	if k := i - len(g.choices); i >= 0 && k >= 0 && k < len(g.refused) {
		return g.refused[k], true
	}
	return refusal{}, false
}

// choose takes the person's choice; a greyed entry says why its card
// cannot be played.
func (g *game) choose(i int) {
	if r, ok := g.refusalAt(i); ok {
		g.message("error", fmt.Sprintf("%s cannot be played now: %s", r.card.Title, r.why), []string{"OK"}, nil)
		return
	}
	if i < 0 || i >= len(g.choices) {
		return
	}
	if q := g.confirmation(g.choices[i]); q != "" {
		gen := g.menuGen
		g.menuAt = time.Now()
		g.message("confirm", q, []string{"Yes", "No, choose again"}, func(label string) {
			if label == "Yes" && gen == g.menuGen {
				g.apply(i)
			}
		})
		return
	}
	g.apply(i)
}

// harmful are the words of a decision that sends a card to the discard
// pile.
var harmful = regexp.MustCompile(`(?i)\b(destroy|sacrific)`)

// confirmation is the question to ask before an option that sacrifices
// or destroys one of the deciding player's own cards in play (or one of
// his resources), or "" when none is needed.
func (g *game) confirmation(c engine.Choice) string {
	gm := g.s.Game()
	pr := gm.Prompt()
	if pr == nil || c.Card < 0 || int(c.Card) >= gm.NumCards() {
		return ""
	}
	cs := gm.Card(c.Card)
	if cs.Controller != g.menuSeat || !cs.Zone.InPlay() && cs.Zone != engine.ZoneResource {
		return ""
	}
	src, words := gm.PromptAbility()
	srcName := "the ability"
	if src >= 0 {
		srcName = gm.Card(src).Def.Title
	}
	// The question's own words, after the card's name ("Sacrificial
	// Offerings: choose ...").
	text := pr.Text
	if src >= 0 {
		text = strings.TrimPrefix(text, srcName+":")
	}
	switch pr.Kind {
	case engine.PromptCost:
		if !harmful.MatchString(text) {
			return ""
		}
		return fmt.Sprintf("Sacrifice your own %s to pay for %s?", cs.Def.Title, srcName)
	case engine.PromptTarget, engine.PromptChoose:
		if !harmful.MatchString(words) && !harmful.MatchString(text) {
			return ""
		}
		what := words
		if what == "" {
			what = strings.TrimSpace(strings.TrimSuffix(text, "."))
		}
		return fmt.Sprintf("%s is your own card. %s: %s.\n\nChoose it?", cs.Def.Title, srcName, what)
	}
	return ""
}

// apply takes option i of the menu.
func (g *game) apply(i int) {
	if err := g.s.Apply(g.menuSeat, g.choices[i].ID); err != nil {
		g.message("error", "That choice was refused: "+err.Error(), []string{"OK"}, nil)
		return
	}
	g.refresh()
}

// undo takes back the last choice of the person whose view the screen
// shows, if the opponent has not decided since (Session.Undo); a refusal
// says why.
func (g *game) undo() {
	seat := g.shownFor
	if seat < 0 {
		return
	}
	if err := g.s.Undo(seat); err != nil {
		g.message("error", "Nothing was taken back: "+err.Error(), []string{"OK"}, nil)
		return
	}
	g.undos++
	g.logViewer = -2 // the log is drawn again, without what was taken back
	if g.covered && g.s.Game().Decider() == seat {
		g.covered = false
	}
	g.refresh()
	g.current.SetText(g.pt.c("yellow", "Your last choice was taken back."))
}

// toggleAutoPass turns the auto-pass of the person whose view the screen
// shows on or off.
func (g *game) toggleAutoPass() {
	seat := g.shownFor
	if seat < 0 {
		return
	}
	on := !g.s.AutoPass(seat)
	if err := g.s.SetAutoPass(seat, on); err != nil {
		g.message("error", "Auto-pass was not changed: "+err.Error(), []string{"OK"}, nil)
		return
	}
	g.refresh()
	if on {
		g.current.SetText(g.pt.c("yellow", "Auto-pass is on: a window where you can only pass is passed for you."))
	} else {
		g.current.SetText(g.pt.c("yellow", "Auto-pass is off: every Disrupt and Response window waits for you, so that the pause tells your opponent nothing."))
	}
}

// think lets the computer decide on a copy of the game, away from the
// screen, after the pause that keeps its moves readable.
func (g *game) think() {
	p, think, ok := g.s.Snapshot()
	if !ok {
		return
	}
	g.thinking = true
	pace := g.opts.Pace
	undos := g.undos
	go func() {
		start := time.Now()
		o := think()
		// A pass changes nothing to watch: it takes a quarter of the pause.
		wait := pace
		if o.Act == engine.ActPass || o.Act == engine.ActDone {
			wait = pace / 4
		}
		if d := wait - time.Since(start); d > 0 {
			time.Sleep(d)
		}
		g.tv.QueueUpdateDraw(func() {
			g.thinking = false
			if undos != g.undos {
				// A choice was taken back while it thought: the game is
				// not the one it thought about.
				g.refresh()
				return
			}
			if err := g.s.ApplyComputer(p, o); err != nil {
				g.message("error", "The computer's move was refused: "+err.Error(), []string{"OK"}, nil)
				return
			}
			g.refresh()
		})
	}()
}

func (g *game) gameOver() {
	gm := g.s.Game()
	text := fmt.Sprintf("%s wins on turn %d: %s.", gm.PlayerName(gm.Winner()), gm.Turn(), reasonText(gm.Reason()))
	if path := g.s.SavePath(); path != "" {
		text += "\n\nThe replay is in " + path + "."
	}
	g.message("over", text, []string{"See the board", "Quit"}, func(label string) {
		if label == "Quit" {
			g.quit()
		}
	})
}

func (g *game) confirmQuit() {
	text := "Quit the game?"
	if path := g.s.SavePath(); path != "" && !g.s.Game().Over() {
		text += "\n\nIt is saved: resume it with\ncthulhu play --resume " + path
	}
	g.message("quit", text, []string{"Quit", "Go on playing"}, func(label string) {
		if label == "Quit" {
			g.quit()
		}
	})
}

func (g *game) quit() {
	// The moves appended to the file are folded into it; were this to
	// fail, the file as it is holds them all.
	g.s.Close()
	if path := g.s.SavePath(); path != "" {
		if g.s.Game().Over() {
			g.exit = "The replay is in " + path + ": cthulhu replay " + path
		} else {
			g.exit = "The game is saved: cthulhu play --resume " + path
		}
	}
	g.tv.Stop()
}

func (g *game) showHelp() {
	t := g.textView().SetScrollable(true)
	t.SetText(helpText)
	g.closeOn(t, "help", '?')
	g.popup("help", "Help", t, 66, 20)
}

const helpText = `The menu on the right lists every choice the rules allow you now,
and nothing else. Highlight a choice with the arrow keys or its
number (two digits quickly for 10 and more), then press Enter; or
click it.

  d         details of the card of the highlighted choice
  c         every card you can see, with their details
  click     a card's name on the board shows its details
  Tab       move between the menu, the board and the log
            (arrow keys and the mouse wheel scroll them)
  u         take back your last choice, while the opponent has not
            decided since (not one that showed you new cards)
  a         auto-pass on or off: on, a Disrupt or Response window
            where you can only pass is passed for you; off, every
            window waits for you, so the pause tells nothing
  b, l, m   go to the board, the log, the menu
  q         quit (the game is saved after every move)
  Esc       close a window

On the board: a character shows its cost ($3), title, skill, icons
(T terror, C combat, A arcane, I investigation), keywords and state.
Domains show their number, their size as counted when drained, and
their resources' factions (Ag Agency, MU Miskatonic, Sy Syndicate,
Ct Cthulhu, Ha Hastur, YS Yog-Sothoth, SN Shub-Niggurath, ST Silver
Twilight, Ne neutral, Zo Zoog).
Stories show each player's success tokens out of five (● won, ○ to go)
and the characters committed to them.`

// drawBoard draws the board for the pane's width.
func (g *game) drawBoard() {
	_, _, width, _ := g.board.GetInnerRect()
	g.boardWidth = width
	board, mine := renderBoard(g.view(), g.s.Seats(), g.s.Decks(), g.pt, width)
	keep(g.board, board)
	keep(g.hand, mine)
	// The player's own side and hand get the rows they need, leaving the
	// opponent and the stories at least two fifths of a small screen;
	// each part scrolls.
	_, _, _, rows := g.left.GetRect()
	g.boardRows = rows
	if rows <= 0 {
		return
	}
	top, bottom := wrappedLines(board, width), wrappedLines(mine, width)
	g.left.ResizeItem(g.hand, max(1, min(bottom, rows-min(top, rows*2/5))), 0)
}

// wrappedLines estimates the rows a text takes in a pane of the width.
// (TextView.GetWrappedLineCount cannot serve: it indexes the text without
// wrapping and the pane keeps that index.)
func wrappedLines(text string, width int) int {
	n := 0
	for _, line := range strings.Split(text, "\n") {
		w := tview.TaggedStringWidth(line)
		if width <= 0 || w <= width {
			n++
		} else {
			n += (w + width - 1) / width
		}
	}
	return n
}

// keep sets a pane's text and keeps where it was scrolled to.
func keep(t *tview.TextView, text string) {
	row, _ := t.GetScrollOffset()
	t.SetText(text)
	t.ScrollTo(row, 0)
}
