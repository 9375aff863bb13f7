package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestCardTokensAndCounts: PlaceTokensOn puts success tokens on a card in
// play, DiscardTokensFromSelf pays with them (and is refused without
// enough), CharactersLeftPlayThisPhase counts the characters that left
// play this phase, however they left, and PlayedThisRound tells a card
// played this round.
func TestCardTokensAndCounts(t *testing.T) {
	altar := support("Altar", carddb.SilverTwilight, 1)
	victim := char("Victim", carddb.Hastur, 1, 1, "")
	other := char("Other", carddb.Hastur, 1, 1, "")
	var left []int
	var played bool
	count := Custom(func(c *Ctx) {
		left = append(left, c.CharactersLeftPlayThisPhase())
		played = c.PlayedThisRound(c.You(), func(c *Ctx, id CardID) bool { return c.Card(id).Title == "Altar" })
		for _, id := range c.PlayArea(1) {
			switch c.Card(id).Title {
			case "Victim":
				c.Destroy(id)
			case "Other":
				c.ReturnToHand(id)
			}
		}
		left = append(left, c.CharactersLeftPlayThisPhase())
	}, nil)
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{}
	pos.Library = lib(altar, impl(
		NewAction("place two tokens on it").Doing(Custom(func(c *Ctx) { c.PlaceTokensOn(c.Src(), 2) }, nil)),
		NewAction("discard three tokens from it: count").Costing(DiscardTokensFromSelf(3)).Doing(count)))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(altar)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(victim), inPlayPos(other)}
	g := mustPosition(t, pos)
	id := g.FindCards("Altar")[0]
	for _, o := range g.Options() {
		if g.Label(o) == "Use Altar's Action (discard three tokens from it: count)" {
			t.Fatal("three tokens discarded from a card holding none")
		}
	}
	mustApply(t, g, "Use Altar's Action (place two tokens on it)")
	mustApply(t, g, "Use Altar's Action (place two tokens on it)")
	if n := int(g.cards[id].tokens); n != 4 {
		t.Fatalf("%d tokens on the Altar, want 4", n)
	}
	mustApply(t, g, "Use Altar's Action (discard three tokens from it: count)")
	if n := int(g.cards[id].tokens); n != 1 {
		t.Fatalf("%d tokens on the Altar after paying 3, want 1", n)
	}
	if len(left) != 2 || left[0] != 0 || left[1] != 2 {
		t.Fatalf("characters left play: %v, want [0 2]", left)
	}
	if played {
		t.Fatal("the Altar, put in play by the position, was played this round")
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestDiscardXCards: X, chosen first, is at most the cards of the hand;
// the cards are then discarded one by one, and the effect reads X.
func TestDiscardXCards(t *testing.T) {
	seer := char("Seer", carddb.SilverTwilight, 2, 2, "A")
	got := -1
	pos := position()
	pos.Options.AlwaysAsk = [2]bool{true, true}
	pos.Library = lib(seer, impl(NewAction("discard X cards: note X").Costing(DiscardXCards()).
		Doing(Custom(func(c *Ctx) { got = c.X() }, nil))))
	pos.Players[0].InPlay = []CardPosition{inPlayPos(seer)}
	pos.Players[0].Hand = []*carddb.Card{char("A", carddb.Agency, 1, 1, ""), char("B", carddb.Agency, 1, 1, "")}
	g := mustPosition(t, pos)
	mustApply(t, g, "Use Seer")
	xs := 0
	for _, o := range g.Options() {
		if o.Act == ActX {
			xs++
		}
	}
	if xs != 3 {
		t.Fatalf("%d values of X offered, want 0 to 2", xs)
	}
	mustApply(t, g, "X = 2")
	for g.Decider() == 0 && len(g.Zone(0, ZoneHand)) > 0 {
		mustApply(t, g, g.Label(g.Options()[len(g.Options())-1]))
	}
	for got < 0 && len(g.Options()) > 0 {
		mustApply(t, g, g.Label(g.Options()[0]))
	}
	if got != 2 || len(g.Zone(0, ZoneHand)) != 0 || len(g.Zone(0, ZoneDiscard)) != 2 {
		t.Fatalf("X %d, hand %d, discard %d; want 2, 0, 2", got, len(g.Zone(0, ZoneHand)), len(g.Zone(0, ZoneDiscard)))
	}
}
