package deck

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"cthulhu/carddb"
)

// octgnGame is the id of OCTGN's Call of Cthulhu game definition, which
// every deck file of that game carries in <deck game="...">.
const octgnGame = "43054c18-2362-43e0-a434-72f8d0e8477c"

// octgnSet is an OCTGN set whose card ids are a fixed prefix followed by the
// card's collector number, so a card resolves by id when its name does not
// (the OCTGN files have typos: "Shoutgun Blast", "Get if Off!").
type octgnSet struct {
	prefix string
	name   string
	// packs are the names of the sets, as the database names them, that
	// share the OCTGN set's numbering: an Asylum Pack cycle is one OCTGN
	// set, numbered through its six packs.
	packs []string
}

// octgnSets are the OCTGN sets with numbered ids. Sets whose ids are random
// (Rituals of the Order, the later deluxe boxes, Revelations) and Forgotten
// Lore (whose numbering the card data does not share) resolve by name only.
var octgnSets = []octgnSet{
	{"45f006f4-02ed-4b8d-b095-eb5efe58d", "Core Set", []string{"Core"}},
	{"ff1087a7-9c94-463e-8359-8e0483f99e", "Secrets of Arkham", []string{"Secrets of Arkham"}},
	{"5c240a80-00d1-486a-9a77-adf0395a3f", "The Order of the Silver Twilight", []string{"The Order of the Silver Twilight"}},
	{"1a750452-8821-41ba-96be-d6a1e1872", "Summons of the Deep", []string{"The Spawn of the Sleeper", "The Horror Beneath the Surface",
		"The Antediluvian Dreams", "The Terror of the Tides", "The Thing from the Shore", "The Path to Y'ha-nthlei"}},
	{"fe26b1c0-8f1d-4452-b234-3902c1747", "Dreamlands", []string{"Twilight Horror", "In Memory of Day", "In the Dread of Night",
		"Search for the Silver Key", "Sleep of the Dead", "Journey to Unknown Kadath"}},
	{"9b4e4ae1-2d65-4841-b537-a13742bc2", "The Yuggoth Contract", []string{"Whispers in the Dark", "Murmurs of Evil", "The Spoken Covenant",
		"The Wailer Below", "Screams from Within", "The Cacophony"}},
	{"f26280d4-6260-4475-9f94-e496394af", "Ancient Relics", []string{"The Shifting Sands", "Curse of the Jade Emperor", "The Breathing Jungle",
		"Never Night", "Into Tartarus", "Shadow of the Monolith"}},
}

// byOCTGNID finds the LCG card an OCTGN card id names, or nil when the id is
// not of a numbered set or the database lacks the card.
func byOCTGNID(db *carddb.DB, id string) *carddb.Card {
	id = strings.ToLower(strings.TrimSpace(id))
	for _, s := range octgnSets {
		digits, ok := strings.CutPrefix(id, s.prefix)
		if !ok || digits == "" || len(s.prefix)+len(digits) != 36 {
			continue
		}
		n, err := strconv.Atoi(digits)
		if err != nil || n <= 0 {
			return nil
		}
		for _, p := range s.packs {
			info, ok := db.FindSet(p)
			if !ok || info.Era != carddb.LCG {
				continue
			}
			if c := db.ByKey(info.Code + " " + strconv.Itoa(n)); c != nil {
				return c
			}
		}
		return nil
	}
	return nil
}

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
// Cards resolve by name, after OCTGN's unique and Steadfast marks are
// stripped, as LCG cards; a name that does not resolve falls back on the
// card id when the id is of a numbered OCTGN set (octgnSets). The "Story
// Deck" section is ignored: the format fixes the story deck. Every bad card
// is reported: the error is a *ParseError whose lines name the card.
func ParseO8D(data []byte, name string, db *carddb.DB) (*Deck, error) {
	if db == nil {
		return nil, errors.New("no card database")
	}
	if len(data) > maxInput {
		return nil, fmt.Errorf("deck file too large: %d bytes (at most %d)", len(data), maxInput)
	}
	dec := xml.NewDecoder(bytes.NewReader(stripBOM(data)))
	var (
		b       = builder{deck: Deck{Name: name}}
		r       = resolver{db: db, era: carddb.LCG}
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

// o8dEntry resolves one <card>: by name, then by id.
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
	byID := byOCTGNID(r.db, c.ID)
	// The id names the exact printing: take it when it agrees with the name.
	if byID != nil && carddb.Normalize(byID.Title) == carddb.Normalize(title) {
		return byID, n, nil
	}
	if title == "" {
		if byID != nil {
			return byID, n, nil
		}
		return nil, 0, fmt.Errorf("card with id %q has no name", c.ID)
	}
	card, err := r.resolve(carddb.Ref{Title: title})
	switch {
	case err == nil:
		return card, n, nil
	case byID != nil:
		return byID, n, nil // a misspelt name: the id is right
	}
	return nil, 0, fmt.Errorf("card %q (id %s): %v", title, c.ID, err)
}
