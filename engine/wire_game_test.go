package engine_test

import (
	"encoding/json"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"cthulhu/ai"
	"cthulhu/carddb"
	"cthulhu/cards"
	"cthulhu/deck"
	"cthulhu/engine"
)

// presetGame starts a game between two of the built-in decks with the
// Core Set's abilities.
func presetGame(t *testing.T, seed uint64, f carddb.Format) *engine.Game {
	t.Helper()
	db := carddb.Default()
	presets := deck.Presets()
	cfg := engine.Config{Format: f, Seed: seed, StoryDeck: db.StoryDeck(f), Library: cards.Library()}
	for p := range 2 {
		d, err := presets[(int(seed)*7+p*11)%len(presets)].Build(db)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Players[p] = engine.PlayerDeck{Name: d.Name, Cards: d.Cards()}
	}
	g, err := engine.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// players are the computer players of the tests' games.
func players(seed uint64) [2]ai.Player {
	return [2]ai.Player{ai.NewHeuristic(seed), ai.NewRandom(seed + 1)}
}

// roundTrip writes v as JSON, reads it into a new value of its type, and
// reports whether it is v again; it returns the JSON.
func roundTrip(t *testing.T, what string, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	back := reflect.New(reflect.TypeOf(v).Elem())
	if err := json.Unmarshal(b, back.Interface()); err != nil {
		t.Fatalf("%s: reading %s: %v", what, b, err)
	}
	if !reflect.DeepEqual(back.Interface(), v) {
		again, _ := json.Marshal(back.Interface())
		t.Fatalf("%s does not round-trip:\n%s\n%s", what, b, again)
	}
	return b
}

// numericKind finds a kind written as a number: "kind": 3, "act": 7.
var numericKind = regexp.MustCompile(`"(kind|act|step)":\d`)

// TestWireFormsOfAPlayedGame: the prompts, views and events of played
// games, at every decision, are written with their kinds' names and read
// back as they were.
func TestWireFormsOfAPlayedGame(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		f := carddb.FormatLCG
		if seed == 3 {
			f = carddb.FormatEldritch
		}
		g := presetGame(t, seed, f)
		pl := players(seed)
		acts := map[engine.Act]bool{}
		for n := 0; !g.Over(); n++ {
			pr := g.Prompt()
			b := roundTrip(t, "prompt", pr)
			for _, c := range pr.Options {
				acts[c.Act] = true
			}
			if n%25 == 0 {
				for viewer := -1; viewer <= 1; viewer++ {
					b = append(b, roundTrip(t, "view", g.View(viewer))...)
				}
			}
			if m := numericKind.Find(b); m != nil {
				t.Fatalf("a kind is written as a number: %s in %s", m, b)
			}
			p := g.Decider()
			if err := g.Apply(pl[p].Choose(g.Observe(p))); err != nil {
				t.Fatal(err)
			}
		}
		evs := slices.Clone(g.Events())
		b := roundTrip(t, "events", &evs)
		if m := numericKind.Find(b); m != nil {
			t.Fatalf("a kind is written as a number: %s", m)
		}
		roundTrip(t, "the final view", g.View(-1))
		if len(acts) < 6 {
			t.Errorf("seed %d: only %d kinds of option came up: the test did not exercise the game", seed, len(acts))
		}
	}
}

