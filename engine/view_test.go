package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestViewHidesHiddenCards: a player sees his own hand, only the size of
// the opponent's hand and of both decks, and the prompt only when he
// decides.
func TestViewHidesHiddenCards(t *testing.T) {
	g := playUntil(t, 11, func(g *Game) bool { return g.Turn() >= 4 && g.Decider() >= 0 })
	for viewer := range 2 {
		v := g.View(viewer)
		opp := other(viewer)
		if v.Players[opp].Hand != nil {
			t.Fatalf("viewer %d sees the opponent's hand", viewer)
		}
		if v.Players[opp].HandCount != len(g.players[opp].hand) {
			t.Fatalf("hand count %d, want %d", v.Players[opp].HandCount, len(g.players[opp].hand))
		}
		if len(v.Players[viewer].Hand) != len(g.players[viewer].hand) {
			t.Fatalf("viewer %d does not see his own hand", viewer)
		}
		if (v.Prompt != nil) != (g.Decider() == viewer) {
			t.Fatalf("viewer %d: prompt shown=%v, decider %d", viewer, v.Prompt != nil, g.Decider())
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		// No card of the opponent's hand or of either deck appears by ID.
		for _, ids := range [][]CardID{g.players[opp].hand, g.players[0].deck, g.players[1].deck} {
			for _, id := range ids {
				if strings.Contains(string(b), `"id":`+itoa(int(id))+`,`) {
					t.Fatalf("viewer %d's view holds hidden card %d (%s)", viewer, id, g.cards[id].def.Title)
				}
			}
		}
	}
}

// TestSetupResourcesHidden: the first player's set-up resources are hidden
// from the second until both have chosen.
func TestSetupResourcesHidden(t *testing.T) {
	g, err := New(testConfig(5))
	if err != nil {
		t.Fatal(err)
	}
	for g.top().kind != fSetupResources || g.top().p == g.first || g.top().arg > 0 {
		if err := g.Apply(g.Options()[0]); err != nil {
			t.Fatal(err)
		}
	}
	second := other(int(g.first))
	v := g.View(second)
	for _, d := range v.Players[g.first].Domains {
		for _, r := range d.Resources {
			if r.ID >= 0 {
				t.Fatalf("the second player sees the first player's set-up resource %s", r.Title)
			}
		}
		if d.Total != 0 {
			t.Fatal("the second player sees the first player's resource count")
		}
	}
	if v := g.View(int(g.first)); len(v.Players[g.first].Domains[0].Resources) != 1 || v.Players[g.first].Domains[0].Resources[0].ID < 0 {
		t.Fatal("the first player does not see his own resources")
	}
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// playUntil plays random choices from a seed until cond holds.
func playUntil(t *testing.T, seed uint64, cond func(*Game) bool) *Game {
	t.Helper()
	g, err := New(testConfig(seed))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; !cond(g); i++ {
		if g.Over() || i > 10000 {
			t.Fatal("condition never met")
		}
		opts := g.Options()
		if err := g.Apply(opts[(i*7+3)%len(opts)]); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestSpectatorSeesWhatBothSee: a spectator's view holds no card that
// either player could not see, no prompt, and his log reads as theirs.
func TestSpectatorSeesWhatBothSee(t *testing.T) {
	for _, seed := range []uint64{3, 11, 19} {
		g := playUntil(t, seed, func(g *Game) bool { return g.Turn() >= 3 && g.Decider() >= 0 })
		v := g.View(Spectator)
		if v.Prompt != nil {
			t.Fatal("a spectator sees the prompt")
		}
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		for p := range 2 {
			if v.Players[p].Hand != nil {
				t.Fatalf("a spectator sees player %d's hand", p)
			}
		}
		var seen [2]map[CardID]bool
		for p := range 2 {
			seen[p] = map[CardID]bool{}
			pb, _ := json.Marshal(g.View(p))
			for id := range g.cards {
				if strings.Contains(string(pb), `"id":`+itoa(id)+`,`) {
					seen[p][CardID(id)] = true
				}
			}
		}
		for id := range g.cards {
			if strings.Contains(string(b), `"id":`+itoa(id)+`,`) && !(seen[0][CardID(id)] && seen[1][CardID(id)]) {
				t.Fatalf("seed %d: a spectator sees %s, which a player does not", seed, g.cards[id].def.Title)
			}
		}
		es, _, err := g.EventsSince(0, Spectator)
		if err != nil {
			t.Fatal(err)
		}
		ps, _, _ := g.EventsSince(0, 0)
		if len(es) != len(ps) {
			t.Fatalf("a spectator reads %d log entries, a player %d", len(es), len(ps))
		}
	}
	if _, _, err := (&Game{}).EventsSince(0, 3); err == nil {
		t.Fatal("reader 3 accepted")
	}
}
