// Command cthulhu plays Call of Cthulhu: The Card Game: simulated games,
// the card database, deck checks, scenario files and replays.
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"cthulhu/carddb"
)

const usage = `cthulhu: Call of Cthulhu: The Card Game, with every rule enforced.

Usage:
  cthulhu serve [--addr 127.0.0.1:8080] [--data DIR]
                                    the game server: play in the browser, against the computer or a friend
  cthulhu load [--url URL] [--clients 200] [--duration 30s]
                                    games between pairs of clients through a server's API: moves a
                                    second, and the time from a choice to its acknowledgement
  cthulhu [play] [flags]            play a game on the terminal's screen, against the computer or a friend
  cthulhu play --resume FILE        go on with a saved game
  cthulhu game [flags]              print a game between two random players, move by move
  cthulhu cards [--set NAME] [--json] [--card-text FILE]
                                    list cards with their facts
  cthulhu decks                     list the built-in "first game" decks
  cthulhu deck check FILE... [--format lcg|eldritch] [--casual] [--strict]
                                    check decks: one problem a line
  cthulhu scenario run FILE|DIR... [--by-rule] [-v]
                                    run scenario files: one line each, or grouped by rule
  cthulhu sim [--games N] [--seed S] [--p1 KIND] [--p2 KIND] [--deck1 D] [--deck2 D] [--json|--csv]
                                    simulate games between computer players
  cthulhu sim --random-decks [--card-stats] [--check]
                                    random legal decks of every card implemented; each card's play
                                    and win rates; the engine's invariants checked
  cthulhu sim --matrix --players K1,K2,... | --decks D1,D2,...
                                    the win-rate matrix of every pairing
  cthulhu replay FILE [--text]      step through a recorded game (--text: print its log)

Run "cthulhu COMMAND -h" for a command's flags.
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// exitError carries an exit status for a command that failed without a
// message of its own (its output said what went wrong).
type exitError int

func (e exitError) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

func run(args []string, stdout, stderr io.Writer) int {
	cmd := "play"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, args = args[0], args[1:]
	}
	var err error
	switch cmd {
	case "play":
		err = cmdPlay(args, stdout)
	case "game":
		err = cmdGame(args, stdout)
	case "cards":
		err = cmdCards(args, stdout)
	case "decks":
		err = cmdDecks(args, stdout)
	case "deck":
		err = cmdDeck(args, stdout)
	case "scenario":
		err = cmdScenario(args, stdout)
	case "sim":
		err = cmdSim(args, stdout)
	case "replay":
		err = cmdReplay(args, stdout)
	case "serve":
		err = cmdServe(args, stdout)
	case "load":
		err = cmdLoad(args, stdout)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "cthulhu: unknown command %q\n\n%s", cmd, usage)
		return 2
	}
	var code exitError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &code):
		return int(code)
	case errors.Is(err, flag.ErrHelp):
		return 0
	}
	fmt.Fprintf(stderr, "cthulhu %s: %v\n", cmd, err)
	return 1
}

// parseFlags parses flags that may come before, between or after the
// positional arguments, and returns the positional ones.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	fs.SetOutput(io.Discard)
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				fs.SetOutput(os.Stdout)
				fs.Usage()
			}
			return nil, err
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, nil
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func db() *carddb.DB { return carddb.Default() }

func parseFormat(s string) (carddb.Format, error) { return carddb.ParseFormat(s) }
