package twc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TWC 118 to 120.
var yog = []entry{
	card(118, "Flesh Ward",
		NewConstant("its host gains Toughness +2", ToughnessPlus(2).On(HostOfSelf))),
	// The story is the target; "then": the wound of one of the player's
	// characters committed there is the price of the token, which is
	// placed only if the wound is dealt.
	card(119, "A Gift of Knowledge",
		NewAction("a story where you have 2 success tokens or fewer, you choose; then wound one of your characters there to place a success token of yours on it").
			Choosing(Choose("a story where you have 2 success tokens or fewer", All(StoryInPlay, ChooserTokensAtMost(2))).Story()).
			Doing(Choosing(PickCard("one of your characters at that story to wound", All(Character, Yours, atTargetStory)).ToWound(), WoundChosen),
				AddSuccess(0, 1).Then())),
	// Overpaid (FAQ 2.14): its player may take it back to his hand instead
	// of the discard pile, whether or not the icons were given.
	card(120, "Fist of Yog-Sothoth",
		NewAction("a character you choose gains a terror, a combat and an arcane icon this phase; overpaid, you may take this card back to your hand").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Terror, 1), GainIcon(carddb.Combat, 1), GainIcon(carddb.Arcane, 1)),
				If(Overpaid, Choosing(PickValue("where this card goes", handOrDiscard, handOrDiscardLabel), KeepChosen)),
				If(choseHand, ReturnEventToHand()))),
}

// atTargetStory selects the characters committed to the ability's target
// story.
func atTargetStory(c *Ctx, id CardID) bool {
	s := c.Target(0)
	return s != None && c.CommittedTo(id) == s
}

// handOrDiscard (Fist of Yog-Sothoth) are the two places the card may go:
// 1 its player's hand, 0 his discard pile.
func handOrDiscard(c *Ctx) []int { return []int{1, 0} }

func handOrDiscardLabel(c *Ctx, v int) string {
	if v == 1 {
		return "Back to your hand"
	}
	return "To your discard pile"
}

// choseHand holds once its player chose to take the card back.
func choseHand(c *Ctx) bool {
	g := c.Picked(1)
	return len(g) == 1 && ChosenValue(g[0]) == 1
}
