package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func runCLI(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, &out, &errOut)
	return out.String(), errOut.String(), code
}

func TestCards(t *testing.T) {
	out, _, code := runCLI(t, "cards", "--set", "core")
	if code != 0 || !strings.Contains(out, "165 cards,") || !strings.Contains(out, "Local Sheriff") {
		t.Fatalf("cards --set core: code %d, output ends %q", code, tail(out))
	}
	out, _, code = runCLI(t, "cards", "--set", "core", "--json")
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if code != 0 || len(lines) != 165 {
		t.Fatalf("cards --json: code %d, %d lines", code, len(lines))
	}
	var c map[string]any
	if err := json.Unmarshal([]byte(lines[2]), &c); err != nil || c["title"] != "Local Sheriff" || c["key"] != "Core 3" {
		t.Fatalf("cards --json line 3: %v %v", c, err)
	}
	if _, errOut, code := runCLI(t, "cards", "--set", "nosuchset"); code != 1 || !strings.Contains(errOut, "unknown set") {
		t.Fatalf("unknown set: code %d, %q", code, errOut)
	}
}

func TestDeckCheck(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.deck")
	os.WriteFile(bad, []byte("3 Local Sherif\n4 Local Sheriff\n"), 0o644)
	out, _, code := runCLI(t, "deck", "check", bad)
	if code != 1 || !strings.Contains(out, `did you mean "Local Sheriff"`) {
		t.Fatalf("bad deck: code %d, %q", code, out)
	}
	// A binary file, or text in another encoding, is one problem, not one
	// a line of input.
	for name, data := range map[string][]byte{
		"binary":  bytes.Repeat([]byte{0x89, 'P', 'N', 'G', 0, 1, '\n', 0xff, 0xfe, '\n'}, 200),
		"latin-1": bytes.Repeat([]byte("3 Ch\xe2teau\n"), 40),
	} {
		path := filepath.Join(dir, name)
		os.WriteFile(path, data, 0o644)
		out, errOut, code := runCLI(t, "deck", "check", path)
		if lines := strings.Count(out+errOut, "\n"); code != 1 || lines != 1 {
			t.Errorf("%s file: code %d, %d lines: %q", name, code, lines, out+errOut)
		}
	}
	out, _, code = runCLI(t, "deck", "check", "agency-cthulhu-1")
	if code != 1 || !strings.Contains(out, "too few cards") {
		t.Fatalf("preset in lcg: code %d, %q", code, out)
	}
	out, _, code = runCLI(t, "deck", "check", "agency-cthulhu-1", "--casual")
	if code != 0 || !strings.Contains(out, "legal") {
		t.Fatalf("preset casual: code %d, %q", code, out)
	}
}

func TestDecks(t *testing.T) {
	out, _, code := runCLI(t, "decks")
	if code != 0 || strings.Count(out, ", neutral packet") != 86 || !strings.Contains(out, "silver-twilight-1") || !strings.Contains(out, "ee-agency-miskatonic-1") {
		t.Fatalf("decks: code %d, %q", code, tail(out))
	}
}

