package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, Core F61-F80.
var syndicate = []entry{
	card(61, "Before a triggered ability resolves, he may return to his owner's hand.",
		NewDisrupt("before a triggered ability resolves, return him to his owner's hand").
			On(On(TriggeredAbilityOfCardInPlay, EvAbility)).
			Doing(ReturnSelfToHand())),
	card(63, "Pay 2: this phase he gains a character's keywords and triggered abilities; then that character's printed text box is blank this phase.",
		NewAction("pay 2: this phase he takes a character's keywords and triggered abilities; then that character's printed text box is blank this phase").
			Costing(Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(SelfGainsTargetsKeywordsAndAbilities(0), TargetGains(0, Blank()).Then())),
	card(65, "Exhaust: a character gets -1 skill this phase.",
		NewAction("exhaust: a character gets -1 skill until the end of the phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(-1)))),
	card(66, "Pay 1: a character gets -2 skill this phase.",
		NewAction("pay 1: -2 skill to a character this phase").
			Costing(Pay(1)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(-2)))),
	card(68, "When it enters play, a ready character is exhausted, if able.",
		NewForced("on entering play: a ready character is exhausted").
			On(EntersPlay(Self)).
			Choosing(Choose("a ready character", All(Character, ReadyCard))).
			Doing(ExhaustTarget(0))),
	card(69, "When it enters play, you may exhaust a character whose printed cost is at most your number of domains.",
		NewResponse("on entering play: exhaust a character whose printed cost is at most your domain count").
			On(EntersPlay(Self)).
			Choosing(Choose("a character with printed cost at most your number of domains", All(Character, PrintedCostAtMostCount(DomainsYouControl)))).
			Doing(ExhaustTarget(0))),
	card(70, "Sacrifice him: discard exactly two success tokens from a story holding four or fewer.",
		NewAction("sacrifice: remove exactly two success tokens from a story holding at most four").
			Costing(SacrificeSelf()).
			Choosing(Choose("a story with 2 to 4 success tokens", StoryTokensBetween(2, 4)).Story()).
			Doing(DiscardSuccessTokens(0, 2))),
	card(71, "When you play him from your hand overpaying, you may exhaust a character that is not an Ancient One.",
		NewResponse("when played from hand overpaid: exhaust a character that is not an Ancient One").
			On(PlayedOverpaid(Self)).
			Choosing(Choose("a non-Ancient One character", All(Character, Not(WithSubtype("Ancient One"))))).
			Doing(ExhaustTarget(0))),
	card(72, "Pay 1: ready him.",
		NewAction("pay 1: ready it").
			Costing(Pay(1)).
			Doing(ReadySelf())),
	card(73, "Your characters gain Toughness +1.",
		NewConstant("your characters have Toughness +1", ToughnessPlus(1).On(All(Character, Yours)))),
	card(74, "When you overpay for a triggered ability, you may ready a character.",
		NewResponse("on overpaying for a triggered ability: ready a character").
			On(On(OverpaidTriggeredAbility, EvAbility)).
			Choosing(Choose("a character", Character)).
			Doing(ReadyTarget(0))),
	card(75, "The attached character gains one icon of each kind.",
		NewConstant("the attached character gains a terror, a combat, an arcane and an investigation icon",
			GainIcon(carddb.Terror, 1).On(HostOfSelf), GainIcon(carddb.Combat, 1).On(HostOfSelf),
			GainIcon(carddb.Arcane, 1).On(HostOfSelf), GainIcon(carddb.Investigation, 1).On(HostOfSelf))),
	card(76, "A character's printed skill counts as 0 this phase.",
		NewAction("a character's printed skill counts as 0 this phase").
			Choosing(Choose("a character", Character)).
			Doing(TargetPrintedSkillTo(0, 0))),
	card(77, "Exhaust every character whose skill is below X.",
		NewAction("every character with skill under X is exhausted").
			Doing(ExhaustAll(All(Character, SkillBelowX)))),
	card(78, "Ready a character; if overpaid, it also gets +3 skill this phase.",
		NewAction("ready a character (+3 skill this phase if overpaid)").
			Choosing(Choose("a character", Character)).
			Doing(ReadyTarget(0), If(Overpaid, TargetGains(0, Skill(3))))),
	card(79, "A ready character is exhausted; an exhausted one goes insane.",
		NewAction("exhaust a ready character, or drive an exhausted one insane").
			Choosing(Choose("a character", Character)).
			Doing(ExhaustOrDriveInsaneTarget(0))),
	card(80, "Ready an exhausted character; then you may drain a domain to take this card back to your hand.",
		NewAction("ready an exhausted character; then you may drain a domain to take this card back into your hand").
			Choosing(Choose("an exhausted character", All(Character, ExhaustedCard))).
			Doing(ReadyTarget(0),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
}
