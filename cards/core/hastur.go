package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, Core F81-F100.
var hastur = []entry{
	card(81, "Hastur",
		NewAction("pay 3: drive a character of your choice mad").
			Costing(Pay(3)).
			Choosing(Choose("a character to go insane", Character).ToInsane()).
			Doing(InsaneTarget(0))),
	card(82, "Victoria Glasser",
		NewForced("on entering play: a character of your choice goes mad").
			On(EntersPlay(Self)).
			Choosing(Choose("a character to go insane", Character).ToInsane()).
			Doing(InsaneTarget(0))),
	card(83, "Yellow Muse",
		NewConstant("the other characters at her story have no Fast while she is there",
			Lose(Fast).On(All(Other, AtSameStory))).
			When(SelfCommitted)),
	card(84, "Demon Lover",
		NewAction("exhaust him: -2 skill to a character of your choice for this phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(-2)))),
	card(85, "Thing from the Stars",
		NewConstant("1 cheaper, never below 1, per non-Hastur resource type in the domain that pays",
			CostDeltaMin1(-1).Times(ResourceTypesOfPayingDomainBut(carddb.Hastur)).On(Self)).
			Working(FromHand),
		NewAction("exhaust: kill an insane character of your choice").
			Costing(ExhaustSelf()).
			Choosing(Choose("an insane character", All(Character, InsaneCard))).
			Doing(DestroyTarget(0))),
	card(86, "Messenger from Beyond",
		NewAction("exhaust: one terror icon fewer for a character of your choice, this phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Terror, -1)))),
	card(87, "Performance Artist",
		NewDisrupt("sacrifice him: stop an ability of a character or support card about to resolve").
			On(On(AbilityOfCardType(carddb.Character, carddb.Support), EvAbility)).
			Costing(SacrificeSelf()).
			Doing(Cancel())),
	card(89, "Predatory Byakhee",
		NewAction("sacrifice him: mill 3 cards from an opponent's deck").
			Costing(SacrificeSelf()).
			Doing(DiscardTopOfDeck(Opponent, 3))),
	card(90, "Bearer of the Yellow Sign",
		NewResponse("played from hand and overpaid: drive a character of your choice mad").
			On(PlayedOverpaid(Self)).
			Choosing(Choose("a character to go insane", Character).ToInsane()).
			Doing(InsaneTarget(0))),
	card(91, "Ghost",
		NewConstant("Invulnerable whenever committed", Gain(Invulnerability).On(Self)).
			When(SelfCommitted)),
	card(93, "Victoria's Loft",
		NewConstant("no insane character may be restored in a refresh phase",
			CannotBeRestored().On(InsaneCard)).
			When(DuringPhase(PhaseRefresh))),
	card(94, "Sedated",
		NewConstant("its host can never be restored", CannotBeRestored().On(HostOfSelf))),
	card(95, "Byakhee Attack",
		NewAction("in your operations phase: every opponent discards two cards of his choice from hand (all he has, if fewer)").
			When(YourOperations).
			Doing(Choosing(PickCard("2 cards to discard", nil).FromHand().Count(2).By(Opponent).Targeting(), DiscardChosen))),
	card(96, "Agoraphobia",
		NewAction("send a character lacking terror icons back to its owner's hand").
			Choosing(Choose("a character without terror icons", All(Character, WithoutIcon(carddb.Terror)))).
			Doing(ReturnTargetToHand(0))),
	card(97, "Scotophobia",
		NewAction("opposing characters drop their printed terror icons for this phase").
			Doing(EachLosesPrintedIcons(Opponents, carddb.Terror))),
	card(98, "Despair",
		NewResponse("after winning a struggle by 2+ icons: send a character with no Attachment on it back to its owner's hand").
			On(WonStruggle(2)).
			Choosing(Choose("a character without Attachment cards", All(Character, WithoutAttachments))).
			Doing(ReturnTargetToHand(0))),
	card(99, "Blind Submission",
		NewAction("steal a character of skill 2 or less for this phase").
			Choosing(Choose("a character with skill 2 or lower", All(Character, SkillAtMost(2)))).
			Doing(TakeControlOfTargetUntilEndOfPhase(0))),
	card(100, "Power Drain",
		NewDisrupt("stop an Action or a Response about to resolve").
			On(AbilityAboutToResolve(Action, Response)).
			Doing(Cancel())),
}
