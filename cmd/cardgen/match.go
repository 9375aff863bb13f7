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
	oct   *octCard
	card  *carddb.Card
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
		for _, o := range left {
			rep.add(secUnmatched, "OCTGN %s: %q (%s) matches no cthulhucli card", o.File, o.Title, o.Type)
		}
	}
	return packTrust(entries)
}

// A matcher picks the best unmatched entry for an OCTGN card, or nil.
type matcher func(o *octCard, pool []*entry) *entry

func matchPass(octs []*octCard, pool []*entry, m matcher) []*octCard {
	var left []*octCard
	for _, o := range octs {
		if e := m(o, pool); e != nil {
			e.oct = o
			continue
		}
		left = append(left, o)
	}
	return left
}

func exactMatch(o *octCard, pool []*entry) *entry {
	k := titleKey(o.Title)
	for _, e := range pool {
		if e.oct == nil && o.Number > 0 && e.idNum == o.Number && titleKey(e.title) == k {
			return e
		}
	}
	return nil
}

func titleMatch(o *octCard, pool []*entry) *entry {
	k := titleKey(o.Title)
	var cands []*entry
	for _, e := range pool {
		if e.oct == nil && titleKey(e.title) == k {
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
		if e.oct != nil || !strings.EqualFold(o.Type, e.cli.Type) {
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
