package scenario

import (
	"fmt"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"

	"cthulhu/carddb"
	"cthulhu/engine"
)

// Result is the outcome of one scenario.
type Result struct {
	File  string
	Name  string
	Rules []string // the sections the scenario tests
	Err   error    // nil when every step passed
}

// Pass reports whether the scenario passed.
func (r Result) Pass() bool { return r.Err == nil }

func (r Result) String() string {
	if r.Err == nil {
		return fmt.Sprintf("PASS  %s  (%s)", r.Name, r.File)
	}
	name := r.Name
	if name == "" {
		name = r.File
	}
	return fmt.Sprintf("FAIL  %s: %v", name, r.Err)
}

// RunFile parses and runs one scenario file.
func RunFile(path string, db *carddb.DB) Result {
	data, err := os.ReadFile(path)
	if err != nil {
		return Result{File: path, Err: err}
	}
	sc, err := Parse(path, data, db)
	if err != nil {
		return Result{File: path, Err: err}
	}
	return Run(sc)
}

// Run plays a scenario's script. The first failed step ends it.
func Run(sc *Scenario) Result {
	res := Result{File: sc.File, Name: sc.Name, Rules: sc.Rules}
	g, err := engine.FromPosition(sc.Pos)
	if err != nil {
		res.Err = &Error{File: sc.File, Msg: "position: " + err.Error()}
		return res
	}
	for _, cmd := range sc.Script {
		if err := step(g, cmd); err != nil {
			res.Err = &Error{File: sc.File, Line: cmd.Line, Msg: fmt.Sprintf("%s %s: %v", cmd.Verb, cmd.Arg, err)}
			return res
		}
	}
	return res
}

func step(g *engine.Game, cmd Command) error {
	switch cmd.Verb {
	case "choose":
		o, err := resolve(g, cmd.Arg)
		if err != nil {
			return err
		}
		return g.Apply(o)
	case "refuse":
		o, err := resolve(g, cmd.Arg)
		if err != nil {
			return err
		}
		before := g.Fingerprint()
		err = g.Apply(o)
		if err == nil {
			return fmt.Errorf("the choice was accepted")
		}
		if !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(cmd.Want)) {
			return fmt.Errorf("refused with %q, want an error containing %q", err, cmd.Want)
		}
		if g.Fingerprint() != before {
			return fmt.Errorf("the refusal changed the game")
		}
		return nil
	case "expect":
		return expect(g, cmd.Arg)
	}
	return fmt.Errorf("unknown command")
}

