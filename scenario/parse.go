// Package scenario reads and runs scenario files: a position set up
// directly (every zone, every card's state, the stories, the step of the
// turn) followed by a script of choices and assertions. Each ruling of the
// rulebooks and the FAQ is a scenario. The format is described in
// docs/scenarios.md.
package scenario

import (
	"fmt"
	"strconv"
	"strings"

	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/engine"
)

// Scenario is one parsed scenario file.
type Scenario struct {
	File   string
	Name   string
	Rules  []string // the rulebook and FAQ sections it tests
	Tests  []string // the keys of the cards whose abilities it tests ("Core 125")
	Pos    engine.Position
	Script []Command
}

// Command is one line of the script.
type Command struct {
	Line int
	Verb string // "choose", "refuse", "expect"
	Arg  string // the rest of the line
	Want string // for refuse: the error text expected
}

// Error is a problem in a scenario file, with its line.
type Error struct {
	File string
	Line int
	Msg  string
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

type parser struct {
	file    string
	db      *carddb.DB
	lib     *engine.Library
	sc      *Scenario
	adhoc   map[string]*carddb.Card
	section string // "", "player 1", "player 2", "stories", "script"
	line    int
	// last in-play card of the section, for indented attach lines
	lastPlay *engine.CardPosition
	lastRoot string // "play", "story", "conspiracy"
	// story titles by slot, to resolve "committed STORY" after parsing
	storyRefs []storyRef
	pending   []pendingCommit
}

type storyRef struct {
	title string
	slot  int
}

type pendingCommit struct {
	player, index int // the card: Players[player].InPlay[index]
	story         string
	line          int
}

// Parse reads a scenario. db resolves card titles; cards defined in the
// file with "card" lines come first.
func Parse(file string, data []byte, db *carddb.DB) (sc *Scenario, err error) {
	p := &parser{file: file, db: db, adhoc: map[string]*carddb.Card{}, lib: cards.Library().Extend(),
		sc: &Scenario{File: file, Pos: engine.Position{Seed: 1, Turn: 2, Step: engine.StepOperations, First: -1}}}
	for i := range p.sc.Pos.Players {
		p.sc.Pos.Players[i].Domains = nil
	}
	sc = p.sc
	sc.Pos.Library = p.lib
	lines := strings.Split(string(data), "\n")
	// Ad-hoc cards are defined first, wherever their lines stand.
	for i, raw := range lines {
		if line := strings.TrimSpace(stripComment(raw)); strings.HasPrefix(line, "card ") {
			p.line = i + 1
			if err := p.cardLine(line[len("card "):]); err != nil {
				return nil, &Error{File: file, Line: p.line, Msg: err.Error()}
			}
		}
	}
	for i, raw := range lines {
		p.line = i + 1
		raw = strings.TrimRight(raw, "\r")
		if strings.TrimSpace(raw) == "" || strings.HasPrefix(strings.TrimSpace(raw), "#") {
			continue
		}
		indented := raw[0] == ' ' || raw[0] == '\t'
		line := strings.TrimSpace(stripComment(raw))
		if line == "" || strings.HasPrefix(line, "card ") {
			continue
		}
		if err := p.parseLine(line, indented); err != nil {
			return nil, &Error{File: file, Line: p.line, Msg: err.Error()}
		}
	}
	if sc.Name == "" {
		return nil, &Error{File: file, Msg: "missing \"name:\" line"}
	}
	for _, pc := range p.pending {
		slot := -1
		for _, r := range p.storyRefs {
			if carddb.Normalize(r.title) == carddb.Normalize(pc.story) {
				slot = r.slot
			}
		}
		if slot < 0 {
			return nil, &Error{File: file, Line: pc.line, Msg: fmt.Sprintf("committed to %q, which is not a story in play", pc.story)}
		}
		p.sc.Pos.Players[pc.player].InPlay[pc.index].Committed = slot
	}
	if sc.Pos.First < 0 {
		// The first player took the odd turns.
		sc.Pos.First = sc.Pos.Active
		if sc.Pos.Turn%2 == 0 {
			sc.Pos.First = 1 - sc.Pos.Active
		}
	}
	return sc, nil
}

// stripComment removes a trailing " # comment", outside quotes. A "#"
// followed by a digit names a copy of a card ("Local Sheriff #2").
func stripComment(s string) string {
	inQuote := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			inQuote = !inQuote
		case '#':
			if i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
				continue
			}
			if !inQuote && i > 0 && (s[i-1] == ' ' || s[i-1] == '\t') {
				return s[:i]
			}
		}
	}
	return s
}

