package carddb

import (
	"bufio"
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// LoadTexts reads printed card texts from a file the user has, for display
// only: a cthulhucli JSON-lines file or an OCTGN set file, told apart by
// content. Each entry is matched to a card of db by era, set and number or
// by title; entries that match no card are skipped. The database itself
// holds no card text.
func LoadTexts(path string, db *DB) (map[*Card]string, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("card texts: %w", err)
	}
	data = bytes.TrimPrefix(data, []byte("\ufeff"))
	out := map[*Card]string{}
	idx := newTextIndex(db)
	switch trimmed := bytes.TrimSpace(data); {
	case len(trimmed) == 0:
		return nil, fmt.Errorf("card texts %s: empty file", path)
	case trimmed[0] == '{':
		err = loadCLITexts(data, idx, out)
	case trimmed[0] == '<':
		err = loadOCTGNTexts(data, idx, out)
	default:
		return nil, fmt.Errorf("card texts %s: neither a cthulhucli JSON-lines file nor an OCTGN set file", path)
	}
	if err != nil {
		return nil, fmt.Errorf("card texts %s: %v", path, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("card texts %s: no entry matches a card of the database", path)
	}
	return out, nil
}

// cliText is the part of a cthulhucli record LoadTexts needs.
type cliText struct {
	Name       string `json:"name"`
	Descriptor string `json:"descriptor"`
	Text       string `json:"text"`
	Era        string `json:"era"`
	ID         string `json:"id"`
	Set        string `json:"set"`
	SetName    string `json:"setname"`
}

func loadCLITexts(data []byte, idx *textIndex, out map[*Card]string) error {
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var r cliText
		if err := json.Unmarshal(line, &r); err != nil {
			return fmt.Errorf("line %d: %v", n, err)
		}
		if r.Name == "" {
			return fmt.Errorf("line %d: card without a name", n)
		}
		if strings.TrimSpace(r.Text) == "" {
			continue
		}
		era := LCG
		if strings.EqualFold(r.Era, "ccg") {
			era = CCG
		}
		for _, c := range idx.match(era, r.Set, r.SetName, r.Name, r.Descriptor, idNumber(r.ID)) {
			out[c] = r.Text
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return nil
}

// idNumber reads a collector number, ignoring letters before it ("c45").
func idNumber(id string) int {
	n, err := strconv.Atoi(strings.TrimLeft(strings.TrimSpace(id), "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"))
	if err != nil {
		return 0
	}
	return n
}

type octgnTextSet struct {
	Cards []struct {
		Name  string `xml:"name,attr"`
		ID    string `xml:"id,attr"`
		Props []struct {
			Name  string `xml:"name,attr"`
			Value string `xml:"value,attr"`
		} `xml:"property"`
	} `xml:"cards>card"`
}

func loadOCTGNTexts(data []byte, idx *textIndex, out map[*Card]string) error {
	var set octgnTextSet
	if err := xml.Unmarshal(data, &set); err != nil {
		var se *xml.SyntaxError
		if errors.As(err, &se) {
			return fmt.Errorf("line %d: %s", se.Line, se.Msg)
		}
		return err
	}
	for _, xc := range set.Cards {
		p := map[string]string{}
		for _, pr := range xc.Props {
			p[pr.Name] = strings.TrimSpace(strings.ReplaceAll(pr.Value, "\r\n", "\n"))
		}
		if strings.EqualFold(p["Type"], "Token") {
			continue
		}
		text := strings.TrimSpace(p["Keyword"] + "\n" + p["Card Text"])
		if text == "" {
			continue
		}
		title := strings.TrimLeft(xc.Name, "_{}[]<>^* ")
		for _, c := range idx.match(LCG, "", "", title, p["Descriptor"], octgnNumber(xc.ID, p["Collector Info"])) {
			out[c] = text
		}
	}
	return nil
}

// octgnNumber is the collector number an OCTGN card gives: "F37" in its
// collector info, else the decimal digits ending its id. Only used to
// choose among printings of one title.
func octgnNumber(id, info string) int {
	info = strings.ReplaceAll(info, " ", "")
	if len(info) > 1 && info[0] == 'F' {
		if n, err := strconv.Atoi(info[1:]); err == nil {
			return n
		}
	}
	i := len(id)
	for i > 0 && len(id)-i < 3 && id[i-1] >= '0' && id[i-1] <= '9' {
		i--
	}
	n, _ := strconv.Atoi(id[i:])
	return n
}

// textIndex finds cards by folded title, for matching text entries.
type textIndex struct {
	db      *DB
	byTitle map[string][]*Card // textKey of the title, and of title and descriptor
	sets    map[string]string  // era, code and name of a source set: the set's code
}

func newTextIndex(db *DB) *textIndex {
	idx := &textIndex{db: db, byTitle: map[string][]*Card{}, sets: map[string]string{}}
	for _, c := range db.cards {
		k := textKey(c.Title)
		idx.byTitle[k] = append(idx.byTitle[k], c)
		if c.Descriptor != "" {
			kd := textKey(c.Title + " " + c.Descriptor)
			idx.byTitle[kd] = append(idx.byTitle[kd], c)
		}
	}
	return idx
}

// match finds the cards a text entry belongs to: the cards of the era
// (and of the set, when it is known) whose title, or title and descriptor,
// match; several printings are narrowed by descriptor, then number. When
// no title matches, the set and number decide.
func (idx *textIndex) match(era Era, set, setName, title, descriptor string, num int) []*Card {
	setKey := era.String() + "|" + set + "|" + setName
	code, ok := idx.sets[setKey]
	if !ok {
		code = idx.db.findEraSet(era, set, setName)
		idx.sets[setKey] = code
	}
	var cands []*Card
	for _, c := range idx.byTitle[textKey(title)] {
		if c.Era == era && (code == "" || c.Set == code) {
			cands = append(cands, c)
		}
	}
	cands = narrow(cands, func(c *Card) bool { return textKey(c.Descriptor) == textKey(descriptor) })
	cands = narrow(cands, func(c *Card) bool { return c.Number == num })
	if len(cands) == 0 && code != "" && num > 0 {
		if c := idx.db.ByKey(code + " " + strconv.Itoa(num)); c != nil {
			cands = append(cands, c)
		}
	}
	return cands
}

// narrow keeps the cards that pass keep. With fewer than two cards there
// is nothing to choose, and when none passes all are kept.
func narrow(cards []*Card, keep func(*Card) bool) []*Card {
	if len(cards) < 2 {
		return cards
	}
	var out []*Card
	for _, c := range cards {
		if keep(c) {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return cards
	}
	return out
}

// findEraSet finds a set of the era by code or name ("CotJe", "The Sleeper
// Below"); "" when unknown.
func (db *DB) findEraSet(era Era, code, name string) string {
	for _, s := range db.sets {
		if s.Era != era {
			continue
		}
		for _, n := range []string{code, name} {
			if n != "" && (textKey(n) == textKey(s.Code) || textKey(n) == textKey(s.Name)) {
				return s.Code
			}
		}
	}
	return ""
}

// textKey folds a title for matching across sources: Normalize, then
// letters and digits only.
func textKey(s string) string {
	var b strings.Builder
	for _, r := range Normalize(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
