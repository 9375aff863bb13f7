package main

// Helpers that read facts out of a card's printed text: the keyword line,
// the "Attach to ..." requirement, an event's trigger, icon boosters and X
// costs. The text itself is never written anywhere.

import (
	"regexp"
	"strings"

	"cthulhu/carddb"
)

// asciiQuotes folds typographic apostrophes so patterns need one form.
var asciiQuotes = strings.NewReplacer("’", "'", "‘", "'", "“", "\"", "”", "\"")

// keywordTypos are misspellings of keywords found in the sources, by
// lower-case sentence.
var keywordTypos = map[string]string{
	"willower":       "Willpower",
	"invulnerablity": "Invulnerability",
	"invulnerable":   "Invulnerability",
}

// parseKeywords reads the keyword sentences at the start of a line
// ("Villainous. Toughness +2."). It stops at the first sentence that is
// not a keyword, so ability text after the keywords on the same line is
// left alone, and returns the number of keywords read and the rest of the
// line from that sentence on.
func parseKeywords(line string) (kw carddb.Keywords, n int, rest string) {
	s := asciiQuotes.Replace(line)
	for {
		s = strings.TrimLeft(s, " \t")
		if s == "" {
			return kw, n, ""
		}
		sentence, next := s, ""
		if i := strings.IndexByte(s, '.'); i >= 0 {
			sentence, next = s[:i], s[i+1:]
		}
		sentence = strings.TrimSpace(sentence)
		if fix, ok := keywordTypos[strings.ToLower(sentence)]; ok {
			sentence = fix
		}
		if sentence == "" || kw.ParseKeyword(sentence) != nil {
			return kw, n, s
		}
		n++
		s = next
	}
}

// keywordLine finds a card's keywords: the keyword sentences opening its
// text, which may run on to the next line when a line holds nothing else
// ("Villainous." then "Night. It is Night. ..."). When the first line
// holds none, a later line made of nothing but keywords before any
// triggered ability counts (a few cards print a cost rule above their
// keywords). It returns the text without the keywords.
func keywordLine(text string) (kw carddb.Keywords, rest string) {
	lines := strings.Split(text, "\n")
	found := false
	for i, line := range lines {
		k, n, tail := parseKeywords(line)
		if n == 0 {
			break
		}
		mergeKeywords(&kw, k)
		lines[i], found = tail, true
		if strings.TrimSpace(tail) != "" {
			break
		}
	}
	if found {
		return kw, strings.Join(lines, "\n")
	}
	for i := 1; i < len(lines) && !triggerRE.MatchString(lines[i-1]); i++ {
		if k, n, tail := parseKeywords(lines[i]); n > 0 && strings.TrimSpace(tail) == "" {
			lines[i] = ""
			return k, strings.Join(lines, "\n")
		}
	}
	return carddb.Keywords{}, text
}

// mergeKeywords adds the keywords of b to a.
func mergeKeywords(a *carddb.Keywords, b carddb.Keywords) {
	for _, k := range b.List() {
		a.ParseKeyword(k) // b's own keywords always parse
	}
}

// triggerRE finds a triggered ability's bold word. "Any Phase:" is the
// old wording the FAQ replaces with "Action:"; "Resposne" is a typo found
// in the sources.
var triggerRE = regexp.MustCompile(`(?i)\b(forced response|forced disrupt|response|resposne|disrupt|action|any phase)\s*:`)

// eventTrigger is the kind of the first triggered ability in the text.
func eventTrigger(text string) carddb.Trigger {
	m := triggerRE.FindStringSubmatch(text)
	if m == nil {
		return carddb.NoTrigger
	}
	switch strings.ToLower(m[1]) {
	case "forced response":
		return carddb.ForcedResponse
	case "response", "resposne":
		return carddb.Response
	case "disrupt", "forced disrupt":
		return carddb.Disrupt
	}
	return carddb.Action
}

// sentences splits a line into sentences at a full stop followed by a
// space or the end of the line.
func sentences(line string) []string {
	var out []string
	start := 0
	for i := 0; i < len(line); i++ {
		if line[i] == '.' && (i+1 == len(line) || line[i+1] == ' ') {
			out = append(out, line[start:i+1])
			start = i + 1
		}
	}
	if strings.TrimSpace(line[start:]) != "" {
		out = append(out, line[start:])
	}
	return out
}

var attachRE = regexp.MustCompile(`^Attach (?:(.+?) )?to (.+)$`)

