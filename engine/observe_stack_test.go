package engine

import (
	"cthulhu/carddb"
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

// TestSamplesKeepOfferedDeckCards: a search that picks among the top
// cards of its player's deck (Ground Tremors) offers him cards of a zone
// hidden to him; his samples keep them where they are, so that each
// option of the decision is an option in every sample.
func TestSamplesKeepOfferedDeckCards(t *testing.T) {
	seeker := char("Seeker", 0, 1, 1, "")
	prey := char("Prey", 0, 1, 1, "")
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{true, true}
	pos.Library = lib(seeker, impl(NewAction("take a Prey from the top five cards of your deck").
		Doing(Choosing(PickCard("a Prey", All(InTopOfDeck(5), TitleIs("Prey"))).FromDeck(), PutChosenInHand))))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(seeker)}
	pos.Players[0].Deck = append([]*carddb.Card{prey, prey}, pos.Players[0].Deck...) // the top cards
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Seeker")
	opts := g.Options()
	if len(opts) == 0 || opts[0].Act != ActPick {
		t.Fatalf("the search offers %v; log %v", opts, g.Log(0))
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 30 {
		d := g.Observe(0).Sample(rng)
		if got := d.Options(); !slices.Equal(got, opts) {
			t.Fatalf("a sample offers %v, the game %v", got, opts)
		}
	}
}
