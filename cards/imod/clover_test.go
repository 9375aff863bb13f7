package imod_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"cthulhu/carddb"
	"cthulhu/engine"
	"cthulhu/scenario"
)

// tests: IMoD 26
//
// Clover Club Regular: its player's opponent plays with the top card of
// his deck revealed. Both players see it (the view, the observers), the
// computer players' samples keep it where it is, and the Regular's own
// player's deck stays hidden. Blank, the Regular reveals nothing.
func TestCloverClubRegularRevealsTopCard(t *testing.T) {
	const src = `
name: Clover Club Regular reveals the top of the opponent's deck
card Test Agent: character; faction agency; cost 5; skill 6; icons CC
[player 1]
name: Darin
hand: @neutral
deck: @neutral x10
play: Clover Club Regular
[player 2]
name: Tommy
deck: Test Agent, @cthulhu x9
[stories]
story: Story A
story: Story B
story: Story C
card Story A: story; struggles TCAI
card Story B: story; struggles TCAI
card Story C: story; struggles TCAI
`
	sc, err := scenario.Parse("regular", []byte(src), carddb.Default())
	if err != nil {
		t.Fatal(err)
	}
	g, err := engine.FromPosition(sc.Pos)
	if err != nil {
		t.Fatal(err)
	}
	top := g.FindCards("Test Agent")[0]
	for viewer := range 2 {
		v := g.View(viewer)
		if dt := v.Players[1].DeckTop; dt == nil || dt.ID != top || dt.Title != "Test Agent" {
			t.Fatalf("viewer %d: Tommy's deck top %+v, want Test Agent revealed", viewer, dt)
		}
		if v.Players[0].DeckTop != nil {
			t.Fatalf("viewer %d: Darin's deck top revealed: %+v", viewer, v.Players[0].DeckTop)
		}
		if !g.Observe(viewer).Seen(top) {
			t.Fatalf("viewer %d does not see the revealed top card", viewer)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		s := g.Observe(0).Sample(rng)
		if dt := s.View(-1).Players[1].DeckTop; dt == nil || dt.Title != "Test Agent" {
			t.Fatalf("a sample moved the revealed top card: %+v", dt)
		}
	}

	// Blank, the Regular has no constant ability: nothing is revealed.
	blank := strings.Replace(src, "play: Clover Club Regular", "play: Clover Club Regular | blank", 1)
	sc2, err := scenario.Parse("regular-blank", []byte(blank), carddb.Default())
	if err != nil {
		t.Fatal(err)
	}
	g2, err := engine.FromPosition(sc2.Pos)
	if err != nil {
		t.Fatal(err)
	}
	if dt := g2.View(0).Players[1].DeckTop; dt != nil {
		t.Fatalf("a blank Regular reveals %+v", dt)
	}
	if g2.Observe(0).Seen(g2.FindCards("Test Agent")[0]) {
		t.Fatal("a blank Regular lets the top card be seen")
	}
}