// resolve turns a script's choice into an option of the game, legal or
// not: an option ID ("play:17"), a quoted label, or words such as "pass",
// "play TITLE", "commit TITLE to STORY", "pick TITLE", "domain 2".
func resolve(g *engine.Game, sel string) (engine.Option, error) {
	sel = strings.TrimSpace(sel)
	if o, err := engine.ParseOption(sel); err == nil {
		return o, nil
	}
	if strings.HasPrefix(sel, "\"") {
		return byLabel(g, strings.Trim(sel, "\""))
	}
	verb, rest, _ := strings.Cut(sel, " ")
	rest = strings.TrimSpace(rest)
	none := engine.Option{Card: engine.None}
	simple := map[string]engine.Act{"pass": engine.ActPass, "done": engine.ActDone, "yes": engine.ActYes,
		"no": engine.ActNo, "keep": engine.ActKeep, "mulligan": engine.ActMulligan, "decline": engine.ActPass}
	if a, ok := simple[verb]; ok && rest == "" {
		none.Act = a
		return none, nil
	}
	decider := g.Decider()
	switch verb {
	case "play", "resource":
		act := engine.ActPlay
		if verb == "resource" {
			act = engine.ActResource
		}
		id, err := pickCard(g, rest, act, func(c engine.CardState) bool { return c.Zone == engine.ZoneHand && c.Owner == decider })
		return engine.Option{Act: act, Card: id}, err
	case "pick", "target":
		act := engine.ActPick
		if verb == "target" {
			act = engine.ActTarget
		}
		id, err := pickCard(g, rest, act, func(c engine.CardState) bool { return true })
		return engine.Option{Act: act, Card: id}, err
	case "commit":
		title, story, ok := strings.Cut(rest, " to ")
		if !ok {
			return none, fmt.Errorf("want \"commit TITLE to STORY\"")
		}
		sid, err := storyByTitle(g, story)
		if err != nil {
			return none, err
		}
		var id engine.CardID = engine.None
		for _, o := range g.Options() {
			if o.Act == engine.ActCommit && engine.CardID(o.Arg) == sid && sameTitle(g, o.Card, title) {
				id = o.Card
				break
			}
		}
		if id == engine.None {
			ids := g.FindCards(strings.TrimSpace(title))
			if len(ids) == 0 {
				return none, fmt.Errorf("no card titled %q", title)
			}
			id = ids[0]
			for _, c := range ids {
				if st := g.Card(c); st.Zone == engine.ZonePlay && st.Controller == decider {
					id = c
					break
				}
			}
		}
		return engine.Option{Act: engine.ActCommit, Card: id, Arg: int32(sid)}, nil
	case "domain", "x", "tokens":
		n, err := strconv.Atoi(rest)
		if err != nil || n < 0 {
			return none, fmt.Errorf("%s: want a number", verb)
		}
		switch verb {
		case "domain":
			return engine.Option{Act: engine.ActDomain, Card: engine.None, Arg: int32(n - 1)}, nil
		case "x":
			return engine.Option{Act: engine.ActX, Card: engine.None, Arg: int32(n)}, nil
		}
		return engine.Option{Act: engine.ActTokens, Card: engine.None, Arg: int32(n)}, nil
	}
	return byLabel(g, sel)
}

func sameTitle(g *engine.Game, id engine.CardID, title string) bool {
	return id >= 0 && carddb.Normalize(g.Card(id).Def.Title) == carddb.Normalize(strings.TrimSpace(title))
}

// pickCard finds the card a title names for an act: the first copy offered
// as an option, else the first copy that fits, else any copy.
func pickCard(g *engine.Game, title string, act engine.Act, fits func(engine.CardState) bool) (engine.CardID, error) {
	for _, o := range g.Options() {
		if o.Act == act && sameTitle(g, o.Card, title) {
			return o.Card, nil
		}
	}
	ids := g.FindCards(title)
	if len(ids) == 0 {
		return engine.None, fmt.Errorf("no card titled %q in this game", title)
	}
	for _, id := range ids {
		if fits(g.Card(id)) {
			return id, nil
		}
	}
	return ids[0], nil
}

func byLabel(g *engine.Game, label string) (engine.Option, error) {
	var subs []engine.Option
	for _, o := range g.Options() {
		l := g.Label(o)
		if strings.EqualFold(l, label) {
			return o, nil
		}
		if strings.Contains(strings.ToLower(l), strings.ToLower(label)) {
			subs = append(subs, o)
		}
	}
	if len(subs) == 1 {
		return subs[0], nil
	}
	var labels []string
	for _, o := range g.Options() {
		labels = append(labels, g.Label(o))
	}
	if len(subs) > 1 {
		return engine.Option{}, fmt.Errorf("%q matches %d options (%s)", label, len(subs), strings.Join(labels, "; "))
	}
	return engine.Option{}, fmt.Errorf("no option %q (options: %s)", label, strings.Join(labels, "; "))
}

func storyByTitle(g *engine.Game, title string) (engine.CardID, error) {
	for _, s := range g.Stories() {
		if sameTitle(g, s.Card, title) {
			return s.Card, nil
		}
	}
	return engine.None, fmt.Errorf("no story %q in play", strings.TrimSpace(title))
}

