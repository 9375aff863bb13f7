package main

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"cthulhu/carddb"
)

// octCard is one card of an OCTGN set file, with its glyphs decoded.
type octCard struct {
	File       string // base name of the set file
	ID         string // the card's OCTGN id (a GUID), as the file writes it
	SetName    string // the set's (cycle's) name, e.g. "Dreamlands"
	Title      string // without the unique star and steadfast glyphs
	Unique     bool
	Steadfast  []carddb.Steadfast // from the faction glyphs before the title
	Number     int                // collector number the file implies; 0 if none
	Type       string
	Descriptor string
	Cost       string
	Faction    string
	Skill      string
	Subtypes   string
	Keyword    string
	Icons      string // letters T C A I, sorted; "" for none
	IconsErr   error  // set when the Icons property holds something else
	Resource   carddb.Faction
	HasRes     bool // a resource icon is printed
	Transient  bool // the resource icon is doubled
	Struggles  []carddb.Icon
}

type xmlSet struct {
	Name  string    `xml:"name,attr"`
	Cards []xmlCard `xml:"cards>card"`
}

type xmlCard struct {
	Name  string    `xml:"name,attr"`
	ID    string    `xml:"id,attr"`
	Props []xmlProp `xml:"property"`
}

type xmlProp struct {
	Name  string `xml:"name,attr"`
	Value string `xml:"value,attr"`
}

// factionGlyphs are the OCTGN font's faction symbols. Zoog and neutral
// appear only as resource icons.
var factionGlyphs = map[rune]carddb.Faction{
	'_': carddb.Agency, '{': carddb.Miskatonic, '[': carddb.Cthulhu, '}': carddb.Syndicate,
	']': carddb.Hastur, '<': carddb.YogSothoth, '>': carddb.ShubNiggurath, '^': carddb.SilverTwilight,
	'?': carddb.Neutral, 'Z': carddb.Zoog,
}

// iconGlyphs are the OCTGN font's struggle icon symbols.
var iconGlyphs = map[rune]carddb.Icon{'@': carddb.Terror, '#': carddb.Combat, '$': carddb.Arcane, '%': carddb.Investigation}

// readOCTGNDir reads every set file of the directory except markers.xml,
// skipping tokens.
func readOCTGNDir(dir string) ([]*octCard, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*.xml"))
	if err != nil {
		return nil, err
	}
	if len(paths) == 0 {
		return nil, fmt.Errorf("%s: no OCTGN set files", dir)
	}
	sort.Strings(paths)
	var out []*octCard
	for _, p := range paths {
		if filepath.Base(p) == "markers.xml" {
			continue
		}
		cs, err := readOCTGNSet(p)
		if err != nil {
			return nil, err
		}
		out = append(out, cs...)
	}
	return out, nil
}

// readOCTGNSet reads one set file.
func readOCTGNSet(path string) ([]*octCard, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var set xmlSet
	if err := xml.Unmarshal(bytes.TrimPrefix(data, []byte("\ufeff")), &set); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	var out []*octCard
	for _, xc := range set.Cards {
		c, err := decodeOCTGN(xc)
		if err != nil {
			return nil, fmt.Errorf("%s: card %q: %v", path, xc.Name, err)
		}
		if c == nil {
			continue
		}
		c.File, c.SetName = filepath.Base(path), set.Name
		out = append(out, c)
	}
	return out, nil
}

// decodeOCTGN decodes one card's glyphs and properties; nil for tokens.
func decodeOCTGN(xc xmlCard) (*octCard, error) {
	p := map[string]string{}
	for _, pr := range xc.Props {
		p[pr.Name] = strings.TrimSpace(pr.Value)
	}
	if strings.EqualFold(p["Type"], "Token") {
		return nil, nil
	}
	title, unique, sf, err := parseTitleGlyphs(xc.Name)
	if err != nil {
		return nil, err
	}
	if !carddb.IsOCTGNID(xc.ID) {
		return nil, fmt.Errorf("id %q is not a GUID", xc.ID)
	}
	c := &octCard{ID: xc.ID, Title: title, Unique: unique, Steadfast: sf,
		Number: octgnNumber(xc.ID, p["Collector Info"]), Type: p["Type"],
		Descriptor: cleanSpace(p["Descriptor"]), Cost: p["Cost"], Faction: p["Faction"],
		Skill: p["Skill"], Subtypes: p["Subtypes"], Keyword: p["Keyword"]}
	icons, err := parseIconGlyphs(p["Icons"])
	if err != nil {
		c.IconsErr = err
	}
	c.Icons = sortedIcons(icons)
	c.Resource, c.Transient, c.HasRes, err = parseResourceIcon(p["Resource Icon"])
	if err != nil {
		return nil, err
	}
	if c.Struggles, err = parseIconGlyphs(p["Struggle Icons"]); err != nil {
		return nil, fmt.Errorf("struggle icons: %v", err)
	}
	return c, nil
}

