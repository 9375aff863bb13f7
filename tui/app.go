// Package tui is the full-screen terminal interface: a game against the
// computer or a friend at the same keyboard, and a replay viewer. It only
// draws: the game and who sits at each side are a session.Session.
package tui

import (
	"fmt"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/gdamore/tcell/v2"
	"github.com/rivo/tview"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/engine"
)

// Options are the interface's settings.
type Options struct {
	// Color draws in colour; without it, states are spelled out.
	Color bool
	// Pace is the pause before each of the computer's moves, so that a
	// person can follow them one by one.
	Pace time.Duration
	// CardText holds printed card texts the user loaded (--card-text),
	// shown in the card details; nil shows the project's descriptions.
	CardText map[*carddb.Card]string
	// AutoPass is each person's auto-pass setting at the start: a
	// Disrupt or Response window where he can only pass is passed for
	// him (session.SetAutoPass). Off, every window the rules open waits
	// for him, as it waits for an opponent who has something. The a key
	// turns it on and off during the game.
	AutoPass bool
	// Screen is the screen to draw on; nil opens the terminal. Tests give
	// a simulation screen.
	Screen tcell.Screen
	// started, for tests, receives the interface before it runs.
	started func(*ui)
}

// ColorWanted reports whether to draw in colour: not when NO_COLOR is set
// (https://no-color.org) or the terminal is "dumb".
func ColorWanted() bool {
	return os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb"
}

// ui is the parts every screen shares: the application, its pages, and
// the card details.
type ui struct {
	tv    *tview.Application
	opts  Options
	pt    paint
	pages *tview.Pages
	// detailBack is the primitive that had the focus before a pop-up.
	detailBack tview.Primitive
}

func newUI(opts Options) *ui {
	u := &ui{tv: tview.NewApplication(), opts: opts, pt: paint{color: opts.Color}, pages: tview.NewPages()}
	if opts.Screen != nil {
		u.tv.SetScreen(opts.Screen)
	}
	if !opts.Color {
		monochrome()
	}
	u.tv.EnableMouse(true)
	u.tv.SetRoot(u.pages, true)
	if opts.started != nil {
		opts.started(u)
	}
	return u
}

// monochrome makes tview draw in the terminal's own colours, with
// reverse video for what is selected.
func monochrome() {
	d := tcell.ColorDefault
	tview.Styles = tview.Theme{PrimitiveBackgroundColor: d, ContrastBackgroundColor: d, MoreContrastBackgroundColor: d,
		BorderColor: d, TitleColor: d, GraphicsColor: d, PrimaryTextColor: d, SecondaryTextColor: d,
		TertiaryTextColor: d, InverseTextColor: d, ContrastSecondaryTextColor: d}
}

func (u *ui) textView() *tview.TextView {
	t := tview.NewTextView().SetDynamicColors(u.opts.Color).SetRegions(true).SetWrap(true).SetWordWrap(true)
	return t
}

func (u *ui) list() *tview.List {
	l := tview.NewList().ShowSecondaryText(false).SetWrapAround(false).SetHighlightFullLine(true)
	if !u.opts.Color {
		l.SetSelectedStyle(tcell.StyleDefault.Reverse(true)).SetMainTextStyle(tcell.StyleDefault).
			SetShortcutStyle(tcell.StyleDefault.Bold(true))
	}
	return l
}

// popup shows a framed primitive over the screen; Escape closes it.
func (u *ui) popup(name, title string, p tview.Primitive, width, height int) {
	if u.detailBack == nil {
		u.detailBack = u.tv.GetFocus()
	}
	frame := tview.NewFlex().SetDirection(tview.FlexRow)
	box := tview.NewFlex().SetDirection(tview.FlexRow).AddItem(p, 0, 1, true)
	box.SetBorder(true).SetTitle(" " + title + " ")
	frame.AddItem(nil, 0, 1, false).
		AddItem(tview.NewFlex().AddItem(nil, 0, 1, false).AddItem(box, width, 0, true).AddItem(nil, 0, 1, false), height, 0, true).
		AddItem(nil, 0, 1, false)
	u.pages.AddPage(name, frame, true, true)
	u.tv.SetFocus(p)
}

func (u *ui) closePopup(name string) {
	u.pages.RemovePage(name)
	if u.detailBack != nil && !u.popupOpen() {
		u.tv.SetFocus(u.detailBack)
		u.detailBack = nil
	}
}