// expect checks one assertion about the game.
func expect(g *engine.Game, arg string) error {
	verb, rest, _ := strings.Cut(arg, " ")
	rest = strings.TrimSpace(rest)
	switch verb {
	case "step":
		return want("step", g.Step().String(), rest)
	case "phase":
		return want("phase", strings.ToLower(g.Phase().String()), strings.ToLower(rest))
	case "turn":
		return want("turn", strconv.Itoa(g.Turn()), rest)
	case "active":
		return want("active player", strconv.Itoa(g.Active()+1), rest)
	case "decider":
		got := "none"
		if d := g.Decider(); d >= 0 {
			got = strconv.Itoa(d + 1)
		}
		return want("decider", got, rest)
	case "prompt":
		p := g.Prompt()
		if p == nil {
			return fmt.Errorf("no decision is pending")
		}
		return want("prompt", p.Kind.String(), rest)
	case "options":
		return want("number of options", strconv.Itoa(len(g.Options())), rest)
	case "option":
		o, err := resolve(g, rest)
		if err != nil {
			return err
		}
		if !slices.Contains(g.Options(), o) {
			return fmt.Errorf("not offered (options: %s)", optionLabels(g))
		}
		return nil
	case "no":
		sub, r2, _ := strings.Cut(rest, " ")
		r2 = strings.TrimSpace(r2)
		switch sub {
		case "option":
			o, err := resolve(g, r2)
			if err == nil && slices.Contains(g.Options(), o) {
				return fmt.Errorf("offered, but should not be")
			}
			return nil
		case "log":
			for _, l := range g.Log(-1) {
				if strings.Contains(strings.ToLower(l), strings.ToLower(r2)) {
					return fmt.Errorf("the log has %q", l)
				}
			}
			return nil
		}
		return fmt.Errorf("want \"no option ...\" or \"no log ...\"")
	case "log":
		for _, l := range g.Log(-1) {
			if strings.Contains(strings.ToLower(l), strings.ToLower(rest)) {
				return nil
			}
		}
		return fmt.Errorf("no log line contains %q", rest)
	case "card":
		return expectCard(g, rest)
	case "count":
		w := strings.Fields(rest)
		if len(w) != 3 {
			return fmt.Errorf("want \"count PLAYER ZONE N\"")
		}
		p, err := playerNum(w[0])
		if err != nil {
			return err
		}
		z, ok := zoneByName(w[1])
		if !ok {
			return fmt.Errorf("unknown zone %q", w[1])
		}
		return want(fmt.Sprintf("player %d's %s count", p+1, w[1]), strconv.Itoa(len(g.Zone(p, z))), w[2])
	case "domain":
		w := strings.Fields(rest)
		if len(w) < 3 {
			return fmt.Errorf("want \"domain PLAYER N drained|undrained|resources K\"")
		}
		p, err := playerNum(w[0])
		if err != nil {
			return err
		}
		ds := g.Domains(p)
		d, err := atoiRange(w[1], 1, len(ds))
		if err != nil {
			return fmt.Errorf("player %d has %d domains", p+1, len(ds))
		}
		dom := ds[d-1]
		switch {
		case w[2] == "drained" && !dom.Drained, w[2] == "undrained" && dom.Drained:
			return fmt.Errorf("domain %d of player %d drained=%v", d, p+1, dom.Drained)
		case w[2] == "resources" && len(w) == 4:
			return want("resources", strconv.Itoa(len(dom.Resources)), w[3])
		case w[2] != "drained" && w[2] != "undrained" && w[2] != "resources":
			return fmt.Errorf("unknown domain check %q", w[2])
		}
		return nil
	case "domains":
		w := strings.Fields(rest)
		if len(w) != 2 {
			return fmt.Errorf("want \"domains PLAYER N\"")
		}
		p, err := playerNum(w[0])
		if err != nil {
			return err
		}
		return want("domains", strconv.Itoa(len(g.Domains(p))), w[1])
	case "success":
		w := strings.Fields(rest)
		if len(w) < 3 {
			return fmt.Errorf("want \"success STORY A B\"")
		}
		title := strings.Join(w[:len(w)-2], " ")
		sid, err := storyByTitle(g, title)
		if err != nil {
			return err
		}
		for _, s := range g.Stories() {
			if s.Card == sid {
				return want("success tokens of "+title, fmt.Sprintf("%d %d", s.Success[0], s.Success[1]), w[len(w)-2]+" "+w[len(w)-1])
			}
		}
	case "won":
		w := strings.Fields(rest)
		if len(w) != 2 {
			return fmt.Errorf("want \"won PLAYER N\"")
		}
		p, err := playerNum(w[0])
		if err != nil {
			return err
		}
		return want("won stories", strconv.Itoa(len(g.Zone(p, engine.ZoneWon))), w[1])
	case "winner":
		got := "none"
		if g.Over() {
			got = strconv.Itoa(g.Winner() + 1)
		}
		return want("winner", got, rest)
	case "reason":
		return want("reason", g.Reason(), rest)
	case "struggles":
		i := strings.LastIndex(rest, " ")
		if i < 0 {
			return fmt.Errorf("want \"struggles STORY LETTERS\"")
		}
		sid, err := storyByTitle(g, rest[:i])
		if err != nil {
			return err
		}
		for _, s := range g.Stories() {
			if s.Card == sid {
				got := ""
				for _, ic := range s.Struggles {
					got += carddb.IconLetters[ic : ic+1]
				}
				return want("struggles", got, strings.ToUpper(rest[i+1:]))
			}
		}
	case "stories":
		var got []string
		for _, s := range g.Stories() {
			got = append(got, carddb.Normalize(g.Card(s.Card).Def.Title))
		}
		var exp []string
		for _, t := range splitList(rest) {
			exp = append(exp, carddb.Normalize(t))
		}
		slices.Sort(got)
		slices.Sort(exp)
		return want("stories in play", strings.Join(got, ", "), strings.Join(exp, ", "))
	case "story-deck":
		return want("story deck size", strconv.Itoa(g.StoryDeckSize()), rest)
	case "mulliganed":
		p, err := playerNum(rest)
		if err != nil {
			return err
		}
		if !g.Mulliganed(p) {
			return fmt.Errorf("player %d did not take a mulligan", p+1)
		}
		return nil
	}
	return fmt.Errorf("unknown assertion %q", verb)
}

