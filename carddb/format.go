package carddb

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Record is one card as the database files store it: one JSON object a line.
// Enumerations are written as their names so the files read well in a diff.
type Record struct {
	Era        string        `json:"era"`
	Set        string        `json:"set"`
	SetName    string        `json:"set_name"`
	Number     int           `json:"num,omitempty"`
	Title      string        `json:"title"`
	Descriptor string        `json:"descriptor,omitempty"`
	Type       string        `json:"type"`
	Faction    string        `json:"faction"`
	Cost       string        `json:"cost,omitempty"`  // a number, "X", or absent for stories
	Skill      string        `json:"skill,omitempty"` // a number, "X", or absent for non-characters
	Icons      string        `json:"icons,omitempty"` // letters T C A I, e.g. "CCI"
	Subtypes   []string      `json:"subtypes,omitempty"`
	Keywords   []string      `json:"keywords,omitempty"` // as Keywords.List writes them
	Unique     bool          `json:"unique,omitempty"`
	Resource   string        `json:"resource,omitempty"`  // resource icon, when it differs from the faction
	Struggles  string        `json:"struggles,omitempty"` // letters T C A I in printed order
	Assumed    bool          `json:"struggles_assumed,omitempty"`
	Restricted bool          `json:"restricted,omitempty"`
	Banned     bool          `json:"banned,omitempty"`
	Max        int           `json:"max"`
	Attach     *AttachRecord `json:"attach,omitempty"`
	Trigger    string        `json:"trigger,omitempty"`
	Abilities  bool          `json:"abilities,omitempty"`
	OCTGN      []string      `json:"octgn,omitempty"` // the card's OCTGN ids
	AnyCopies  bool          `json:"any_copies,omitempty"`
	TextSum    string        `json:"text_sum,omitempty"`
	Reprint    string        `json:"reprint,omitempty"` // CCG: the LCG key whose implementation it shares
}

// AttachRecord is an AttachRule as stored.
type AttachRecord struct {
	To         string `json:"to"`
	Control    string `json:"control,omitempty"`
	Subtype    string `json:"subtype,omitempty"`
	NotSubtype string `json:"not_subtype,omitempty"`
	Faction    string `json:"faction,omitempty"`
	Insane     bool   `json:"insane,omitempty"`
	Exhausted  bool   `json:"exhausted,omitempty"`
	Partial    bool   `json:"partial,omitempty"`
}

// Record converts a card to its stored form.
func (c *Card) Record() Record {
	r := Record{
		Era: c.Era.String(), Set: c.Set, SetName: c.SetName, Number: c.Number,
		Title: c.Title, Descriptor: c.Descriptor, Type: c.Type.String(),
		Faction: c.Faction.String(), Subtypes: c.Subtypes, Keywords: c.Keywords.List(),
		Unique: c.Unique, Restricted: c.Restricted, Banned: c.Banned, Max: c.Max,
		Trigger: c.Trigger.String(), Abilities: c.Abilities, Assumed: c.StrugglesAssumed,
		OCTGN: c.OCTGNIDs, AnyCopies: c.AnyCopies, TextSum: c.TextSum, Reprint: c.Reprint,
	}
	if !c.NoCost {
		r.Cost = c.CostString()
	}
	if c.Type == Character {
		r.Skill = c.SkillString()
	}
	if s := c.Icons.String(); s != "-" {
		r.Icons = s
	}
	if c.Resource != c.Faction {
		r.Resource = c.Resource.String()
	}
	for _, i := range c.Struggles {
		r.Struggles += IconLetters[i : i+1]
	}
	if a := c.Attach; a != nil {
		r.Attach = &AttachRecord{To: a.To.String(), Subtype: a.Subtype, NotSubtype: a.NotSubtype,
			Insane: a.Insane, Exhausted: a.Exhausted, Partial: a.Partial}
		if a.Control != AnyController {
			r.Attach.Control = a.Control.String()
		}
		if a.Faction != Neutral {
			r.Attach.Faction = a.Faction.String()
		}
	}
	return r
}

