package main

import (
	"slices"
	"sort"
	"strconv"
	"strings"

	"cthulhu/carddb"
)

// entry is one LCG card on its way into the database: the cthulhucli
// record, its OCTGN counterpart if any, and the decisions taken so far.
type entry struct {
	cli   *cliCard
	set   string // the project's set code
	title string // the title after fixes
	num   int    // collector number; 0 until known
	idNum int    // the number cthulhucli gives; 0 when its id is not a number
	// oct is the OCTGN card whose statistics are compared with
	// cthulhucli's and fill its gaps; nil when OCTGN lacks the card or
	// its file is used for ids only (idsOnlySets).
	oct *octCard
	// octs are every OCTGN card matched to the entry, oct among them:
	// their ids go into the database. OCTGN may list a card twice.
	octs []*octCard
	card *carddb.Card
}

// matched reports whether an OCTGN card has been matched to the entry.
func (e *entry) matched() bool { return len(e.octs) > 0 }

// octgnIDs are the ids of the OCTGN cards matched to the entry, in lower
// case, in the order the set files list them.
func (e *entry) octgnIDs() []string {
	var ids []string
	for _, o := range e.octs {
		ids = append(ids, strings.ToLower(o.ID))
	}
	return ids
}

func (e *entry) key() string { return e.set + " " + strconv.Itoa(e.num) }

// label names the entry in the report: key and title.
func (e *entry) label() string {
	if e.num > 0 {
		return e.key() + " " + e.title
	}
	return e.set + " " + e.cli.ID + " " + e.title
}

