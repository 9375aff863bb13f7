package deck

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode"

	"cthulhu/carddb"
)

// octgnGame is the id of OCTGN's Call of Cthulhu game definition, which
// every deck file of that game carries in <deck game="...">.
const octgnGame = "43054c18-2362-43e0-a434-72f8d0e8477c"

// stripOCTGNMarks removes the marks OCTGN prints in card names: "* " before
// a unique card, and a run of faction glyphs (doubled, e.g. "__" or "[[")
// before a Steadfast card.
func stripOCTGNMarks(name string) string {
	s := strings.TrimSpace(name)
	for {
		t := strings.TrimLeft(strings.TrimPrefix(s, "*"), "_{[}]<>^")
		t = strings.TrimSpace(t)
		if t == s {
			return s
		}
		s = t
	}
}

type o8dCard struct {
	Qty  string `xml:"qty,attr"`
	ID   string `xml:"id,attr"`
	Name string `xml:",chardata"`
}

// ParseO8D reads an OCTGN deck file (.o8d):
//
//	<deck game="..."><section name="Draw Deck"><card qty="1" id="GUID">NAME</card>...
//
// A card resolves by its OCTGN id (carddb.DB.ByOCTGNID); a card whose id
// the database lacks resolves by its name, OCTGN's unique and Steadfast
// marks stripped: by title, as an LCG card, then by a forgiving match
// (forgivingKey). The "Story Deck" section is ignored: the format fixes
// the story deck. Every bad card is reported: the error is a *ParseError
// whose lines name the card.
//
// OCTGN's ids are the LCG's. For the Eldritch format, a card that has a
// CCG printing of its title and type is that printing (eldritchPrinting):
// the deck plays the collectible game's cards where it has them.
func ParseO8D(data []byte, name string, db *carddb.DB, f carddb.Format) (*Deck, error) {
	if db == nil {
		return nil, errors.New("no card database")
	}
	if len(data) > maxInput {
		return nil, fmt.Errorf("deck file too large: %d bytes (at most %d)", len(data), maxInput)
	}
	dec := xml.NewDecoder(bytes.NewReader(stripBOM(data)))
	var (
		b       = builder{deck: Deck{Name: name}}
		r       = resolver{db: db, era: carddb.LCG, eldritch: f == carddb.FormatEldritch}
		errs    []LineError
		depth   int
		sawDeck bool
		section string // the <section> being read, "" outside one
	)
	for {
		line, _ := dec.InputPos()
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				line = se.Line
			}
			errs = append(errs, LineError{Line: line, Err: fmt.Errorf("not a valid .o8d file: %v", err)})
			return nil, &ParseError{Errors: errs}
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			switch {
			case depth == 1:
				if t.Name.Local != "deck" {
					return nil, &ParseError{Errors: []LineError{{Line: line,
						Err: fmt.Errorf("not an OCTGN deck: root element <%s>, want <deck>", t.Name.Local)}}}
				}
				sawDeck = true
				if g := attr(t, "game"); g != "" && !strings.EqualFold(g, octgnGame) {
					return nil, &ParseError{Errors: []LineError{{Line: line,
						Err: fmt.Errorf("deck is for another OCTGN game (%s), not Call of Cthulhu", g)}}}
				}
			case depth == 2 && t.Name.Local == "section":
				section = attr(t, "name")
				if !isStorySection(section) && !isDrawSection(section) {
					errs = append(errs, LineError{Line: line,
						Err: fmt.Errorf("unknown section %q (want \"Draw Deck\" or \"Story Deck\")", section)})
				}
			case depth == 3 && t.Name.Local == "card" && section != "":
				var c o8dCard
				if err := dec.DecodeElement(&c, &t); err != nil {
					errs = append(errs, LineError{Line: line, Err: fmt.Errorf("not a valid .o8d file: %v", err)})
					return nil, &ParseError{Errors: errs}
				}
				depth--
				if !isDrawSection(section) {
					continue // the story deck, or a section already reported
				}
				card, n, err := o8dEntry(c, &r)
				if err != nil {
					errs = append(errs, LineError{Line: line, Err: err})
					continue
				}
				b.add(card, n, line)
			default:
				// Elements the project does not use (notes, a <sleeve>): skip.
				if err := dec.Skip(); err != nil {
					errs = append(errs, LineError{Line: line, Err: fmt.Errorf("not a valid .o8d file: %v", err)})
					return nil, &ParseError{Errors: errs}
				}
				depth--
			}
		case xml.EndElement:
			depth--
			if depth == 1 {
				section = ""
			}
		}
	}
	if !sawDeck {
		return nil, &ParseError{Errors: []LineError{{Err: errors.New("not an OCTGN deck: no <deck> element")}}}
	}
	if len(errs) > 0 {
		return nil, &ParseError{Errors: errs}
	}
	if len(b.deck.Entries) == 0 {
		return nil, fmt.Errorf("deck %q has no cards in its Draw Deck section", name)
	}
	return &b.deck, nil
}

