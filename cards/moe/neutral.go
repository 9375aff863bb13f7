package moe

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, MoE 30 to 32.
var neutral = []entry{
	// A conspiracy with no effect for its winner: its constant is for the
	// player who played it, its owner (docs/rulings.md).
	card(30, "The Painted Corpse",
		NewConstant("your characters committed to it gain an arcane icon",
			GainIcon(carddb.Arcane, 1).On(All(Character, Yours, CommittedToSelf)))),
	card(31, "Tattoo Parlor",
		NewConstant("your Cultist characters gain an arcane icon",
			GainIcon(carddb.Arcane, 1).On(All(Character, Yours, WithSubtype("Cultist"))))),
	// No "choose": the character is designated as the Action starts,
	// before the costs, no target (FAQ 1.9); its host may be it. The host
	// is exhausted first, then the Crowbar leaves for the hand.
	card(32, "Crowbar",
		NewAction("exhaust its host, return it to your hand: wound a character of skill 1 or lower").
			Choosing(Designate("a character of skill 1 or lower", All(Character, SkillAtMost(1))).ToWound()).
			Costing(ExhaustOne(HostOfSelf), ReturnOne(Self)).
			Doing(WoundTarget(0))),
}
