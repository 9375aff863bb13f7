package deck

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"cthulhu/carddb"
)

// maxLine bounds a deck line: the longest title is under 60 characters.
const maxLine = 200

// Parse reads a plain-text deck list (docs/decks.md): one entry a line,
//
//	3 Local Sheriff
//	3x Local Sheriff (Core 3)    # set and collector number
//	Local Sheriff                // one copy
//	1 Cthulhu (Core)             # set only
//	1 Cthulhu, The Great Old One # title and descriptor
//
// with "#" and "//" comments and blank lines ignored. A "name: ..." line
// before the first card names the deck; otherwise the deck is called name.
// Titles resolve to the format's era first (LCG cards for lcg, CCG cards
// for eldritch); repeated cards add up. Every bad line is reported: the
// error is a *ParseError.
func Parse(data []byte, name string, db *carddb.DB, f carddb.Format) (*Deck, error) {
	if db == nil {
		return nil, errors.New("no card database")
	}
	if len(data) > maxInput {
		return nil, fmt.Errorf("deck file too large: %d bytes (at most %d)", len(data), maxInput)
	}
	data = stripBOM(data)
	if err := notText(data); err != nil {
		return nil, &ParseError{Errors: []LineError{{Err: err}}}
	}
	var (
		b    = builder{deck: Deck{Name: name}}
		r    = resolver{db: db, era: eraOf(f)}
		errs []LineError
	)
	named, entries := false, false // a name line, a card line (good or bad) so far
	for i, raw := range strings.Split(string(data), "\n") {
		line := i + 1
		fail := func(err error) { errs = append(errs, LineError{Line: line, Err: err}) }
		if !utf8.ValidString(raw) {
			fail(errors.New("not UTF-8 text"))
			continue
		}
		s := strings.TrimSpace(stripComment(raw))
		if s == "" {
			continue
		}
		if len(s) > maxLine {
			fail(fmt.Errorf("line too long (%d bytes; at most %d)", len(s), maxLine))
			continue
		}
		if v, ok := cutPrefixFold(s, "name:"); ok {
			switch {
			case named || entries:
				fail(errors.New(`"name:" must come once, before the first card`))
			case strings.TrimSpace(v) == "":
				fail(errors.New(`empty deck name after "name:"`))
			default:
				b.deck.Name = strings.TrimSpace(v)
			}
			named = true
			continue
		}
		entries = true
		c, n, err := parseLine(s, &r)
		if err != nil {
			fail(err)
			continue
		}
		b.add(c, n, line)
	}
	if len(errs) > 0 {
		return nil, &ParseError{Errors: errs}
	}
	if len(b.deck.Entries) == 0 {
		return nil, fmt.Errorf("deck %q has no cards", b.deck.Name)
	}
	return &b.deck, nil
}

// notText reports a file that is not a text deck list at all, in one
// problem rather than one a line: a byte no text file holds (NUL and the
// other control characters but tabs, line and page breaks), or more lines
// that are not UTF-8 than lines that are (a binary file, or text in
// another encoding).
func notText(data []byte) error {
	for i, c := range data {
		if c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f' && c != '\v' || c == 0x7f {
			return fmt.Errorf("not a text file (byte %d is 0x%02x): a deck list is text, one card a line", i+1, c)
		}
	}
	bad, good := 0, 0
	for _, line := range strings.Split(string(data), "\n") {
		switch {
		case !utf8.ValidString(line):
			bad++
		case strings.TrimSpace(line) != "":
			good++
		}
	}
	if bad > 1 && bad >= good {
		return fmt.Errorf("not UTF-8 text (%d lines of %d are not): a deck list is text, one card a line, saved as UTF-8", bad, bad+good)
	}
	return nil
}

// stripComment cuts a comment off a line. A line starting with "#" or "//"
// is all comment; a trailing comment starts at "#" or "//" after a space.
// "#" followed by a digit is not a comment, so titles such as "Experiment
// Subject #613b" and numbers such as "(Core #3)" survive.
func stripComment(s string) string {
	t := strings.TrimSpace(s)
	if strings.HasPrefix(t, "#") || strings.HasPrefix(t, "//") {
		return ""
	}
	for i := 1; i < len(s); i++ {
		if !isSpace(s[i-1]) {
			continue
		}
		if s[i] == '#' && (i+1 == len(s) || !isDigit(s[i+1])) || strings.HasPrefix(s[i:], "//") {
			return s[:i]
		}
	}
	return s
}

func isDigit(b byte) bool { return '0' <= b && b <= '9' }

