package engine

import (
	"testing"

	"cthulhu/carddb"
)

// position is a small position for unit tests: player 1's operations phase,
// three stories, ten cards in each deck.
func position() Position {
	pos := Position{Turn: 3, Active: 0, First: 0, Step: StepOperations, Options: Options{AlwaysAsk: [2]bool{true, true}}}
	for p := range 2 {
		for range 10 {
			pos.Players[p].Deck = append(pos.Players[p].Deck, char("Filler", carddb.Neutral, 1, 1, ""))
		}
	}
	for i := range 3 {
		pos.Stories = append(pos.Stories, StoryPosition{Card: story("S"+itoa(i), "TCAI")})
	}
	for i := range 3 {
		pos.StoryDeck = append(pos.StoryDeck, story("Deck story "+itoa(i), "TCAI"))
	}
	return pos
}

func inPlayPos(def *carddb.Card) CardPosition {
	return CardPosition{Card: def, Committed: -1, Owner: -1, Controller: -1}
}

func mustPosition(t *testing.T, pos Position) *Game {
	t.Helper()
	g, err := FromPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestAddDomain: the top card of the deck becomes a facedown domain, seen
// by its owner only (Rulebook, Adding a Domain).
func TestAddDomain(t *testing.T) {
	pos := position()
	pos.Players[0].Deck[0] = char("Secret", carddb.Agency, 2, 2, "C")
	g := mustPosition(t, pos)
	if !g.addDomain(0) {
		t.Fatal("no domain added")
	}
	ds := g.Domains(0)
	if len(ds) != 4 || g.Card(ds[3].Card).Def.Title != "Secret" || g.Card(ds[3].Card).Zone != ZoneDomain {
		t.Fatalf("domains %+v", ds)
	}
	if len(g.Zone(0, ZoneDeck)) != 9 {
		t.Fatal("the deck did not lose its top card")
	}
	if g.View(1).Players[0].Domains[3].Card >= 0 && g.visible(ds[3].Card, 1) {
		t.Fatal("the opponent sees the added domain's card")
	}
	if !g.visible(ds[3].Card, 0) {
		t.Fatal("the owner does not see his added domain's card")
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}

// TestDayNight: it is Day (or Night) only while a Day (Night) card is in
// play, and may be both (Rulebook, Day and Night; FAQ 2.35).
func TestDayNight(t *testing.T) {
	pos := position()
	g := mustPosition(t, pos)
	if g.IsDay() || g.IsNight() {
		t.Fatal("at the start it is neither Day nor Night")
	}
	day := support("Sunny Place", carddb.Neutral, 1)
	day.Keywords.Day = true
	night := support("Dark Place", carddb.Neutral, 1)
	night.Keywords.Night = true
	pos.Players[0].InPlay = []CardPosition{inPlayPos(day)}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(night)}
	g = mustPosition(t, pos)
	if !g.IsDay() || !g.IsNight() {
		t.Fatal("with a Day card and a Night card in play it is both")
	}
	id := g.Zone(0, ZonePlay)[0]
	g.leavePlay(id, leaveDestroy)
	if g.IsDay() || !g.IsNight() {
		t.Fatal("the Day card left play: only Night remains")
	}
}

// TestLeavePlayGoesToOwner: a card leaves play to its owner's zone, its
// attachments are destroyed, and its state is cleared (Rulebook, Control and
// Ownership; FAQ 1.13, 2.23).
func TestLeavePlayGoesToOwner(t *testing.T) {
	for _, how := range []EventKind{leaveDestroy, leaveSacrifice, leaveDiscard, leaveReturn} {
		pos := position()
		// Toughness +1: one wound does not destroy it (FAQ 2.37).
		borrowed := inPlayPos(char("Borrowed", carddb.Hastur, 2, 2, "T", "Toughness +1"))
		borrowed.Owner = 1
		borrowed.Exhausted = true
		borrowed.Wounds = 1
		gun := inPlayPos(attachment("Gun", carddb.Neutral, 1, carddb.HostCharacter, carddb.AnyController))
		borrowed.Attached = []CardPosition{gun}
		pos.Players[0].InPlay = []CardPosition{borrowed}
		g := mustPosition(t, pos)
		id := g.FindCards("Borrowed")[0]
		if c := g.Card(id); c.Controller != 0 || c.Owner != 1 {
			t.Fatalf("control %d owner %d", c.Controller, c.Owner)
		}
		g.leavePlay(id, how)
		c := g.Card(id)
		want := ZoneDiscard
		if how == leaveReturn {
			want = ZoneHand
		}
		if c.Zone != want || c.Owner != 1 || c.Controller != 1 || c.Exhausted || c.Wounds != 0 {
			t.Fatalf("%v: card after leaving play: %+v", how, c)
		}
		if gid := g.FindCards("Gun")[0]; g.Card(gid).Zone != ZoneDiscard {
			t.Fatalf("%v: the attachment stayed in %s", how, g.Card(gid).Zone)
		}
		if n := len(g.Zone(1, want)); n != 1 {
			t.Fatalf("%v: owner's %s holds %d cards", how, want, n)
		}
		if g.log[len(g.log)-2].Kind != how && g.log[len(g.log)-1].Kind != how {
			t.Fatalf("%v: not logged as such", how)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
	}
}
