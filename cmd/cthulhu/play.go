package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"golang.org/x/term"

	"cthulhu/carddb"
	"cthulhu/engine"
	"cthulhu/session"
	"cthulhu/tui"
)

// ---- play ----

func cmdPlay(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	resume := fs.String("resume", "", "continue the game saved in this file (a bare name is looked for in the data directory too)")
	deck1 := fs.String("deck", "", "your deck: a preset name or a deck file (default: choose on the setup screen)")
	deck2 := fs.String("opponent-deck", "", "the opponent's deck")
	opponent := fs.String("opponent", "ismcts", "the opponent: ismcts, heuristic, random, human (hot seat), or a kind with parameters such as ismcts:iterations=500")
	seed := fs.Uint64("seed", uint64(time.Now().UnixNano()%1000000), "seed: the same seed, decks and moves give the same game")
	format := fs.String("format", "lcg", "the format: lcg or eldritch")
	save := fs.String("save", "", "the file the game is saved in after every move (default: cthulhu-SEED.json in $XDG_DATA_HOME/cthulhu, or ~/.local/share/cthulhu)")
	pace := fs.Duration("pace", 700*time.Millisecond, "the pause before each of the computer's moves")
	noColor := fs.Bool("no-color", false, "draw without colour (also when NO_COLOR is set)")
	casual := fs.Bool("casual", false, "casual play: deck files below the 50-card minimum are played (presets always are)")
	strict := fs.Bool("strict", false, "refuse a deck that holds cards whose abilities are not implemented")
	autoPass := fs.Bool("auto-pass", true, "pass for you at once where a Disrupt or Response window leaves you nothing but to pass (the a key turns it on and off; off, every window the rules open waits for you, so that the pause tells your opponent nothing)")
	randomDecks := fs.Bool("random-decks", false, "a player without --deck/--opponent-deck plays a random legal LCG deck of every card implemented, built from the seed")
	cardText := fs.String("card-text", "", "show the printed texts from this card file (cthulhucli JSON lines or OCTGN set XML) in card details")
	pos, err := parseFlags(fs, args)
	if err != nil {
		return err
	}
	if len(pos) > 0 {
		return fmt.Errorf("unexpected argument %q (a deck is given with --deck)", pos[0])
	}
	if *pace < 0 {
		return fmt.Errorf("--pace %v: want a pause of zero or more", *pace)
	}
	opts := tui.Options{Color: !*noColor && tui.ColorWanted(), Pace: *pace, AutoPass: *autoPass}
	if *cardText != "" {
		if opts.CardText, err = carddb.LoadTexts(*cardText, db()); err != nil {
			return err
		}
	}
	// Everything that can be wrong is found before the screen opens.
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	var s *session.Session
	switch {
	case *resume != "":
		if s, err = session.Resume(session.FindSave(*resume)); err != nil {
			return err
		}
	default:
		f, err := parseFormat(*format)
		if err != nil {
			return err
		}
		seat, err := session.ParseSeat(*opponent)
		if err != nil {
			return fmt.Errorf("--opponent: %v", err)
		}
		ng := tui.NewGame{Format: f, Seed: *seed, Deck: [2]string{*deck1, *deck2}, Opponent: seat, Save: *save, Casual: *casual, Strict: *strict,
			Random: [2]bool{*randomDecks, *randomDecks}}
		if _, err := ng.Decks(); err != nil {
			return err
		}
		if !needTerminal(out) {
			return errNoTerminal
		}
		if !set["deck"] && !set["opponent-deck"] && !set["opponent"] && !set["random-decks"] {
			msg, err := tui.PlayNew(ng, opts)
			return farewell(out, msg, err)
		}
		if s, err = ng.Start(); err != nil {
			return err
		}
	}
	if !needTerminal(out) {
		return errNoTerminal
	}
	msg, err := tui.Play(s, opts)
	return farewell(out, msg, err)
}

var errNoTerminal = errors.New("play needs a terminal: run it in one (to watch computers play in text, use: cthulhu game)")

// needTerminal reports whether a person at a terminal can play: the
// screen is drawn on the terminal itself (/dev/tty), so only the input
// matters; the output may go to a file, which receives the last words.
func needTerminal(out io.Writer) bool {
	return term.IsTerminal(int(os.Stdin.Fd()))
}

func farewell(out io.Writer, msg string, err error) error {
	if err != nil {
		return err
	}
	if msg != "" {
		fmt.Fprintln(out, msg)
	}
	return nil
}

// replayOnScreen shows a replay on the terminal's screen.
func replayOnScreen(r *engine.Replay, noColor bool) error {
	return tui.ViewReplay(r, tui.Options{Color: !noColor && tui.ColorWanted()})
}
