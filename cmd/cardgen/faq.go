package main

import (
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"cthulhu/carddb"
)

// faq is what the generator reads from the FAQ v3.0: the restricted and
// banned lists, and the whole text to check the errata table against.
type faq struct {
	restricted []faqRef
	banned     []faqRef
	text       string // normalized, for checking errata titles
}

// faqRef is one line of a FAQ list: "Magah Bird (Dreamlands F110)".
type faqRef struct {
	Title  string
	Cycle  string
	Number int
}

func (r faqRef) String() string { return fmt.Sprintf("%s (%s F%d)", r.Title, r.Cycle, r.Number) }

// readFAQ reads the FAQ file and its two lists.
func readFAQ(path string) (*faq, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	text := string(data)
	f := &faq{text: carddb.Normalize(text)}
	if f.restricted, err = faqList(text, "RESTRICTED LIST", "BANNED LIST"); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if f.banned, err = faqList(text, "BANNED LIST", "MOST RECENT PRINTING"); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return f, nil
}

// faqEntryRE reads "Title (Cycle F80)"; entries follow each other, and
// one may be broken across lines.
var faqEntryRE = regexp.MustCompile(`([^()]+?)\s*\(([^()]+?)\s+F(\d+)\)`)

// faqList reads the entries between a list's heading and the next heading.
func faqList(text, heading, next string) ([]faqRef, error) {
	start := strings.Index(text, "\n"+heading+"\n")
	if start < 0 {
		return nil, fmt.Errorf("no %q section", heading)
	}
	body := text[start+len(heading)+2:]
	if end := strings.Index(body, "\n"+next+"\n"); end >= 0 {
		body = body[:end]
	}
	// The list follows a paragraph that introduces it.
	body = strings.TrimLeft(body, "\r\n")
	if strings.HasPrefix(body, "The following") {
		if i := strings.Index(body, "\n\n"); i >= 0 {
			body = body[i:]
		}
	}
	var out []faqRef
	for _, m := range faqEntryRE.FindAllStringSubmatch(cleanSpace(body), -1) {
		n, _ := strconv.Atoi(m[3])
		out = append(out, faqRef{Title: strings.TrimSpace(m[1]), Cycle: m[2], Number: n})
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no entries in %q", heading)
	}
	return out, nil
}

// resolveFAQRef finds the card a FAQ list entry names: the card of that
// number in the cycle's packs whose title is nearest the FAQ's (the FAQ
// misspells a few titles, e.g. "Khophesh of the Abyss").
func resolveFAQRef(ref faqRef, entries []*entry) (*entry, error) {
	packs := packsOf(ref.Cycle)
	if packs == nil {
		return nil, fmt.Errorf("FAQ entry %s: unknown cycle", ref)
	}
	want := titleKey(ref.Title)
	var best *entry
	bestD := 4
	for _, e := range entries {
		if e.num != ref.Number || !slices.Contains(packs, e.set) {
			continue
		}
		if d := editDistance(want, titleKey(e.title)); d < bestD {
			best, bestD = e, d
		}
	}
	if best == nil {
		return nil, fmt.Errorf("FAQ entry %s: no card of that title and number", ref)
	}
	return best, nil
}

// applyFAQLists marks the FAQ's restricted and banned cards, ignoring
// cthulhucli's own flags, which differ from the FAQ's lists.
func applyFAQLists(f *faq, entries []*entry, rep *report) error {
	marked := map[*entry]string{}
	for _, l := range []struct {
		name string
		refs []faqRef
		set  func(*carddb.Card)
	}{
		{"restricted", f.restricted, func(c *carddb.Card) { c.Restricted = true }},
		{"banned", f.banned, func(c *carddb.Card) { c.Banned = true }},
	} {
		for _, ref := range l.refs {
			e, err := resolveFAQRef(ref, entries)
			if err != nil {
				return err
			}
			l.set(e.card)
			marked[e] = l.name
			rep.add(secFAQ, "%s: %s is %s", ref, e.label(), l.name)
		}
	}
	var ignored []string
	for _, e := range entries {
		if e.cli.Restricted && marked[e] != "restricted" || e.cli.Banned && marked[e] != "banned" {
			ignored = append(ignored, e.key())
		}
	}
	if len(ignored) > 0 {
		rep.add(secFAQ, "cthulhucli's own flags not in the FAQ lists, ignored: %s", strings.Join(ignored, ", "))
	}
	return nil
}

