package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, Core F81-F100.
var hastur = []entry{
	card(81, "Pay 3 to drive a character of your choice mad.",
		NewAction("pay 3: drive a character of your choice mad").
			Costing(Pay(3)).
			Choosing(Choose("a character to go insane", Character).ToInsane()).
			Doing(InsaneTarget(0))),
	card(82, "On entering play, by any means, she drives a character mad.",
		NewForced("on entering play: a character of your choice goes mad").
			On(EntersPlay(Self)).
			Choosing(Choose("a character to go insane", Character).ToInsane()).
			Doing(InsaneTarget(0))),
	card(83, "Other characters at her story have no Fast while she is there.",
		NewConstant("the other characters at her story have no Fast while she is there",
			Lose(Fast).On(All(Other, AtSameStory))).
			When(SelfCommitted)),
	card(84, "Exhaust him: -2 skill to a character for this phase.",
		NewAction("exhaust him: -2 skill to a character of your choice for this phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(-2)))),
	card(85, "Cheaper by 1 (never below 1) per non-Hastur resource type in the paying domain. Exhaust: kill an insane character.",
		NewConstant("1 cheaper, never below 1, per non-Hastur resource type in the domain that pays",
			CostDeltaMin1(-1).Times(ResourceTypesOfPayingDomainBut(carddb.Hastur)).On(Self)).
			Working(FromHand),
		NewAction("exhaust: kill an insane character of your choice").
			Costing(ExhaustSelf()).
			Choosing(Choose("an insane character", All(Character, InsaneCard))).
			Doing(DestroyTarget(0))),
	card(86, "Exhaust: a character has one terror icon fewer for this phase.",
		NewAction("exhaust: one terror icon fewer for a character of your choice, this phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Terror, -1)))),
	card(87, "Sacrifice him to stop an ability of a character or support card.",
		NewDisrupt("sacrifice him: stop an ability of a character or support card about to resolve").
			On(On(AbilityOfCardType(carddb.Character, carddb.Support), EvAbility)).
			Costing(SacrificeSelf()).
			Doing(Cancel())),
	card(89, "Sacrifice him to mill three cards from an opponent's deck.",
		NewAction("sacrifice him: mill 3 cards from an opponent's deck").
			Costing(SacrificeSelf()).
			Doing(DiscardTopOfDeck(Opponent, 3))),
	card(90, "Overpaid when played from hand, he may drive a character mad.",
		NewResponse("played from hand and overpaid: drive a character of your choice mad").
			On(PlayedOverpaid(Self)).
			Choosing(Choose("a character to go insane", Character).ToInsane()).
			Doing(InsaneTarget(0))),
	card(91, "Cannot be wounded whenever it is committed.",
		NewConstant("Invulnerable whenever committed", Gain(Invulnerability).On(Self)).
			When(SelfCommitted)),
	card(93, "Nothing insane comes back in the refresh phase.",
		NewConstant("no insane character may be restored in a refresh phase",
			CannotBeRestored().On(InsaneCard)).
			When(DuringPhase(PhaseRefresh))),
	card(94, "Its host stays insane.",
		NewConstant("its host can never be restored", CannotBeRestored().On(HostOfSelf))),
	card(95, "In your operations phase: every opponent throws away two cards of his choice, if he has them.",
		NewAction("every opponent discards two cards of his choice from hand").
			When(YourOperations).
			Doing(Choosing(PickCard("2 cards to discard", nil).FromHand().Count(2).By(Opponent), DiscardChosen))),
	card(96, "Bounce a character lacking terror icons.",
		NewAction("send a character lacking terror icons back to its owner's hand").
			Choosing(Choose("a character without terror icons", All(Character, WithoutIcon(carddb.Terror)))).
			Doing(ReturnTargetToHand(0))),
	card(97, "Opposing characters drop their printed terror icons for the phase.",
		NewAction("opposing characters drop their printed terror icons for this phase").
			Doing(EachLosesPrintedIcons(Opponents, carddb.Terror))),
	card(98, "After a struggle won by 2 or more icons, bounce a character with no attachments.",
		NewResponse("after winning a struggle by 2+ icons: send a character with no Attachment on it back to its owner's hand").
			On(WonStruggle(2)).
			Choosing(Choose("a character without Attachment cards", All(Character, WithoutAttachments))).
			Doing(ReturnTargetToHand(0))),
	card(99, "Steal a character of skill 2 or less for the phase.",
		NewAction("steal a character of skill 2 or less for this phase").
			Choosing(Choose("a character with skill 2 or lower", All(Character, SkillAtMost(2)))).
			Doing(TakeControlOfTargetUntilEndOfPhase(0))),
	card(100, "Stop an Action or a Response as it is about to resolve.",
		NewDisrupt("stop an Action or a Response about to resolve").
			On(AbilityAboutToResolve(Action, Response)).
			Doing(Cancel())),
}