func want(what, got, exp string) error {
	if strings.TrimSpace(got) != strings.TrimSpace(exp) {
		return fmt.Errorf("%s is %q, want %q", what, got, strings.TrimSpace(exp))
	}
	return nil
}

func optionLabels(g *engine.Game) string {
	var l []string
	for _, o := range g.Options() {
		l = append(l, g.Label(o))
	}
	return strings.Join(l, "; ")
}

var zoneNames = map[string]engine.Zone{"deck": engine.ZoneDeck, "hand": engine.ZoneHand, "discard": engine.ZoneDiscard,
	"resources": engine.ZoneResource, "resource": engine.ZoneResource, "play": engine.ZonePlay, "won": engine.ZoneWon,
	"domains": engine.ZoneDomain, "story": engine.ZoneStory, "story-deck": engine.ZoneStoryDeck}

func zoneByName(s string) (engine.Zone, bool) {
	z, ok := zoneNames[strings.ToLower(s)]
	return z, ok
}

// expectCard checks "TITLE [of N]: STATE, STATE": at least one copy of the
// title (of player N, as controller or owner) has every state.
func expectCard(g *engine.Game, rest string) error {
	head, states, ok := strings.Cut(rest, ":")
	if !ok {
		return fmt.Errorf("want \"card TITLE [of N]: STATE, ...\"")
	}
	head = strings.TrimSpace(head)
	player := -1
	if i := strings.LastIndex(head, " of "); i > 0 {
		if p, err := playerNum(head[i+4:]); err == nil {
			player, head = p, head[:i]
		}
	}
	ids := g.FindCards(head)
	if len(ids) == 0 {
		return fmt.Errorf("no card titled %q", head)
	}
	var firstErr error
	for _, id := range ids {
		c := g.Card(id)
		if player >= 0 && c.Owner != player && c.Controller != player {
			continue
		}
		err := cardStates(g, c, states)
		if err == nil {
			return nil
		}
		if firstErr == nil {
			firstErr = err
		}
	}
	if firstErr == nil {
		return fmt.Errorf("player %d has no card titled %q", player+1, head)
	}
	return firstErr
}

