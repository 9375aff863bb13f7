package main

import (
	"fmt"
	"io"
)

// report collects what the generator decided, by section, for a short
// summary on stderr.
type report struct {
	lines map[string][]string
}

// reportSections is the order the sections print in.
var reportSections = []string{
	secDropped, secNumbers, secTitles, secDisagree, secErrata, secFAQ,
	secXCost, secAttach, secStruggles, secReprints, secUnmatched, secOther,
}

const (
	secDropped   = "duplicates dropped"
	secNumbers   = "collector numbers fixed"
	secTitles    = "titles and spellings fixed"
	secDisagree  = "disagreements resolved"
	secErrata    = "FAQ errata applied"
	secFAQ       = "FAQ restricted and banned lists"
	secXCost     = "X costs detected"
	secAttach    = "attachment rules"
	secStruggles = "struggle icons"
	secReprints  = "reprints of an LCG text"
	secUnmatched = "not matched"
	secOther     = "other notes"
)

func (r *report) add(section, format string, args ...any) {
	if r.lines == nil {
		r.lines = map[string][]string{}
	}
	r.lines[section] = append(r.lines[section], fmt.Sprintf(format, args...))
}

func (r *report) count(section string) int { return len(r.lines[section]) }

func (r *report) print(w io.Writer) {
	for _, sec := range reportSections {
		lines := r.lines[sec]
		if len(lines) == 0 {
			continue
		}
		fmt.Fprintf(w, "%s (%d):\n", sec, len(lines))
		for _, l := range lines {
			fmt.Fprintf(w, "  %s\n", l)
		}
	}
}
