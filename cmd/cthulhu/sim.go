package main

import (
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"cthulhu/deck"
	"cthulhu/sim"
)

func cmdSim(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	games := fs.Int("games", 100, "number of games (for --matrix: per pairing)")
	seed := fs.Uint64("seed", 1, "seed: the same seed gives the same games, whatever --workers")
	deck1 := fs.String("deck1", "", "side A's deck: a preset name or a deck file (default: a random preset each game)")
	deck2 := fs.String("deck2", "", "side B's deck")
	p1 := fs.String("p1", "random", "side A's player: random, heuristic, ismcts, or ismcts:iterations=N,playout=heuristic,...")
	p2 := fs.String("p2", "random", "side B's player")
	format := fs.String("format", "lcg", "the format: lcg or eldritch")
	workers := fs.Int("workers", runtime.NumCPU(), "games played at once")
	asJSON := fs.Bool("json", false, "print the result as JSON")
	asCSV := fs.Bool("csv", false, "print the result as CSV")
	matrix := fs.Bool("matrix", false, "play every pairing of --players (or --decks) and print the win-rate matrix")
	players := fs.String("players", "", "for --matrix: comma-separated player kinds")
	decks := fs.String("decks", "", "for --matrix: comma-separated presets or deck files")
	cardStats := fs.Bool("card-stats", false, "report per card how often it was played and the win rate of those games")
	if _, err := parseFlags(fs, args); err != nil {
		return err
	}
	if *games < 1 {
		return fmt.Errorf("--games must be at least 1")
	}
	if *asJSON && *asCSV {
		return fmt.Errorf("--json and --csv exclude each other")
	}
	f, err := parseFormat(*format)
	if err != nil {
		return err
	}
	base := sim.Config{Games: *games, Seed: *seed, Format: f, DB: db(), Alternate: true,
		Workers: max(1, *workers), CardStats: *cardStats, Players: [2]string{*p1, *p2}}
	if *matrix {
		return simMatrix(base, *players, *decks, out, *asJSON, *asCSV)
	}
	for i, name := range []string{*deck1, *deck2} {
		if name == "" {
			continue
		}
		if base.Decks[i], err = deck.LoadOrPreset(name, db(), f); err != nil {
			return err
		}
	}
	base.Progress = progressBar(*games)
	start := time.Now()
	res, err := sim.Run(base)
	if base.Progress != nil {
		fmt.Fprint(os.Stderr, "\r\033[K")
	}
	if err != nil {
		return err
	}
	switch {
	case *asJSON:
		return json.NewEncoder(out).Encode(res)
	case *asCSV:
		return writeSimCSV(out, base, res)
	}
	sides := [2]string{describeSide(*p1, *deck1), describeSide(*p2, *deck2)}
	fmt.Fprintf(out, "%d games, seed %d, sides alternating seats\n", res.Games, *seed)
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "SIDE\tPLAYER / DECK\tWINS\tRATE\t95% INTERVAL")
	for s := range 2 {
		fmt.Fprintf(tw, "%c\t%s\t%d\t%.1f%%\t%.1f%% - %.1f%%\n", 'A'+s, sides[s], res.Wins[s],
			pct(res.Wins[s], res.Games), 100*res.WinsCI95[s][0], 100*res.WinsCI95[s][1])
	}
	tw.Flush()
	fmt.Fprintf(out, "seat wins: %d and %d; the first player won %d (%.1f%%)\n", res.SeatWins[0], res.SeatWins[1],
		res.FirstPlayerWins, pct(res.FirstPlayerWins, res.Games))
	reasons := make([]string, 0, len(res.Reasons))
	for r := range res.Reasons {
		reasons = append(reasons, r)
	}
	sort.Strings(reasons)
	for _, r := range reasons {
		fmt.Fprintf(out, "ended by %s: %d\n", reasonText(r), res.Reasons[r])
	}
	t := res.Turns
	fmt.Fprintf(out, "turns: average %.1f; min %d, 10%% %d, median %d, 90%% %d, max %d\n", res.AvgTurns, t.Min, t.P10, t.P50, t.P90, t.Max)
	noun := "workers"
	if base.Workers == 1 {
		noun = "worker"
	}
	fmt.Fprintf(out, "%.1f games/s with %d %s\n", float64(res.Games)/time.Since(start).Seconds(), base.Workers, noun)
	if *cardStats {
		printCardStats(out, res.Cards)
	}
	return nil
}

func describeSide(player, deckName string) string {
	if deckName == "" {
		deckName = "random presets"
	}
	return player + " / " + deckName
}

func pct(k, n int) float64 {
	if n == 0 {
		return 0
	}
	return 100 * float64(k) / float64(n)
}

