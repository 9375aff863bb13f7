package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, Core F41-F60.
var cthulhuCards = []entry{
	card(41, "Cthulhu",
		NewForced("after a player draws in his draw phase, he must sacrifice a character").
			On(On(DrawPhaseDraw, EvDraw)).
			// No "choose": the drawing player's pick, not a target (FAQ 1.9).
			Choosing(Designate("a character to sacrifice", All(Character, ControlledBy(EventPlayer))).By(EventPlayer)).
			Doing(SacrificeTarget(0),
				// The sacrifice is a must: if the chosen character escaped it,
				// another is chosen, if able (FAQ 2.13).
				IfFailed(Choosing(PickCard("a character to sacrifice", All(Character, ControlledBy(EventPlayer))).By(EventPlayer),
					SacrificeChosen)))),
	card(42, "Dagon",
		NewDisrupt("pay 1, sacrifice a Deep One: cancel an event about to destroy him").
			On(On(EventWouldDestroy(Self), EvAbility)).
			Costing(Pay(1), SacrificeOne(All(Character, WithSubtype("Deep One")))).
			Doing(Cancel())),
	card(45, "Shadow-spawned Hunting Horror",
		NewConstant("while committed: every committed character has one investigation icon fewer",
			GainIcon(carddb.Investigation, -1).On(All(Character, CommittedCard))).
			When(SelfCommitted)),
	card(46, "Ravager from the Deep",
		NewForced("on committing: every other character at its story takes a wound").
			On(Commits(Self)).
			Doing(WoundAll(All(Character, Other, AtSameStory)))),
	card(48, "Adult Deep One",
		NewDisrupt("pay 2: cancel an effect targeting it").
			On(AbilityTargetingIt(Self)).
			Costing(Pay(2)).
			Doing(Cancel())),
	card(49, "Ocean Crawlers",
		NewConstant("one more skill per Attachment in play",
			Skill(1).Times(CountInPlay(AttachmentCard)).On(Self))),
	card(50, "Lord of the Silver Twilight",
		NewConstant("Cthulhu costs 1 less to play (never below 1)",
			CostDeltaMin1(-1).On(All(TitleIs("Cthulhu"), BeingPlayedFromHand)))),
	card(51, "Mature Deep One",
		NewAction("pay 3: an Attachment is destroyed").
			Costing(Pay(3)).
			Choosing(Choose("an Attachment card", AttachmentCard)).
			Doing(DestroyTarget(0))),
	card(54, "Sword of Y'ha-tallo",
		NewConstant("the attached character gains a terror and a combat icon",
			GainIcon(carddb.Terror, 1).On(HostOfSelf), GainIcon(carddb.Combat, 1).On(HostOfSelf))),
	card(55, "Shadowed Reef",
		NewConstant("every Deep One has an extra terror icon",
			GainIcon(carddb.Terror, 1).On(All(Character, WithSubtype("Deep One"))))),
	card(56, "Deep One Assault",
		NewAction("destroy a character or support whose cost is at most X").
			Choosing(Choose("a character or support costing X or less", All(AnyOf(Character, SupportCard), InPlayCostAtMostX))).
			Doing(DestroyTarget(0))),
	card(57, "Pulled Under",
		NewAction("exhaust your character with 2+ terror icons: destroy an exhausted character that is not an Ancient One").
			Costing(ExhaustOne(All(Character, IconsAtLeast(carddb.Terror, 2)))).
			Choosing(Choose("an exhausted non-Ancient One character", All(Character, ExhaustedCard, Not(WithSubtype("Ancient One"))))).
			Doing(DestroyTarget(0))),
	card(58, "Get it Off!",
		NewAction("an Attachment is destroyed").
			Choosing(Choose("an Attachment card", AttachmentCard)).
			Doing(DestroyTarget(0))),
	card(59, "Sacrificial Offerings",
		NewAction("wound a character an opponent controls; then its controller may wound a character").
			Choosing(Choose("a character an opponent controls", All(Character, Opponents)).ToWound()).
			Doing(WoundTarget(0),
				Choosing(PickCard("a character to wound", Character).ToWound().Optional().By(TargetController(0)).Targeting(), WoundChosen).Then())),
	card(60, "Touched by the Sleeper",
		NewAction("two extra terror icons for a Cthulhu character this phase").
			Choosing(Choose("a Cthulhu character", All(Character, OfFaction(carddb.Cthulhu)))).
			Doing(TargetGains(0, GainIcon(carddb.Terror, 2)))),
}
