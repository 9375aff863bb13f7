package sotd

import (
	. "cthulhu/engine"
)

// neutral: the neutral cards, SotD 95 to 100.
var neutral = []entry{
	// "Or": its player picks as it resolves; with no other character of
	// his that can be wounded, only the sacrifice is left (FAQ, Basilisk
	// ruling). Each character takes a wound, then each a second one, the
	// active player (its own) ordering each round (FAQ 1.7).
	card(96, "Basilisk",
		NewForced("at the end of your turn: two wounds to each of your other characters, or it is sacrificed").
			On(On(yourTurnEnds, EvTurnEnd)).
			Doing(Choosing(PickValue("wound your other characters twice each, or sacrifice Basilisk", basiliskModes, basiliskLabel),
				basiliskResolve))),
	// "Choose up to 2": one or two targets. "The next refresh phase" is
	// the next one of either player, the opponent's after its player's
	// story phase: his characters chosen stay exhausted through it; its
	// player's own would not be readied in it anyway (docs/rulings.md).
	card(100, "The Sleep of the Dead",
		NewAction("only at the end of your story phase: up to 2 characters you choose are not readied in the next refresh phase").
			When(YourStoryPhaseEnd).
			Choosing(Choose("up to 2 characters", Character).UpTo(2)).
			Doing(TargetSkipsNextRefresh(0))),
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

// yourTurnEnds (Basilisk) matches the end of its player's turn.
func yourTurnEnds(c *Ctx, e *Event) bool { return int(e.Player) == c.You() }

// Basilisk's two modes.
const (
	basiliskWound = iota
	basiliskSacrifice
)

// basiliskVictims are the other characters its player controls that can
// be wounded.
func basiliskVictims(c *Ctx) []CardID {
	var out []CardID
	for _, id := range c.PlayArea(c.You()) {
		if id != c.Src() && c.Controller(id) == c.You() && c.IsCharacter(id) && c.CanBeWounded(id) {
			out = append(out, id)
		}
	}
	return out
}

// basiliskModes (Basilisk): the wounds while some other character of its
// player's can be wounded, and the sacrifice while it is in play.
func basiliskModes(c *Ctx) []int {
	var out []int
	if len(basiliskVictims(c)) > 0 {
		out = append(out, basiliskWound)
	}
	if c.Zone(c.Src()) == ZonePlay {
		out = append(out, basiliskSacrifice)
	}
	return out
}

// basiliskLabel names Basilisk's modes.
func basiliskLabel(c *Ctx, v int) string {
	if v == basiliskWound {
		return "Two wounds each to your other characters"
	}
	return "Sacrifice Basilisk"
}

// basiliskResolve (Basilisk) does the mode picked.
func basiliskResolve(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	switch ChosenValue(chosen[0]) {
	case basiliskWound:
		ids := basiliskVictims(c)
		c.Wound(ids...)
		c.Wound(ids...)
	case basiliskSacrifice:
		c.Sacrifice(c.Src())
	}
}
