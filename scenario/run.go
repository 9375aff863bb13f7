package scenario

import (
	"errors"
	"fmt"
	"io"
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
func RunFile(path string, db *carddb.DB) Result { return RunFileVerbose(path, db, nil) }

// RunFileVerbose is RunFile telling w what happens (RunVerbose).
func RunFileVerbose(path string, db *carddb.DB, w io.Writer) Result {
	data, err := os.ReadFile(path)
	if err != nil {
		return Result{File: path, Err: err}
	}
	sc, err := Parse(path, data, db)
	if err != nil {
		return Result{File: path, Err: err}
	}
	return RunVerbose(sc, w)
}

// Run plays a scenario's script. The first failed step ends it.
func Run(sc *Scenario) Result { return RunVerbose(sc, nil) }

// RunVerbose is Run telling w, when not nil, what happens: after the
// position is set up and after every step of the script, the new lines of
// the log and the pending decision with its options.
func RunVerbose(sc *Scenario, w io.Writer) Result {
	res := Result{File: sc.File, Name: sc.Name, Rules: sc.Rules}
	g, err := engine.FromPosition(sc.Pos)
	if err != nil {
		res.Err = &Error{File: sc.File, Msg: "position: " + err.Error()}
		return res
	}
	tr := tracer{w: w}
	if w != nil {
		fmt.Fprintf(w, "== %s (%s)\n", sc.Name, sc.File)
		fmt.Fprintln(w, "-- the position, played to its first decision")
		tr.show(g)
	}
	for _, cmd := range sc.Script {
		err := step(g, cmd)
		if w != nil {
			line := cmd.Verb + " " + cmd.Arg
			if cmd.Verb == "refuse" {
				line += " => " + cmd.Want
			}
			fmt.Fprintf(w, "-- line %d: %s\n", cmd.Line, line)
			if err != nil {
				fmt.Fprintf(w, "   FAILED: %v\n", err)
			}
			tr.show(g)
		}
		if err != nil {
			res.Err = &Error{File: sc.File, Line: cmd.Line, Msg: fmt.Sprintf("%s %s: %v", cmd.Verb, cmd.Arg, err)}
			return res
		}
	}
	return res
}

// tracer writes what RunVerbose shows: the log lines not shown yet, and
// the decision.
type tracer struct {
	w    io.Writer
	seen int    // log lines shown
	last string // the decision shown last
}

func (t *tracer) show(g *engine.Game) {
	log := g.Log(-1)
	for _, l := range log[min(t.seen, len(log)):] {
		fmt.Fprintf(t.w, "   log: %s\n", l)
	}
	t.seen = len(log)
	var b strings.Builder
	switch p := g.Prompt(); {
	case g.Over():
		fmt.Fprintf(&b, "   game over: winner %d (%s)\n", g.Winner()+1, g.Reason())
	case p == nil:
		fmt.Fprintln(&b, "   no decision is pending")
	default:
		fmt.Fprintf(&b, "   turn %d, %s: player %d decides (%s): %s\n", g.Turn(), g.Step(), p.Player+1, p.Kind, p.Text)
		for _, c := range p.Options {
			fmt.Fprintf(&b, "     %-18s %s%s\n", c.ID, c.Label, copyHint(g, c.Card))
		}
	}
	if b.String() == t.last {
		fmt.Fprintln(t.w, "   (the same decision)")
		return
	}
	t.last = b.String()
	fmt.Fprint(t.w, t.last)
}

// copyHint names the copy an option's card is, "  [Local Sheriff #2]",
// when the game has several cards of its title.
func copyHint(g *engine.Game, id engine.CardID) string {
	if id < 0 || int(id) >= g.NumCards() {
		return ""
	}
	title := g.Card(id).Def.Title
	ids := g.FindCards(title)
	if len(ids) < 2 {
		return ""
	}
	return fmt.Sprintf("  [%s #%d]", title, slices.Index(ids, id)+1)
}

func step(g *engine.Game, cmd Command) error {
	switch cmd.Verb {
	case "ask":
		who, err := askWho(cmd.Arg)
		if err != nil {
			return err
		}
		g.SetAlwaysAsk(who)
		return nil
	case "choose":
		if cmd.Arg == "only" {
			return chooseOnly(g)
		}
		if st, ok := strings.CutPrefix(cmd.Arg, "only until "); ok {
			return chooseOnlyUntil(g, strings.TrimSpace(st))
		}
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

// chooseOnly takes the single option of the pending decision.
func chooseOnly(g *engine.Game) error {
	if g.Prompt() == nil {
		return fmt.Errorf("no decision is pending")
	}
	if opts := g.Options(); len(opts) != 1 {
		return fmt.Errorf("%d options, not one (options: %s)", len(opts), optionLabels(g))
	}
	return g.Apply(g.Options()[0])
}

// chooseOnlyUntil takes single options until a decision of the step is
// pending: with "ask" on, a checkpoint where the game would not stop by
// itself. A decision with several options before it fails.
func chooseOnlyUntil(g *engine.Game, step string) error {
	st, ok := engine.ParseStep(step)
	if !ok {
		return fmt.Errorf("unknown step %q", step)
	}
	for range 10000 {
		if g.Prompt() == nil {
			return fmt.Errorf("no decision is pending before the step %s", step)
		}
		if g.Step() == st {
			return nil
		}
		if err := chooseOnly(g); err != nil {
			return fmt.Errorf("at %s, before %s: %v", g.Step(), step, err)
		}
	}
	return fmt.Errorf("the step %s does not come", step)
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
			if o.Act == engine.ActCommit && engine.CardID(o.Arg) == sid && names(g, o.Card, title) {
				id = o.Card
				break
			}
		}
		if id == engine.None {
			ids, err := findCards(g, title)
			if err != nil {
				return none, err
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

// cardRef splits "TITLE #N" into the title and the copy's number, 0 when
// the reference names no copy.
func cardRef(ref string) (string, int) {
	ref = strings.TrimSpace(ref)
	if i := strings.LastIndex(ref, " #"); i > 0 {
		if n, err := strconv.Atoi(ref[i+2:]); err == nil && n > 0 {
			return strings.TrimSpace(ref[:i]), n
		}
	}
	return ref, 0
}

// findCards lists the cards a reference names: every copy of the title,
// or the one "TITLE #N" names, the Nth in the order of the game's card
// IDs.
func findCards(g *engine.Game, ref string) ([]engine.CardID, error) {
	title, n := cardRef(ref)
	ids := g.FindCards(title)
	if len(ids) == 0 {
		return nil, fmt.Errorf("no card titled %q in this game", title)
	}
	if n == 0 {
		return ids, nil
	}
	if n > len(ids) {
		return nil, fmt.Errorf("%q: the game has %d copies of %s", ref, len(ids), title)
	}
	return ids[n-1 : n], nil
}

// names reports whether a reference ("TITLE" or "TITLE #N") names a card.
func names(g *engine.Game, id engine.CardID, ref string) bool {
	title, n := cardRef(ref)
	if n == 0 {
		return sameTitle(g, id, title)
	}
	ids, err := findCards(g, ref)
	return err == nil && ids[0] == id
}

// pickCard finds the card a title names for an act: the first copy offered
// as an option, else the first copy that fits, else any copy.
func pickCard(g *engine.Game, title string, act engine.Act, fits func(engine.CardState) bool) (engine.CardID, error) {
	ids, err := findCards(g, title)
	if err != nil {
		return engine.None, err
	}
	if len(ids) == 1 {
		return ids[0], nil
	}
	for _, o := range g.Options() {
		if o.Act == act && sameTitle(g, o.Card, title) {
			return o.Card, nil
		}
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
		if names(g, s.Card, title) {
			return s.Card, nil
		}
	}
	return engine.None, fmt.Errorf("no story %q in play", strings.TrimSpace(title))
}

// notHeld is an assertion that does not hold, as opposed to one that
// cannot be checked (a title, story or zone the game does not have, a
// malformed line): "not" and "either" turn only the first kind around,
// so that a misspelled check fails rather than passes.
type notHeld struct{ error }

func (e notHeld) Unwrap() error { return e.error }

func falsef(format string, a ...any) error { return notHeld{fmt.Errorf(format, a...)} }

func isNotHeld(err error) bool {
	var nh notHeld
	return errors.As(err, &nh)
}

// expect checks one assertion about the game.
func expect(g *engine.Game, arg string) error {
	verb, rest, _ := strings.Cut(arg, " ")
	rest = strings.TrimSpace(rest)
	switch verb {
	case "not":
		if rest == "" {
			return fmt.Errorf("want \"not ASSERTION\"")
		}
		err := expect(g, rest)
		switch {
		case err == nil:
			return falsef("holds, but should not")
		case isNotHeld(err):
			return nil
		}
		return err
	case "either":
		alts := strings.Split(rest, "||")
		if len(alts) < 2 {
			return fmt.Errorf("want \"either ASSERTION || ASSERTION ...\"")
		}
		// Every alternative is checked, so that a misspelled one fails
		// even when another holds.
		var why []string
		holds := false
		for _, a := range alts {
			err := expect(g, strings.TrimSpace(a))
			switch {
			case err == nil:
				holds = true
			case !isNotHeld(err):
				return fmt.Errorf("%s: %v", strings.TrimSpace(a), err)
			default:
				why = append(why, err.Error())
			}
		}
		if !holds {
			return falsef("none holds: %s", strings.Join(why, "; "))
		}
		return nil
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
			return falsef("no decision is pending")
		}
		return want("prompt", p.Kind.String(), rest)
	case "options":
		return want("number of options", strconv.Itoa(len(g.Options())), rest)
	case "option":
		o, err := resolve(g, rest)
		if err != nil {
			if strings.HasPrefix(rest, "\"") {
				return notHeld{err} // a label is looked for among the options
			}
			return err
		}
		if !slices.Contains(g.Options(), o) {
			return falsef("not offered (options: %s)", optionLabels(g))
		}
		return nil
	case "offered":
		return offered(g, rest)
	case "no":
		sub, r2, _ := strings.Cut(rest, " ")
		r2 = strings.TrimSpace(r2)
		switch sub {
		case "option":
			return noOption(g, r2)
		case "log":
			for _, l := range g.Log(-1) {
				if strings.Contains(strings.ToLower(l), strings.ToLower(r2)) {
					return falsef("the log has %q", l)
				}
			}
			return nil
		case "card":
			return expect(g, "not card "+r2)
		}
		return fmt.Errorf("want \"no option ...\", \"no log ...\" or \"no card ...\"")
	case "log":
		if rest == "" {
			return fmt.Errorf("want \"log TEXT\"")
		}
		for _, l := range g.Log(-1) {
			if strings.Contains(strings.ToLower(l), strings.ToLower(rest)) {
				return nil
			}
		}
		return falsef("no log line contains %q", rest)
	case "log-count":
		n, text, _ := strings.Cut(rest, " ")
		k, err := atoiRange(n, 0, 1000)
		text = strings.TrimSpace(text)
		if err != nil || text == "" {
			return fmt.Errorf("want \"log-count N TEXT\"")
		}
		var hits []string
		for _, l := range g.Log(-1) {
			if strings.Contains(strings.ToLower(l), strings.ToLower(text)) {
				hits = append(hits, l)
			}
		}
		if len(hits) != k {
			return falsef("%d log lines contain %q, want %d%s", len(hits), text, k, quoteLines(hits))
		}
		return nil
	case "log-order":
		return logOrder(g, rest)
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
		if len(w) < 3 || len(w) != 3 && w[2] != "resources" || w[2] == "resources" && len(w) != 4 {
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
		switch w[2] {
		case "drained", "undrained":
			if dom.Drained != (w[2] == "drained") {
				return falsef("domain %d of player %d drained=%v", d, p+1, dom.Drained)
			}
			return nil
		case "resources":
			return want("resources", strconv.Itoa(len(dom.Resources)), w[3])
		}
		return fmt.Errorf("unknown domain check %q", w[2])
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
			return falsef("player %d did not take a mulligan", p+1)
		}
		return nil
	}
	return fmt.Errorf("unknown assertion %q", verb)
}

// cardActs are the kinds of option that name a card of the game.
var cardActs = []engine.Act{engine.ActPick, engine.ActPlay, engine.ActResource, engine.ActTarget, engine.ActCommit, engine.ActTrigger}

// offered checks "offered TITLE": some option of the pending decision,
// of whatever kind, names the card (any copy, or the one "#N" names): to
// play it, put it as a resource, pick, target or commit it, or use one of
// its abilities.
func offered(g *engine.Game, ref string) error {
	if ref == "" {
		return fmt.Errorf("want \"offered TITLE\"")
	}
	if g.Prompt() == nil {
		return fmt.Errorf("no decision is pending: nothing can be offered")
	}
	ids, err := findCards(g, ref)
	if err != nil {
		return err
	}
	for _, o := range g.Options() {
		if slices.Contains(cardActs, o.Act) && slices.Contains(ids, o.Card) {
			return nil
		}
	}
	return falsef("%s is not offered (options: %s)", ref, optionLabels(g))
}

// noOption checks "no option CHOICE". It must be able to fail: the choice
// must name something the game has, and a card's choice ("target TITLE")
// is checked only at a decision that offers choices of its kind, so that
// a check with the wrong verb for the decision (a pick, a target) fails
// rather than passes. "not offered TITLE" checks a card at any decision.
func noOption(g *engine.Game, sel string) error {
	if g.Prompt() == nil {
		return fmt.Errorf("no decision is pending")
	}
	o, err := resolve(g, sel)
	if err != nil {
		if !strings.HasPrefix(sel, "\"") {
			return err
		}
		// A label is looked for among the options: not found, it is not
		// offered. It must name a card of the game, or a misspelled
		// label would pass.
		if !labelNamesCard(g, strings.Trim(sel, "\"")) {
			return fmt.Errorf("the label %s names no card of this game: use \"not offered TITLE\"", sel)
		}
		return nil
	}
	if slices.Contains(g.Options(), o) {
		return falsef("offered, but should not be")
	}
	if slices.Contains(cardActs, o.Act) && !slices.ContainsFunc(g.Options(), func(x engine.Option) bool { return x.Act == o.Act }) && !mayOffer(g.Prompt().Kind, o.Act) {
		return fmt.Errorf("the %s decision offers no %q choices, so this check cannot fail here (options: %s); \"not offered TITLE\" checks a card at any decision", g.Prompt().Kind, o.Act, optionLabels(g))
	}
	return nil
}

// mayOffer reports whether a decision of a kind may offer an act even when
// it offers none now: a card is played, or an ability used, in the action
// and reaction windows, and a resource is put at the resource decisions,
// whatever is playable; the choices of cards (pick, target, commit) are
// offered only among candidates, and a decision with none of them is of
// another kind.
func mayOffer(k engine.PromptKind, a engine.Act) bool {
	switch a {
	case engine.ActPlay, engine.ActTrigger:
		return k == engine.PromptAction || k == engine.PromptResponse || k == engine.PromptDisrupt
	case engine.ActResource:
		return k == engine.PromptResource || k == engine.PromptSetupResource
	}
	return false
}

// labelNamesCard reports whether a label names a card of the game.
func labelNamesCard(g *engine.Game, label string) bool {
	low := carddb.Normalize(label)
	for id := range g.NumCards() {
		if t := carddb.Normalize(g.Card(engine.CardID(id)).Def.Title); t != "" && strings.Contains(low, t) {
			return true
		}
	}
	return false
}

// logOrder checks "log-order A >> B >> C": log lines containing A, B and
// C come in that order (each the first such line after the one before).
func logOrder(g *engine.Game, rest string) error {
	parts := strings.Split(rest, ">>")
	if len(parts) < 2 {
		return fmt.Errorf("want \"log-order TEXT >> TEXT ...\"")
	}
	log := g.Log(-1)
	i := 0
	for k, p := range parts {
		p = strings.ToLower(strings.TrimSpace(p))
		if p == "" {
			return fmt.Errorf("log-order: empty text")
		}
		for i < len(log) && !strings.Contains(strings.ToLower(log[i]), p) {
			i++
		}
		if i == len(log) {
			if k == 0 {
				return falsef("no log line contains %q", strings.TrimSpace(parts[k]))
			}
			return falsef("no log line contains %q after one containing %q", strings.TrimSpace(parts[k]), strings.TrimSpace(parts[k-1]))
		}
		i++
	}
	return nil
}

func quoteLines(ls []string) string {
	if len(ls) == 0 {
		return ""
	}
	return ": " + strings.Join(ls, " | ")
}

func want(what, got, exp string) error {
	if strings.TrimSpace(got) != strings.TrimSpace(exp) {
		return falsef("%s is %q, want %q", what, got, strings.TrimSpace(exp))
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
	ids, err := findCards(g, head)
	if err != nil {
		return err
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
		return falsef("player %d has no card titled %q", player+1, head)
	}
	return firstErr
}

func cardStates(g *engine.Game, c engine.CardState, states string) error {
	for _, st := range splitList(states) {
		if strings.TrimSpace(st) == "" {
			continue
		}
		if err := cardState(g, c, st); err != nil {
			return err
		}
	}
	return nil
}

// cardState checks one state of a card; "not STATE" holds when STATE
// does not (and can be checked).
func cardState(g *engine.Game, c engine.CardState, st string) error {
	w := strings.Fields(st)
	arg := strings.TrimSpace(strings.TrimPrefix(st, w[0]))
	fail := func(format string, a ...any) error {
		return falsef("%s (card %d, in %s): %s", c.Def.Title, c.ID, c.Zone, fmt.Sprintf(format, a...))
	}
	switch w[0] {
	case "not":
		if arg == "" {
			return fmt.Errorf("want \"not STATE\"")
		}
		err := cardState(g, c, arg)
		switch {
		case err == nil:
			return fail("%s, but should not be", arg)
		case isNotHeld(err):
			return nil
		}
		return err
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
		if _, err := atoiRange(arg, 0, 20); err != nil {
			return fmt.Errorf("wounds: want a count")
		}
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
		if rest, ok := strings.CutPrefix(title, "discard pile "); ok {
			n, err := strconv.Atoi(rest)
			if err != nil || n < 1 || n > 2 || g.Pile(n-1) == engine.None {
				return fmt.Errorf("no discard pile %q to be attached to", rest)
			}
			if c.Host != g.Pile(n-1) {
				return fail("not attached to discard pile %d", n)
			}
			break
		}
		if _, err := findCards(g, title); err != nil {
			return err
		}
		if c.Host == engine.None || !names(g, c.Host, title) {
			return fail("not attached to %s", title)
		}
	case "skill":
		if strconv.Itoa(c.Skill) != arg {
			return fail("skill %d, want %s", c.Skill, arg)
		}
	case "toughness":
		if strconv.Itoa(c.Toughness) != arg {
			return fail("toughness %d, want %s", c.Toughness, arg)
		}
	case "icons":
		if c.Icons.String() != strings.ToUpper(arg) {
			return fail("icons %s, want %s", c.Icons, arg)
		}
	case "keyword":
		var k carddb.Keywords
		if err := k.ParseKeyword(arg); err != nil || arg == "" {
			return fmt.Errorf("keyword: %q is not a keyword", arg)
		}
		want := k.List()
		have := g.CardKeywords(c.ID)
		for _, kw := range have {
			if len(want) == 1 && strings.EqualFold(kw, want[0]) {
				return nil
			}
		}
		return fail("has not %s (keywords: %s)", arg, strings.Join(have, ", "))
	case "subtype":
		if arg == "" {
			return fmt.Errorf("subtype: a subtype is needed")
		}
		if !g.HasSubtypeNow(c.ID, arg) {
			return fail("has not the %s subtype", arg)
		}
	case "blank":
		if arg != "" {
			return fmt.Errorf("unknown card state %q", st)
		}
		if !g.TextBlank(c.ID) {
			return fail("its text is not blank")
		}
	case "entered":
		if arg != "this phase" {
			return fmt.Errorf("want \"entered this phase\"")
		}
		if !g.MovedThisPhase(c.ID) {
			return fail("did not enter its zone this phase")
		}
	case "seen":
		n, ok := strings.CutPrefix(arg, "by ")
		if !ok {
			return fmt.Errorf("want \"seen by N\"")
		}
		p, err := playerNum(n)
		if err != nil {
			return err
		}
		if !g.Observe(p).Seen(c.ID) {
			return fail("not seen by player %d", p+1)
		}
	case "controller":
		if _, err := playerNum(arg); err != nil {
			return err
		}
		if strconv.Itoa(c.Controller+1) != arg {
			return fail("controlled by %d", c.Controller+1)
		}
	case "owner":
		if _, err := playerNum(arg); err != nil {
			return err
		}
		if strconv.Itoa(c.Owner+1) != arg {
			return fail("owned by %d", c.Owner+1)
		}
	default:
		return fmt.Errorf("unknown card state %q", st)
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