func (p *parser) parseLine(line string, indented bool) error {
	if strings.HasPrefix(line, "[") && strings.HasSuffix(line, "]") {
		sec := strings.ToLower(strings.TrimSpace(line[1 : len(line)-1]))
		switch sec {
		case "player 1", "player 2", "stories", "script":
			p.section = sec
			p.lastPlay = nil
			return nil
		}
		return fmt.Errorf("unknown section %q (want [player 1], [player 2], [stories] or [script])", line)
	}
	if p.section == "script" {
		return p.scriptLine(line)
	}
	key, val, ok := strings.Cut(line, ":")
	if !ok {
		return fmt.Errorf("expected \"key: value\", got %q", line)
	}
	key = strings.ToLower(strings.TrimSpace(key))
	val = strings.TrimSpace(val)
	switch p.section {
	case "":
		return p.headerLine(key, val)
	case "stories":
		return p.storiesLine(key, val, indented)
	}
	pl := 0
	if p.section == "player 2" {
		pl = 1
	}
	return p.playerLine(pl, key, val, indented)
}

func (p *parser) headerLine(key, val string) error {
	pos := &p.sc.Pos
	var err error
	switch key {
	case "name":
		p.sc.Name = val
	case "rule", "rules":
		for _, r := range strings.Split(val, ";") {
			if r = strings.TrimSpace(r); r != "" {
				p.sc.Rules = append(p.sc.Rules, r)
			}
		}
	case "tests":
		keys := strings.Split(val, ",")
		if p.db.ByKey(val) != nil {
			keys = []string{val} // a title with a comma: "EE Norman Blackwood, Jr."
		}
		for _, k := range keys {
			k = strings.TrimSpace(k)
			if k == "" {
				continue
			}
			if p.db.ByKey(k) == nil && !p.lib.Has(k) {
				return fmt.Errorf("tests: unknown card key %q (want e.g. \"Core 125\")", k)
			}
			p.sc.Tests = append(p.sc.Tests, k)
		}
	case "format":
		pos.Format, err = carddb.ParseFormat(val)
	case "seed":
		pos.Seed, err = strconv.ParseUint(val, 10, 64)
	case "turn":
		pos.Turn, err = atoiRange(val, 1, 1000)
	case "active":
		pos.Active, err = playerNum(val)
	case "first":
		pos.First, err = playerNum(val)
	case "step", "phase":
		st, ok := engine.ParseStep(val)
		if !ok {
			return fmt.Errorf("unknown step %q", val)
		}
		pos.Step = st
	case "noshuffle":
		pos.NoShuffle, err = yesNo(val)
	case "ask":
		pos.Options.AlwaysAsk, err = askWho(val)
	default:
		return fmt.Errorf("unknown header %q", key)
	}
	return err
}

func atoiRange(s string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < lo || n > hi {
		return 0, fmt.Errorf("%q is not a number from %d to %d", s, lo, hi)
	}
	return n, nil
}

func playerNum(s string) (int, error) {
	n, err := atoiRange(s, 1, 2)
	if err != nil {
		return 0, fmt.Errorf("players are 1 and 2, not %q", s)
	}
	return n - 1, nil
}

func yesNo(s string) (bool, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "yes", "true", "1":
		return true, nil
	case "no", "false", "0":
		return false, nil
	}
	return false, fmt.Errorf("want yes or no, got %q", s)
}