func (u *ui) popupOpen() bool {
	for _, n := range []string{"detail", "cards", "help", "quit", "over", "error", "confirm"} {
		if u.pages.HasPage(n) {
			return true
		}
	}
	return false
}

// showCard opens the details of a card: whose it is and where, its
// facts, and what it does in the project's words (or its printed text,
// when loaded).
func (u *ui) showCard(cv engine.CardView, where string) {
	t := u.textView().SetScrollable(true)
	t.SetText(cardDetail(cv, where, u.opts.CardText, u.pt))
	u.closeOn(t, "detail", 'd')
	u.popup("detail", "Card", t, 60, 18)
}

// closeOn makes Escape, Enter, q and the key that opened it close a
// pop-up; the pane's other keys scroll it.
func (u *ui) closeOn(t *tview.TextView, name string, opener rune) {
	t.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyEscape || ev.Key() == tcell.KeyEnter || ev.Rune() == 'q' || ev.Rune() == opener {
			u.closePopup(name)
			return nil
		}
		return ev
	})
}

// clickCards opens a card's details when its name, a region of the pane,
// is clicked.
func clickCards(t *tview.TextView, detail func(engine.CardID)) {
	t.SetHighlightedFunc(func(added, _, _ []string) {
		if len(added) == 1 && strings.HasPrefix(added[0], "c") {
			if id, err := strconv.Atoi(added[0][1:]); err == nil {
				detail(engine.CardID(id))
			}
			t.Highlight()
		}
	})
}

// cardDetail is the text of a card's details.
func cardDetail(cv engine.CardView, where string, texts map[*carddb.Card]string, pt paint) string {
	var b strings.Builder
	c := carddb.Default().ByKey(cv.Key)
	fmt.Fprintf(&b, "%s\n", pt.bold(tview.Escape(cv.Title)))
	if where != "" {
		fmt.Fprintf(&b, "%s\n", pt.c("aqua", tview.Escape(capitalize(where))))
	}
	if c == nil {
		return b.String()
	}
	if c.Descriptor != "" {
		fmt.Fprintf(&b, "%s\n", pt.dim(tview.Escape(c.Descriptor)))
	}
	fmt.Fprintf(&b, "%s · %s · %s\n", c.Faction.Title(), c.Type, c.Key())
	switch c.Type {
	case carddb.Character:
		fmt.Fprintf(&b, "cost %s · skill %s · icons %s\n", c.CostString(), c.SkillString(), pt.icons(c.Icons.String()))
		if cv.Skill != int(c.Skill) || cv.Icons != c.Icons.String() {
			fmt.Fprintf(&b, "now: skill %d · icons %s\n", cv.Skill, pt.icons(cv.Icons))
		}
	case carddb.Story, carddb.Conspiracy:
		fmt.Fprintf(&b, "struggles %s\n", pt.icons(strugglesString(c.Struggles)))
	default:
		fmt.Fprintf(&b, "cost %s\n", c.CostString())
	}
	if len(c.Subtypes) > 0 {
		fmt.Fprintf(&b, "%s\n", tview.Escape(strings.Join(c.Subtypes, ". ")+"."))
	}
	if kws := cv.Keywords; len(kws) > 0 {
		fmt.Fprintf(&b, "%s\n", strings.Join(kws, ", "))
	}
	var state []string
	if cv.Exhausted {
		state = append(state, "exhausted")
	}
	if cv.Insane {
		state = append(state, "insane")
	}
	if cv.Wounds > 0 {
		state = append(state, plural(cv.Wounds, "wound"))
	}
	if cv.Tokens > 0 {
		state = append(state, plural(cv.Tokens, "success token"))
	}
	if cv.Toughness > 0 {
		state = append(state, fmt.Sprintf("toughness %d", cv.Toughness))
	}
	if len(state) > 0 {
		fmt.Fprintf(&b, "%s\n", strings.Join(state, " · "))
	}
	b.WriteString("\n")
	switch {
	case texts[c] != "":
		fmt.Fprintf(&b, "%s\n", tview.Escape(texts[c]))
	case !c.Abilities:
		b.WriteString(pt.dim("No abilities beyond its keywords.") + "\n")
	default:
		if im := cards.Library().Lookup(c); im != nil {
			fmt.Fprintf(&b, "%s\n", tview.Escape(im.Description()))
		} else {
			b.WriteString(pt.dim("Its abilities are not implemented: it plays as a card without them.") + "\n")
		}
	}
	if c.Restricted || c.Banned {
		b.WriteString(pt.dim("Restricted or banned in tournament play (FAQ).") + "\n")
	}
	return b.String()
}