// parseTitleGlyphs splits an OCTGN card name into the title, the unique
// star ("* ") and the faction glyphs before it, whose count is the card's
// Steadfast requirement ("__ T-Men": Steadfast Agency 2).
func parseTitleGlyphs(name string) (title string, unique bool, sf []carddb.Steadfast, err error) {
	rs := []rune(strings.TrimSpace(name))
	var glyph rune
	count := 0
	i := 0
scan:
	for ; i < len(rs); i++ {
		r := rs[i]
		f, isGlyph := factionGlyphs[r]
		switch {
		case r == '*':
			unique = true
		case r == ' ':
		case isGlyph && f != carddb.Neutral && f != carddb.Zoog:
			if count > 0 && r != glyph {
				return "", false, nil, fmt.Errorf("mixed steadfast glyphs in %q", name)
			}
			glyph = r
			count++
		default:
			break scan
		}
	}
	title = cleanSpace(string(rs[i:]))
	if title == "" {
		return "", false, nil, fmt.Errorf("empty title in %q", name)
	}
	if count > 0 {
		sf = []carddb.Steadfast{{Faction: factionGlyphs[glyph], Count: int8(count)}}
	}
	return title, unique, sf, nil
}

var mistypedEntities = strings.NewReplacer("$gt;", ">", "$lt;", "<")

// parseResourceIcon decodes the "Resource Icon" property: one faction
// glyph, doubled for a Transient card; empty for stories. The OCTGN files
// write the glyphs "<" and ">" as XML entities, and one of them mistypes
// "&gt;" as "$gt;" ("$" is a struggle icon's glyph, never a resource's):
// the mistyped entities are read as meant.
func parseResourceIcon(s string) (f carddb.Faction, transient, ok bool, err error) {
	s = mistypedEntities.Replace(s)
	rs := []rune(strings.TrimSpace(s))
	switch {
	case len(rs) == 0:
		return carddb.Neutral, false, false, nil
	case len(rs) > 2 || len(rs) == 2 && rs[0] != rs[1]:
		return 0, false, false, fmt.Errorf("bad resource icon %q", s)
	}
	f, known := factionGlyphs[rs[0]]
	if !known {
		return 0, false, false, fmt.Errorf("unknown resource glyph %q", s)
	}
	return f, len(rs) == 2, true, nil
}

// parseIconGlyphs reads icon glyphs in printed order ("@ # $ %"); spaces
// are optional.
func parseIconGlyphs(s string) ([]carddb.Icon, error) {
	var out []carddb.Icon
	for _, r := range s {
		if r == ' ' {
			continue
		}
		i, ok := iconGlyphs[r]
		if !ok {
			return nil, fmt.Errorf("unknown icon glyph %q in %q", r, s)
		}
		out = append(out, i)
	}
	return out, nil
}

// sortedIcons writes icons as letters in the canonical order T C A I.
func sortedIcons(icons []carddb.Icon) string {
	var ic carddb.Icons
	for _, i := range icons {
		ic[i]++
	}
	if s := ic.String(); s != "-" {
		return s
	}
	return ""
}

// iconLetters writes icons as letters in the given order.
func iconLetters(icons []carddb.Icon) string {
	var b strings.Builder
	for _, i := range icons {
		b.WriteByte(carddb.IconLetters[i])
	}
	return b.String()
}

// octgnNumber is the collector number an OCTGN card implies: the
// "Collector Info" property when it holds one ("F37"), else the decimal
// digits ending the card's GUID ("...e01" is 1). Some files use random
// GUIDs; the matcher decides per pack whether to trust these numbers.
func octgnNumber(id, info string) int {
	info = strings.ReplaceAll(strings.TrimSpace(info), " ", "")
	if len(info) > 1 && (info[0] == 'F' || info[0] == 'f') {
		if n, err := strconv.Atoi(info[1:]); err == nil {
			return n
		}
	}
	end := len(id)
	start := end
	for start > 0 && end-start < 3 && id[start-1] >= '0' && id[start-1] <= '9' {
		start--
	}
	n, _ := strconv.Atoi(id[start:end])
	return n
}
