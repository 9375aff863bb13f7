package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, Core F41-F60.
var cthulhuCards = []entry{
	card(41, "After a player draws in his draw phase, he sacrifices a character, if able.",
		NewForced("after a player draws in his draw phase, he must sacrifice a character").
			On(On(DrawPhaseDraw, EvDraw)).
			Choosing(Choose("a character to sacrifice", All(Character, ControlledBy(EventPlayer))).By(EventPlayer)).
			Doing(SacrificeTarget(0),
				// The sacrifice is a must: if the chosen character escaped it,
				// another is chosen, if able (FAQ 2.13).
				IfFailed(Choosing(PickCard("a character to sacrifice", All(Character, ControlledBy(EventPlayer))).By(EventPlayer),
					SacrificeChosen)))),
	card(42, "Pay 1 and sacrifice a Deep One: cancel an event that would destroy him.",
		NewDisrupt("pay 1, sacrifice a Deep One: cancel an event about to destroy him").
			On(On(EventWouldDestroy(Self), EvAbility)).
			Costing(Pay(1), SacrificeOne(All(Character, WithSubtype("Deep One")))).
			Doing(Cancel())),
	card(45, "While it is committed, every committed character has one investigation icon fewer.",
		NewConstant("while committed: every committed character has one investigation icon fewer",
			GainIcon(carddb.Investigation, -1).On(All(Character, CommittedCard))).
			When(SelfCommitted)),
	card(46, "When it commits to a story, every other character at that story takes a wound.",
		NewForced("on committing: every other character at its story takes a wound").
			On(Commits(Self)).
			Doing(WoundAll(All(Character, Other, AtSameStory)))),
	card(48, "Pay 2: cancel an effect that chose it as a target.",
		NewDisrupt("pay 2: cancel an effect targeting it").
			On(On(AbilityTargeting(Self), EvAbility)).
			Costing(Pay(2)).
			Doing(Cancel())),
	card(49, "One more skill for each Attachment in play.",
		NewConstant("one more skill per Attachment in play",
			Skill(1).Times(CountInPlay(AttachmentCard)).On(Self))),
	card(50, "Cthulhu costs 1 less to play, to a minimum of 1.",
		NewConstant("Cthulhu costs 1 less to play (never below 1)",
			CostDeltaMin1(-1).On(All(TitleIs("Cthulhu"), BeingPlayedFromHand)))),
	card(51, "Pay 3: destroy an Attachment.",
		NewAction("pay 3: an Attachment is destroyed").
			Costing(Pay(3)).
			Choosing(Choose("an Attachment card", AttachmentCard)).
			Doing(DestroyTarget(0))),
	card(54, "The attached character gains a terror and a combat icon.",
		NewConstant("the attached character gains a terror and a combat icon",
			GainIcon(carddb.Terror, 1).On(HostOfSelf), GainIcon(carddb.Combat, 1).On(HostOfSelf))),
	card(55, "Every Deep One character gains a terror icon.",
		NewConstant("every Deep One has an extra terror icon",
			GainIcon(carddb.Terror, 1).On(All(Character, WithSubtype("Deep One"))))),
	card(56, "Destroy a character or support card costing X or less.",
		NewAction("destroy a character or support whose cost is at most X").
			Choosing(Choose("a character or support card with cost X or lower", All(AnyOf(Character, SupportCard), InPlayCostAtMostX))).
			Doing(DestroyTarget(0))),
	card(57, "Exhaust a character of yours with two terror icons or more: destroy an exhausted character that is not an Ancient One.",
		NewAction("exhaust your character with 2+ terror icons: destroy an exhausted character that is not an Ancient One").
			Costing(ExhaustOne(All(Character, IconsAtLeast(carddb.Terror, 2)))).
			Choosing(Choose("an exhausted non-Ancient One character", All(Character, ExhaustedCard, Not(WithSubtype("Ancient One"))))).
			Doing(DestroyTarget(0))),
	card(58, "Destroy an Attachment.",
		NewAction("an Attachment is destroyed").
			Choosing(Choose("an Attachment card", AttachmentCard)).
			Doing(DestroyTarget(0))),
	card(59, "Wound an opponent's character; then its controller may wound a character.",
		NewAction("wound a character an opponent controls; then its controller may wound a character").
			Choosing(Choose("a character an opponent controls", All(Character, Opponents)).ToWound()).
			Doing(WoundTarget(0),
				Choosing(PickCard("a character to wound", Character).ToWound().Optional().By(TargetController(0)), WoundChosen).Then())),
	card(60, "A Cthulhu character gains two terror icons this phase.",
		NewAction("two extra terror icons for a Cthulhu character this phase").
			Choosing(Choose("a Cthulhu character", All(Character, OfFaction(carddb.Cthulhu)))).
			Doing(TargetGains(0, GainIcon(carddb.Terror, 2)))),
}
