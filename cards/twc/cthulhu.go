package twc

import . "cthulhu/engine"

// cthulhuCards: Cthulhu, TWC 103 and 104.
var cthulhuCards = []entry{
	// Steadfast is printed.
	card(103, "Somnambulant Dreamer",
		NewAction("drive him insane: wound an exhausted character of skill 2 or less you choose").
			Costing(InsaneSelf()).
			Choosing(Choose("an exhausted character of skill 2 or less", All(Character, ExhaustedCard, SkillAtMost(2))).ToWound()).
			Doing(WoundTarget(0))),
	// Every character in play as it resolves, either player's (a group
	// effect fixes its group as it resolves: docs/rulings.md): each must
	// commit, if able, whenever its controller commits characters this
	// turn.
	card(104, "Misguided Dreams",
		NewConstant("costs 2 less to play while it is Night", CostDelta(-2).On(Self)).When(IsNight).Working(FromHand),
		NewAction("this turn every character must commit to a story, if able").
			Doing(Custom(everyCharacterMustCommit, nil))),
}

// everyCharacterMustCommit (Misguided Dreams): every character in play
// must commit to a story this turn, if able.
func everyCharacterMustCommit(c *Ctx) {
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.IsCharacter(id) {
				c.GainsForTurn(id, MustCommit())
			}
		}
	}
}
