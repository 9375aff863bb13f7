package main

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// dropDuplicates removes records that repeat another record exactly (the
// same line twice in the source); they are one card listed twice.
func dropDuplicates(cards []*cliCard, rep *report) []*cliCard {
	seen := map[string]*cliCard{}
	var out []*cliCard
	for _, c := range cards {
		if first, dup := seen[c.raw]; dup {
			rep.add(secDropped, "%s %s %s: line %d repeats line %d exactly", c.Set, c.ID, c.Name, c.line, first.line)
			continue
		}
		seen[c.raw] = c
		out = append(out, c)
	}
	return out
}

// parseID reads a cthulhucli collector number: "003" is 3; anything else
// ("c45") is 0, to be fixed.
func parseID(id string) int {
	n, err := strconv.Atoi(id)
	if err != nil || n <= 0 {
		return 0
	}
	return n
}

// assignNumbers gives every entry a distinct collector number within its
// set. cthulhucli's number stands unless it is missing, malformed or
// shared: then OCTGN's number (in a pack whose OCTGN numbering agrees with
// cthulhucli's), the digits of a malformed id ("c45"), or the one number
// the pack leaves free decides.
func assignNumbers(entries []*entry, trust map[string]bool, rep *report) error {
	used := map[string]map[int][]*entry{}
	for _, e := range entries {
		e.num = e.idNum
		if used[e.set] == nil {
			used[e.set] = map[int][]*entry{}
		}
		if e.num > 0 {
			used[e.set][e.num] = append(used[e.set][e.num], e)
		}
	}
	move := func(e *entry, n int, why string) {
		old := used[e.set][e.num]
		for i, x := range old {
			if x == e {
				used[e.set][e.num] = append(old[:i:i], old[i+1:]...)
				break
			}
		}
		rep.add(secNumbers, "%s %s %s: number %d (%s)", e.set, e.cli.ID, e.title, n, why)
		e.num = n
		used[e.set][n] = append(used[e.set][n], e)
	}
	// OCTGN's number, where the pack's numbering is trusted and the number
	// is free: it fixes shared numbers and stray ones.
	for _, e := range entries {
		o := e.oct
		if o == nil || !trust[e.set] || o.Number <= 0 || o.Number == e.num || len(used[e.set][o.Number]) > 0 {
			continue
		}
		move(e, o.Number, fmt.Sprintf("cthulhucli %q, OCTGN %d", e.cli.ID, o.Number))
	}
	// A malformed id whose digits are free.
	for _, e := range entries {
		if e.num > 0 {
			continue
		}
		if n := parseID(strings.TrimLeft(e.cli.ID, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")); n > 0 && len(used[e.set][n]) == 0 {
			move(e, n, fmt.Sprintf("cthulhucli %q", e.cli.ID))
		}
	}
	return fillGaps(entries, used, move)
}

// fillGaps gives cards still without a number of their own the one free
// number in their pack's range, when there is exactly one.
func fillGaps(entries []*entry, used map[string]map[int][]*entry, move func(*entry, int, string)) error {
	var problems []string
	for _, e := range entries {
		if e.num > 0 && used[e.set][e.num][0] == e {
			continue
		}
		free := freeNumbers(used[e.set])
		if len(free) != 1 {
			problems = append(problems, fmt.Sprintf("%s %q %s: number taken or missing, free numbers %v", e.set, e.cli.ID, e.title, free))
			continue
		}
		move(e, free[0], fmt.Sprintf("cthulhucli %q, the pack's one free number", e.cli.ID))
	}
	if len(problems) > 0 {
		return fmt.Errorf("cannot number %d cards:\n  %s", len(problems), strings.Join(problems, "\n  "))
	}
	return nil
}

// freeNumbers lists the numbers between a set's lowest and highest that no
// card holds.
func freeNumbers(nums map[int][]*entry) []int {
	lo, hi := 0, 0
	for n, es := range nums {
		if len(es) == 0 {
			continue
		}
		if lo == 0 || n < lo {
			lo = n
		}
		hi = max(hi, n)
	}
	var free []int
	for n := lo; n <= hi && lo > 0; n++ {
		if len(nums[n]) == 0 {
			free = append(free, n)
		}
	}
	sort.Ints(free)
	return free
}
