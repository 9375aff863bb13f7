package carddb

import (
	"embed"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

//go:embed data/lcg.jsonl data/ccg.jsonl
var files embed.FS

// DB is a set of cards with indexes by key, title and set. A DB is
// immutable after New and safe for concurrent use.
type DB struct {
	cards []*Card
	byKey map[string]*Card
	// exact holds each card by its key as Key writes it, which replays
	// and decks give: found without normalizing (ByKey).
	exact   map[string]*Card
	byTitle map[string][]*Card
	byOCTGN map[string]*Card
	sets    []SetInfo
}

// SetInfo describes one set (a pack, box or cycle) of the database.
type SetInfo struct {
	Code  string
	Name  string
	Era   Era
	Cards int
}

var (
	defaultOnce sync.Once
	defaultDB   *DB
	defaultErr  error
)

// Default returns the database embedded in the program: every LCG card,
// then every CCG card. It panics only if the embedded files are corrupt,
// which the package's tests rule out.
func Default() *DB {
	defaultOnce.Do(func() {
		var all []*Card
		for _, name := range []string{"data/lcg.jsonl", "data/ccg.jsonl"} {
			b, err := files.ReadFile(name)
			if err != nil {
				defaultErr = err
				return
			}
			cs, err := Read(b)
			if err != nil {
				defaultErr = fmt.Errorf("%s: %v", name, err)
				return
			}
			all = append(all, cs...)
		}
		defaultDB, defaultErr = New(all)
	})
	if defaultErr != nil {
		panic("carddb: embedded database: " + defaultErr.Error())
	}
	return defaultDB
}

// New builds a database from cards. Keys must be unique.
//
// The cards belong to the database from then on: their keys are fixed.
func New(cards []*Card) (*DB, error) {
	db := &DB{cards: cards, byKey: make(map[string]*Card, len(cards)), exact: make(map[string]*Card, len(cards)), byTitle: make(map[string][]*Card, len(cards))}
	setIndex := map[string]int{}
	for i, c := range cards {
		c.key, c.ord = c.makeKey(), int32(i+1)
		c.subtypeBits, c.subtypesASCII = 0, true
		for _, st := range c.Subtypes {
			c.subtypeBits |= subtypeIndex.bit(st)
			c.subtypesASCII = c.subtypesASCII && isASCII(st)
		}
		k := normKey(c.key)
		if _, dup := db.byKey[k]; dup {
			return nil, fmt.Errorf("duplicate card key %q", c.Key())
		}
		db.byKey[k] = c
		db.exact[c.key] = c
		for _, id := range c.OCTGNIDs {
			id = strings.ToLower(id)
			if prev, dup := db.byOCTGN[id]; dup {
				return nil, fmt.Errorf("OCTGN id %s of %q is %q's too", id, c.Key(), prev.Key())
			}
			if db.byOCTGN == nil {
				db.byOCTGN = map[string]*Card{}
			}
			db.byOCTGN[id] = c
		}
		t := Normalize(c.Title)
		db.byTitle[t] = append(db.byTitle[t], c)
		i, ok := setIndex[c.Set]
		if !ok {
			i = len(db.sets)
			setIndex[c.Set] = i
			db.sets = append(db.sets, SetInfo{Code: c.Set, Name: c.SetName, Era: c.Era})
		}
		db.sets[i].Cards++
	}
	if err := db.checkReprints(); err != nil {
		return nil, err
	}
	return db, nil
}

// Cards returns every card in database order. The slice must not be modified.
func (db *DB) Cards() []*Card { return db.cards }

// Sets returns the sets in database order.
func (db *DB) Sets() []SetInfo { return db.sets }

// FindSet finds a set by code or name, case-insensitive.
func (db *DB) FindSet(name string) (SetInfo, bool) {
	n := Normalize(name)
	for _, s := range db.sets {
		if Normalize(s.Code) == n || Normalize(s.Name) == n {
			return s, true
		}
	}
	return SetInfo{}, false
}

// SetCards returns the cards of one set, in database order.
func (db *DB) SetCards(code string) []*Card {
	var out []*Card
	for _, c := range db.cards {
		if c.Set == code {
			out = append(out, c)
		}
	}
	return out
}

// ByKey finds a card by its key ("Core 3"), case-insensitive.
func (db *DB) ByKey(key string) *Card {
	if c, ok := db.exact[key]; ok {
		return c
	}
	return db.byKey[normKey(key)]
}

// ByOCTGNID finds the card OCTGN names by an id (a GUID, as an .o8d deck
// file gives it; case and surrounding space do not count), or nil.
func (db *DB) ByOCTGNID(id string) *Card {
	return db.byOCTGN[strings.ToLower(strings.TrimSpace(id))]
}

// ByTitle returns every printing of a title, in database order.
func (db *DB) ByTitle(title string) []*Card { return db.byTitle[Normalize(title)] }

// Ref names a card as a deck or scenario file may: a title, optionally with
// a set and a collector number ("Local Sheriff (Core 3)").
type Ref struct {
	Title  string
	Set    string
	Number int
}

func (r Ref) String() string {
	switch {
	case r.Set != "" && r.Number > 0:
		return fmt.Sprintf("%s (%s %d)", r.Title, r.Set, r.Number)
	case r.Set != "":
		return fmt.Sprintf("%s (%s)", r.Title, r.Set)
	}
	return r.Title
}

// Resolve finds the card a reference names. A bare title with several
// printings of the same card resolves to the first printing of the preferred
// era; printings that differ (another descriptor or other statistics) make
// the reference ambiguous, and the error lists them. An unknown title gets
// an error that suggests the closest titles.
func (db *DB) Resolve(r Ref, prefer Era) (*Card, error) {
	if r.Set != "" && r.Number > 0 {
		c := db.ByKey(r.Set + " " + strconv.Itoa(r.Number))
		if c == nil {
			if _, ok := db.FindSet(r.Set); !ok {
				return nil, fmt.Errorf("unknown set %q in %q", r.Set, r.String())
			}
			return nil, fmt.Errorf("no card numbered %d in set %s", r.Number, r.Set)
		}
		if r.Title != "" && Normalize(r.Title) != Normalize(c.Title) {
			return nil, fmt.Errorf("%s %d is %q, not %q", c.Set, c.Number, c.Title, r.Title)
		}
		return c, nil
	}
	cands := db.ByTitle(r.Title)
	if len(cands) == 0 {
		// "Title, Descriptor" names one version of a title.
		if i := strings.Index(r.Title, ","); i > 0 {
			for _, c := range db.ByTitle(r.Title[:i]) {
				if Normalize(c.Descriptor) == Normalize(r.Title[i+1:]) {
					cands = append(cands, c)
				}
			}
		}
	}
	if len(cands) == 0 {
		return nil, db.unknown(r.Title)
	}
	if r.Set != "" {
		set, ok := db.FindSet(r.Set)
		if !ok {
			return nil, fmt.Errorf("unknown set %q in %q", r.Set, r.String())
		}
		var in []*Card
		for _, c := range cands {
			if c.Set == set.Code {
				in = append(in, c)
			}
		}
		if len(in) == 0 {
			return nil, fmt.Errorf("%q is not in set %s", r.Title, set.Code)
		}
		cands = in
	}
	// Prefer the era asked for, when it has the title.
	var pref []*Card
	for _, c := range cands {
		if c.Era == prefer {
			pref = append(pref, c)
		}
	}
	if len(pref) > 0 {
		cands = pref
	}
	first := cands[0]
	for _, c := range cands[1:] {
		if !sameCard(first, c) {
			return nil, &AmbiguousError{Title: r.Title, Cards: cands}
		}
	}
	return first, nil
}

// AmbiguousError is Resolve's error for a title that names different
// cards. Its message names each with its key and set.
type AmbiguousError struct {
	Title string  // the title as given
	Cards []*Card // the candidates, in database order
}

func (e *AmbiguousError) Error() string {
	first := e.Cards[0]
	return fmt.Sprintf("%q is ambiguous: %s; add the set and number, e.g. \"%s (%s)\"",
		e.Title, e.Candidates(), first.Title, first.Key())
}

// Candidates lists the cards, each as "Title, Descriptor (KEY, Set Name)".
func (e *AmbiguousError) Candidates() string {
	return CardList(e.Cards)
}

// CardList names cards for a message: "Title, Descriptor (KEY, Set
// Name)", joined by commas.
func CardList(cards []*Card) string {
	var keys []string
	for _, c := range cards {
		where := c.Key()
		if c.SetName != "" && !strings.EqualFold(c.SetName, c.Set) {
			where += ", " + c.SetName
		}
		keys = append(keys, fmt.Sprintf("%s (%s)", c.FullTitle(), where))
	}
	return strings.Join(keys, ", ")
}

// sameCard reports whether two printings are the same card for play:
// same descriptor, type, faction, cost, skill and icons.
func sameCard(a, b *Card) bool {
	return Normalize(a.Descriptor) == Normalize(b.Descriptor) && a.Type == b.Type && a.Faction == b.Faction &&
		a.Cost == b.Cost && a.CostX == b.CostX && a.Skill == b.Skill && a.Icons == b.Icons
}

func (db *DB) unknown(title string) error {
	if s := db.Suggest(title, 3); len(s) > 0 {
		return fmt.Errorf("unknown card %q (did you mean %s?)", title, quoteList(s))
	}
	return fmt.Errorf("unknown card %q", title)
}

func quoteList(s []string) string {
	q := make([]string, len(s))
	for i, x := range s {
		q[i] = strconv.Quote(x)
	}
	if len(q) == 1 {
		return q[0]
	}
	return strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
}

// Suggest returns up to n titles closest to the given one by edit distance,
// closest first; none if nothing is close.
func (db *DB) Suggest(title string, n int) []string {
	want := Normalize(title)
	type cand struct {
		title string
		d     int
	}
	var cs []cand
	for t, cards := range db.byTitle {
		d := Distance(want, t)
		if strings.Contains(t, want) || strings.Contains(want, t) {
			d = min(d, 2)
		}
		limit := max(2, len(want)/3)
		if d <= limit {
			cs = append(cs, cand{cards[0].Title, d})
		}
	}
	sort.Slice(cs, func(i, j int) bool {
		if cs[i].d != cs[j].d {
			return cs[i].d < cs[j].d
		}
		return cs[i].title < cs[j].title
	})
	var out []string
	for _, c := range cs {
		if len(out) == n {
			break
		}
		out = append(out, c.title)
	}
	return out
}

// Distance is the Levenshtein edit distance between two strings, by rune.
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

var foldAccents = strings.NewReplacer("ä", "a", "ö", "o", "ü", "u", "é", "e", "è", "e", "ê", "e", "ë", "e", "á", "a", "à", "a", "â", "a", "í", "i", "î", "i", "ï", "i", "ó", "o", "ô", "o", "ú", "u", "û", "u", "ñ", "n", "ç", "c", "’", "'", "‘", "'", "“", "\"", "”", "\"")

// Normalize folds a title for comparison: lower case, common accents and
// curly quotes folded, runs of spaces made one.
func Normalize(s string) string {
	s = foldAccents.Replace(strings.ToLower(s))
	var b strings.Builder
	space := false
	for _, r := range strings.TrimSpace(s) {
		if unicode.IsSpace(r) {
			if !space {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

func normKey(k string) string { return Normalize(k) }

// PrintedSubtypes returns the subtypes the cards of an era print, sorted,
// but those listed in except: the subtypes a player may name (FAQ 1.14).
// The slice is the caller's.
func (db *DB) PrintedSubtypes(era Era, except ...string) []string {
	seen := map[string]bool{}
	for _, s := range except {
		seen[s] = true
	}
	var out []string
	for _, c := range db.cards {
		if c.Era != era {
			continue
		}
		for _, s := range c.Subtypes {
			if !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	slices.Sort(out)
	return out
}
