// Command cardgen builds the project's card database, carddb/data/lcg.jsonl
// and carddb/data/ccg.jsonl, from the community card data in the shared
// directory: cthulhucli's card lists, the OCTGN set files and the FAQ v3.0.
// Run it from the repository root:
//
//	go run ./cmd/cardgen [-shared ../shared] [-out carddb/data]
//
// It prints to stderr what it fixed and which disagreements between the
// sources it resolved. See docs/carddb.md for the choices it makes.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"

	"cthulhu/carddb"
)

func main() {
	shared := flag.String("shared", "../shared", "the shared directory holding data/ and rules/")
	out := flag.String("out", filepath.Join("carddb", "data"), "where to write lcg.jsonl and ccg.jsonl")
	flag.Parse()
	if err := run(*shared, *out, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "cardgen:", err)
		os.Exit(1)
	}
}

// run reads the sources, builds both eras and writes them.
func run(shared, out string, log io.Writer) error {
	rep := &report{}
	data := filepath.Join(shared, "data")
	lcgRaw, err := readCLI(filepath.Join(data, "cthulhucli", "coc-lcg.jsonl"))
	if err != nil {
		return err
	}
	ccgRaw, err := readCLI(filepath.Join(data, "cthulhucli", "coc-ccg.jsonl"))
	if err != nil {
		return err
	}
	octs, err := readOCTGNDir(filepath.Join(data, "octgn", "sets"))
	if err != nil {
		return err
	}
	f, err := readFAQ(filepath.Join(shared, "rules", "lcg-faq-errata-v3.0.txt"))
	if err != nil {
		return err
	}
	b := &builder{rep: rep, subtypes: knownSubtypes(lcgRaw, ccgRaw)}
	lcg, err := b.buildLCG(lcgRaw, octs, f)
	if err != nil {
		return err
	}
	ccg, err := b.buildCCG(ccgRaw)
	if err != nil {
		return err
	}
	linkReprints(lcg, ccg, rep)
	if _, err := carddb.New(append(append([]*carddb.Card{}, lcg...), ccg...)); err != nil {
		return err
	}
	if err := writeCards(filepath.Join(out, "lcg.jsonl"), lcg); err != nil {
		return err
	}
	if err := writeCards(filepath.Join(out, "ccg.jsonl"), ccg); err != nil {
		return err
	}
	rep.print(log)
	fmt.Fprintf(log, "wrote %d LCG cards (from %d records) and %d CCG cards (from %d records) to %s\n",
		len(lcg), len(lcgRaw), len(ccg), len(ccgRaw), out)
	return nil
}

// knownSubtypes collects every printed subtype, spelling fixed.
func knownSubtypes(lists ...[]*cliCard) map[string]bool {
	known := map[string]bool{}
	for _, l := range lists {
		for _, c := range l {
			for _, s := range splitSubtypes(c.Subtypes) {
				known[s] = true
			}
		}
	}
	return known
}

// buildLCG turns cthulhucli's LCG records, with OCTGN and the FAQ, into
// cards in set order (cthulhucli's set ids follow release order), then
// collector number.
func (b *builder) buildLCG(raw []*cliCard, octs []*octCard, f *faq) ([]*carddb.Card, error) {
	raw = dropDuplicates(raw, b.rep)
	var entries []*entry
	for _, r := range raw {
		set, err := setCode(r.Set)
		if err != nil {
			return nil, fmt.Errorf("line %d: %v", r.line, err)
		}
		e := &entry{cli: r, set: set, idNum: parseID(r.ID)}
		e.title = b.splitTitle(e)
		entries = append(entries, e)
	}
	trust := matchOCTGN(entries, octs, b.rep)
	if err := assignNumbers(entries, trust, b.rep); err != nil {
		return nil, err
	}
	for _, e := range entries {
		e.title = b.fixSpelling(e, "title", e.title)
		c, err := b.lcgCard(e)
		if err != nil {
			return nil, err
		}
		e.card = c
	}
	b.unifyReprints(entries)
	b.reportTitles(entries)
	if err := applyErrata(f, entries, b.rep); err != nil {
		return nil, err
	}
	if err := applyFAQLists(f, entries, b.rep); err != nil {
		return nil, err
	}
	b.reportUnmatched(entries)
	sortEntries(entries)
	var cards []*carddb.Card
	for _, e := range entries {
		cards = append(cards, e.card)
	}
	return cards, nil
}

