package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, Core F61-F80.
var syndicate = []entry{
	card(61, "Jack \"Brass\" Brady",
		NewDisrupt("before a triggered ability resolves, return him to his owner's hand").
			On(On(TriggeredAbilityOfCardInPlay, EvAbility)).
			Doing(ReturnSelfToHand())),
	card(63, "Richard Upton Pickman",
		NewAction("pay 2: this phase he takes a character's keywords and triggered abilities; then that character's printed text box is blank this phase").
			Costing(Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(SelfGainsTargetsKeywordsAndAbilities(0), TargetGains(0, Blank()).Then())),
	card(65, "Clover Club Bouncer",
		NewAction("exhaust: a character gets -1 skill until the end of the phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(-1)))),
	card(66, "Clover Club Torch Singer",
		NewAction("pay 1: -2 skill to a character this phase").
			Costing(Pay(1)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(-2)))),
	card(68, "Syndicate Liaison",
		NewForced("on entering play: a ready character is exhausted").
			On(EntersPlay(Self)).
			Choosing(Choose("a ready character", All(Character, ReadyCard))).
			Doing(ExhaustTarget(0))),
	card(69, "Hard Case",
		NewResponse("on entering play: exhaust a character whose printed cost is at most your domain count").
			On(EntersPlay(Self)).
			Choosing(Choose("a character with printed cost at most your number of domains", All(Character, PrintedCostAtMostCount(DomainsYouControl)))).
			Doing(ExhaustTarget(0))),
	card(70, "Patsy",
		NewAction("sacrifice: remove exactly two success tokens from a story holding at most four").
			Costing(SacrificeSelf()).
			Choosing(Designate("a story with 2 to 4 success tokens", StoryTokensBetween(2, 4)).Story()).
			Doing(DiscardSuccessTokens(0, 2))),
	card(71, "Extortionist",
		NewResponse("when played from hand overpaid: exhaust a character that is not an Ancient One").
			On(PlayedOverpaid(Self)).
			Choosing(Choose("a non-Ancient One character", All(Character, Not(WithSubtype("Ancient One"))))).
			Doing(ExhaustTarget(0))),
	card(72, "Freelance Photographer",
		NewAction("pay 1: ready it").
			Costing(Pay(1)).
			Doing(ReadySelf())),
	card(73, "Dutch Courage",
		NewConstant("your characters have Toughness +1", ToughnessPlus(1).On(All(Character, Yours)))),
	card(74, "Cathouse",
		NewResponse("on overpaying for a triggered ability: ready a character").
			On(On(OverpaidTriggeredAbility, EvAbility)).
			Choosing(Choose("a character", Character)).
			Doing(ReadyTarget(0))),
	card(75, "Alhazred Lamp",
		NewConstant("the attached character gains a terror, a combat, an arcane and an investigation icon",
			GainIcon(carddb.Terror, 1).On(HostOfSelf), GainIcon(carddb.Combat, 1).On(HostOfSelf),
			GainIcon(carddb.Arcane, 1).On(HostOfSelf), GainIcon(carddb.Investigation, 1).On(HostOfSelf))),
	card(76, "Like A Moth",
		NewAction("a character's printed skill counts as 0 this phase").
			Choosing(Choose("a character", Character)).
			Doing(printedSkillZero)),
	card(77, "Panic",
		NewAction("every character with skill under X is exhausted").
			Doing(ExhaustAll(All(Character, SkillBelowX)))),
	card(78, "Get on Yer Feet!",
		NewAction("ready a character (+3 skill this phase if overpaid)").
			Choosing(Choose("a character", Character)).
			Doing(ReadyTarget(0), If(Overpaid, TargetGains(0, Skill(3))))),
	card(79, "Low Blow",
		NewAction("exhaust a ready character, or drive an exhausted one insane").
			Choosing(Choose("a character", Character)).
			Doing(exhaustOrDriveInsane)),
	card(80, "Legacy of Ramses",
		NewAction("ready an exhausted character; then, by draining one of your domains, you may take this card back to your hand").
			Choosing(Choose("an exhausted character", All(Character, ExhaustedCard))).
			Doing(ReadyTarget(0),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
}

// printedSkillZero (Like A Moth): the target character's printed skill
// counts as 0 until the end of the phase; its other modifiers still apply
// (FAQ 1.5, 2.26). An insane character cannot be modified (FAQ 2.34).
var printedSkillZero = Custom(func(c *Ctx) {
	ids := c.LegalTargets(0)
	if len(ids) == 0 {
		c.Fail()
	}
	for _, id := range ids {
		if c.IsCharacter(id) {
			c.GainsForPhase(id, PrintedSkillIs(0))
		}
	}
}, nil)

// exhaustOrDriveInsane (Low Blow): the target character is exhausted if it
// is ready, or driven insane, if able, if it is exhausted. Its state as
// the effect resolves decides which; only one happens.
var exhaustOrDriveInsane = Custom(func(c *Ctx) {
	ids := c.LegalTargets(0)
	switch {
	case len(ids) == 0 || c.Insane(ids[0]):
		c.Fail()
	case !c.Exhausted(ids[0]):
		c.Exhaust(ids[0])
	case !c.CanGoInsane(ids[0]):
		c.Fail()
	default:
		c.DriveInsane(ids[0])
	}
}, nil)