// attachSentence finds an attachment's play requirement: a sentence
// opening "Attach to" or "Attach <its own title> to", printed before any
// triggered ability (an Action that attaches the card is an effect, not a
// requirement). It returns what follows "to", and the text without the
// sentence.
func attachSentence(text, title string) (target, rest string, ok bool) {
	lines := strings.Split(asciiQuotes.Replace(text), "\n")
	for li, line := range lines {
		ss := sentences(line)
		for si, s := range ss {
			if triggerRE.MatchString(s) {
				return "", text, false
			}
			m := attachRE.FindStringSubmatch(strings.TrimSpace(s))
			if m == nil || m[1] != "" && !strings.EqualFold(m[1], title) {
				continue
			}
			target, tail := m[2], ""
			// A missing full stop runs the requirement into the next sentence.
			if i := strings.Index(target, " Attached "); i >= 0 {
				target, tail = target[:i], target[i:]
			}
			ss[si] = tail
			lines[li] = strings.Join(ss, "")
			return strings.TrimSpace(target), strings.Join(lines, "\n"), true
		}
	}
	return "", text, false
}

// hostNouns are the kinds of card an attachment names, longest first so
// "story card" wins over "card".
var hostNouns = []struct {
	noun string
	host carddb.Host
}{
	{"character or support card", carddb.HostCharOrSupport},
	{"story card", carddb.HostStory},
	{"support card", carddb.HostSupport},
	{"discard pile", carddb.HostDiscard},
	{"character", carddb.HostCharacter},
	{"story", carddb.HostStory},
	{"domain", carddb.HostDomain},
	{"deck", carddb.HostDeck},
	{"card", carddb.HostCard},
}

// parseAttach reads the target of an "Attach to ..." requirement ("a
// non-Ancient One character you control") into a rule. known reports
// whether a word is a printed subtype. Words it cannot place are returned,
// and the rule is then Partial. It returns nil when it finds no host.
func parseAttach(target string, known func(string) bool) (*carddb.AttachRule, []string) {
	p := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(asciiQuotes.Replace(target)), "."))
	r := &carddb.AttachRule{}
	var unparsed []string
	// Conditions after the noun ("with skill 2 or less", "with a (T) icon").
	for _, sep := range []string{" with ", " (", " that ", " as "} {
		if i := strings.Index(p, sep); i >= 0 {
			unparsed = append(unparsed, strings.TrimSpace(p[i:]))
			p = p[:i]
		}
	}
	switch {
	case cutPrefixFold(&p, "one of your "):
		r.Control = carddb.YouControl
	case cutPrefixFold(&p, "an opponent's "):
		r.Control = carddb.OpponentControls
	case cutPrefixFold(&p, "a player's "), cutPrefixFold(&p, "any player's "):
	case cutPrefixFold(&p, "a "), cutPrefixFold(&p, "an "), cutPrefixFold(&p, "any "):
	}
	switch {
	case cutSuffixFold(&p, " you control"):
		r.Control = carddb.YouControl
	case cutSuffixFold(&p, " an opponent controls"), cutSuffixFold(&p, " controlled by an opponent"):
		r.Control = carddb.OpponentControls
	}
	quals, ok := cutHostNoun(p, r)
	if !ok {
		// A bare subtype names the host ("a Location you control").
		if !known(p) {
			return nil, append(unparsed, p)
		}
		r.To, r.Subtype, quals = carddb.HostCard, p, ""
	}
	unparsed = append(unparsed, parseQualifiers(quals, r, known)...)
	r.Partial = len(unparsed) > 0
	return r, unparsed
}

// cutHostNoun finds the host noun ending p, singular or plural, sets
// r.To, and returns the qualifiers before it.
func cutHostNoun(p string, r *carddb.AttachRule) (string, bool) {
	low := strings.ToLower(p)
	for _, h := range hostNouns {
		for _, form := range []string{h.noun, h.noun + "s"} {
			if low == form || strings.HasSuffix(low, " "+form) {
				r.To = h.host
				return strings.TrimSpace(p[:len(p)-len(form)]), true
			}
		}
	}
	return "", false
}

// parseQualifiers reads the words before the host noun: insane,
// exhausted, "non-<subtype>", a [Faction] or faction name, a subtype.
func parseQualifiers(q string, r *carddb.AttachRule, known func(string) bool) []string {
	var unparsed []string
	for _, part := range strings.Split(q, ",") {
		part = strings.TrimSpace(part)
		for part != "" {
			switch {
			case cutWordFold(&part, "insane"):
				r.Insane = true
			case cutWordFold(&part, "exhausted"):
				r.Exhausted = true
			case strings.HasPrefix(part, "[") && strings.Contains(part, "]"):
				end := strings.Index(part, "]")
				if f, ok := carddb.ParseFaction(part[1:end]); ok && f != carddb.Neutral {
					r.Faction = f
				} else {
					unparsed = append(unparsed, part[:end+1])
				}
				part = strings.TrimSpace(part[end+1:])
			case len(part) > 4 && strings.EqualFold(part[:4], "non-"):
				if known(part[4:]) {
					r.NotSubtype = part[4:]
				} else {
					unparsed = append(unparsed, part)
				}
				part = ""
			default:
				if f, ok := carddb.ParseFaction(part); ok && f != carddb.Neutral && f != carddb.Zoog {
					r.Faction = f
				} else if known(part) {
					r.Subtype = part
				} else {
					unparsed = append(unparsed, part)
				}
				part = ""
			}
		}
	}
	return unparsed
}