// titleKey folds a title for matching across sources: case, accents and
// punctuation do not count.
func titleKey(s string) string {
	var b strings.Builder
	for _, r := range carddb.Normalize(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// matchOCTGN pairs OCTGN cards with entries of the packs their file
// covers: first by title and collector number, then by title (preferring
// the same type, descriptor and nearest number), then by a title a few
// letters apart with the same type, for misspellings. It returns, for each
// pack, whether OCTGN's numbers agree with cthulhucli's, so they can be
// trusted to fix cthulhucli's numbering.
func matchOCTGN(entries []*entry, octs []*octCard, rep *report) map[string]bool {
	bySet := map[string][]*octCard{}
	var names []string
	for _, o := range octs {
		if _, seen := bySet[o.SetName]; !seen {
			names = append(names, o.SetName)
		}
		bySet[o.SetName] = append(bySet[o.SetName], o)
	}
	for _, name := range names {
		packs := cyclePacks[name]
		if packs == nil {
			rep.add(secUnmatched, "OCTGN set %q: no packs known for it; %d cards skipped", name, len(bySet[name]))
			continue
		}
		var pool []*entry
		for _, e := range entries {
			if slices.Contains(packs, e.set) {
				pool = append(pool, e)
			}
		}
		left := matchPass(bySet[name], pool, exactMatch)
		left = matchPass(left, pool, titleMatch)
		left = matchPass(left, pool, fuzzyMatch)
		left = matchPass(left, pool, numberMatch)
		for _, o := range left {
			if e := listedTwice(o, pool); e != nil {
				e.octs = append(e.octs, o)
				rep.add(secOther, "OCTGN %s: %q (%s) is listed twice; both ids kept for %s", o.File, o.Title, o.ID, e.label())
				continue
			}
			rep.add(secUnmatched, "OCTGN %s: %q (%s) matches no cthulhucli card", o.File, o.Title, o.Type)
		}
		if idsOnlySets[name] {
			n := 0
			for _, e := range pool {
				if e.oct != nil {
					e.oct = nil
					n++
				}
			}
			rep.add(secOther, "OCTGN %s: %d cards matched for their ids only; their statistics are cthulhucli's", name, n)
		}
	}
	return packTrust(entries)
}

// idsOnlySets are the OCTGN set files whose cards give the database their
// ids and nothing else: the four late deluxe boxes, from a later fork of
// the OCTGN definition, which the statistics were built without. Their
// cards keep cthulhucli's statistics, so that adding the ids changes no
// fact of any card.
var idsOnlySets = map[string]bool{
	"The Sleeper Below":    true,
	"For the Greater Good": true,
	"The Thousand Young":   true,
	"The Mark of Madness":  true,
}

// A matcher picks the best unmatched entry for an OCTGN card, or nil.
type matcher func(o *octCard, pool []*entry) *entry

func matchPass(octs []*octCard, pool []*entry, m matcher) []*octCard {
	var left []*octCard
	for _, o := range octs {
		if e := m(o, pool); e != nil {
			e.oct, e.octs = o, append(e.octs, o)
			continue
		}
		left = append(left, o)
	}
	return left
}

func exactMatch(o *octCard, pool []*entry) *entry {
	k := titleKey(o.Title)
	for _, e := range pool {
		if !e.matched() && o.Number > 0 && e.idNum == o.Number && titleKey(e.title) == k {
			return e
		}
	}
	return nil
}

func titleMatch(o *octCard, pool []*entry) *entry {
	k := titleKey(o.Title)
	var cands []*entry
	for _, e := range pool {
		if !e.matched() && titleKey(e.title) == k {
			cands = append(cands, e)
		}
	}
	sort.SliceStable(cands, func(i, j int) bool { return matchScore(o, cands[i]) < matchScore(o, cands[j]) })
	if len(cands) == 0 {
		return nil
	}
	return cands[0]
}

// matchScore ranks candidates of the same title: same type first, then
// same descriptor, then nearest collector number.
func matchScore(o *octCard, e *entry) int {
	s := abs(o.Number - e.idNum)
	if !strings.EqualFold(o.Type, e.cli.Type) {
		s += 10000
	}
	if titleKey(o.Descriptor) != titleKey(e.cli.Descriptor) {
		s += 1000
	}
	return s
}

func fuzzyMatch(o *octCard, pool []*entry) *entry {
	k := titleKey(o.Title)
	var best *entry
	bestD, tie := 1<<30, false
	for _, e := range pool {
		if e.matched() || !strings.EqualFold(o.Type, e.cli.Type) {
			continue
		}
		d := editDistance(k, titleKey(e.title))
		switch {
		case d < bestD:
			best, bestD, tie = e, d, false
		case d == bestD:
			tie = true
		}
	}
	if best == nil || tie || bestD > 3 || bestD*4 > len(k) {
		return nil
	}
	return best
}

// numberMatch pairs a card whose title differs beyond a misspelling
// ("Military Attaché" for "Attaché") with the one unmatched entry of the
// same collector number, type, faction and cost.
func numberMatch(o *octCard, pool []*entry) *entry {
	if o.Number <= 0 {
		return nil
	}
	var found *entry
	for _, e := range pool {
		if e.matched() || e.idNum != o.Number || !strings.EqualFold(o.Type, e.cli.Type) || !sameFaction(o, e) ||
			!sameCost(o, e) {
			continue
		}
		if found != nil {
			return nil // two candidates: the number does not decide
		}
		found = e
	}
	return found
}

func sameFaction(o *octCard, e *entry) bool {
	a, ok1 := carddb.ParseFaction(o.Faction)
	b, ok2 := carddb.ParseFaction(e.cli.Faction)
	return ok1 && ok2 && a == b
}

func sameCost(o *octCard, e *entry) bool {
	c := e.cli.Cost
	switch {
	case !c.Set:
		return o.Cost == ""
	case c.X:
		return strings.EqualFold(o.Cost, "X")
	}
	return o.Cost == strconv.Itoa(c.N)
}

// listedTwice finds the entry an unmatched OCTGN card repeats: a card of
// the same title, descriptor and type already matched to it.
func listedTwice(o *octCard, pool []*entry) *entry {
	for _, e := range pool {
		for _, m := range e.octs {
			if titleKey(m.Title) == titleKey(o.Title) && titleKey(m.Descriptor) == titleKey(o.Descriptor) &&
				strings.EqualFold(m.Type, o.Type) {
				return e
			}
		}
	}
	return nil
}

// packTrust reports, for each pack, whether at least three quarters of
// its matched cards carry the same number in both sources. Some OCTGN
// files number a cycle in their own order (alphabetically, or with random
// ids); their numbers say nothing about the printed ones.
func packTrust(entries []*entry) map[string]bool {
	agree, total := map[string]int{}, map[string]int{}
	for _, e := range entries {
		if e.oct == nil {
			continue
		}
		total[e.set]++
		if e.oct.Number == e.idNum {
			agree[e.set]++
		}
	}
	trust := map[string]bool{}
	for set, n := range total {
		trust[set] = agree[set]*4 >= n*3
	}
	return trust
}

// editDistance is the Levenshtein distance between two strings, by byte
// (titleKey leaves only ASCII).
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