// fields splits "a | b | c" into trimmed parts.
func fields(s string) []string {
	parts := strings.Split(s, "|")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

func (p *parser) playerLine(pl int, key, val string, indented bool) error {
	pp := &p.sc.Pos.Players[pl]
	var err error
	switch key {
	case "name":
		p.sc.Pos.Names[pl] = val
	case "hand":
		pp.Hand, err = p.cardList(val)
	case "deck":
		pp.Deck, err = p.cardList(val)
	case "discard":
		pp.Discard, err = p.cardList(val)
	case "discarded":
		pp.Discarded, err = p.cardList(val)
	case "won":
		pp.Won, err = p.cardList(val)
	case "mulliganed":
		pp.Mulliganed, err = yesNo(val)
	case "domain":
		parts := fields(val)
		d := engine.DomainPosition{}
		if parts[0] != "" && parts[0] != "-" {
			if d.Resources, err = p.cardList(parts[0]); err != nil {
				return err
			}
		}
		for _, f := range parts[1:] {
			switch {
			case f == "drained":
				d.Drained = true
			case strings.HasPrefix(f, "card "):
				if d.Card, err = p.card(strings.TrimSpace(f[5:])); err != nil {
					return err
				}
			default:
				return fmt.Errorf("unknown domain attribute %q (want drained or card TITLE)", f)
			}
		}
		pp.Domains = append(pp.Domains, d)
	case "play":
		cp, story, err := p.inPlay(val)
		if err != nil {
			return err
		}
		pp.InPlay = append(pp.InPlay, cp)
		p.lastPlay = &pp.InPlay[len(pp.InPlay)-1]
		if story != "" {
			p.pending = append(p.pending, pendingCommit{player: pl, index: len(pp.InPlay) - 1, story: story, line: p.line})
		}
	case "attach", "attached":
		return p.attach(val, indented)
	case "pile":
		cp, story, err := p.inPlay(val)
		if err != nil {
			return err
		}
		if story != "" {
			return fmt.Errorf("an attachment cannot be committed")
		}
		pp.PileAttached = append(pp.PileAttached, cp)
		p.lastPlay = nil
		p.lastRoot = ""
	case "conspiracy":
		sp, err := p.story(val)
		if err != nil {
			return err
		}
		pp.Conspiracy = &sp
		p.storyRefs = append(p.storyRefs, storyRef{sp.Card.Title, 3 + pl})
		p.lastPlay = nil
		p.lastRoot = "conspiracy"
	default:
		return fmt.Errorf("unknown player line %q", key)
	}
	return err
}

func (p *parser) attach(val string, indented bool) error {
	if !indented {
		return fmt.Errorf("attach lines are indented under the card they attach to")
	}
	cp, story, err := p.inPlay(val)
	if err != nil {
		return err
	}
	if story != "" {
		return fmt.Errorf("an attachment cannot be committed")
	}
	switch {
	case p.lastPlay != nil:
		p.lastPlay.Attached = append(p.lastPlay.Attached, cp)
	case p.lastRoot == "story" && len(p.sc.Pos.Stories) > 0:
		s := &p.sc.Pos.Stories[len(p.sc.Pos.Stories)-1]
		s.Attached = append(s.Attached, cp)
	case p.lastRoot == "conspiracy":
		pl := 0
		if p.section == "player 2" {
			pl = 1
		}
		if c := p.sc.Pos.Players[pl].Conspiracy; c != nil {
			c.Attached = append(c.Attached, cp)
		}
	default:
		return fmt.Errorf("attach line with nothing above to attach to")
	}
	return nil
}

func (p *parser) storiesLine(key, val string, indented bool) error {
	switch key {
	case "story":
		if len(p.sc.Pos.Stories) == 3 {
			return fmt.Errorf("more than three stories")
		}
		sp, err := p.story(val)
		if err != nil {
			return err
		}
		p.sc.Pos.Stories = append(p.sc.Pos.Stories, sp)
		p.storyRefs = append(p.storyRefs, storyRef{sp.Card.Title, len(p.sc.Pos.Stories) - 1})
		p.lastPlay = nil
		p.lastRoot = "story"
	case "deck":
		list, err := p.cardList(val)
		if err != nil {
			return err
		}
		p.sc.Pos.StoryDeck = list
	case "attach", "attached":
		return p.attach(val, indented)
	default:
		return fmt.Errorf("unknown stories line %q (want story, deck or attach)", key)
	}
	return nil
}

func (p *parser) story(val string) (engine.StoryPosition, error) {
	parts := fields(val)
	def, err := p.card(parts[0])
	if err != nil {
		return engine.StoryPosition{}, err
	}
	sp := engine.StoryPosition{Card: def}
	for _, f := range parts[1:] {
		w := strings.Fields(f)
		switch {
		case len(w) == 3 && w[0] == "success":
			a, err1 := atoiRange(w[1], 0, 20)
			b, err2 := atoiRange(w[2], 0, 20)
			if err1 != nil || err2 != nil {
				return sp, fmt.Errorf("success: want two counts, for players 1 and 2")
			}
			sp.Success = [2]int{a, b}
		case f == "resolved":
			sp.Resolved = true
		case len(w) > 0 && (w[0] == "blank" || w[0] == "lasting"):
			l, err := lastingAttr(f)
			if err != nil {
				return sp, err
			}
			sp.Lasting = append(sp.Lasting, l)
		default:
			return sp, fmt.Errorf("unknown story attribute %q (want success A B, resolved, blank or lasting MODIFIER)", f)
		}
	}
	return sp, nil
}

// inPlay reads "TITLE | exhausted | wounds 1 | committed STORY | ...". It
// returns the title of the story the card is committed to, if any.
func (p *parser) inPlay(val string) (cp engine.CardPosition, story string, err error) {
	parts := fields(val)
	def, err := p.card(parts[0])
	cp = engine.CardPosition{Card: def, Committed: -1, Owner: -1, Controller: -1}
	if err != nil {
		return cp, "", err
	}
	for _, f := range parts[1:] {
		w := strings.Fields(f)
		if len(w) == 0 {
			continue
		}
		switch w[0] {
		case "exhausted":
			cp.Exhausted = true
		case "ready":
			cp.Exhausted = false
		case "insane":
			cp.Insane = true
		case "face":
			if len(w) != 2 || w[1] != "down" {
				return cp, "", fmt.Errorf("face: want \"face down\"")
			}
			cp.FaceDown = true
		case "wounds", "wound":
			if len(w) != 2 {
				return cp, "", fmt.Errorf("wounds: want a count")
			}
			if cp.Wounds, err = atoiRange(w[1], 0, 20); err != nil {
				return cp, "", err
			}
		case "tokens", "token":
			if len(w) != 2 {
				return cp, "", fmt.Errorf("tokens: want a count")
			}
			if cp.Tokens, err = atoiRange(w[1], 0, 20); err != nil {
				return cp, "", err
			}
		case "committed":
			if len(w) < 2 {
				return cp, "", fmt.Errorf("committed: want a story title")
			}
			// Committed characters are exhausted unless said ready.
			cp.Exhausted = !strings.Contains(val, "| ready")
			story = strings.TrimSpace(f[len("committed"):])
		case "owner", "controller":
			if len(w) != 2 {
				return cp, "", fmt.Errorf("%s: want 1 or 2", w[0])
			}
			n, err := playerNum(w[1])
			if err != nil {
				return cp, "", err
			}
			if w[0] == "owner" {
				cp.Owner = n
			} else {
				cp.Controller = n
			}
		case "blank", "lasting":
			l, err := lastingAttr(f)
			if err != nil {
				return cp, "", err
			}
			cp.Lasting = append(cp.Lasting, l)
		default:
			return cp, "", fmt.Errorf("unknown card attribute %q (want exhausted, ready, insane, wounds N, committed STORY, owner N, controller N, blank, lasting MODIFIER)", f)
		}
	}
	return cp, story, nil
}

// cardList reads "A, B x2, @agency x3".
func (p *parser) cardList(val string) ([]*carddb.Card, error) {
	var out []*carddb.Card
	if strings.TrimSpace(val) == "" || strings.TrimSpace(val) == "-" {
		return nil, nil
	}
	for _, item := range splitList(val) {
		n := 1
		if i := strings.LastIndex(item, " x"); i > 0 {
			if k, err := strconv.Atoi(strings.TrimSpace(item[i+2:])); err == nil {
				if k < 1 || k > 60 {
					return nil, fmt.Errorf("%q: count out of range", item)
				}
				n = k
				item = strings.TrimSpace(item[:i])
			}
		}
		def, err := p.card(item)
		if err != nil {
			return nil, err
		}
		for range n {
			out = append(out, def)
		}
	}
	return out, nil
}

// splitList splits on commas outside parentheses and quotes.
func splitList(s string) []string {
	var out []string
	depth, start := 0, 0
	inQuote := false
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '"':
			inQuote = !inQuote
		case '(':
			depth++
		case ')':
			depth--
		case ',':
			if depth == 0 && !inQuote {
				out = append(out, strings.TrimSpace(s[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(s[start:]))
}

// card resolves a card reference: an ad-hoc card of the file, "@faction"
// (a plain card of that faction, handy as a resource; "@faction transient"
// for a Transient one), or a card of the database, optionally with
// "(SET NUMBER)".
func (p *parser) card(ref string) (*carddb.Card, error) {
	ref = strings.Trim(strings.TrimSpace(ref), "\"")
	if ref == "" {
		return nil, fmt.Errorf("empty card name")
	}
	if c, ok := p.adhoc[carddb.Normalize(ref)]; ok {
		return c, nil
	}
	if strings.HasPrefix(ref, "@") {
		w := strings.Fields(ref[1:])
		if len(w) == 0 {
			return nil, fmt.Errorf("%q: want @FACTION", ref)
		}
		f, ok := carddb.ParseFaction(w[0])
		if !ok {
			return nil, fmt.Errorf("unknown faction in %q", ref)
		}
		transient := len(w) > 1 && w[1] == "transient"
		if len(w) > 2 || len(w) == 2 && !transient {
			return nil, fmt.Errorf("%q: want @FACTION or @FACTION transient", ref)
		}
		key := carddb.Normalize(ref)
		c := &carddb.Card{Set: "Test", Title: f.Short() + " resource", Type: carddb.Support, Faction: f, Resource: f, Max: 99}
		if transient {
			c.Title = f.Short() + " transient resource"
			c.Keywords.Transient = true
		}
		p.adhoc[key] = c
		return c, nil
	}
	r := carddb.Ref{Title: ref}
	if i := strings.LastIndex(ref, "("); i > 0 && strings.HasSuffix(ref, ")") {
		inner := strings.Fields(ref[i+1 : len(ref)-1])
		r.Title = strings.TrimSpace(ref[:i])
		if len(inner) >= 1 {
			r.Set = inner[0]
		}
		if len(inner) == 2 {
			n, err := strconv.Atoi(inner[1])
			if err != nil {
				return nil, fmt.Errorf("%q: bad collector number", ref)
			}
			r.Number = n
		}
	}
	era := carddb.LCG
	if p.sc.Pos.Format == carddb.FormatEldritch {
		era = carddb.CCG
	}
	return p.db.Resolve(r, era)
}

// cardLine defines an ad-hoc test card:
// "card NAME: character; faction agency; cost 2; skill 1; icons CI;
// keywords Fast, Toughness +1; subtypes Deep One; unique".
func (p *parser) cardLine(s string) error {
	name, spec, ok := strings.Cut(s, ":")
	name = strings.TrimSpace(name)
	if !ok || name == "" {
		return fmt.Errorf("card line: want \"card NAME: TYPE; ...\"")
	}
	parts := strings.Split(spec, ";")
	t, ok := carddb.ParseType(parts[0])
	if !ok {
		return fmt.Errorf("card %q: unknown type %q", name, strings.TrimSpace(parts[0]))
	}
	c := &carddb.Card{Set: "Test", Title: name, Type: t, Max: 3}
	if t == carddb.Story {
		c.NoCost = true
	}
	if t == carddb.Event {
		c.Trigger = carddb.Action
	}
	for _, part := range parts[1:] {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		key, val, _ := strings.Cut(part, " ")
		val = strings.TrimSpace(val)
		var err error
		switch key {
		case "faction":
			f, ok := carddb.ParseFaction(val)
			if !ok {
				return fmt.Errorf("card %q: unknown faction %q", name, val)
			}
			c.Faction, c.Resource = f, f
		case "resource":
			f, ok := carddb.ParseFaction(val)
			if !ok {
				return fmt.Errorf("card %q: unknown resource %q", name, val)
			}
			c.Resource = f
		case "cost":
			if val == "X" || val == "x" {
				c.CostX = true
			} else {
				var n int
				n, err = atoiRange(val, 0, 20)
				c.Cost = int8(n)
			}
		case "skill":
			var n int
			n, err = atoiRange(val, 0, 20)
			c.Skill = int8(n)
		case "icons", "struggles", "boosters":
			var ics []carddb.Icon
			for _, ch := range val {
				ic, ok := carddb.ParseIcon(string(ch))
				if !ok {
					return fmt.Errorf("card %q: bad icon %q (use T C A I)", name, string(ch))
				}
				ics = append(ics, ic)
			}
			if key == "icons" {
				for _, ic := range ics {
					c.Icons[ic]++
				}
			} else {
				c.Struggles = ics
			}
		case "keywords":
			for _, k := range strings.Split(val, ",") {
				if err := c.Keywords.ParseKeyword(k); err != nil {
					return fmt.Errorf("card %q: %v", name, err)
				}
			}
		case "subtypes":
			for _, st := range strings.Split(val, ",") {
				c.Subtypes = append(c.Subtypes, strings.TrimSpace(st))
			}
		case "unique":
			c.Unique = true
		case "trigger":
			tr, ok := carddb.ParseTrigger(val)
			if !ok {
				return fmt.Errorf("card %q: unknown trigger %q", name, val)
			}
			c.Trigger = tr
		case "ability":
			c.Abilities = true
		case "impl":
			if !p.lib.Bind(c, val) {
				return fmt.Errorf("card %q: no implementation %q (test cards are keyed \"Test NAME\"; real cards \"Core 125\")", name, val)
			}
			c.Abilities = true
		case "attach":
			host, ctrl, _ := strings.Cut(val, " ")
			h, ok := carddb.ParseHost(host)
			if !ok {
				return fmt.Errorf("card %q: unknown attach host %q", name, host)
			}
			rule := &carddb.AttachRule{To: h}
			if ctrl != "" {
				cn, ok := carddb.ParseControl(strings.TrimSpace(ctrl))
				if !ok {
					return fmt.Errorf("card %q: unknown attach control %q (any, you, opponent)", name, ctrl)
				}
				rule.Control = cn
			}
			c.Attach = rule
			if !c.HasSubtype("Attachment") {
				c.Subtypes = append(c.Subtypes, "Attachment")
			}
		default:
			return fmt.Errorf("card %q: unknown field %q", name, key)
		}
		if err != nil {
			return fmt.Errorf("card %q: %s: %v", name, key, err)
		}
	}
	p.adhoc[carddb.Normalize(name)] = c
	return nil
}

func (p *parser) scriptLine(line string) error {
	verb, rest, _ := strings.Cut(line, " ")
	rest = strings.TrimSpace(rest)
	cmd := Command{Line: p.line, Verb: verb, Arg: rest}
	switch verb {
	case "choose", "expect":
		if rest == "" {
			return fmt.Errorf("%s: what?", verb)
		}
	case "ask":
		if _, err := askWho(rest); err != nil {
			return err
		}
	case "refuse":
		arg, want, ok := strings.Cut(rest, "=>")
		if !ok {
			return fmt.Errorf("refuse: want \"refuse CHOICE => expected error text\"")
		}
		cmd.Arg, cmd.Want = strings.TrimSpace(arg), strings.TrimSpace(want)
	default:
		return fmt.Errorf("unknown script command %q (want choose, refuse, expect or ask)", verb)
	}
	p.sc.Script = append(p.sc.Script, cmd)
	return nil
}

// askWho reads "both", "1", "2" or "none": the players asked even the
// decisions with a single option (Options.AlwaysAsk).
func askWho(s string) ([2]bool, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "both":
		return [2]bool{true, true}, nil
	case "1":
		return [2]bool{true, false}, nil
	case "2":
		return [2]bool{false, true}, nil
	case "none":
		return [2]bool{}, nil
	}
	return [2]bool{}, fmt.Errorf("ask: want both, 1, 2 or none")
}

// lastingAttr reads a lasting effect of a card or story in play: "blank"
// or "lasting MODIFIER", either followed by "until phase" (the default),
// "until turn" or "until game".
func lastingAttr(f string) (engine.LastingPosition, error) {
	l := engine.LastingPosition{Until: engine.PerPhase}
	body := f
	if i := strings.Index(f, " until "); i >= 0 {
		body = f[:i]
		switch strings.TrimPrefix(strings.TrimSpace(f[i+len(" until "):]), "the end of the ") {
		case "phase":
		case "turn":
			l.Until = engine.PerTurn
		case "game":
			l.Until = engine.PerGame
		default:
			return l, fmt.Errorf("%q: want until phase, until turn or until game", f)
		}
	}
	body = strings.TrimSpace(body)
	if body == "blank" {
		l.Mod = engine.Blank()
		return l, nil
	}
	mod, ok := strings.CutPrefix(body, "lasting ")
	if !ok {
		return l, fmt.Errorf("%q: want blank or lasting MODIFIER", f)
	}
	m, err := modifier(strings.TrimSpace(mod))
	l.Mod = m
	return l, err
}

// modifier reads one modifier of a lasting effect: "skill +2",
// "icon C +1", "gains Fast", "loses Willpower", "toughness +1", "blank",
// "subtype Deep One", "cost -1", "struggle T +1", "immune to Spell",
// "cannot commit", "cannot be wounded", "cannot go insane", "cannot be
// targeted", "cannot be restored".
func modifier(s string) (engine.Mod, error) {
	low := strings.ToLower(s)
	w := strings.Fields(s)
	bad := fmt.Errorf("unknown modifier %q (want skill N, icon I N, gains K, loses K, toughness N, blank, subtype S, cost N, struggle I N, immune to X, cannot commit, cannot be wounded, cannot go insane, cannot be targeted, cannot be restored)", s)
	if len(w) == 0 {
		return engine.Mod{}, bad
	}
	signed := func(t string) (int, error) {
		n, err := strconv.Atoi(t)
		if err != nil || n < -20 || n > 20 {
			return 0, fmt.Errorf("%q: %q is not a number from -20 to 20", s, t)
		}
		return n, nil
	}
	icon := func(t string) (carddb.Icon, error) {
		ic, ok := carddb.ParseIcon(t)
		if !ok {
			return 0, fmt.Errorf("%q: %q is not an icon (T C A I)", s, t)
		}
		return ic, nil
	}
	switch {
	case low == "blank":
		return engine.Blank(), nil
	case low == "cannot commit":
		return engine.CannotCommit(), nil
	case low == "cannot be wounded":
		return engine.CannotBeWounded(), nil
	case low == "cannot go insane":
		return engine.CannotGoInsane(), nil
	case low == "cannot be targeted":
		return engine.CannotBeTargeted(), nil
	case low == "cannot be restored":
		return engine.CannotBeRestored(), nil
	case strings.HasPrefix(low, "immune to ") && len(w) > 2:
		return engine.ImmuneTo(strings.TrimSpace(s[len("immune to "):])), nil
	case strings.HasPrefix(low, "subtype ") && len(w) > 1:
		return engine.GainSubtype(strings.TrimSpace(s[len("subtype "):])), nil
	case (w[0] == "gains" || w[0] == "loses") && len(w) == 2:
		k, ok := keywordByName(w[1])
		if !ok {
			return engine.Mod{}, fmt.Errorf("%q: %q is not a keyword a modifier gives (Heroic, Villainous, Loyal, Fast, Willpower, Invulnerability, Day, Night)", s, w[1])
		}
		if w[0] == "gains" {
			return engine.Gain(k), nil
		}
		return engine.Lose(k), nil
	case (w[0] == "skill" || w[0] == "toughness" || w[0] == "cost") && len(w) == 2:
		n, err := signed(w[1])
		if err != nil {
			return engine.Mod{}, err
		}
		switch w[0] {
		case "skill":
			return engine.Skill(n), nil
		case "toughness":
			return engine.ToughnessPlus(n), nil
		}
		return engine.CostDelta(n), nil
	case (w[0] == "icon" || w[0] == "struggle") && len(w) == 3:
		ic, err := icon(strings.ToUpper(w[1]))
		if err != nil {
			return engine.Mod{}, err
		}
		n, err := signed(w[2])
		if err != nil {
			return engine.Mod{}, err
		}
		if w[0] == "icon" {
			return engine.GainIcon(ic, n), nil
		}
		return engine.StoryStruggles(ic, n), nil
	}
	return engine.Mod{}, bad
}

func keywordByName(s string) (engine.Keyword, bool) {
	k, ok := map[string]engine.Keyword{"heroic": engine.Heroic, "villainous": engine.Villainous, "loyal": engine.Loyal,
		"fast": engine.Fast, "willpower": engine.Willpower, "invulnerability": engine.Invulnerability,
		"day": engine.Day, "night": engine.Night}[strings.ToLower(s)]
	return k, ok
}
