package moe

import (
	. "cthulhu/engine"
)

// hastur: Hastur, MoE 26 and 27.
var hastur = []entry{
	// No "choose": the card is picked as the effect resolves, no target
	// (FAQ 1.9); with none in the pile the effect does nothing.
	card(26, "Obsessive Playwright",
		NewAction("drive him insane: take a Tome or Artifact support card of your discard pile into your hand").
			Costing(InsaneSelf()).
			Doing(takeTomeOrArtifact)),
	// No "choose": the character is designated as the Action starts, no
	// target (FAQ 1.9), either player's; control returns as the phase ends
	// (FAQ 1.4, 1.13).
	card(27, "Harbinger of Insanity",
		NewAction("sacrifice a Cultist character: take control of a character of printed skill 2 or lower this phase").
			Costing(SacrificeOne(All(Character, WithSubtype("Cultist")))).
			Choosing(Designate("a character of printed skill 2 or lower", All(Character, PrintedSkillAtMost(2)))).
			Doing(TakeControlOfTargetUntilEndOfPhase(0))),
}
