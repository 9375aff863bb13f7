package tui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rivo/tview"

	"cthulhu/carddb"
	"cthulhu/engine"
	"cthulhu/session"
)

// paint writes tview's colour tags, or none when the screen has no
// colour: then states are spelled out in words, never in colour alone.
type paint struct{ color bool }

func (pt paint) c(tag, text string) string {
	if !pt.color || text == "" || tag == "" {
		return text
	}
	return "[" + tag + "]" + text + "[-:-:-]"
}

func (pt paint) bold(text string) string { return pt.c("::b", text) }
func (pt paint) dim(text string) string  { return pt.c("gray", text) }

// cardRef is a card's title as a region of the board, so that a click on
// it opens the card's details.
func (pt paint) cardRef(cv engine.CardView, text string) string {
	if cv.ID < 0 {
		return text
	}
	return `["c` + strconv.Itoa(int(cv.ID)) + `"]` + text + `[""]`
}

var iconColors = [len(carddb.IconLetters)]string{"fuchsia", "red", "dodgerblue", "yellow"}

// icons colours each icon letter (T terror, C combat, A arcane, I
// investigation).
func (pt paint) icons(s string) string {
	if s == "" || s == "-" {
		return pt.dim("-")
	}
	var b strings.Builder
	for _, r := range s {
		i := strings.IndexRune(carddb.IconLetters, r)
		if i < 0 {
			b.WriteRune(r)
			continue
		}
		b.WriteString(pt.c(iconColors[i], string(r)))
	}
	return b.String()
}

var factionColors = map[string]string{
	"agency": "dodgerblue", "miskatonic": "goldenrod", "syndicate": "silver", "cthulhu": "green",
	"hastur": "yellow", "yog-sothoth": "mediumpurple", "shub-niggurath": "orangered", "silver-twilight": "lightskyblue",
}

// factionAbbrev is a faction in two or three letters, for resources.
var factionAbbrev = map[string]string{
	"agency": "Ag", "miskatonic": "MU", "syndicate": "Sy", "cthulhu": "Ct", "hastur": "Ha",
	"yog-sothoth": "YS", "shub-niggurath": "SN", "silver-twilight": "ST", "neutral": "Ne", "zoog": "Zo",
}

func (pt paint) title(cv engine.CardView) string {
	t := tview.Escape(cv.Title)
	if cv.Unique {
		t = "•" + t
	}
	if col, ok := factionColors[cv.Faction]; ok {
		t = pt.c(col, t)
	}
	return pt.cardRef(cv, t)
}

// board renders what viewer may see (-1: everything) as tagged text:
// the opponent at the top, the stories, then the viewer.
type board struct {
	pt    paint
	v     *engine.View
	seats [2]string
	decks [2]string
	names map[engine.CardID]string // "story 2", by card, for "at story 2"
	width int                      // columns of the pane, 0 if unknown
}

// renderBoard returns the board in two parts: the opponent and the
// stories, and the viewer's own side with his hand (the bottom player's
// side when the reader sees everything), so that each can have its own
// part of a small screen.
func renderBoard(v *engine.View, seats, decks [2]string, pt paint, width int) (string, string) {
	b := &board{pt: pt, v: v, seats: seats, decks: decks, names: map[engine.CardID]string{}, width: width}
	for _, st := range v.Stories {
		b.names[st.Card.ID] = fmt.Sprintf("story %d", st.Slot+1)
		if st.Slot >= 3 {
			b.names[st.Card.ID] = "the conspiracy"
		}
	}
	me, opp := 0, 1
	if v.Viewer == 1 {
		me, opp = 1, 0
	} else if v.Viewer < 0 {
		me, opp = 0, 1
	}
	// The stories come first: they are what the game is played for, and
	// on a small screen they stay in sight while the opponent's side
	// scrolls.
	var out, mine strings.Builder
	b.stories(&out)
	out.WriteString("\n")
	b.player(&out, opp)
	b.player(&mine, me)
	if pv := &v.Players[me]; v.Viewer >= 0 { // an empty hand too: "Your hand (0)"
		fmt.Fprintf(&mine, "%s\n", pt.bold(fmt.Sprintf("Your hand (%d)", len(pv.Hand))))
		for _, c := range pv.Hand {
			fmt.Fprintf(&mine, " %s\n", b.handCard(c))
		}
	}
	return strings.TrimRight(out.String(), "\n"), strings.TrimRight(mine.String(), "\n")
}

