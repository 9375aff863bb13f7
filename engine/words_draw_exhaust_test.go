package engine

import (
	"strings"
	"testing"

	"cthulhu/carddb"
)

// TestDrawFromBottom: Ctx.DrawFromBottom draws the bottom card of the
// deck, a draw as any other (EvDraw), and leaves the top card in place.
func TestDrawFromBottom(t *testing.T) {
	user := char("User", carddb.Syndicate, 2, 2, "C")
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(user, impl(NewAction("draw the bottom card").Doing(Custom(func(c *Ctx) { c.DrawFromBottom(c.You(), 1) }, nil))))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(user)}
	pos.Players[0].Deck[0] = char("Top", carddb.Agency, 1, 1, "")
	pos.Players[0].Deck[9] = char("Bottom", carddb.Agency, 1, 1, "")
	g := mustPosition(t, pos)
	mustApply(t, g, "Use User")
	if z := g.Card(g.FindCards("Bottom")[0]).Zone; z != ZoneHand {
		t.Fatalf("Bottom is in %v, want the hand", z)
	}
	if z := g.Card(g.FindCards("Top")[0]).Zone; z != ZoneDeck {
		t.Fatalf("Top is in %v, want the deck", z)
	}
	if !logHas(g, "draws 1 card") {
		t.Fatal("no draw in the log")
	}
}

// TestExhaustN: a cost of two cards exhausted is not payable with
// one ready card that fits, and is paid with two different ones.
func TestExhaustN(t *testing.T) {
	user := char("User", carddb.Cthulhu, 2, 2, "C")
	pal := char("Pal", carddb.Cthulhu, 2, 2, "C")
	ab := NewAction("exhaust two characters: draw a card").Costing(ExhaustN(2, Character)).Doing(Draw(1))
	for _, ready := range []bool{false, true} {
		pos := position()
		pos.Options.AlwaysAsk = [2]bool{}
		pos.Library = lib(user, impl(ab))
		p := inPlayPos(pal)
		p.Exhausted = !ready
		pos.Players[0].InPlay = []CardPosition{inPlayPos(user), p}
		g := mustPosition(t, pos)
		offered := false
		for _, o := range g.Options() {
			if strings.HasPrefix(g.Label(o), "Use User") {
				offered = true
			}
		}
		if offered != ready {
			t.Fatalf("Pal ready %v: the Action offered %v", ready, offered)
		}
		if !ready {
			continue
		}
		mustApply(t, g, "Use User")
		for g.Decider() == 0 && g.Prompt().Kind == PromptCost {
			g.Apply(g.Options()[0])
		}
		for _, title := range []string{"User", "Pal"} {
			if !g.Card(g.FindCards(title)[0]).Exhausted {
				t.Fatalf("%s is not exhausted", title)
			}
		}
	}
}

// TestPerNextPhase: a lasting effect until the end of the next phase
// outlives the phase it began in, and ends with the one after: begun in
// a story phase, it outlives the end of the turn too, and ends with the
// next turn's refresh phase.
func TestPerNextPhase(t *testing.T) {
	g := mustPosition(t, position())
	s := g.stories[0].card
	count := func() int {
		var buf [16]carddb.Icon
		n := 0
		for _, ic := range g.struggles(s, buf[:0]) {
			if ic == carddb.Investigation {
				n++
			}
		}
		return n
	}
	check := func(when string, want int) {
		t.Helper()
		if n := count(); n != want {
			t.Fatalf("%s: %d investigation struggles, want %d", when, n, want)
		}
	}
	g.addLasting(StoryStruggles(carddb.Investigation, 1), s, s, 0, PerNextPhase)
	check("begun in the operations phase", 2)
	g.expire(PerPhase)
	check("the operations phase over", 2)
	g.setStep(StepCommit)
	g.expire(PerPhase)
	check("the story phase over", 1)

	g.addLasting(StoryStruggles(carddb.Investigation, 1), s, s, 0, PerNextPhase)
	g.expire(PerPhase)
	g.expire(PerTurn)
	check("begun in the story phase, the turn over", 2)
	g.turn++
	g.setStep(StepRefresh)
	g.expire(PerPhase)
	check("the next refresh phase over", 1)
}

// TestRevealedInHand: the opponent's hand cards a constant reveals are
// in his view, and no other card of a hand is.
func TestRevealedInHand(t *testing.T) {
	jar := support("Jar", carddb.Syndicate, 2)
	pos := position()
	pos.Library = lib(jar, impl(NewConstant("reveal the opponent's hand", RevealedInHand().On(InOpponentsHand))))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(jar)}
	pos.Players[0].Hand = []*carddb.Card{char("Mine", carddb.Agency, 1, 1, "")}
	pos.Players[1].Hand = []*carddb.Card{char("Theirs", carddb.Agency, 1, 1, "")}
	g := mustPosition(t, pos)
	if v := g.View(0); len(v.Players[1].Hand) != 1 || v.Players[1].Hand[0].Title != "Theirs" {
		t.Fatalf("player 1 sees %v of the opponent's hand, want Theirs", v.Players[1].Hand)
	}
	if v := g.View(1); len(v.Players[0].Hand) != 0 {
		t.Fatalf("player 2 sees %v of the opponent's hand, want nothing", v.Players[0].Hand)
	}
}