// erratum is one FAQ erratum that changes a card's facts (statistics,
// uniqueness, subtypes, resource icon, copies allowed). Errata that only
// reword abilities belong to the cards' implementations.
type erratum struct {
	key   string // the card's key, e.g. "AtMoM 16"
	title string // checked, so a renumbering cannot misapply it
	what  string // the change, for the report
	apply func(c *carddb.Card)
}

// errata are the FAQ v3.0 errata to card facts. The FAQ stands over the
// printed card, so these win over every data source.
var errata = []erratum{
	{"AtMoM 16", "Alaskan Sledge Dog", "no longer allows 8 copies: max 3", func(c *carddb.Card) { c.Max = 3 }},
	{"AH 12", "Aspiring Artist", "skill 0 and no icons", func(c *carddb.Card) { c.Skill, c.SkillX, c.Icons = 0, false, carddb.Icons{} }},
	{"CoC 46", "The Underground Conspiracy", "Syndicate resource symbol", func(c *carddb.Card) { c.Resource = carddb.Syndicate }},
	{"CoC 48", "The R'lyeh Conspiracy", "Cthulhu resource symbol", func(c *carddb.Card) { c.Resource = carddb.Cthulhu }},
	{"TTotT 75", "Descendant of Eibon", "unique", func(c *carddb.Card) { c.Unique = true }},
	{"TAD 42", "Dynamite", "has the Attachment subtype", func(c *carddb.Card) { addSubtype(c, "Attachment") }},
	{"ItDoN 56", "Zoog Burrow", "neutral resource, not Zoog", func(c *carddb.Card) { c.Resource = carddb.Neutral }},
	{"ItDoN 58", "Dream Dagger", "attaches to a character you control", func(c *carddb.Card) {
		if c.Attach != nil {
			c.Attach.Control = carddb.YouControl
		}
	}},
	{"WaB 3", "Uroborus", "unique", func(c *carddb.Card) { c.Unique = true }},
}

// applyErrata applies the errata table, reporting each change and whether
// the data already agreed, then the deck rules: three copies of a title
// (the rulebook's errata extends this to conspiracies).
func applyErrata(f *faq, entries []*entry, rep *report) error {
	byKey := map[string]*entry{}
	for _, e := range entries {
		byKey[e.key()] = e
	}
	for _, er := range errata {
		e := byKey[er.key]
		if e == nil || titleKey(e.title) != titleKey(er.title) {
			return fmt.Errorf("erratum for %s %q: no such card", er.key, er.title)
		}
		if !strings.Contains(f.text, carddb.Normalize(er.title)) {
			return fmt.Errorf("erratum for %s %q: title not found in the FAQ", er.key, er.title)
		}
		before := e.card.Record()
		er.apply(e.card)
		if changed(before, e.card.Record()) {
			rep.add(secErrata, "%s: %s", e.label(), er.what)
		} else {
			rep.add(secErrata, "%s: %s (the data already agreed)", e.label(), er.what)
		}
	}
	for _, e := range entries {
		if e.card.Max != 3 {
			rep.add(secErrata, "%s: max %d, the deck rules allow 3", e.label(), e.card.Max)
			e.card.Max = 3
		}
	}
	return nil
}

func changed(a, b carddb.Record) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) != string(jb)
}

func addSubtype(c *carddb.Card, s string) {
	if !c.HasSubtype(s) {
		c.Subtypes = append([]string{s}, c.Subtypes...)
	}
}
