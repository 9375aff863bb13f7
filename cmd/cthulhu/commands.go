package main

import (
	"golang.org/x/term"

	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"text/tabwriter"
	"time"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
	"cthulhu/scenario"
	"cthulhu/session"
	"cthulhu/sim"
)

// ---- cards ----

type cardJSON struct {
	carddb.Record
	Key         string `json:"key"`
	Implemented bool   `json:"implemented"`
	Text        string `json:"text,omitempty"`
}

func cmdCards(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("cards", flag.ContinueOnError)
	set := fs.String("set", "", "only the cards of this set (code or name, e.g. core)")
	asJSON := fs.Bool("json", false, "print JSON lines")
	textFile := fs.String("card-text", "", "load printed card texts from this file (cthulhucli JSON lines or OCTGN set XML) for display")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	d := db()
	cards := d.Cards()
	if *set != "" {
		info, ok := d.FindSet(*set)
		if !ok {
			var codes []string
			for _, s := range d.Sets() {
				codes = append(codes, s.Code)
			}
			return fmt.Errorf("unknown set %q (sets: %s)", *set, strings.Join(codes, ", "))
		}
		cards = d.SetCards(info.Code)
	}
	var texts map[*carddb.Card]string
	if *textFile != "" {
		var err error
		if texts, err = carddb.LoadTexts(*textFile, d); err != nil {
			return err
		}
	}
	implemented := 0
	for _, c := range cards {
		if cardImplemented(c) {
			implemented++
		}
	}
	if *asJSON {
		enc := json.NewEncoder(out)
		for _, c := range cards {
			if err := enc.Encode(cardJSON{Record: c.Record(), Key: c.Key(), Implemented: cardImplemented(c), Text: texts[c]}); err != nil {
				return err
			}
		}
		return nil
	}
	tw := tabwriter.NewWriter(out, 0, 4, 1, ' ', 0)
	fmt.Fprintln(tw, "KEY\tTITLE\tTYPE\tFACTION\tCOST\tSKILL\tICONS\tKEYWORDS\tIMPL")
	for _, c := range cards {
		title := c.Title
		if c.Unique {
			title = "• " + title
		}
		icons := c.Icons.String()
		if c.IsStoryLike() || len(c.Struggles) > 0 {
			icons = "struggles " + strugglesString(c.Struggles)
		}
		impl := "no"
		if cardImplemented(c) {
			impl = "yes"
		}
		if c.Reprint != "" && !session.HasOwn(c) {
			// A CCG printing with an LCG printing's text plays as it.
			impl += ", as " + c.Reprint
		}
		if c.StrugglesAssumed {
			icons += " (assumed)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", c.Key(), title, c.Type, c.Faction.Short(),
			c.CostString(), c.SkillString(), icons, strings.Join(c.Keywords.List(), ", "), impl)
		if t := texts[c]; t != "" {
			fmt.Fprintf(tw, "\t  %s\n", strings.ReplaceAll(t, "\n", " / "))
		}
	}
	tw.Flush()
	fmt.Fprintf(out, "%d cards, %d of %d implemented\n", len(cards), implemented, len(cards))
	// The pools, when the list holds cards of both printings: the
	// Living Card Game's, which its decks draw on, and the Eldritch
	// Edition's.
	var n, impl [2]int
	for _, c := range cards {
		e := 0
		if c.Era != carddb.LCG {
			e = 1
		}
		n[e]++
		if cardImplemented(c) {
			impl[e]++
		}
	}
	if n[0] > 0 && n[1] > 0 {
		fmt.Fprintf(out, "the LCG pool: %d of %d implemented; the Eldritch Edition's: %d of %d\n", impl[0], n[0], impl[1], n[1])
	}
	return nil
}

func strugglesString(ics []carddb.Icon) string {
	var b strings.Builder
	for _, ic := range ics {
		b.WriteByte(carddb.IconLetters[ic])
	}
	return b.String()
}

// cardImplemented reports whether the engine plays the card as printed:
// its abilities are implemented, or its text holds nothing beyond keywords.
func cardImplemented(c *carddb.Card) bool { return session.Implemented(c) }

// ---- decks ----

func cmdDecks(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("decks", flag.ContinueOnError)
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "NAME\tDECK\tCARDS")
	for _, p := range deck.AllPresets() {
		d, err := p.Build(db())
		if err != nil {
			return err
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\n", p.Name, p.Title, d.Size())
	}
	tw.Flush()
	fmt.Fprintln(out, "The Core Set's \"first game\" decks: two factions and a neutral packet (rulebook, For the First Game);")
	fmt.Fprintln(out, "then The Order of the Silver Twilight's Silver Twilight cards with a neutral packet, built the same way;")
	fmt.Fprintln(out, "then the Eldritch Edition's (ee-...), built the same way from its cards, for --format eldritch, which picks among them by default.")
	return nil
}

// ---- deck check ----

