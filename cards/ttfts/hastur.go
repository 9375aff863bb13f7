package ttfts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, TTftS 89 and 90.
var hastur = []entry{
	card(89, "Shadow Company",
		NewConstant("skill equals the count of Hastur characters you control",
			SkillX(1).Times(CountInPlay(All(Character, Yours, OfFaction(carddb.Hastur)))).On(Self)),
		NewResponse("after you succeed at a story where it is your one committed character: an opponent's character with less skill than it you choose goes back to its owner's hand").
			On(On(succeededAlone, EvSuccess)).
			Choosing(Choose("an opponent's character with less skill", All(Character, Opponents, SkillBelowSelf))).
			Doing(ReturnTargetToHand(0))),
	// A passive replacement (FAQ 1.8), for every character, either
	// player's, whatever drives it insane.
	card(90, "Vaporous Isle",
		Ability{Kind: Replacement, Text: "while it is ready: a character about to go insane goes back to its owner's hand instead"}.
			On(GoesInsane(Character)).When(selfReady).
			Doing(Custom(returnInsteadOfInsane, insaneCardInPlay)),
		NewForced("after an opponent succeeds at a story: it is exhausted").
			On(On(opponentSucceeded, EvSuccess)).
			Doing(Custom(exhaustSelf, selfReady))),
}

// succeededAlone (Shadow Company) matches its player succeeding at the
// story its card is committed to, no other character of his committed
// there.
func succeededAlone(c *Ctx, e *Event) bool {
	if !youSucceededAtSelfStory(c, e) {
		return false
	}
	for _, id := range c.PlayArea(c.You()) {
		if id != c.Src() && c.CommittedTo(id) == e.Card {
			return false
		}
	}
	return true
}

// selfReady holds while the ability's card is in play and not exhausted.
func selfReady(c *Ctx) bool { return c.InPlay(c.Src()) && !c.Exhausted(c.Src()) }

// insaneCardInPlay holds while the character about to go insane is in
// play, to be returned.
func insaneCardInPlay(c *Ctx) bool {
	e := c.Event()
	return e != nil && e.Card != None && c.InPlay(e.Card)
}

// returnInsteadOfInsane (Vaporous Isle) returns the character that was
// about to go insane to its owner's hand.
func returnInsteadOfInsane(c *Ctx) {
	if !insaneCardInPlay(c) {
		c.Fail()
		return
	}
	c.ReturnToHand(c.Event().Card)
}

// exhaustSelf exhausts the ability's own card.
func exhaustSelf(c *Ctx) { c.Exhaust(c.Src()) }
