package sotd

import (
	. "cthulhu/engine"
)

// neutral: the neutral cards, SotD 95 to 100.
var neutral = []entry{
	card(98, "Moon-Beast Captain",
		NewConstant("costs 2 less to play while you control more Dreamlands support cards than any opponent",
			CostDelta(-2).On(Self)).
			Working(FromHand).When(moreDreamlandsSupports)),
	// FAQ errata: the Dreamer characters, either player's. No bold
	// trigger: a passive, as each player's turn begins.
	card(99, "Moon-Beast Galley",
		NewPassive("as each player's turn begins, while you control more Dreamlands support cards than any opponent: every Dreamer character is readied").
			On(On(anyTurnBegins, EvTurn)).When(moreDreamlandsSupports).
			Doing(ReadyAll(All(Character, WithSubtype("Dreamer"))))),
}

// moreDreamlandsSupports (Moon-Beast Captain, Moon-Beast Galley) holds
// while the ability's player controls more Dreamlands support cards in
// play than his opponent.
func moreDreamlandsSupports(c *Ctx) bool {
	return dreamlandsSupports(c, c.You()) > dreamlandsSupports(c, c.Opp())
}

// dreamlandsSupports counts the support cards with the Dreamlands
// subtype player p controls.
func dreamlandsSupports(c *Ctx, p int) int {
	n := 0
	for _, id := range c.PlayArea(p) {
		if c.Controller(id) == p && c.Matches(SupportCard, id) && c.HasSubtype(id, "Dreamlands") {
			n++
		}
	}
	return n
}

// anyTurnBegins matches the beginning of any player's turn.
func anyTurnBegins(c *Ctx, e *Event) bool { return true }
