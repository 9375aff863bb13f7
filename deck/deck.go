// Package deck reads, builds and checks players' decks: the project's
// plain-text deck lists, OCTGN .o8d deck files, and the Core Set "first
// game" presets, validated against the deck-building rules of the Living
// Card Game or of the Eldritch Edition. See docs/decks.md.
package deck

import (
	"fmt"
	"strings"

	"cthulhu/carddb"
)

// Entry is one line of a deck list: Count copies of one card. Line is the
// line of the source file the entry came from (the first one, when several
// lines name the same card), or 0 for decks built in code.
type Entry struct {
	Card  *carddb.Card
	Count int
	Line  int
}

// Deck is a player's draw deck. The story deck is not part of it: it is
// fixed by the format (carddb.DB.StoryDeck).
type Deck struct {
	Name    string
	Entries []Entry
}

// Cards returns the deck's cards one by one: each entry's card Count times,
// in entry order. Shuffling is the game's business.
func (d *Deck) Cards() []*carddb.Card {
	n := 0
	for _, e := range d.Entries {
		n += max(0, e.Count)
	}
	out := make([]*carddb.Card, 0, n)
	for _, e := range d.Entries {
		for range e.Count {
			out = append(out, e.Card)
		}
	}
	return out
}

// Size is the number of cards that count toward the deck minimum: every
// card but story cards (LCG rulebook, "Deck-Building Rules"; conspiracies
// count, "Conspiracy Cards" 1).
func (d *Deck) Size() int {
	n := 0
	for _, e := range d.Entries {
		if e.Card != nil && e.Card.Type != carddb.Story {
			n += e.Count
		}
	}
	return n
}

// LineError is one problem on one line of a deck file. Line 0 means the
// problem is not tied to a line.
type LineError struct {
	Line int
	Err  error
}

func (e LineError) Error() string {
	if e.Line <= 0 {
		return e.Err.Error()
	}
	return fmt.Sprintf("line %d: %v", e.Line, e.Err)
}

func (e LineError) Unwrap() error { return e.Err }

// ParseError is every problem found in a deck file, so that a player can fix
// them all at once. Its message has one line per problem: "line N: problem",
// each prefixed with "Path: " when Path is set (Load sets it).
type ParseError struct {
	Path   string
	Errors []LineError
}

func (e *ParseError) Error() string {
	var b strings.Builder
	for i, le := range e.Errors {
		if i > 0 {
			b.WriteByte('\n')
		}
		if e.Path != "" {
			b.WriteString(e.Path)
			b.WriteString(": ")
		}
		b.WriteString(le.Error())
	}
	return b.String()
}

// maxInput bounds what Parse and ParseO8D accept. A real deck list is a few
// kilobytes; the bound keeps a wrong file (or a fuzzer) from costing minutes
// of title suggestions.
const maxInput = 1 << 20

// maxSuggest is how many unknown titles of one file get spelling
// suggestions; db.Suggest compares a title with every title in the database,
// so the rest are reported without them. Titles longer than
// maxSuggestLen (printed titles are under 60 characters) get none either.
const (
	maxSuggest    = 25
	maxSuggestLen = 80
)

// eraOf is the era whose printings a format prefers when a title has both.
func eraOf(f carddb.Format) carddb.Era {
	if f == carddb.FormatEldritch {
		return carddb.CCG
	}
	return carddb.LCG
}

// builder collects a deck's entries, adding up repeated cards.
type builder struct {
	deck  Deck
	index map[*carddb.Card]int
}

func (b *builder) add(c *carddb.Card, n, line int) {
	if b.index == nil {
		b.index = map[*carddb.Card]int{}
	}
	if i, ok := b.index[c]; ok {
		b.deck.Entries[i].Count += n
		return
	}
	b.index[c] = len(b.deck.Entries)
	b.deck.Entries = append(b.deck.Entries, Entry{Card: c, Count: n, Line: line})
}

// resolver resolves titles against a database, with a budget of spelling
// suggestions (see maxSuggest).
type resolver struct {
	db      *carddb.DB
	era     carddb.Era
	suggest int
	// eldritch: an .o8d deck of the Eldritch format, whose LCG cards
	// become CCG printings (eldritchPrinting).
	eldritch bool
	// forgivingIndex holds the era's cards by forgivingKey, built on
	// first use.
	forgivingIndex map[string][]*carddb.Card
}

// known reports whether a title (or "Title, Descriptor") names some card,
// without the cost of suggestions.
func (r *resolver) known(title string) bool {
	if len(r.db.ByTitle(title)) > 0 {
		return true
	}
	if i := strings.Index(title, ","); i > 0 {
		for _, c := range r.db.ByTitle(title[:i]) {
			if carddb.Normalize(c.Descriptor) == carddb.Normalize(title[i+1:]) {
				return true
			}
		}
	}
	return false
}

// resolve is db.Resolve, but unknown titles past the suggestion budget get
// a plain "unknown card" error.
func (r *resolver) resolve(ref carddb.Ref) (*carddb.Card, error) {
	if ref.Number == 0 && !r.known(ref.Title) {
		if r.suggest >= maxSuggest || len(ref.Title) > maxSuggestLen {
			return nil, fmt.Errorf("unknown card %q", ref.Title)
		}
		r.suggest++
	}
	return r.db.Resolve(ref, r.era)
}

// stripBOM drops a UTF-8 byte order mark, which Windows tools (OCTGN among
// them) write at the start of files.
func stripBOM(b []byte) []byte {
	if len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF {
		return b[3:]
	}
	return b
}
