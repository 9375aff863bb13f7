package sftsk

import (
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, SftSK 63 and 64.
var miskatonic = []entry{
	// The skill check is the determination of success at a story
	// (Rulebook, Determine Success). His Disrupt answers it at the story
	// he is committed to, whoever is the active player: another skill
	// check follows there, right after the first one (and its tokens).
	card(63, "Randolph Carter",
		NewConstant("Toughness +1 for each Dreamlands support card you control",
			ToughnessPlus(1).Times(CountInPlay(dreamlandsSupportYouControl)).On(Self)),
		NewDisrupt("pay 3, once per phase: another skill check follows the one about to be made at his story").
			On(On(skillCheckAtSelfStory, EvSuccess)).
			Costing(Pay(3)).
			Limited(PerPhase).
			Doing(Custom(func(c *Ctx) {
				if !c.AddSkillCheck() {
					c.Fail()
				}
			}, nil))),
}

// skillCheckAtSelfStory (Randolph Carter) matches a skill check about to
// be made at the story the ability's card is committed to.
func skillCheckAtSelfStory(c *Ctx, e *Event) bool {
	return e.Kind == EvSuccess && e.N < 0 && e.Card != None && c.CommittedTo(c.Src()) == e.Card
}
