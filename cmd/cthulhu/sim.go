package main

import (
	"cmp"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"cthulhu/cards"
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
	cardStats := fs.Bool("card-stats", false, "report per card the games it was in a deck, how often it was played, and the win rates of those games")
	cardSort := fs.String("card-sort", "win", "the order of --card-stats: win (win rate when played), play (play rate), played (games played), or card")
	randomDecks := fs.Bool("random-decks", false, "a side without --deck1/--deck2 plays a random legal deck of the format's cards implemented each game, built from the game's seed")
	check := fs.Bool("check", false, "check the engine's invariants after every decision (much slower): a failure names its game's seed")
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
	if !validCardSort(*cardSort) {
		return fmt.Errorf("--card-sort %q: want win, play, played or card", *cardSort)
	}
	base := sim.Config{Games: *games, Seed: *seed, Format: f, DB: db(), Alternate: true, Check: *check,
		Workers: max(1, *workers), CardStats: *cardStats, DeckStats: *cardStats, Players: [2]string{*p1, *p2}}
	if *randomDecks {
		base.Pool = sim.ImplementedPoolFor(db(), f, cards.Library())
	}
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
	elapsed := time.Since(start).Seconds()
	sides := [2]string{describeSide(*p1, *deck1, *randomDecks), describeSide(*p2, *deck2, *randomDecks)}
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
	checked := ""
	if *check {
		checked = ", the invariants checked after every decision"
	}
	fmt.Fprintf(out, "%.1f games/s, %.0f decisions/s (%.0f a game) with %d %s%s\n", float64(res.Games)/elapsed,
		float64(res.Decisions)/elapsed, float64(res.Decisions)/float64(res.Games), base.Workers, noun, checked)
	if *cardStats {
		printCardStats(out, res.Cards, *cardSort, res.Games)
	}
	return nil
}

func describeSide(player, deckName string, random bool) string {
	switch {
	case deckName != "":
	case random:
		deckName = "random decks of every card implemented"
	default:
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

func validCardSort(s string) bool {
	switch s {
	case "win", "play", "played", "card":
		return true
	}
	return false
}

// printCardStats writes the table of --card-stats: per card, the games it
// was in a deck (each side's deck counts once a game), the games it was
// played in and their share, the win rate of its player in those games
// with its 95% interval, and the win rate of the decks that held it, to
// read it against. By default the cards played in at least a game in a
// hundred (and 10 games) come first, by their win rate when played, best
// first; the rest after them, by the same.
func printCardStats(out io.Writer, cs []sim.CardStat, by string, games int) {
	enough := max(10, games/100)
	rank := func(c sim.CardStat) int {
		if c.Played >= enough {
			return 0
		}
		return 1
	}
	cs = slices.Clone(cs)
	slices.SortStableFunc(cs, func(a, b sim.CardStat) int {
		if by == "card" {
			return cmpKeys(a.Key, b.Key)
		}
		key := func(c sim.CardStat) float64 {
			switch by {
			case "play":
				return -c.PlayRate()
			case "played":
				return -float64(c.Played)
			}
			return float64(rank(c)) - c.WinRate() // win
		}
		if x, y := key(a), key(b); x != y {
			return cmp.Compare(x, y)
		}
		if a.Played != b.Played {
			return b.Played - a.Played
		}
		return cmpKeys(a.Key, b.Key)
	})
	fmt.Fprintln(out)
	if by == "win" {
		fmt.Fprintf(out, "cards by the win rate of their player in the games he played them; played in fewer than %d games: last\n", enough)
	}
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "CARD\tTITLE\tFACTION\tTYPE\tCOST\tIN DECKS\tPLAYED\tPLAY RATE\tWIN RATE PLAYED\t95% INTERVAL\tDECKS' WIN RATE")
	for _, c := range cs {
		faction, typ, cost := "", "", ""
		if def := db().ByKey(c.Key); def != nil {
			faction, typ, cost = def.Faction.Short(), def.Type.String(), def.CostString()
		}
		decks, playRate, deckWin := "-", "-", "-"
		if c.InDeck > 0 {
			decks = strconv.Itoa(c.InDeck)
			playRate = fmt.Sprintf("%.1f%%", 100*c.PlayRate())
			deckWin = fmt.Sprintf("%.1f%%", 100*c.DeckWinRate())
		}
		win, ci := "-", "-"
		if c.Played > 0 {
			w := sim.Wilson(c.Won, c.Played)
			win, ci = fmt.Sprintf("%.1f%%", 100*c.WinRate()), fmt.Sprintf("%.0f%% - %.0f%%", 100*w[0], 100*w[1])
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%d\t%s\t%s\t%s\t%s\n", c.Key, c.Title, faction, typ, cost, decks, c.Played, playRate, win, ci, deckWin)
	}
	tw.Flush()
}

// cmpKeys orders card keys by set, then collector number.
func cmpKeys(a, b string) int {
	as, an, _ := strings.Cut(a, " ")
	bs, bn, _ := strings.Cut(b, " ")
	if as != bs {
		return strings.Compare(as, bs)
	}
	x, errX := strconv.Atoi(an)
	y, errY := strconv.Atoi(bn)
	if errX == nil && errY == nil && x != y {
		return x - y
	}
	return strings.Compare(a, b)
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
