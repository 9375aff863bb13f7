package aoa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

const combat = carddb.Combat

// syndicate: The Syndicate, AoA 76 and 77.
var syndicate = []entry{
	// Willpower and Toughness +1 are printed. The Criminal exhausted is
	// the cost, one of the player's own (FAQ 2.13), Johnny himself if he
	// likes; X is its skill as the effect resolves (0 once it has left
	// play). No "choose": the character is picked as it resolves.
	card(76, "Johnny Valone",
		NewAction("exhaust a Criminal character of yours: exhaust a character whose skill is at most the Criminal's").
			Costing(ExhaustOne(All(Character, WithSubtype("Criminal")))).
			Doing(Choosing(PickCard("a ready character of skill X or lower", All(Character, ReadyCard, Not(InsaneCard), skillAtMostCostCard)),
				exhaustChosen))),
	// "Each turn": a character played in any turn counts; one played
	// before the Dame entered play that turn was the first all the same
	// (docs/rulings.md). To a minimum of 1 (FAQ 2.16).
	card(77, "Johnny V's Dame",
		NewConstant("the first Criminal character you play each turn costs 1 less, to a minimum of 1",
			CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, PrintedSubtype("Criminal")))).
			When(noCriminalPlayedThisTurn)),
}

// skillAtMostCostCard (Johnny Valone) selects characters whose skill is at
// most that of the character exhausted to pay, as it is now.
func skillAtMostCostCard(c *Ctx, id CardID) bool {
	x := 0
	if k := c.CostCard(); k != None && c.IsCharacter(k) {
		x = max(c.Skill(k), 0)
	}
	return c.Skill(id) <= x
}

// exhaustChosen exhausts the cards picked.
func exhaustChosen(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
	}
	for _, id := range chosen {
		c.Exhaust(id)
	}
}

// noCriminalPlayedThisTurn (Johnny V's Dame): its player has played no
// Criminal character this turn.
func noCriminalPlayedThisTurn(c *Ctx) bool {
	return !c.PlayedThisTurn(c.You(), criminalCharacterCard)
}

// criminalCharacterCard selects character cards printed as Criminals.
func criminalCharacterCard(c *Ctx, id CardID) bool {
	return c.Card(id).Type == carddb.Character && c.Card(id).HasSubtype("Criminal")
}