// capitalize writes a phrase's first letter in capitals.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func strugglesString(ics []carddb.Icon) string {
	var b strings.Builder
	for _, ic := range ics {
		b.WriteByte(carddb.IconLetters[ic])
	}
	return b.String()
}

// visibleCards collects every card of a view by id, with whose it is and
// where, for the view's reader: "the opponent's character, in play",
// "your resource in domain 2", "in your hand".
func visibleCards(v *engine.View) (ids []engine.CardID, byID map[engine.CardID]engine.CardView, where map[engine.CardID]string) {
	byID, where = map[engine.CardID]engine.CardView{}, map[engine.CardID]string{}
	whose := func(p int) string {
		switch {
		case p == v.Viewer:
			return "your"
		case p >= 0 && p < len(v.Players):
			return v.Players[p].Name + "'s"
		}
		return "no one's"
	}
	var add func(cv engine.CardView, w string)
	add = func(cv engine.CardView, w string) {
		if cv.ID < 0 {
			return
		}
		if _, ok := byID[cv.ID]; !ok {
			ids = append(ids, cv.ID)
		}
		byID[cv.ID], where[cv.ID] = cv, w
		for _, a := range cv.Attached {
			add(a, fmt.Sprintf("%s %s, attached to %s", whose(a.Controller), cardNoun(a), cv.Title))
		}
	}
	for _, st := range v.Stories {
		add(st.Card, "a story, in play")
		for _, a := range st.Attached {
			add(a, fmt.Sprintf("%s %s, attached to %s", whose(a.Controller), cardNoun(a), st.Card.Title))
		}
	}
	for p := range v.Players {
		pv := &v.Players[p]
		w := whose(p)
		for _, c := range pv.InPlay {
			add(c, fmt.Sprintf("%s %s, in play", whose(c.Controller), cardNoun(c)))
		}
		for _, c := range pv.Hand {
			add(c, "in "+w+" hand")
		}
		for d, dom := range pv.Domains {
			for _, r := range dom.Resources {
				add(r, fmt.Sprintf("%s resource in domain %d", w, d+1))
			}
			for _, a := range dom.Attached {
				add(a, fmt.Sprintf("%s %s, attached to domain %d", w, cardNoun(a), d+1))
			}
		}
		for _, c := range pv.Discard {
			add(c, "in "+w+" discard pile")
		}
		for _, a := range pv.DiscardAttached {
			add(a, fmt.Sprintf("%s %s, attached to %s discard pile", whose(a.Controller), cardNoun(a), w))
		}
		for _, c := range pv.Won {
			if w == "your" {
				add(c, "a story you won")
			} else {
				add(c, "a story "+pv.Name+" won")
			}
		}
	}
	return ids, byID, where
}

// cardNoun is a card's kind in play: "character", "support", or "insane
// character".
func cardNoun(cv engine.CardView) string {
	t := cv.Type
	if t == "" {
		t = "card"
	}
	if cv.Insane {
		return "insane " + t
	}
	return t
}

// browseCards lists every card the reader may see; Enter shows one.
func (u *ui) browseCards(v *engine.View) {
	ids, byID, where := visibleCards(v)
	sort.SliceStable(ids, func(i, j int) bool { return where[ids[i]] < where[ids[j]] })
	l := u.list()
	for _, id := range ids {
		cv := byID[id]
		l.AddItem(tview.Escape(fmt.Sprintf("%s — %s", cv.Title, where[id])), "", 0, func() { u.showCard(cv, where[id]) })
	}
	l.SetInputCapture(func(ev *tcell.EventKey) *tcell.EventKey {
		if ev.Key() == tcell.KeyEscape || ev.Rune() == 'q' || ev.Rune() == 'c' {
			u.closePopup("cards")
			return nil
		}
		return ev
	})
	u.popup("cards", "Cards you can see (Enter: details, Esc: close)", l, 70, 20)
}

// message shows a short text with an OK button.
func (u *ui) message(name, text string, buttons []string, done func(label string)) {
	m := tview.NewModal().SetText(text).AddButtons(buttons).SetDoneFunc(func(_ int, label string) {
		u.pages.RemovePage(name)
		if u.detailBack != nil && !u.popupOpen() {
			u.tv.SetFocus(u.detailBack)
			u.detailBack = nil
		}
		if done != nil {
			done(label)
		}
	})
	if u.detailBack == nil {
		u.detailBack = u.tv.GetFocus()
	}
	u.pages.AddPage(name, m, true, true)
	u.tv.SetFocus(m)
}
