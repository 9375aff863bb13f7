package engine

import (
	"strings"
	"testing"

	"cthulhu/carddb"
)

// TestRevealTopOfDeck: the top cards of a deck, fewer when it has fewer,
// are revealed top first (an EvReveal each, named to the opponent) and stay
// where they are (FAQ 2.4).
func TestRevealTopOfDeck(t *testing.T) {
	looker := char("Looker", carddb.Agency, 1, 1, "")
	var got []CardID
	act := Custom(func(c *Ctx) { got = c.RevealTopOfDeck(c.You(), 5) }, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(looker, impl(NewAction("reveal the top five").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(looker)}
	a, b, c := char("Top A", carddb.Agency, 1, 1, ""), char("Top B", carddb.Agency, 1, 1, ""), char("Top C", carddb.Agency, 1, 1, "")
	pos.Players[0].Deck = []*carddb.Card{a, b, c}
	g := mustPosition(t, pos)
	deck := append([]CardID(nil), g.Zone(0, ZoneDeck)...)
	mustApply(t, g, "Use Looker")
	if len(got) != 3 || g.Card(got[0]).Def.Title != "Top A" || g.Card(got[2]).Def.Title != "Top C" {
		t.Fatalf("revealed %v, want the three cards, Top A first", got)
	}
	after := g.Zone(0, ZoneDeck)
	if len(after) != len(deck) {
		t.Fatalf("the deck has %d cards, want %d", len(after), len(deck))
	}
	for i := range deck {
		if after[i] != deck[i] {
			t.Fatal("the deck's order changed")
		}
	}
	reveals := 0
	for _, e := range g.Events() {
		if e.Kind == EvReveal {
			reveals++
		}
	}
	if reveals != 3 {
		t.Errorf("%d reveals, want 3", reveals)
	}
	shown := false
	for _, e := range g.Events() {
		if e.Kind == EvReveal && strings.Contains(g.EventText(e, 1), "Top B") {
			shown = true
		}
	}
	if !shown {
		t.Error("the opponent's log does not name a revealed card")
	}
}

// TestInsaneLosesTokens: a character that goes insane loses the success
// tokens on it (FAQ, Silver Twilight Collector question).
func TestInsaneLosesTokens(t *testing.T) {
	gunner := char("Gunner", carddb.Agency, 1, 1, "")
	holder := char("Holder", carddb.Agency, 1, 1, "")
	act := Custom(func(c *Ctx) {
		for _, id := range c.PlayArea(1) {
			c.DriveInsane(id)
		}
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(gunner, impl(NewAction("drive the opponent's characters insane").Doing(act)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(gunner)}
	held := inPlayPos(holder)
	held.Tokens = 2
	pos.Players[1].InPlay = []CardPosition{held}
	g := mustPosition(t, pos)
	id := g.FindCards("Holder")[0]
	if n := int(g.cards[id].tokens); n != 2 {
		t.Fatalf("Holder starts with %d tokens, want 2", n)
	}
	mustApply(t, g, "Use Gunner")
	if !g.Card(id).Insane {
		t.Fatal("Holder is not insane")
	}
	if n := int(g.cards[id].tokens); n != 0 {
		t.Errorf("insane Holder has %d tokens, want 0", n)
	}
}