func cmdDeck(args []string, out io.Writer) error {
	const usage = "usage: cthulhu deck check FILE... [--format lcg|eldritch] [--casual] [--strict]"
	if len(args) == 0 || args[0] != "check" {
		return errors.New(usage)
	}
	fs := flag.NewFlagSet("deck check", flag.ContinueOnError)
	format := fs.String("format", "lcg", "the format: lcg or eldritch")
	casual := fs.Bool("casual", false, "casual play: no 50-card minimum (the rulebook's first-game decks)")
	strict := fs.Bool("strict", false, "refuse a deck that holds cards whose abilities are not implemented")
	files, err := parseFlags(fs, args[1:])
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return errors.New(usage)
	}
	f, err := parseFormat(*format)
	if err != nil {
		return err
	}
	legal := 0
	for _, file := range files {
		ok, err := checkDeck(file, f, *casual, *strict, len(files) > 1, out)
		if err != nil {
			return err
		}
		if ok {
			legal++
		}
	}
	if len(files) > 1 {
		fmt.Fprintf(out, "%d of %d decks legal in the %s format%s\n", legal, len(files), f, map[bool]string{true: " (casual)"}[*casual])
	}
	if legal < len(files) {
		return exitError(1)
	}
	return nil
}

// checkDeck reads and validates one deck, writing its problems (each
// prefixed by the file when several are checked) or that it is legal.
//
// It says too how many of the deck's cards have abilities that are not
// implemented, and names them; strict refuses such a deck.
func checkDeck(file string, f carddb.Format, casual, strict, several bool, out io.Writer) (bool, error) {
	d, err := deck.LoadOrPreset(file, db(), f)
	if err != nil {
		if pe, ok := err.(*deck.ParseError); ok {
			fmt.Fprintln(out, strings.TrimSpace(pe.Error()))
			return false, nil
		}
		if several {
			fmt.Fprintln(out, err)
			return false, nil
		}
		return false, err
	}
	prefix := ""
	if several {
		prefix = file + ": "
	}
	problems := deck.Validate(d, f, casual)
	for _, p := range problems {
		fmt.Fprintln(out, prefix+p.String())
	}
	missing := deck.Unimplemented(d.Name, d.Cards(), session.Implemented)
	if strict && missing.Count() > 0 {
		fmt.Fprintln(out, prefix+missing.Strict().Error())
		return false, nil
	}
	if len(problems) > 0 {
		return false, nil
	}
	if !several {
		prefix = d.Name + ": "
	}
	fmt.Fprintf(out, "%s%d cards, legal in the %s format%s\n", prefix, d.Size(), f, map[bool]string{true: " (casual)"}[casual])
	if missing.Count() > 0 {
		fmt.Fprintln(out, prefix+strings.TrimPrefix(missing.String(), d.Name+": "))
	}
	return true, nil
}

// ---- scenario run ----

func cmdScenario(args []string, out io.Writer) error {
	if len(args) == 0 || args[0] != "run" {
		return fmt.Errorf("usage: cthulhu scenario run FILE|DIR...")
	}
	fs := flag.NewFlagSet("scenario run", flag.ContinueOnError)
	byRule := fs.Bool("by-rule", false, "list the scenarios under each rulebook and FAQ section they test")
	verbose := fs.Bool("v", false, "after every step, print the new log lines and the decision with its options")
	files, err := parseFlags(fs, args[1:])
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return fmt.Errorf("usage: cthulhu scenario run FILE|DIR...")
	}
	paths, err := scenarioFiles(files)
	if err != nil {
		return err
	}
	failed := 0
	var results []scenario.Result
	for _, p := range paths {
		var trace io.Writer
		if *verbose {
			trace = out
		}
		r := scenario.RunFileVerbose(p, db(), trace)
		results = append(results, r)
		if !*byRule {
			fmt.Fprintln(out, r)
		}
		if !r.Pass() {
			failed++
		}
	}
	if *byRule {
		rules, groups := scenario.ByRule(results)
		for _, rule := range rules {
			fmt.Fprintln(out, rule)
			for _, r := range groups[rule] {
				fmt.Fprintln(out, "  "+r.String())
			}
		}
	}
	fmt.Fprintf(out, "%d scenarios, %d passed, %d failed\n", len(paths), len(paths)-failed, failed)
	if failed > 0 {
		return exitError(1)
	}
	return nil
}

// scenarioFiles expands directories into their .scn files, sorted.
func scenarioFiles(args []string) ([]string, error) {
	var out []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, a)
			continue
		}
		var found []string
		err = filepath.WalkDir(a, func(path string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(path, ".scn") {
				found = append(found, path)
			}
			return err
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(found)
		out = append(out, found...)
	}
	return out, nil
}

func reasonText(r string) string {
	switch r {
	case engine.ReasonStories:
		return "three won stories"
	case engine.ReasonDeck:
		return "a player running out of cards"
	}
	return r
}

// ---- game ----

