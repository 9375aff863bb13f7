package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestDayNightSubtype: a card printed with the Day or Night subtype (the
// collectible game's) makes it Day or Night as the keyword does (Eldritch
// rules, Day and Night), and DayCard and NightCard select it.
func TestDayNightSubtype(t *testing.T) {
	pos := position()
	night := support("Dark Place", carddb.Neutral, 1)
	night.Subtypes = []string{"Night"}
	pos.Players[1].InPlay = []CardPosition{inPlayPos(night)}
	g := mustPosition(t, pos)
	if g.IsDay() || !g.IsNight() {
		t.Fatal("a card of the Night subtype in play makes it Night, not Day")
	}
	id := g.Zone(1, ZonePlay)[0]
	c := g.ctx(id, 1, -1)
	isNight, isDay := NightCard(c, id), DayCard(c, id)
	g.release()
	if !isNight || isDay {
		t.Fatalf("NightCard %v, DayCard %v: want true, false", isNight, isDay)
	}
}

// TestBecomeDomain: a card of a discard pile becomes a new face-down
// domain of the ability's player, with his top card as its resource
// (Ctx.BecomeDomain); the deck loses its top card.
func TestBecomeDomain(t *testing.T) {
	pos := position()
	pos.Players[0].Discard = []*carddb.Card{char("Benefactor", carddb.Cthulhu, 3, 3, "T")}
	g := mustPosition(t, pos)
	id := g.Zone(0, ZoneDiscard)[0]
	deck := len(g.Zone(0, ZoneDeck))
	c := g.ctx(id, 0, -1)
	ok := c.BecomeDomain(id, 1)
	g.release()
	if !ok {
		t.Fatal("no domain added")
	}
	ds := g.Domains(0)
	if len(ds) != 4 || ds[3].Card != id || g.Card(id).Zone != ZoneDomain {
		t.Fatalf("domains %+v", ds)
	}
	if len(g.Zone(0, ZoneDeck)) != deck-1 || len(g.Zone(0, ZoneDiscard)) != 0 {
		t.Fatal("the deck did not lose its top card, or the pile kept the card")
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
}