func isSpace(b byte) bool { return b == ' ' || b == '\t' }

func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix) {
		return s[len(prefix):], true
	}
	return "", false
}

// parseLine reads one entry: "[N[x]] Title[, Descriptor] [(Set [N])]".
func parseLine(s string, r *resolver) (*carddb.Card, int, error) {
	n, rest, counted, err := parseCount(s)
	if err == nil {
		var c *carddb.Card
		if c, err = resolveEntry(rest, r); err == nil {
			return c, n, nil
		}
	}
	// A title may itself start with a number ("7 Thomas Street"): when the
	// count or the title is wrong but the whole line is a title, it is one
	// copy of that card.
	if counted && r.known(s) {
		if c, err2 := r.db.Resolve(carddb.Ref{Title: s}, r.era); err2 == nil {
			return c, 1, nil
		}
	}
	return nil, 0, err
}

// parseCount splits a leading count ("3", "3x", "3 x") from the rest of the
// line. counted is false when the line has no count, which means one copy.
func parseCount(s string) (n int, rest string, counted bool, err error) {
	i := 0
	if i < len(s) && (s[i] == '-' || s[i] == '+') {
		i++
	}
	j := i
	for j < len(s) && isDigit(s[j]) {
		j++
	}
	if j == i {
		return 1, s, false, nil
	}
	num, tail := s[:j], s[j:]
	switch {
	case tail == "" || tail == "x" || tail == "X":
		return 0, "", true, fmt.Errorf("count %s with no card title", num)
	case tail[0] == 'x' || tail[0] == 'X':
		if !isSpace(tail[1]) {
			return 1, s, false, nil // "3xyz ..." is a title
		}
		tail = tail[1:]
	case !isSpace(tail[0]):
		return 1, s, false, nil // "9th Ward" is a title
	}
	rest = strings.TrimSpace(tail)
	if len(rest) > 1 && (rest[0] == 'x' || rest[0] == 'X') && isSpace(rest[1]) {
		rest = strings.TrimSpace(rest[1:]) // "3 x Title"
	}
	if rest == "" {
		return 0, "", true, fmt.Errorf("count %s with no card title", num)
	}
	v, convErr := strconv.Atoi(num)
	if convErr != nil || v < 1 || v > 99 {
		return 0, rest, true, fmt.Errorf("count %s out of range (1 to 99)", num)
	}
	return v, rest, true, nil
}

// resolveEntry resolves "Title[, Descriptor] [(Set [N])]".
func resolveEntry(s string, r *resolver) (*carddb.Card, error) {
	ref := carddb.Ref{Title: s}
	if strings.HasSuffix(s, ")") {
		open := strings.LastIndex(s, "(")
		if open < 0 {
			return nil, fmt.Errorf("unbalanced parenthesis in %q", s)
		}
		ref.Title = strings.TrimSpace(s[:open])
		var err error
		if ref.Set, ref.Number, err = parseSetRef(s[open+1 : len(s)-1]); err != nil {
			return nil, err
		}
	}
	if ref.Title == "" {
		return nil, errors.New("missing card title")
	}
	if ref.Number == 0 {
		return r.resolve(ref)
	}
	// With a collector number, the title may carry its descriptor, which
	// db.Resolve's title check does not accept: check it here.
	c, err := r.resolve(carddb.Ref{Set: ref.Set, Number: ref.Number})
	if err != nil {
		return nil, err
	}
	t := carddb.Normalize(ref.Title)
	if t != carddb.Normalize(c.Title) && t != carddb.Normalize(c.FullTitle()) {
		return nil, fmt.Errorf("%s is %q, not %q", c.Key(), c.FullTitle(), ref.Title)
	}
	return c, nil
}

// parseSetRef reads the inside of "(Core 3)", "(Core F3)", "(Core #3)" or
// "(Core)".
func parseSetRef(s string) (set string, num int, err error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return "", 0, errors.New("empty set in parentheses")
	}
	last := strings.TrimLeft(f[len(f)-1], "#Ff")
	if last == "" || !isDigit(last[0]) || len(f[len(f)-1])-len(last) > 1 {
		return strings.Join(f, " "), 0, nil
	}
	n, convErr := strconv.Atoi(last)
	if convErr != nil || n < 1 || n > 9999 {
		return "", 0, fmt.Errorf("bad collector number %q", f[len(f)-1])
	}
	if len(f) == 1 {
		return "", 0, fmt.Errorf("collector number %s without a set, e.g. \"(Core %d)\"", f[0], n)
	}
	return strings.Join(f[:len(f)-1], " "), n, nil
}