// progressBar returns a progress callback drawing on the terminal, with an
// estimate of the time left; nil when stderr is not a terminal.
func progressBar(total int) func(done, total int) {
	st, err := os.Stderr.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 || total < 20 {
		return nil
	}
	start := time.Now()
	return func(done, total int) {
		const width = 30
		filled := done * width / total
		elapsed := time.Since(start)
		left := time.Duration(float64(elapsed) / float64(done) * float64(total-done))
		fmt.Fprintf(os.Stderr, "\r[%s%s] %d/%d, %s left ", strings.Repeat("#", filled), strings.Repeat(".", width-filled),
			done, total, left.Round(time.Second))
	}
}

func printCardStats(out io.Writer, cs []sim.CardStat) {
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\nCARD\tTITLE\tPLAYED IN\tWIN RATE")
	for _, c := range cs {
		fmt.Fprintf(tw, "%s\t%s\t%d\t%.1f%%\n", c.Key, c.Title, c.Played, 100*c.WinRate())
	}
	tw.Flush()
}

func writeSimCSV(out io.Writer, cfg sim.Config, res sim.Result) error {
	w := csv.NewWriter(out)
	w.Write([]string{"side", "player", "games", "wins", "win_rate", "ci95_low", "ci95_high", "seat_wins", "first_player_wins", "avg_turns"})
	for s := range 2 {
		w.Write([]string{string(rune('A' + s)), cfg.Players[s], strconv.Itoa(res.Games), strconv.Itoa(res.Wins[s]),
			fmt.Sprintf("%.4f", pct(res.Wins[s], res.Games)/100), fmt.Sprintf("%.4f", res.WinsCI95[s][0]),
			fmt.Sprintf("%.4f", res.WinsCI95[s][1]), strconv.Itoa(res.SeatWins[s]), strconv.Itoa(res.FirstPlayerWins),
			fmt.Sprintf("%.2f", res.AvgTurns)})
	}
	w.Flush()
	return w.Error()
}

// simMatrix plays every pairing of the entrants (players, or decks) and
// prints each row entrant's win rate against each column entrant.
func simMatrix(base sim.Config, players, decks string, out io.Writer, asJSON, asCSV bool) error {
	var names []string
	byPlayers := players != ""
	switch {
	case byPlayers && decks != "":
		return fmt.Errorf("--matrix takes --players or --decks, not both")
	case byPlayers:
		names = splitComma(players)
	case decks != "":
		names = splitComma(decks)
	default:
		return fmt.Errorf("--matrix needs --players or --decks (comma-separated)")
	}
	if len(names) < 2 {
		return fmt.Errorf("--matrix needs at least two entrants")
	}
	var loaded []*deck.Deck
	if !byPlayers {
		for _, n := range names {
			d, err := deck.LoadOrPreset(n, db(), base.Format)
			if err != nil {
				return err
			}
			loaded = append(loaded, d)
		}
	}
	n := len(names)
	rate := make([][]float64, n)
	for i := range rate {
		rate[i] = make([]float64, n)
	}
	type cell struct {
		Row, Col string
		Wins     int
		Games    int
	}
	var cells []cell
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			cfg := base
			cfg.Seed = sim.GameSeed(base.Seed, i*n+j)
			if byPlayers {
				cfg.Players = [2]string{names[i], names[j]}
			} else {
				cfg.Decks = [2]*deck.Deck{loaded[i], loaded[j]}
			}
			res, err := sim.Run(cfg)
			if err != nil {
				return err
			}
			rate[i][j] = pct(res.Wins[0], res.Games)
			rate[j][i] = pct(res.Wins[1], res.Games)
			cells = append(cells, cell{names[i], names[j], res.Wins[0], res.Games}, cell{names[j], names[i], res.Wins[1], res.Games})
		}
	}
	switch {
	case asJSON:
		return json.NewEncoder(out).Encode(cells)
	case asCSV:
		w := csv.NewWriter(out)
		w.Write([]string{"row", "column", "wins", "games"})
		for _, c := range cells {
			w.Write([]string{c.Row, c.Col, strconv.Itoa(c.Wins), strconv.Itoa(c.Games)})
		}
		w.Flush()
		return w.Error()
	}
	fmt.Fprintf(out, "win rate of the row against the column, %d games per pairing\n", base.Games)
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprint(tw, "\t")
	for _, name := range names {
		fmt.Fprintf(tw, "%s\t", name)
	}
	fmt.Fprintln(tw)
	for i, name := range names {
		fmt.Fprintf(tw, "%s\t", name)
		for j := range names {
			if i == j {
				fmt.Fprint(tw, "-\t")
			} else {
				fmt.Fprintf(tw, "%.1f%%\t", rate[i][j])
			}
		}
		fmt.Fprintln(tw)
	}
	return tw.Flush()
}

func splitComma(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}