// TestPromptJSON: a prompt's option keeps its stable ID and label, and
// its kind is a name.
func TestPromptJSON(t *testing.T) {
	g := presetGame(t, 4, carddb.FormatLCG)
	b, err := json.Marshal(g.Prompt())
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"kind":"mulligan"`, `{"act":"keep","card":-1,"arg":0,"id":"keep","label":"Keep this hand"}`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("the prompt's JSON lacks %s: %s", want, b)
		}
	}
}

// TestEventsSinceIsTheLog: asking for the log a part at a time, each
// time from where the last answer ended, gives the whole log as each
// reader sees it, with the indices of Events.
func TestEventsSinceIsTheLog(t *testing.T) {
	g := presetGame(t, 5, carddb.FormatLCG)
	pl := players(5)
	var got [3][]engine.Entry
	var next [3]int
	ask := func() {
		for v := -1; v <= 1; v++ {
			es, n, err := g.EventsSince(next[v+1], v)
			if err != nil {
				t.Fatal(err)
			}
			if n != len(g.Events()) {
				t.Fatalf("next index %d, the log has %d events", n, len(g.Events()))
			}
			got[v+1], next[v+1] = append(got[v+1], es...), n
		}
	}
	for n := 0; !g.Over(); n++ {
		if n%3 == 0 {
			ask()
		}
		p := g.Decider()
		if err := g.Apply(pl[p].Choose(g.Observe(p))); err != nil {
			t.Fatal(err)
		}
	}
	ask()
	for v := -1; v <= 1; v++ {
		var texts []string
		for i, e := range got[v+1] {
			texts = append(texts, e.Text)
			ev := g.Events()[e.Index]
			if ev.Kind != e.Kind || ev.Card != e.Card || i > 0 && e.Index <= got[v+1][i-1].Index {
				t.Fatalf("reader %d: entry %d (%+v) is not event %d (%+v)", v, i, e, e.Index, ev)
			}
		}
		if want := g.Log(v); !slices.Equal(texts, want) {
			t.Fatalf("reader %d: the parts make %d lines, the log has %d", v, len(texts), len(want))
		}
		all, _, err := g.EventsSince(0, v)
		if err != nil || !reflect.DeepEqual(all, got[v+1]) {
			t.Fatalf("reader %d: the log asked at once differs from the parts (%v)", v, err)
		}
		b, _ := json.Marshal(all)
		if m := numericKind.Find(b); m != nil {
			t.Fatalf("a kind is written as a number: %s", m)
		}
		roundTrip(t, "entries", &all)
	}
	if es, n, err := g.EventsSince(len(g.Events()), 0); err != nil || len(es) != 0 || n != len(g.Events()) {
		t.Fatalf("from the end: %d entries, next %d, %v", len(es), n, err)
	}
}

// TestEventsSinceRefusesBadArguments: an index outside the log, or a
// reader who is not a player or -1, is an error of one line that names it.
func TestEventsSinceRefusesBadArguments(t *testing.T) {
	g := presetGame(t, 6, carddb.FormatLCG)
	n := len(g.Events())
	cases := []struct {
		from, viewer int
		want         string
	}{
		{-1, 0, "entry -1 is out of range"},
		{n + 1, 0, "entry " + itoa(n+1) + " is out of range"},
		{1 << 30, -1, "entry " + itoa(1<<30) + " is out of range"},
		{0, 3, "reader 3"},
		{0, -2, "reader -2"},
	}
	for _, c := range cases {
		es, _, err := g.EventsSince(c.from, c.viewer)
		if err == nil || es != nil {
			t.Errorf("EventsSince(%d, %d) was answered", c.from, c.viewer)
			continue
		}
		if strings.Contains(err.Error(), "\n") || !strings.Contains(err.Error(), c.want) {
			t.Errorf("EventsSince(%d, %d): %q, want one line with %q", c.from, c.viewer, err, c.want)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// TestEventsSinceHidesHiddenCards: in games of the built-in decks, no
// entry a player reads names a card he could see neither before the
// move that made it nor after (the opponent's draws, his hand, the
// decks), but for a card the rules reveal.
func TestEventsSinceHidesHiddenCards(t *testing.T) {
	for seed := uint64(7); seed <= 10; seed++ {
		g := presetGame(t, seed, carddb.FormatLCG)
		pl := players(seed)
		next := [2]int{}
		checked := 0
		for !g.Over() {
			before := g.Clone()
			p := g.Decider()
			if err := g.Apply(pl[p].Choose(g.Observe(p))); err != nil {
				t.Fatal(err)
			}
			for v := range 2 {
				es, n, err := g.EventsSince(next[v], v)
				if err != nil {
					t.Fatal(err)
				}
				next[v] = n
				for _, e := range es {
					for _, id := range []engine.CardID{e.Card, e.Other, e.Src} {
						if id == engine.None || e.Kind == engine.EvReveal && id == e.Card {
							continue
						}
						checked++
						if !before.Observe(v).Seen(id) && !g.Observe(v).Seen(id) {
							t.Fatalf("seed %d: player %d reads %q, which names %s (card %d), hidden from him before and after",
								seed, v+1, e.Text, g.Card(id).Def.Title, id)
						}
					}
				}
			}
		}
		if checked < 200 {
			t.Errorf("seed %d: only %d cards named: the test did not exercise the log", seed, checked)
		}
	}
}