// Card converts a stored record to a card, checking every field.
func (r *Record) Card() (*Card, error) {
	c := &Card{Set: r.Set, SetName: r.SetName, Number: r.Number, Title: r.Title,
		Descriptor: r.Descriptor, Subtypes: r.Subtypes, Unique: r.Unique,
		Restricted: r.Restricted, Banned: r.Banned, Max: r.Max, Abilities: r.Abilities,
		StrugglesAssumed: r.Assumed, AnyCopies: r.AnyCopies, TextSum: r.TextSum, Reprint: r.Reprint}
	bad := func(field, v string) (*Card, error) {
		return nil, fmt.Errorf("card %q: bad %s %q", r.Title, field, v)
	}
	switch r.Era {
	case "lcg":
		c.Era = LCG
	case "ccg":
		c.Era = CCG
	default:
		return bad("era", r.Era)
	}
	if r.Title == "" || r.Set == "" {
		return bad("title or set", r.Title+"/"+r.Set)
	}
	var ok bool
	if c.Type, ok = ParseType(r.Type); !ok {
		return bad("type", r.Type)
	}
	if c.Faction, ok = ParseFaction(r.Faction); !ok {
		return bad("faction", r.Faction)
	}
	c.Resource = c.Faction
	if r.Resource != "" {
		if c.Resource, ok = ParseFaction(r.Resource); !ok {
			return bad("resource", r.Resource)
		}
	}
	switch r.Cost {
	case "":
		c.NoCost = true
	case "X", "x":
		c.CostX = true
	default:
		n, err := strconv.Atoi(r.Cost)
		if err != nil || n < 0 || n > 99 {
			return bad("cost", r.Cost)
		}
		c.Cost = int8(n)
	}
	switch r.Skill {
	case "":
	case "X", "x":
		c.SkillX = true
	default:
		n, err := strconv.Atoi(r.Skill)
		if err != nil || n < 0 || n > 99 {
			return bad("skill", r.Skill)
		}
		c.Skill = int8(n)
	}
	for _, ch := range r.Icons {
		i := strings.IndexRune(IconLetters, ch)
		if i < 0 {
			return bad("icons", r.Icons)
		}
		c.Icons[i]++
	}
	for _, ch := range r.Struggles {
		i := strings.IndexRune(IconLetters, ch)
		if i < 0 {
			return bad("struggles", r.Struggles)
		}
		c.Struggles = append(c.Struggles, Icon(i))
	}
	for _, k := range r.Keywords {
		if err := c.Keywords.ParseKeyword(k); err != nil {
			return nil, fmt.Errorf("card %q: %v", r.Title, err)
		}
	}
	if c.Trigger, ok = ParseTrigger(r.Trigger); !ok && r.Trigger != "" {
		return bad("trigger", r.Trigger)
	}
	if a := r.Attach; a != nil {
		rule := &AttachRule{Subtype: a.Subtype, NotSubtype: a.NotSubtype, Insane: a.Insane,
			Exhausted: a.Exhausted, Partial: a.Partial}
		if rule.To, ok = ParseHost(a.To); !ok {
			return bad("attach.to", a.To)
		}
		if a.Control != "" {
			if rule.Control, ok = ParseControl(a.Control); !ok {
				return bad("attach.control", a.Control)
			}
		}
		if a.Faction != "" {
			if rule.Faction, ok = ParseFaction(a.Faction); !ok {
				return bad("attach.faction", a.Faction)
			}
		}
		c.Attach = rule
	}
	if c.Max <= 0 {
		return bad("max", strconv.Itoa(r.Max))
	}
	for _, id := range r.OCTGN {
		if !IsOCTGNID(id) || id != strings.ToLower(id) {
			return bad("octgn id", id)
		}
	}
	if len(r.OCTGN) > 0 {
		c.OCTGNIDs = r.OCTGN
	}
	if len(r.TextSum) != 0 && len(r.TextSum) != 16 || strings.Trim(r.TextSum, "0123456789abcdef") != "" {
		return bad("text_sum", r.TextSum)
	}
	return c, nil
}

// Write writes cards as JSON lines.
func Write(w io.Writer, cards []*Card) error {
	bw := bufio.NewWriter(w)
	for _, c := range cards {
		b, err := json.Marshal(c.Record())
		if err != nil {
			return err
		}
		bw.Write(b)
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// Read reads cards written by Write. An error names the line.
func Read(data []byte) ([]*Card, error) {
	var out []*Card
	for n, line := range bytes.Split(data, []byte("\n")) {
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var r Record
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			return nil, fmt.Errorf("line %d: %v", n+1, err)
		}
		c, err := r.Card()
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", n+1, err)
		}
		out = append(out, c)
	}
	return out, nil
}

// IsOCTGNID reports whether s is written as an OCTGN card id: a GUID of
// 32 hexadecimal digits in groups of 8, 4, 4, 4 and 12, joined by hyphens.
func IsOCTGNID(s string) bool {
	if len(s) != 36 {
		return false
	}
	for i := 0; i < len(s); i++ {
		ch := s[i]
		switch i {
		case 8, 13, 18, 23:
			if ch != '-' {
				return false
			}
		default:
			if !('0' <= ch && ch <= '9' || 'a' <= ch && ch <= 'f' || 'A' <= ch && ch <= 'F') {
				return false
			}
		}
	}
	return true
}
