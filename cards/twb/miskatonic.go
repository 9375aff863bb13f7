package twb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TWB 68 to 70.
var miskatonic = []entry{
	card(68, "Field Research Station",
		NewAction("exhaust it, pay 1: a story you choose gains or loses an investigation struggle until the end of the next phase").
			Costing(ExhaustSelf(), Pay(1)).
			Choosing(Choose("a story", nil).Story()).
			Doing(TargetStoryGainsOrLosesStruggle(0, carddb.Investigation, PerNextPhase))),
	// No "choose": the character is picked as it resolves. It goes to
	// its owner's hand, which "your hand" makes his (docs/rulings.md).
	card(69, "Derby Hall",
		NewAction("pay 1, exhaust it: a Student or Faculty character of yours returns to your hand").
			Costing(Pay(1), ExhaustSelf()).
			Doing(Choosing(PickCard("a Student or Faculty character of yours to return to your hand",
				All(Character, Yours, OwnedBy(AbilityController), AnyOf(WithSubtype("Student"), WithSubtype("Faculty")))),
				ReturnChosenToHand))),
	// A search of the top five cards (FAQ 2.11): finding nothing is
	// allowed. An Attachment comes into play only on a host its own
	// requirement allows (FAQ, Museum Curator ruling). The rest, the
	// support too if it stayed, go under the deck in their order.
	card(70, "Museum Curator",
		NewResponse("after it enters play: a support card among your top five cards comes into play, the others go under your deck").
			On(EntersPlay(Self)).
			Doing(keepTop(5, false),
				Choosing(PickCard("a support card among your top five cards to put into play", All(KeptInDeck, supportForPlay)).FromDeck().Optional(),
					putSupport(false)),
				attachSupport(1, false),
				restUnderDeck)),
}