func attr(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func isStorySection(s string) bool { return strings.EqualFold(strings.TrimSpace(s), "Story Deck") }

func isDrawSection(s string) bool {
	s = strings.TrimSpace(s)
	return strings.EqualFold(s, "Draw Deck") || strings.EqualFold(s, "Deck")
}

// o8dEntry resolves one <card>: by id, then by title, then by a
// forgiving match of the title.
func o8dEntry(c o8dCard, r *resolver) (*carddb.Card, int, error) {
	title := stripOCTGNMarks(c.Name)
	if len(title) > maxLine {
		return nil, 0, fmt.Errorf("card name too long (%d bytes; at most %d)", len(title), maxLine)
	}
	n := 1
	if q := strings.TrimSpace(c.Qty); q != "" {
		v, err := strconv.Atoi(q)
		if err != nil || v < 1 || v > 99 {
			return nil, 0, fmt.Errorf("card %q: qty %q out of range (1 to 99)", title, q)
		}
		n = v
	}
	if card := r.db.ByOCTGNID(c.ID); card != nil {
		if r.eldritch {
			card = eldritchPrinting(r.db, card)
		}
		return card, n, nil
	}
	if title == "" {
		return nil, 0, fmt.Errorf("card with id %q has no name", c.ID)
	}
	card, err := r.resolveO8D(title)
	if err == nil && r.eldritch {
		card = eldritchPrinting(r.db, card)
	}
	if err != nil {
		var amb *carddb.AmbiguousError
		if errors.As(err, &amb) {
			return nil, 0, fmt.Errorf("card %q (id %s): the id names no card, and the name is ambiguous: %s", title, c.ID, amb.Candidates())
		}
		return nil, 0, fmt.Errorf("card %q (id %s): %v", title, c.ID, err)
	}
	return card, n, nil
}

// resolveO8D resolves an OCTGN card name: by title (or "Title,
// Descriptor"), then by forgivingKey among the LCG cards. A name that
// matches several different cards either way is a *carddb.AmbiguousError.
func (r *resolver) resolveO8D(title string) (*carddb.Card, error) {
	if r.known(title) {
		return r.db.Resolve(carddb.Ref{Title: title}, r.era)
	}
	if cands := r.forgiving(title); len(cands) > 0 {
		// One title, perhaps printed several times: Resolve chooses the
		// printing, or finds the printings different.
		t := cands[0].Title
		for _, c := range cands[1:] {
			if carddb.Normalize(c.Title) != carddb.Normalize(t) {
				return nil, &carddb.AmbiguousError{Title: title, Cards: cands}
			}
		}
		return r.db.Resolve(carddb.Ref{Title: t}, r.era)
	}
	return r.resolve(carddb.Ref{Title: title}) // unknown: suggests titles
}

// forgiving returns the cards of the resolver's era whose titles match
// the name by forgivingKey, in database order.
func (r *resolver) forgiving(name string) []*carddb.Card {
	k := forgivingKey(name)
	if k == "" {
		return nil
	}
	if r.forgivingIndex == nil {
		r.forgivingIndex = map[string][]*carddb.Card{}
		for _, c := range r.db.Cards() {
			if c.Era == r.era {
				fk := forgivingKey(c.Title)
				r.forgivingIndex[fk] = append(r.forgivingIndex[fk], c)
			}
		}
	}
	return r.forgivingIndex[k]
}

// forgivingKey folds a title for a forgiving match: case, accents,
// punctuation, spaces and hyphens do not count, nor does the word "the"
// ("The Tablet of Nhing", "Andrew-Chapman" and "Guardian of the Dawn"
// match "Tablet of Nhing", "Andrew Chapman" and "Guardian of Dawn").
func forgivingKey(s string) string {
	words := strings.FieldsFunc(carddb.Normalize(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
	var b strings.Builder
	for _, w := range words {
		w = strings.ReplaceAll(w, "'", "")
		if w == "the" {
			continue
		}
		b.WriteString(w)
	}
	return b.String()
}

// eldritchPrinting is the CCG printing of an LCG card's title and type, for
// a deck of the Eldritch format: the one that plays as that very card
// (carddb.Card.Reprint), else the Eldritch Edition's, else the first in
// the database's order (the collectible game's release order). A card
// without a CCG printing stays as it is.
func eldritchPrinting(db *carddb.DB, c *carddb.Card) *carddb.Card {
	if c.Era != carddb.LCG {
		return c
	}
	var ee, first *carddb.Card
	for _, o := range db.ByTitle(c.Title) {
		if o.Era != carddb.CCG || o.Type != c.Type {
			continue
		}
		if o.Reprint == c.Key() {
			return o
		}
		if o.Set == "EE" && ee == nil {
			ee = o
		}
		if first == nil {
			first = o
		}
	}
	switch {
	case ee != nil:
		return ee
	case first != nil:
		return first
	}
	return c
}