// inferHost finds the host of an Attachment printed without an "Attach to"
// sentence from how its text names it ("Attached character gains ...").
func inferHost(text string) carddb.Host {
	for _, line := range strings.Split(text, "\n") {
		switch {
		case strings.HasPrefix(line, "Attached character"):
			return carddb.HostCharacter
		case strings.HasPrefix(line, "Attached story"):
			return carddb.HostStory
		}
	}
	return carddb.HostNone
}

func cutPrefixFold(s *string, prefix string) bool {
	if len(*s) >= len(prefix) && strings.EqualFold((*s)[:len(prefix)], prefix) {
		*s = (*s)[len(prefix):]
		return true
	}
	return false
}

func cutSuffixFold(s *string, suffix string) bool {
	if len(*s) >= len(suffix) && strings.EqualFold((*s)[len(*s)-len(suffix):], suffix) {
		*s = (*s)[:len(*s)-len(suffix)]
		return true
	}
	return false
}

// cutWordFold removes a leading word and the spaces after it.
func cutWordFold(s *string, word string) bool {
	if strings.EqualFold(*s, word) {
		*s = ""
		return true
	}
	if cutPrefixFold(s, word+" ") {
		*s = strings.TrimSpace(*s)
		return true
	}
	return false
}

// Icon boosters: a line of doubled-parenthesis icons ("((C))((C))"), or
// icons an attachment gives the story it is attached to ("Attached story
// gains: [Terror][Terror]").
var (
	boosterLineRE = regexp.MustCompile(`^\s*(\(\([TCAI]\)\)\s*)+$`)
	storyGainsRE  = regexp.MustCompile(`(?i)^\s*Attached story gains:\s*((\[(terror|combat|arcane|investigation)\]|\(\([TCAI]\)\)|\([TCAI]\))\s*)+$`)
	iconTokenRE   = regexp.MustCompile(`(?i)\[(terror|combat|arcane|investigation)\]|\(([TCAI])\)`)
	gainsColonRE  = regexp.MustCompile(`(?i)^\s*Attached (story|character) gains:\s*$`)
)

// boosters reads the icon boosters printed in a text box and returns the
// text without them.
func boosters(text string) ([]carddb.Icon, string) {
	var icons []carddb.Icon
	lines := strings.Split(text, "\n")
	for i, line := range lines {
		if !boosterLineRE.MatchString(line) && !storyGainsRE.MatchString(line) {
			continue
		}
		for _, m := range iconTokenRE.FindAllStringSubmatch(line, -1) {
			name := m[1]
			if name == "" {
				name = m[2]
			}
			if ic, ok := carddb.ParseIcon(name); ok {
				icons = append(icons, ic)
			}
		}
		lines[i] = ""
		// "Attached character gains:" on the line before the boosters
		// introduces them and says nothing else.
		if i > 0 && gainsColonRE.MatchString(lines[i-1]) {
			lines[i-1] = ""
		}
	}
	return icons, strings.Join(lines, "\n")
}

// hasText reports whether anything but spaces and punctuation is left.
func hasText(s string) bool {
	return strings.TrimFunc(s, func(r rune) bool { return !isWordRune(r) }) != ""
}

func isWordRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r > 127
}

var (
	xWordRE        = regexp.MustCompile(`\bX\b`)
	xDefinedRE     = regexp.MustCompile(`\bX (is|equals)\b|\bwhere X\b`)
	xAbilityCostRE = regexp.MustCompile(`(?i)\b(pay|discard|sacrifice|exhaust|remove) X\b`)
)

// textDefinesXCost reports whether a card printed with a cost of X: its
// text uses X without defining it, so X is what the player paid. An X the
// text defines ("X is the number of ...") or an ability's own cost ("pay
// X") is not the card's cost.
func textDefinesXCost(text string) bool {
	return xWordRE.MatchString(text) && !xDefinedRE.MatchString(text) && !xAbilityCostRE.MatchString(text)
}
