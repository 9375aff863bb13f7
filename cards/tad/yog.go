package tad

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TAD 52 and 53.
var yog = []entry{
	card(52, "The Sleepwalker",
		NewResponse("after she commits: an opponent's character with a combat icon you choose may not join her at her story").
			On(Commits(Self)).
			Choosing(Choose("an opponent's character with a combat icon", All(Character, Opponents, IconsAtLeast(carddb.Combat, 1)))).
			Doing(TargetCannotCommitWithSelf(0))),
	// FAQ errata: "every character you control has the Yog-Sothoth
	// faction".
	card(53, "Across Dimensions",
		NewAction("only while all your characters are Yog-Sothoth: this phase every Yog-Sothoth character gains a combat icon per Yog-Sothoth character in play").
			When(allYourCharactersYog).
			Doing(yogGainCombat)),
}

// allYourCharactersYog (Across Dimensions, with its errata: "faction")
// holds while every character its player controls is of the Yog-Sothoth
// faction; an insane character has no faction (FAQ 2.34).
func allYourCharactersYog(c *Ctx) bool {
	for _, id := range c.PlayArea(c.You()) {
		if c.IsCharacter(id) && c.Faction(id) != carddb.YogSothoth {
			return false
		}
	}
	return true
}

// yogCharacters returns the Yog-Sothoth characters in play, both
// players'.
func yogCharacters(c *Ctx) []CardID {
	var ids []CardID
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.IsCharacter(id) && c.Faction(id) == carddb.YogSothoth {
				ids = append(ids, id)
			}
		}
	}
	return ids
}

// yogGainCombat (Across Dimensions): X, the number of Yog-Sothoth
// characters in play, is counted as the event resolves; each of them
// gains X combat icons until the end of the phase.
var yogGainCombat = Custom(func(c *Ctx) {
	ids := yogCharacters(c)
	for _, id := range ids {
		c.GainsForPhase(id, GainIcon(carddb.Combat, len(ids)))
	}
}, func(c *Ctx) bool { return len(yogCharacters(c)) > 0 })
