package engine

import "fmt"

// The wire forms of the engine's types: what a server sends a client and
// reads back. Each kind is written as its name ("play", "commit",
// "draw-actions"), never as its number, so that a client does not depend
// on the order of the constants; a name that is not known is refused with
// an error that names it. The names are those of the kinds' String
// methods, listed in docs/wire.md (TestWireDoc checks that the lists there
// are the tables here).
//
// These are methods only: the kinds stay bytes in memory, and the replay
// file, which records options by their IDs, is unchanged.

// nameText is the text form of kind i of a table of names.
func nameText(names []string, i int, what string) ([]byte, error) {
	if i < 0 || i >= len(names) || names[i] == "" {
		return nil, fmt.Errorf("%s %d has no name", what, i)
	}
	return []byte(names[i]), nil
}

// nameIndex reads a name of a table of names.
func nameIndex(names []string, text []byte, what string) (int, error) {
	for i, n := range names {
		if n == string(text) {
			return i, nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q", what, text)
}

// MarshalText writes the act's name: "play".
func (a Act) MarshalText() ([]byte, error) { return nameText(actNames[:], int(a), "option kind") }

// UnmarshalText reads an act's name.
func (a *Act) UnmarshalText(text []byte) error {
	i, err := nameIndex(actNames[:], text, "option kind")
	*a = Act(i)
	return err
}

// MarshalText writes the prompt kind's name: "commit".
func (k PromptKind) MarshalText() ([]byte, error) {
	return nameText(promptNames[:], int(k), "prompt kind")
}

// UnmarshalText reads a prompt kind's name.
func (k *PromptKind) UnmarshalText(text []byte) error {
	i, err := nameIndex(promptNames[:], text, "prompt kind")
	*k = PromptKind(i)
	return err
}

// MarshalText writes the event kind's name: "draw".
func (k EventKind) MarshalText() ([]byte, error) {
	return nameText(eventNames[:], int(k), "event kind")
}

// UnmarshalText reads an event kind's name.
func (k *EventKind) UnmarshalText(text []byte) error {
	i, err := nameIndex(eventNames[:], text, "event kind")
	*k = EventKind(i)
	return err
}

// MarshalText writes the step's name: "draw-actions".
func (s Step) MarshalText() ([]byte, error) { return nameText(stepNames[:], int(s), "step") }

// UnmarshalText reads a step's name, exactly as MarshalText writes it
// (ParseStep, for people, also takes a phase's name).
func (s *Step) UnmarshalText(text []byte) error {
	i, err := nameIndex(stepNames[:], text, "step")
	*s = Step(i)
	return err
}

// MarshalText writes the phase's name, as View.Phase holds it: "Story".
func (p Phase) MarshalText() ([]byte, error) { return nameText(phaseNames[:], int(p), "phase") }

// UnmarshalText reads a phase's name.
func (p *Phase) UnmarshalText(text []byte) error {
	i, err := nameIndex(phaseNames[:], text, "phase")
	*p = Phase(i)
	return err
}

// Entry is one event of the log as one reader sees it: its place in the
// log, its kind and the facts it records, and its text for the reader
// ("Turn 3, Story phase: Agency commits Local Sheriff to The Other Path").
type Entry struct {
	Index  int       `json:"index"` // its place in Events, the index EventsSince counts from
	Kind   EventKind `json:"kind"`
	Turn   int       `json:"turn"` // 0 during set-up
	Step   Step      `json:"step"`
	Player int       `json:"player"` // the player who acts, or -1 for the game
	Card   CardID    `json:"card"`   // the card it is about, or None
	Other  CardID    `json:"other"`  // a second card (a host, a story), or None
	Src    CardID    `json:"src"`    // the card whose ability caused it, or None
	N      int       `json:"n"`      // a number: cards drawn, tokens placed, the icon of a struggle...
	Counts [2]int    `json:"counts"` // the players' totals of a struggle or of a story's skill
	X      int       `json:"x,omitempty"`
	D      int       `json:"d,omitempty"`    // the domain drained to pay, plus one (0: none)
	Note   string    `json:"note,omitempty"` // an effect's own words, or how a game was won
	Text   string    `json:"text"`
}

// EventsSince returns the log from entry n on as a reader sees it (0 or
// 1 for a player, -1 for everything, Spectator), and the index to ask from next
// time: the game's log as it grows, a part at a time. Successive calls,
// each from the index the last returned, give the whole log as Log gives
// it; the events Log leaves out (those recorded for the rules only) are
// left out here too, so that the indices of the entries may skip.
//
// An event records only what both players may see (an effect that puts
// a hidden card into a hand says so without naming it), so the facts of
// an entry are the event's; its text is EventText's for the reader.
func (g *Game) EventsSince(n, viewer int) ([]Entry, int, error) {
	if viewer < -1 || viewer > Spectator {
		return nil, 0, fmt.Errorf("reader %d: a reader is player 0 or 1, -1 for everything, or 2 for a spectator", viewer)
	}
	if n < 0 || n > len(g.log) {
		return nil, 0, fmt.Errorf("log entry %d is out of range: the log has %d entries", n, len(g.log))
	}
	var out []Entry
	for i := n; i < len(g.log); i++ {
		e := &g.log[i]
		if !e.Shown() {
			continue
		}
		out = append(out, Entry{Index: i, Kind: e.Kind, Turn: int(e.Turn), Step: e.Step, Player: int(e.Player),
			Card: e.Card, Other: e.Other, Src: e.Src, N: int(e.N), Counts: [2]int{int(e.Counts[0]), int(e.Counts[1])},
			X: int(e.X), D: int(e.D), Note: e.Text, Text: g.EventText(*e, viewer)})
	}
	return out, len(g.log), nil
}