func (b *board) header(p int) string {
	who := b.seats[p]
	switch {
	case b.seats[p] == session.Human && b.v.Viewer == p:
		who = "you"
	case b.seats[p] == session.Human:
		who = "human"
	case b.seats[p] == "":
		who = ""
	}
	h := b.v.Players[p].Name
	if who != "" {
		h += " · " + who
	}
	if b.decks[p] != "" {
		h += " · " + b.decks[p]
	}
	if b.v.First == p && b.v.Turn > 0 {
		h += " · first"
	}
	if b.v.Active == p && b.v.Turn > 0 {
		h += " · active"
	}
	return b.pt.bold(tview.Escape(h))
}

func (b *board) player(out *strings.Builder, p int) {
	pv := &b.v.Players[p]
	pt := b.pt
	fmt.Fprintf(out, "%s\n", b.header(p))
	won := make([]string, 0, len(pv.Won))
	for _, c := range pv.Won {
		won = append(won, pt.title(c))
	}
	line := fmt.Sprintf(" hand %d · deck %d · discard %d · won %d", pv.HandCount, pv.DeckCount, len(pv.Discard), len(pv.Won))
	if len(won) > 0 {
		line += ": " + strings.Join(won, ", ")
	}
	for _, a := range pv.DiscardAttached {
		line += " · on the discard pile: " + pt.title(a)
	}
	if pv.DeckTop != nil {
		line += " · top of deck revealed: " + pt.title(*pv.DeckTop)
	}
	fmt.Fprintln(out, line)
	// Domains: their size as counted, the resources' factions, drained.
	var doms []string
	for i, d := range pv.Domains {
		var res []string
		for _, r := range d.Resources {
			a := factionAbbrev[r.Faction]
			if r.ID < 0 || a == "" {
				a = "?"
			}
			res = append(res, pt.cardRef(r, pt.c(factionColors[r.Faction], a)))
		}
		s := fmt.Sprintf("%d:%d", i+1, d.Total)
		if d.Drained {
			s = pt.dim(s + " drained")
		} else {
			s = pt.c("green", s)
		}
		if len(res) > 0 {
			s += " " + strings.Join(res, "")
		}
		for _, a := range d.Attached {
			s += " +" + pt.title(a)
		}
		doms = append(doms, s)
	}
	if len(doms) == 0 {
		doms = []string{pt.dim("none")}
	}
	fmt.Fprintf(out, " domains  %s\n", strings.Join(doms, "  "))
	var chars, others []engine.CardView
	for _, c := range pv.InPlay {
		if c.Type == "character" || c.Insane {
			chars = append(chars, c)
		} else {
			others = append(others, c)
		}
	}
	if len(chars) == 0 {
		fmt.Fprintln(out, pt.dim(" no characters"))
	}
	for _, c := range chars {
		fmt.Fprintf(out, " %s\n", b.character(c))
		for _, a := range c.Attached {
			fmt.Fprintf(out, "    + %s\n", pt.title(a))
		}
	}
	for _, c := range others {
		fmt.Fprintf(out, " %s %s\n", pt.title(c), pt.dim("("+c.Type+")"))
		for _, a := range c.Attached {
			fmt.Fprintf(out, "    + %s\n", pt.title(a))
		}
	}
}

// character is one line: title, skill, icons, keywords and state.
func (b *board) character(c engine.CardView) string {
	pt := b.pt
	if c.Insane {
		return pt.title(c) + " " + pt.c("red", "INSANE")
	}
	s := fmt.Sprintf("%s %s %s %s", pt.c("yellow", "$"+c.Cost), pt.title(c), pt.bold(fmt.Sprintf("%d", c.Skill)), pt.icons(c.Icons))
	if len(c.Keywords) > 0 {
		s += " " + pt.dim(strings.Join(shortKeywords(c.Keywords), ","))
	}
	var state []string
	if c.Exhausted {
		state = append(state, pt.c("gray", "exhausted"))
	}
	if c.Wounds > 0 {
		state = append(state, pt.c("red", plural(c.Wounds, "wound")))
	}
	if c.Tokens > 0 {
		state = append(state, plural(c.Tokens, "success token"))
	}
	if c.Committed != engine.None {
		if t, ok := b.names[c.Committed]; ok {
			state = append(state, pt.c("aqua", "at "+tview.Escape(t)))
		}
	}
	if len(state) > 0 {
		s += " · " + strings.Join(state, " · ")
	}
	return s
}

func (b *board) handCard(c engine.CardView) string {
	pt := b.pt
	s := fmt.Sprintf("%s %s", pt.c("yellow", "$"+c.Cost), pt.title(c))
	if c.Type == "character" {
		s += fmt.Sprintf(" %d %s", c.Skill, pt.icons(c.Icons))
	} else {
		s += " " + pt.dim(c.Type)
	}
	if len(c.Keywords) > 0 {
		s += " " + pt.dim(strings.Join(shortKeywords(c.Keywords), ","))
	}
	return s
}

