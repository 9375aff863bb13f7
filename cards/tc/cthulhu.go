package tc

import (
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, TC 104 to 106.
var cthulhuCards = []entry{
	// The sacrifice is the cost (FAQ 2.13), of one of the player's own
	// characters; the Serpent is picked from the hand as the event
	// resolves (no "choose").
	card(104, "Disguised Threat",
		NewAction("sacrifice a character that is no Serpent: a Serpent character from your hand comes into play").
			Costing(SacrificeOne(All(Character, Not(WithSubtype("Serpent"))))).
			Doing(Choosing(PickCard("a Serpent character to put into play", All(CharacterCard, PrintedSubtype("Serpent"), CanEnterPlay)).FromHand(),
				PutChosenIntoPlay))),
	// A Disrupt with an "after" trigger: its window opens right after the
	// wound a combat struggle deals, before what follows (FAQ 3.2, 3.5).
	// No target: every character committed to that story takes a wound,
	// one at a time in the order the active player chooses (FAQ 1.7), the
	// wounded one too if still there.
	card(105, "Feeding Frenzy",
		NewDisrupt("after a combat struggle wounds a character: every character committed to that story takes a wound").
			On(WoundDealtByStruggle()).
			Doing(WoundAll(CommittedToStoryOfWoundDealt))),
	// The character is designated as the Action starts (no "choose"): one
	// of its player's that may leave its story. "Then": it readies only
	// once it has left.
	card(106, "The Cave on the Hill",
		NewAction("exhaust it: one of your characters leaves the story it is committed to; then it readies").
			Costing(ExhaustSelf()).
			Choosing(Designate("one of your committed characters", All(Character, Yours, canLeaveStory))).
			Doing(Custom(targetLeavesStoryThenReadies, nil))),
}

// canLeaveStory selects the committed characters an effect may take from
// their stories now.
func canLeaveStory(c *Ctx, id CardID) bool { return c.CanUncommit(id) }

// targetLeavesStoryThenReadies (The Cave on the Hill) removes the
// designated character from its story, then readies it: not when it could
// not leave ("then", FAQ 1.3). Once it has left, it is no longer a
// committed character the designation would select, so both are done
// here.
func targetLeavesStoryThenReadies(c *Ctx) {
	ids := c.LegalTargets(0)
	if len(ids) == 0 || !c.Uncommit(ids[0]) {
		c.Fail()
		return
	}
	c.Ready(ids[0])
}
