package tad

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TAD 45 to 47.
var syndicate = []entry{
	card(47, "Vengeful Mob",
		NewResponse("after you lose a combat struggle: wound an opponent's character you choose, if it has fewer combat icons than your uncommitted characters together").
			On(On(lostCombatStruggle, EvStruggle)).
			Choosing(Choose("an opponent's character", All(Character, Opponents)).ToWound()).
			Doing(If(targetOutgunned, WoundTarget(0)))),
}

// lostCombatStruggle (Vengeful Mob) matches a combat struggle the
// opponent won: the ability's player lost it.
func lostCombatStruggle(c *Ctx, e *Event) bool {
	return e.Kind == EvStruggle && int(e.Player) == c.Opp() && carddb.Icon(e.N) == carddb.Combat
}

// targetOutgunned (Vengeful Mob) holds when the chosen character has
// fewer combat icons than the ability's player's characters that are not
// committed to a story have altogether.
func targetOutgunned(c *Ctx) bool {
	ts := c.LegalTargets(0)
	if len(ts) == 0 {
		return false
	}
	total := 0
	for _, id := range c.PlayArea(c.You()) {
		if c.IsCharacter(id) && c.CommittedTo(id) == None {
			total += int(c.Icons(id)[carddb.Combat])
		}
	}
	return int(c.Icons(ts[0])[carddb.Combat]) < total
}