func cmdGame(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("game", flag.ContinueOnError)
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()%1000000), "seed: the same seed gives the same game")
	deck1 := fs.String("deck1", "", "player 1's deck: a preset name or a deck file (default: a random preset)")
	deck2 := fs.String("deck2", "", "player 2's deck")
	format := fs.String("format", "lcg", "the format: lcg or eldritch")
	save := fs.String("save", "", "write the game's replay to this file")
	casual := fs.Bool("casual", false, "casual play: deck files below the 50-card minimum are played (presets always are)")
	strict := fs.Bool("strict", false, "refuse a deck that holds cards whose abilities are not implemented")
	randomDecks := fs.Bool("random-decks", false, "a player without --deck1/--deck2 plays a random legal deck of the format's cards implemented, built from the seed")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	f, err := parseFormat(*format)
	if err != nil {
		return err
	}
	cfg := engine.Config{Format: f, Seed: *seed, StoryDeck: db().StoryDeck(f), Library: cards.Library()}
	presets := deck.PresetsFor(f)
	var missing [2]deck.Missing
	var random [2]*deck.Deck
	for i, name := range []string{*deck1, *deck2} {
		var d *deck.Deck
		var err error
		switch {
		case name == "" && *randomDecks:
			d, err = deck.RandomForGame(*seed, i, sim.ImplementedPoolFor(db(), f, cards.Library()), deck.RandomOptions{})
			random[i] = d
		case name == "":
			name = presets[sim.GameSeed(*seed, i)%uint64(len(presets))].Name
			fallthrough
		default:
			d, err = deck.LoadForPlay(name, db(), f, *casual)
		}
		if err != nil {
			return fmt.Errorf("player %d's deck: %v", i+1, err)
		}
		cfg.Players[i] = engine.PlayerDeck{Name: fmt.Sprintf("Player %d (%s)", i+1, d.Name), Cards: d.Cards()}
		missing[i] = deck.Unimplemented(cfg.Players[i].Name, d.Cards(), session.Implemented)
		if *strict {
			if err := missing[i].Strict(); err != nil {
				return err
			}
		}
	}
	g, err := engine.New(cfg)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "Seed %d: %s against %s, random players\n", *seed, cfg.Players[0].Name, cfg.Players[1].Name)
	for i, d := range random {
		if d != nil {
			fmt.Fprintf(out, "Player %d's deck: %s\n", i+1, deckLine(d))
		}
	}
	for _, m := range missing {
		if m.Count() > 0 {
			fmt.Fprintln(out, m)
		}
	}
	players := [2]ai.Player{ai.NewRandom(sim.GameSeed(*seed, 100)), ai.NewRandom(sim.GameSeed(*seed, 101))}
	printed := 0
	flush := func() {
		ev := g.Events()
		for _, e := range ev[printed:] {
			if e.Shown() {
				fmt.Fprintln(out, g.EventText(e, -1))
			}
		}
		printed = len(ev)
	}
	flush()
	for n := 0; !g.Over(); n++ {
		if n > sim.MaxDecisions {
			return fmt.Errorf("the game did not end")
		}
		if err := g.Apply(players[g.Decider()].Choose(g.Observe(g.Decider()))); err != nil {
			return err
		}
		flush()
	}
	if *save != "" {
		r, err := g.Replay()
		if err != nil {
			return err
		}
		fh, err := os.Create(*save)
		if err != nil {
			return err
		}
		if err := r.Write(fh); err != nil {
			fh.Close()
			return err
		}
		if err := fh.Close(); err != nil {
			return err
		}
		fmt.Fprintf(out, "Replay written to %s\n", *save)
	}
	return nil
}

// deckLine lists a deck on one line, each entry as a deck file writes it:
// "3x Local Sheriff (Core 3); 2x Shotgun (Core 14); ...".
func deckLine(d *deck.Deck) string {
	parts := make([]string, len(d.Entries))
	for i, e := range d.Entries {
		parts[i] = fmt.Sprintf("%dx %s (%s)", e.Count, e.Card.Title, e.Card.Key())
	}
	return strings.Join(parts, "; ")
}

// ---- replay ----

func cmdReplay(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	text := fs.Bool("text", false, "print the game's log instead of stepping through it on the screen")
	noColor := fs.Bool("no-color", false, "draw without colour (also when NO_COLOR is set)")
	files, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(files) != 1 {
		return fmt.Errorf("usage: cthulhu replay FILE [--text]")
	}
	files[0] = session.FindSave(files[0])
	r, err := session.ReadSave(files[0])
	if err != nil {
		return err
	}
	g, err := r.Play(db(), cards.Library(), -1)
	if err != nil {
		return fmt.Errorf("%s: %v", files[0], err)
	}
	// A game in progress is shown only from its player's view
	// (docs/play.md, Saved games and replays).
	viewers, err := session.ReplayViewers(r, g.Over())
	if err != nil {
		return fmt.Errorf("%s: %s", files[0], strings.ReplaceAll(err.Error(), "FILE", files[0]))
	}
	if f, ok := out.(*os.File); !*text && ok && term.IsTerminal(int(f.Fd())) && needTerminal(out) {
		return replayOnScreen(r, *noColor)
	}
	for _, line := range g.Log(viewers[0]) {
		fmt.Fprintln(out, line)
	}
	if !g.Over() {
		fmt.Fprintf(out, "(the game goes on: %s decides next)\n", g.PlayerName(g.Decider()))
	}
	return nil
}
