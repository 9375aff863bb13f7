package sftsk_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/engine"
	"cthulhu/scenario"
)

// eclipsePosition is a position with Darin's Dreamlands Eclipse; each
// player's deck has a Test Agent on top. The lines for the Dreamlands
// supports are filled in by each case.
const eclipsePosition = `
name: Dreamlands Eclipse
card Test Agent: character; faction agency; cost 5; skill 6; icons CC
card Test Dream Gate: support; cost 1; subtypes Dreamlands
card Story A: story; struggles TCAI
card Story B: story; struggles TCAI
card Story C: story; struggles TCAI
[player 1]
name: Darin
hand: @neutral
deck: Test Agent, @neutral x9
play: Dreamlands Eclipse
DARIN
[player 2]
name: Tommy
deck: Test Agent, @cthulhu x9
TOMMY
[stories]
story: Story A
story: Story B
story: Story C
`

// eclipseGame sets up the position with the play lines given for Darin
// and Tommy (empty for none), the Eclipse blank if asked.
func eclipseGame(t *testing.T, darin, tommy string, blank bool) *engine.Game {
	t.Helper()
	src := strings.Replace(strings.Replace(eclipsePosition, "DARIN", darin, 1), "TOMMY", tommy, 1)
	if blank {
		src = strings.Replace(src, "play: Dreamlands Eclipse", "play: Dreamlands Eclipse | blank", 1)
	}
	sc, err := scenario.Parse("eclipse", []byte(src), carddb.Default())
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.FromPosition(sc.Pos)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// topOf returns player p's Test Agent, the top card of his deck.
func topOf(t *testing.T, g *engine.Game, p int) engine.CardID {
	t.Helper()
	for _, id := range g.FindCards("Test Agent") {
		if g.Card(id).Owner == p {
			return id
		}
	}
	t.Fatalf("no Test Agent of player %d", p+1)
	return engine.None
}

// tests: SftSK 80
//
// Dreamlands Eclipse: the one player who controls fewer Dreamlands
// support cards than the other plays with the top card of his deck
// revealed, whoever controls the Eclipse: both players see it (the views,
// the observers), and the computer players' samples keep it where it is.
// On a tie nobody's is revealed (docs/rulings.md); the Eclipse, no
// Dreamlands card, does not count itself; blank, it reveals nothing.
func TestDreamlandsEclipseRevealsTopCard(t *testing.T) {
	cases := []struct {
		name         string
		darin, tommy string
		blank        bool
		revealed     int // whose top card is revealed, or -1
	}{
		{"Tommy has fewer", "play: Test Dream Gate", "", false, 1},
		{"Darin has fewer", "play: Test Dream Gate", "play: Test Dream Gate\nplay: Test Dream Gate", false, 0},
		{"a tie at none", "", "", false, -1},
		{"a tie at one", "play: Test Dream Gate", "play: Test Dream Gate", false, -1},
		{"a blank Eclipse", "play: Test Dream Gate", "", true, -1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := eclipseGame(t, tc.darin, tc.tommy, tc.blank)
			for viewer := range 2 {
				v := g.View(viewer)
				for p := range 2 {
					top := topOf(t, g, p)
					dt := v.Players[p].DeckTop
					if p == tc.revealed {
						if dt == nil || dt.ID != top || dt.Title != "Test Agent" {
							t.Fatalf("viewer %d: player %d's deck top %+v, want Test Agent revealed", viewer, p+1, dt)
						}
						if !g.Observe(viewer).Seen(top) {
							t.Fatalf("viewer %d does not see player %d's revealed top card", viewer, p+1)
						}
					} else {
						if dt != nil {
							t.Fatalf("viewer %d: player %d's deck top revealed: %+v", viewer, p+1, dt)
						}
						if g.Observe(viewer).Seen(top) {
							t.Fatalf("viewer %d sees player %d's top card, not revealed", viewer, p+1)
						}
					}
				}
			}
			if tc.revealed < 0 {
				return
			}
			// A sample of the hidden cards, for either player, keeps the
			// revealed card on top.
			rng := rand.New(rand.NewPCG(1, 2))
			for viewer := range 2 {
				for range 20 {
					s := g.Observe(viewer).Sample(rng)
					if dt := s.View(-1).Players[tc.revealed].DeckTop; dt == nil || dt.Title != "Test Agent" {
						t.Fatalf("viewer %d: a sample moved the revealed top card: %+v", viewer, dt)
					}
				}
			}
		})
	}
}