// splitTitle drops a descriptor cthulhucli repeats in the title ("The
// Necronomicon: Al Azif" with descriptor "Al Azif"): the printed title is
// the part before the colon, as OCTGN and the FAQ write it.
func (b *builder) splitTitle(e *entry) string {
	t, d := e.cli.Name, e.cli.Descriptor
	if d != "" && len(t) > len(d)+2 && t[len(t)-len(d)-2:] == ": "+d {
		b.rep.add(secTitles, "%s %s %q: title %q, descriptor %q", e.set, e.cli.ID, t, t[:len(t)-len(d)-2], d)
		return t[:len(t)-len(d)-2]
	}
	return t
}

// unifyReprints makes reprints of one card agree: a later printing with
// the same statistics whose title differs only in punctuation takes the
// first printing's title (the deck limit counts copies by title), and a
// story-like reprint takes the first printing's struggle icons.
func (b *builder) unifyReprints(entries []*entry) {
	first := map[string]*entry{}
	for _, e := range entries {
		k := titleKey(e.title)
		f, ok := first[k]
		if !ok {
			first[k] = e
			continue
		}
		if !sameFacts(f.card, e.card) {
			continue
		}
		if e.card.Title != f.card.Title {
			b.rep.add(secTitles, "%s: title %q, as its first printing %s", e.label(), f.card.Title, f.key())
			e.card.Title, e.title = f.card.Title, f.title
		}
		if e.card.IsStoryLike() && iconLetters(e.card.Struggles) != iconLetters(f.card.Struggles) {
			b.rep.add(secDisagree, "%s: struggles %s, first printing %s has %s; kept the first printing's",
				e.label(), iconLetters(e.card.Struggles), f.key(), iconLetters(f.card.Struggles))
			e.card.Struggles = f.card.Struggles
		}
	}
}

// reportTitles reports the titles OCTGN writes otherwise, once the
// spelling fixes are made: OCTGN's misspellings and other names, which
// cthulhucli's title stands over. An .o8d deck names a card by its id and
// the OCTGN title, so these are the names decks may hold.
func (b *builder) reportTitles(entries []*entry) {
	for _, e := range entries {
		for _, o := range e.octs {
			if carddb.Normalize(o.Title) != carddb.Normalize(e.card.Title) {
				b.rep.add(secDisagree, "%s: title: cthulhucli %q, OCTGN %q; kept cthulhucli", e.label(), e.card.Title, o.Title)
			}
		}
	}
}

// sameFacts reports whether two printings have the same statistics.
func sameFacts(a, b *carddb.Card) bool {
	return titleKey(a.Descriptor) == titleKey(b.Descriptor) && a.Type == b.Type && a.Faction == b.Faction &&
		a.Cost == b.Cost && a.CostX == b.CostX && a.Skill == b.Skill && a.Icons == b.Icons && a.Unique == b.Unique
}

// reportUnmatched summarizes LCG cards OCTGN does not have, by set.
func (b *builder) reportUnmatched(entries []*entry) {
	counts := map[string]int{}
	var sets []string
	for _, e := range entries {
		if e.matched() {
			continue
		}
		if counts[e.set] == 0 {
			sets = append(sets, e.set)
		}
		counts[e.set]++
	}
	for _, s := range sets {
		b.rep.add(secUnmatched, "%s: %d cards not in OCTGN", s, counts[s])
	}
}

// sortEntries orders cards by set release (cthulhucli's set id), then
// collector number.
func sortEntries(entries []*entry) {
	sort.SliceStable(entries, func(i, j int) bool {
		a, b := entries[i], entries[j]
		ai, _ := strconv.Atoi(a.cli.SetID)
		bi, _ := strconv.Atoi(b.cli.SetID)
		if ai != bi {
			return ai < bi
		}
		if a.set != b.set {
			return a.set < b.set
		}
		return a.num < b.num
	})
}

// buildCCG turns cthulhucli's CCG records into cards, in source set order
// then title. A set's repeated title keeps one card when the printings are
// the same card; different cards of one title get their descriptor or a
// number in the title, so keys stay unique.
func (b *builder) buildCCG(raw []*cliCard) ([]*carddb.Card, error) {
	var cards []*carddb.Card
	setOrder := map[string]int{}
	seen := map[string]*carddb.Card{}
	for _, r := range raw {
		set, err := setCode(r.Set)
		if err != nil {
			return nil, fmt.Errorf("CCG line %d: %v", r.line, err)
		}
		c, err := b.ccgCard(r, set)
		if err != nil {
			return nil, fmt.Errorf("CCG %s %s (line %d): %v", r.Set, r.Name, r.line, err)
		}
		if _, ok := setOrder[c.Set]; !ok {
			setOrder[c.Set] = len(setOrder)
		}
		k := carddb.Normalize(c.Key())
		if prev := seen[k]; prev != nil {
			if sameFacts(prev, c) {
				b.rep.add(secDropped, "CCG %s: repeated (line %d)", c.Key(), r.line)
				continue
			}
			c.Title = disambiguate(c, seen)
			b.rep.add(secTitles, "CCG %s: a different card of the same title in the set; keyed as %q", prev.Key(), c.Title)
		}
		seen[carddb.Normalize(c.Key())] = c
		cards = append(cards, c)
	}
	assumed := 0
	for _, c := range cards {
		if c.StrugglesAssumed {
			assumed++
		}
	}
	b.rep.add(secStruggles, "CCG: %d stories and conspiracies, struggles assumed TCAI (no source lists them)", assumed)
	sort.SliceStable(cards, func(i, j int) bool {
		if cards[i].Set != cards[j].Set {
			return setOrder[cards[i].Set] < setOrder[cards[j].Set]
		}
		return carddb.Normalize(cards[i].Title) < carddb.Normalize(cards[j].Title)
	})
	return cards, nil
}

