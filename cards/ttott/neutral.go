package ttott

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, TTotT 75 to 80.
var neutral = []entry{
	card(76, "Clever Zoog",
		NewConstant("your other characters committed to its story gain an arcane icon",
			GainIcon(carddb.Arcane, 1).On(All(Character, Yours, Other, AtSameStory)))),
	card(78, "Total Eclipse",
		NewAction("in your story phase, before commitments: an extra arcane struggle at every story this phase").
			When(YourStoryBeforeCommitments).
			Doing(UntilEndOfPhase(StoryStruggles(carddb.Arcane, 1).On(StoryInPlay)))),
	// The winner chooses whether to execute it at all (Rulebook, Winning
	// a Story Card): the "may". The insane are restored first, so that
	// they are readied too.
	conspiracy(80, "Fountain of Youth",
		"Every insane character in play is restored, then every character in play is readied.",
		restoreAll, ReadyAll(Character)),
}

// restoreAll (Fountain of Youth) restores every insane character in
// play that may be restored, the active player's first.
var restoreAll = Custom(func(c *Ctx) {
	for _, p := range []int{c.Active(), 1 - c.Active()} {
		for _, id := range c.PlayArea(p) {
			if c.IsCharacter(id) && c.Insane(id) {
				c.Restore(id)
			}
		}
	}
}, nil)
