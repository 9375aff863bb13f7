package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestPlayedThisTurn: PlayedThisTurn tells a card its player played this
// turn, and not one played in an earlier turn.
func TestPlayedThisTurn(t *testing.T) {
	seer := char("Seer", carddb.Agency, 2, 2, "A")
	var seen []bool
	isRecruit := func(c *Ctx, id CardID) bool { return c.Card(id).Title == "Recruit" }
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{true, true}
	pos.Library = lib(seer, impl(NewAction("note a Recruit played this turn").
		Doing(Custom(func(c *Ctx) { seen = append(seen, c.PlayedThisTurn(c.You(), isRecruit)) }, nil))))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(seer)}
	pos.Players[0].Hand = []*carddb.Card{char("Recruit", carddb.Agency, 0, 1, "I")}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Seer")
	mustApply(t, g, "Pass") // the opponent's response window
	mustApply(t, g, "Play Recruit")
	mustApply(t, g, "Pass")
	mustApply(t, g, "Use Seer")
	mustApply(t, g, "Pass")
	id := g.FindCards("Recruit")[0]
	g.cards[id].played = g.turn - 1
	mustApply(t, g, "Use Seer")
	if len(seen) != 3 || seen[0] || !seen[1] || seen[2] {
		t.Fatalf("played this turn: %v, want [false true false]", seen)
	}
}