// disambiguate names a second card of a set's title by its descriptor, or
// by a count when that is not enough.
func disambiguate(c *carddb.Card, seen map[string]*carddb.Card) string {
	if c.Descriptor != "" {
		t := c.Title + " (" + c.Descriptor + ")"
		if seen[carddb.Normalize(c.Set+" "+t)] == nil {
			return t
		}
	}
	for n := 2; ; n++ {
		t := fmt.Sprintf("%s (%d)", c.Title, n)
		if seen[carddb.Normalize(c.Set+" "+t)] == nil {
			return t
		}
	}
}

// ccgCard builds one CCG card: four copies a title, no restricted or
// banned list, struggles of stories and conspiracies assumed.
func (b *builder) ccgCard(r *cliCard, set string) (*carddb.Card, error) {
	c, err := b.baseCard(r, carddb.CCG, "CCG "+set+" "+r.Name)
	if err != nil {
		return nil, err
	}
	c.Set, c.Max = set, 4
	if r.Restricted || r.Banned {
		b.rep.add(secFAQ, "CCG %s %s: cthulhucli's restricted or banned flag ignored; the FAQ lists are LCG only", set, r.Name)
	}
	if c.IsStoryLike() {
		assumeStruggles(c)
	} else {
		c.Struggles, _ = boosters(r.Text)
	}
	return c, nil
}

// writeCards writes cards with carddb.Write, then reads them back to check
// every field survives.
func writeCards(path string, cards []*carddb.Card) error {
	var buf bytes.Buffer
	if err := carddb.Write(&buf, cards); err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	back, err := carddb.Read(buf.Bytes())
	if err != nil {
		return fmt.Errorf("%s: written data does not read back: %v", path, err)
	}
	if len(back) != len(cards) {
		return fmt.Errorf("%s: wrote %d cards, read back %d", path, len(cards), len(back))
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// linkReprints gives each card the key of an earlier LCG printing of the
// same title and type whose printed text is the same (TextSum), so that it
// plays with that printing's implementation: the first such printing in
// release order. A CCG card whose text differs from every LCG printing's
// is a card of its own, and so is an LCG printing whose text differs from
// every earlier one's.
func linkReprints(lcg, ccg []*carddb.Card, rep *report) {
	byTitle := map[string][]*carddb.Card{}
	same, differ, lcgSame := 0, 0, 0
	for _, c := range lcg { // in release order
		if c.TextSum == "" {
			continue
		}
		k := carddb.Normalize(c.Title)
		if first := firstSameText(byTitle[k], c); first != nil {
			c.Reprint = first.Key()
			lcgSame++
			rep.add(secReprints, "%s %s: the text of %s, whose implementation it shares", c.Key(), c.Title, first.Key())
			continue
		}
		byTitle[k] = append(byTitle[k], c)
	}
	for _, c := range ccg {
		if c.TextSum == "" {
			continue
		}
		cands := byTitle[carddb.Normalize(c.Title)]
		if len(cands) == 0 {
			continue
		}
		if first := firstSameText(cands, c); first != nil {
			c.Reprint = first.Key()
			same++
		} else {
			differ++
		}
	}
	rep.add(secReprints, "CCG: %d cards have the text of an LCG printing of their title and share its implementation; %d have an LCG title with another text", same, differ)
	rep.add(secReprints, "LCG: %d cards have the text of an earlier printing of their title", lcgSame)
}

// firstSameText is the first of the printings with c's type and text, or nil.
func firstSameText(printings []*carddb.Card, c *carddb.Card) *carddb.Card {
	for _, l := range printings {
		if l.Type == c.Type && l.TextSum == c.TextSum {
			return l
		}
	}
	return nil
}