func (b *board) stories(out *strings.Builder) {
	pt := b.pt
	// The tokens go on the story's line: "P1 ●●○○○  P2 ○○○○○" when the
	// pane is wide enough for every story, else without the names (the
	// heading says the order), on a line of their own if need be.
	named := true // every story has room for the names
	for _, st := range b.v.Stories {
		line := len([]rune(st.Card.Title)) + len(st.Struggles) + 4
		named = named && (b.width <= 0 || line+21 <= b.width)
	}
	bare := !named
	fmt.Fprintf(out, "%s", pt.bold("Stories"))
	var notes []string
	if bare {
		notes = append(notes, "tokens P1 P2")
	}
	if b.v.StoryDeck > 0 && bare {
		notes = append(notes, fmt.Sprintf("deck %d", b.v.StoryDeck))
	} else if b.v.StoryDeck > 0 {
		notes = append(notes, fmt.Sprintf("%d in the story deck", b.v.StoryDeck))
	}
	if len(notes) > 0 {
		fmt.Fprintf(out, " %s", pt.dim("("+strings.Join(notes, "; ")+")"))
	}
	fmt.Fprintln(out)
	for _, st := range b.v.Stories {
		slot := fmt.Sprintf("%d", st.Slot+1)
		if st.Slot >= 3 {
			slot = "C" // a conspiracy
		}
		line := len([]rune(st.Card.Title)) + len(st.Struggles) + 4
		tokens := fmt.Sprintf("P1 %s  P2 %s", b.tokens(st.Success[0]), b.tokens(st.Success[1]))
		switch {
		case named:
			tokens = "  " + tokens
		case line+12 <= b.width:
			tokens = " " + b.tokens(st.Success[0]) + " " + b.tokens(st.Success[1])
		default:
			tokens = "\n   " + b.tokens(st.Success[0]) + " " + b.tokens(st.Success[1])
		}
		fmt.Fprintf(out, " %s %s %s%s\n", slot, pt.title(st.Card), pt.icons(st.Struggles), tokens)
		for p := range 2 {
			var at []string
			for _, c := range b.v.Players[p].InPlay {
				if c.Committed == st.Card.ID && c.ID >= 0 {
					at = append(at, fmt.Sprintf("%s %d", pt.title(c), c.Skill))
				}
			}
			if len(at) > 0 {
				fmt.Fprintf(out, "   P%d at it: %s\n", p+1, strings.Join(at, ", "))
			}
		}
		for _, a := range st.Attached {
			fmt.Fprintf(out, "    + %s\n", pt.title(a))
		}
	}
}

// tokens shows a side's success tokens out of five.
func (b *board) tokens(n int) string {
	return b.pt.c("yellow", strings.Repeat("●", n)+strings.Repeat("○", max(0, 5-n)))
}

// shortKeywords shortens keywords for the board: "Toughness +1" is
// "Tough+1"; the detail view spells them out.
func shortKeywords(kws []string) []string {
	out := make([]string, 0, len(kws))
	for _, k := range kws {
		switch {
		case strings.HasPrefix(k, "Toughness +"):
			k = "Tough+" + strings.TrimPrefix(k, "Toughness +")
		case k == "Invulnerability":
			k = "Invuln"
		case k == "Willpower":
			k = "Willpwr"
		}
		out = append(out, k)
	}
	return out
}

func plural(n int, one string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %ss", n, one)
}

// status is the top line: turn, phase, step, who decides.
func status(s *session.Session, pt paint) string {
	v := s.Game().View(s.Viewer())
	var parts []string
	if v.Turn == 0 {
		parts = append(parts, "Set-up")
	} else {
		parts = append(parts, fmt.Sprintf("Turn %d", v.Turn), fmt.Sprintf("%s phase (%s)", v.Phase, v.Step))
	}
	if v.Day {
		parts = append(parts, "Day")
	}
	if v.Night {
		parts = append(parts, "Night")
	}
	switch {
	case v.Over:
		parts = append(parts, pt.c("yellow", fmt.Sprintf("%s won: %s", s.Game().PlayerName(v.Winner), reasonText(v.Reason))))
	case v.Decider >= 0:
		who := s.Game().PlayerName(v.Decider)
		if s.Seat(v.Decider) == session.Human && s.Humans() == 1 {
			who += " (you)"
		}
		parts = append(parts, pt.c("aqua", who+" to decide"))
	}
	return " " + strings.Join(parts, " · ")
}

// reasonText says how a game ended.
func reasonText(r string) string {
	switch r {
	case engine.ReasonStories:
		return "three stories won"
	case engine.ReasonDeck:
		return "the other player's deck ran out"
	}
	return r
}