func TestSimJSON(t *testing.T) {
	out, _, code := runCLI(t, "sim", "--games", "20", "--seed", "3", "--json")
	var r struct {
		Games    int            `json:"games"`
		Wins     [2]int         `json:"wins"`
		Reasons  map[string]int `json:"reasons"`
		AvgTurns float64        `json:"avg_turns"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &r) != nil || r.Games != 20 || r.Wins[0]+r.Wins[1] != 20 || r.AvgTurns <= 0 {
		t.Fatalf("sim --json: code %d, %q", code, out)
	}
	again, _, _ := runCLI(t, "sim", "--games", "20", "--seed", "3", "--json")
	if again != out {
		t.Fatal("the same seed gave another result")
	}
}

// TestGameRefusesSmallDecks: a deck file below the rulebook's minimum is
// refused outside --casual; the presets, the rulebook's first-game decks,
// are played casually.
func TestGameRefusesSmallDecks(t *testing.T) {
	small := filepath.Join(t.TempDir(), "small.deck")
	var list strings.Builder
	for _, title := range []string{"Local Sheriff", "Undercover Security", "Hired Muscle", "Freelance Occultist",
		"Blackwood File Clerk", "Peeler", "Shotgun", "Patrol Wagon"} {
		fmt.Fprintf(&list, "3x %s\n", title)
	}
	os.WriteFile(small, []byte(list.String()), 0o644)
	_, errOut, code := runCLI(t, "game", "--seed", "1", "--deck1", small)
	if code != 1 || !strings.Contains(errOut, "too few cards: 24") || !strings.Contains(errOut, "--casual") {
		t.Fatalf("game with a 6-card deck: code %d, %q", code, errOut)
	}
	out, errOut, code := runCLI(t, "game", "--seed", "1", "--deck1", small, "--casual")
	if code != 0 || !strings.Contains(out, "wins the game") {
		t.Fatalf("game --casual: code %d, %q %q", code, tail(out), errOut)
	}
	if out, errOut, code = runCLI(t, "game", "--seed", "1"); code != 0 {
		t.Fatalf("game with presets: code %d, %q %q", code, tail(out), errOut)
	}
}

func TestGameSaveAndReplay(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.json")
	out, _, code := runCLI(t, "game", "--seed", "4", "--deck1", "agency-cthulhu-1", "--deck2", "hastur-yog-sothoth-2", "--save", file)
	if code != 0 || !strings.Contains(out, "wins the game") {
		t.Fatalf("game: code %d, %q", code, tail(out))
	}
	replay, _, code := runCLI(t, "replay", file)
	if code != 0 {
		t.Fatalf("replay: code %d", code)
	}
	// The replay prints the same log as the game (without the game's header
	// and footer lines).
	gameLines := strings.Split(out, "\n")
	body := strings.Join(gameLines[1:len(gameLines)-2], "\n")
	if strings.TrimSpace(replay) != strings.TrimSpace(body) {
		t.Fatal("the replay's log differs from the game's")
	}
	os.WriteFile(file, []byte("{not json"), 0o644)
	if _, errOut, code := runCLI(t, "replay", file); code != 1 || !strings.Contains(errOut, "reading replay") {
		t.Fatalf("corrupt replay: code %d, %q", code, errOut)
	}
}

func TestScenarioRun(t *testing.T) {
	out, _, code := runCLI(t, "scenario", "run", "../../scenarios/rulebook")
	if code != 0 || !strings.Contains(out, "PASS") || !strings.Contains(out, " 0 failed") {
		t.Fatalf("scenario run: code %d, %q", code, tail(out))
	}
	bad := filepath.Join(t.TempDir(), "bad.scn")
	os.WriteFile(bad, []byte("name: x\nfoo bar\n"), 0o644)
	out, _, code = runCLI(t, "scenario", "run", bad)
	if code != 1 || !strings.Contains(out, "bad.scn:2:") {
		t.Fatalf("malformed scenario: code %d, %q", code, out)
	}
	out, _, code = runCLI(t, "scenario", "run", "-v", "../../scenarios/rulebook/loyal.scn")
	for _, want := range []string{"-- line ", "player 1 decides (domain)", "domain:1 ", "log: Turn 2, Operations phase: Darin plays the event", "PASS"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("scenario run -v: code %d, no %q in %q", code, want, out)
		}
	}
}

func TestUsage(t *testing.T) {
	if _, errOut, code := runCLI(t, "frobnicate"); code != 2 || !strings.Contains(errOut, "unknown command") {
		t.Fatalf("unknown command: code %d", code)
	}
	if out, _, code := runCLI(t, "help"); code != 0 || !strings.Contains(out, "Usage") {
		t.Fatal("help")
	}
	if _, errOut, code := runCLI(t, "sim", "--games", "x"); code != 1 || !strings.Contains(errOut, "invalid value") {
		t.Fatalf("bad flag: code %d, %q", code, errOut)
	}
}

func tail(s string) string {
	if len(s) > 300 {
		return s[len(s)-300:]
	}
	return s
}

// TestPlayRefusesBadInput: play finds what is wrong before it opens the
// screen, says it in one line, and overwrites nothing.
func TestPlayRefusesBadInput(t *testing.T) {
	dir := t.TempDir()
	corrupt := filepath.Join(dir, "corrupt.json")
	os.WriteFile(corrupt, []byte(`{"version": 1, "choices": [`), 0o644)
	small := filepath.Join(dir, "small.deck")
	os.WriteFile(small, []byte("3 Local Sheriff\n3 Shotgun\n"), 0o644)
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"play", "--resume", corrupt}, "is not a saved game"},
		{[]string{"play", "--resume", filepath.Join(dir, "missing.json")}, "no such file"},
		{[]string{"play", "--opponent", "wizard", "--deck", "agency-cthulhu-1"}, "unknown player kind"},
		{[]string{"play", "--deck", "agency-cthulhu-9"}, "player 1's deck"},
		{[]string{"play", "--deck", "agency-cthulhu-1"}, "needs a terminal"},
		{[]string{"play", "--pace", "-1s"}, "--pace"},
		{[]string{"play", "--deck", small}, "too few cards: 6"},
		{[]string{"play", "--opponent-deck", small, "--deck", "agency-cthulhu-1"}, "player 2's deck: small: too few cards: 6"},
		{[]string{"play", "--deck", small, "--casual"}, "needs a terminal"},
		{[]string{"play", "extra"}, "unexpected argument"},
		{[]string{"play", "--random-decks", "--format", "eldritch"}, "needs a terminal"},
		{[]string{"play", "--random-decks"}, "needs a terminal"},
		{[]string{"play"}, "needs a terminal"},
	}
	for _, c := range cases {
		_, errOut, code := runCLI(t, c.args...)
		if code != 1 || !strings.Contains(errOut, c.want) || strings.Count(strings.TrimSpace(errOut), "\n") > 0 {
			t.Errorf("%v: code %d, %q (want one line with %q)", c.args, code, errOut, c.want)
		}
	}
	if b, _ := os.ReadFile(corrupt); string(b) != `{"version": 1, "choices": [` {
		t.Error("the corrupt save was changed")
	}
}

// deck check takes several files and counts the legal ones.
func TestDeckCheckSeveral(t *testing.T) {
	dir := t.TempDir()
	good, bad := filepath.Join(dir, "good.deck"), filepath.Join(dir, "bad.deck")
	os.WriteFile(good, []byte("3 Local Sheriff\n"), 0o644)
	os.WriteFile(bad, []byte("3 Local Sherif\n"), 0o644)
	out, _, code := runCLI(t, "deck", "check", "--casual", good, bad, "agency-cthulhu-1")
	for _, want := range []string{good + ": 3 cards, legal", bad + `: line 1: unknown card "Local Sherif"`, "agency-cthulhu-1: 48 cards, legal", "2 of 3 decks legal in the lcg format (casual)"} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	if code != 1 {
		t.Errorf("exit code %d, want 1", code)
	}
}

// TestSimRandomDecks: sim --random-decks plays random decks of every card
// implemented, the same games for the same seed, with the invariants
// checked under --check; --card-stats prints the table of the cards, in
// the order asked.
func TestSimRandomDecks(t *testing.T) {
	out, errOut, code := runCLI(t, "sim", "--random-decks", "--games", "12", "--seed", "5", "--check", "--card-stats", "--workers", "2")
	for _, want := range []string{"random / random decks of every card implemented", "the invariants checked", "decisions/s",
		"CARD  ", "IN DECKS", "WIN RATE PLAYED", "DECKS' WIN RATE", "played in fewer than 10 games: last"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("sim --random-decks: code %d, no %q in %q %q", code, want, out, errOut)
		}
	}
	var a, b struct {
		Wins  [2]int `json:"wins"`
		Cards []struct {
			Key    string `json:"key"`
			Played int    `json:"played"`
			InDeck int    `json:"in_deck"`
		} `json:"cards"`
	}
	js, _, code := runCLI(t, "sim", "--random-decks", "--games", "12", "--seed", "5", "--json", "--card-stats", "--workers", "1")
	again, _, _ := runCLI(t, "sim", "--random-decks", "--games", "12", "--seed", "5", "--json", "--card-stats", "--workers", "2")
	if code != 0 || json.Unmarshal([]byte(js), &a) != nil || json.Unmarshal([]byte(again), &b) != nil || js != again {
		t.Fatalf("sim --random-decks --json: code %d, or one worker and two differ:\n%s\n%s", code, js, again)
	}
	sets := map[string]bool{}
	for _, c := range a.Cards {
		if c.InDeck == 0 || c.Played > c.InDeck {
			t.Errorf("card %+v", c)
		}
		set, _, _ := strings.Cut(c.Key, " ")
		sets[set] = true
	}
	if !sets["Core"] || len(sets) < 3 {
		t.Errorf("the decks hold cards of the sets %v", sets)
	}
	byCard, _, _ := runCLI(t, "sim", "--random-decks", "--games", "4", "--card-stats", "--card-sort", "card")
	_, table, _ := strings.Cut(byCard, "DECKS' WIN RATE\n")
	var keys []string
	for _, line := range strings.Split(strings.TrimSpace(table), "\n") {
		if f := strings.Fields(line); len(f) > 1 {
			keys = append(keys, f[0]+" "+f[1])
		}
	}
	if len(keys) < 20 || !slices.IsSortedFunc(keys, cmpKeys) {
		t.Errorf("--card-sort card: %d cards, in the order %v", len(keys), keys)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"sim", "--card-sort", "best"}, "--card-sort"},
	} {
		if _, errOut, code := runCLI(t, c.args...); code != 1 || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: code %d, %q", c.args, code, errOut)
		}
	}
}

// TestGameRandomDecks: game --random-decks plays two random decks of
// every card implemented, built from the seed, names them and lists them;
// a deck named is played beside one.
func TestGameRandomDecks(t *testing.T) {
	out, errOut, code := runCLI(t, "game", "--seed", "8", "--random-decks")
	if code != 0 || !strings.Contains(out, "Player 1 (random ") || !strings.Contains(out, "Player 2's deck: ") || !strings.Contains(out, "wins the game") {
		t.Fatalf("game --random-decks: code %d, %q %q", code, tail(out), errOut)
	}
	again, _, _ := runCLI(t, "game", "--seed", "8", "--random-decks")
	if again != out {
		t.Fatal("the same seed gave another game")
	}
	out, _, code = runCLI(t, "game", "--seed", "8", "--random-decks", "--deck2", "agency-cthulhu-1")
	if code != 0 || !strings.Contains(out, "against Player 2 (agency-cthulhu-1)") || strings.Contains(out, "Player 2's deck: ") {
		t.Fatalf("game --random-decks --deck2: code %d, %q", code, tail(out))
	}
	// The Eldritch format: random decks of its implemented CCG cards, and
	// by default the Eldritch Edition's presets.
	out, errOut, code = runCLI(t, "game", "--seed", "8", "--random-decks", "--format", "eldritch")
	if code != 0 || !strings.Contains(out, "Player 2's deck: ") {
		t.Fatalf("game --random-decks --format eldritch: code %d, %q %q", code, tail(out), errOut)
	}
	out, errOut, code = runCLI(t, "game", "--seed", "8", "--format", "eldritch")
	if code != 0 || !strings.Contains(out, "(ee-") {
		t.Fatalf("game --format eldritch: code %d, %q %q", code, tail(out), errOut)
	}
}