func cardStates(g *engine.Game, c engine.CardState, states string) error {
	for _, st := range splitList(states) {
		w := strings.Fields(st)
		if len(w) == 0 {
			continue
		}
		arg := strings.TrimSpace(strings.TrimPrefix(st, w[0]))
		fail := func(format string, a ...any) error {
			return fmt.Errorf("%s (card %d, in %s): %s", c.Def.Title, c.ID, c.Zone, fmt.Sprintf(format, a...))
		}
		switch w[0] {
		case "ready":
			if c.Zone != engine.ZonePlay || c.Exhausted || c.Insane {
				return fail("not ready (exhausted=%v insane=%v)", c.Exhausted, c.Insane)
			}
		case "exhausted":
			if !c.Exhausted {
				return fail("not exhausted")
			}
		case "insane":
			if !c.Insane {
				return fail("not insane")
			}
		case "sane":
			if c.Insane {
				return fail("insane")
			}
		case "wounds":
			if strconv.Itoa(c.Wounds) != arg {
				return fail("has %d wounds, want %s", c.Wounds, arg)
			}
		case "committed":
			sid, err := storyByTitle(g, arg)
			if err != nil {
				return err
			}
			if c.Committed != sid {
				return fail("not committed to %s", arg)
			}
		case "uncommitted":
			if c.Committed != engine.None {
				return fail("committed")
			}
		case "in":
			z, ok := zoneByName(arg)
			if !ok {
				return fmt.Errorf("unknown zone %q", arg)
			}
			if c.Zone != z {
				return fail("not in %s", arg)
			}
		case "attached":
			title := strings.TrimSpace(strings.TrimPrefix(arg, "to"))
			if c.Host == engine.None || !sameTitle(g, c.Host, title) {
				return fail("not attached to %s", title)
			}
		case "skill":
			if strconv.Itoa(c.Skill) != arg {
				return fail("skill %d, want %s", c.Skill, arg)
			}
		case "icons":
			if c.Icons.String() != strings.ToUpper(arg) {
				return fail("icons %s, want %s", c.Icons, arg)
			}
		case "controller":
			if strconv.Itoa(c.Controller+1) != arg {
				return fail("controlled by %d", c.Controller+1)
			}
		case "owner":
			if strconv.Itoa(c.Owner+1) != arg {
				return fail("owned by %d", c.Owner+1)
			}
		default:
			return fmt.Errorf("unknown card state %q", st)
		}
	}
	return nil
}

// ByRule groups results under each section they test, sections in order:
// the rulebook's first, then the FAQ's by number, then the others. A
// scenario testing several sections appears under each.
func ByRule(results []Result) (rules []string, groups map[string][]Result) {
	groups = map[string][]Result{}
	for _, r := range results {
		rs := r.Rules
		if len(rs) == 0 {
			rs = []string{"(no section)"}
		}
		for _, rule := range rs {
			if _, ok := groups[rule]; !ok {
				rules = append(rules, rule)
			}
			groups[rule] = append(groups[rule], r)
		}
	}
	sort.SliceStable(rules, func(i, j int) bool { return ruleLess(rules[i], rules[j]) })
	return rules, groups
}

// ruleLess orders citations: "Rulebook ..." first, then "FAQ a.b" by its
// numbers, then the rest alphabetically.
func ruleLess(a, b string) bool {
	ka, kb := ruleKey(a), ruleKey(b)
	if ka.group != kb.group {
		return ka.group < kb.group
	}
	if ka.group == 1 && (ka.major != kb.major || ka.minor != kb.minor) {
		if ka.major != kb.major {
			return ka.major < kb.major
		}
		return ka.minor < kb.minor
	}
	return a < b
}

type citation struct{ group, major, minor int }

func ruleKey(s string) citation {
	switch {
	case strings.HasPrefix(s, "Rulebook"):
		return citation{group: 0}
	case strings.HasPrefix(s, "FAQ "):
		var major, minor int
		if n, _ := fmt.Sscanf(s, "FAQ %d.%d", &major, &minor); n == 2 {
			return citation{1, major, minor}
		}
		return citation{group: 2}
	}
	return citation{group: 3}
}
