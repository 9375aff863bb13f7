package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSamplesKeepCardsInUse: a card the pending work names stays itself in
// a computer player's samples, though it is in a zone he cannot see: a
// story shuffled back into the story deck whose effect resolves (Howard
// Ludvinski), a card of the opponent's hand whose ability he uses. A
// sample that dealt it away would leave the frame with another card's
// abilities.
func TestSamplesKeepCardsInUse(t *testing.T) {
	pos := position()
	pos.Players[1].Hand = append(pos.Players[1].Hand, char("Held", 0, 1, 1, ""), char("Other", 0, 1, 1, ""))
	g := mustPosition(t, pos)
	story := g.story[len(g.story)-1]
	held := g.players[1].hand[0]
	before := g.hiddenOf(0)
	if !slices.Contains(before.story, story) || !slices.Contains(before.slots[2], held) {
		t.Fatal("the story deck's card and the opponent's hand card are not hidden to start with")
	}
	// Frames alone change: the state's version does not move.
	g.push(frame{kind: fAbility, p: 1, card: story, second: None, pc: abilityExecute})
	g.push(frame{kind: fAbility, p: 1, card: held, second: None, pc: abilityExecute})
	h := g.hiddenOf(0)
	if slices.Contains(h.story, story) || slices.Contains(h.slots[2], held) {
		t.Fatal("a card named by the pending work is dealt in the samples")
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		d := g.Observe(0).Sample(rng)
		if d.cards[story].def != g.cards[story].def || d.cards[held].def != g.cards[held].def {
			t.Fatal("a sample changed a card the pending work names")
		}
	}
}
