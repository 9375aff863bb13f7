package pt

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, PT 31 and 32.
var shub = []entry{
	// The character chosen, either player's, of skill lower than its
	// own, must commit to its story this phase, if able: one of the
	// opponent's, who commits after the active player, when it is his;
	// one already committed, or whose player has committed already, is
	// not able to (docs/rulings.md).
	card(31, "Predator of the Night",
		NewResponse("after it commits to a story: a character you choose of lower skill must commit to the same story, if able").
			On(Commits(Self)).
			Choosing(Choose("a character of lower skill than it", SkillBelowSelf)).
			Doing(Custom(mustCommitToSelfStory, nil))),
	// Shuffled into its owner's deck as the cost; the lower cost waits
	// for the next Shub-Niggurath character its player plays from his
	// hand this phase.
	card(32, "One of the Thousand",
		NewAction("shuffle it into your deck: the next Shub-Niggurath character you play this phase costs 1 less, to a minimum of 1").
			Costing(ShuffleSelfIntoDeck()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.ShubNiggurath)))))),
}

// mustCommitToSelfStory (Predator of the Night) makes the target commit to
// the story the ability's card is committed to this phase, if able.
func mustCommitToSelfStory(c *Ctx) {
	s := c.CommittedTo(c.Src())
	t := c.Picked(0)
	if s == None || len(t) == 0 || !c.MustCommitTo(t[0], s) {
		c.Fail()
	}
}
