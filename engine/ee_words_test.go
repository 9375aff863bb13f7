package engine

import (
	"testing"

	"cthulhu/carddb"
)

// TestDayNightSubtype: a card printed with the Day or Night subtype (the
// collectible game's) makes it Day or Night as the keyword does (Eldritch
// rules, Day and Night), and TimeCard selects it.
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
	isNight, isDay := TimeCard(Night)(c, id), TimeCard(Day)(c, id)
	g.release()
	if !isNight || isDay {
		t.Fatalf("TimeCard(Night) %v, TimeCard(Day) %v: want true, false", isNight, isDay)
	}
}
