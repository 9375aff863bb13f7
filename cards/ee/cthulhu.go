package ee

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

var cthulhuCards = []entry{
	titled("Cairo Chapterhouse",
		NewAction("exhaust it: your next Cthulhu card this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Cthulhu)))))),
	titled("Chakota",
		NewForced("after a character of printed cost 5 or more enters play: it is sacrificed").
			On(EntersPlay(All(Character, PrintedCostAtLeast(5)))).
			Doing(SacrificeItself())),
	titled("Chamber of Rebirth",
		NewConstant("every Cthulhu character has one more terror icon",
			GainIcon(carddb.Terror, 1).On(All(Character, OfFaction(carddb.Cthulhu))))),
	titled("Dream Summoning",
		NewAction("this phase your Cthulhu cards cost 1 less, to a minimum of 1; then, by draining one of your domains, you may take this card back to your hand").
			Doing(UntilEndOfPhase(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Cthulhu)))),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	titled("Innsmouth Shoggoth",
		NewConstant("Heroic characters have one less skill", Skill(-1).On(All(Character, WithKeyword(Heroic))))),
	titled("Legacy of Alhazred",
		NewAction("a character gains two terror icons this phase; then, by draining one of your domains, you may take this card back to your hand").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Terror, 2)),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	titled("Lord of the Silver Twilight",
		NewConstant("your Cthulhu costs 1 less to play, never below 1",
			CostDeltaMin1(-1).On(All(TitleIs("Cthulhu"), InYourHand)))),
	titled("Silver Twilight Emissary",
		NewAction("exhaust him: your next Cthulhu character this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.Cthulhu)))))),
	titled("Sky Torn Asunder",
		NewAction("in your story phase: every character that is not an Ancient One is destroyed").
			When(yourStoryPhase).
			Doing(DestroyAll(All(Character, notAncientOne)))),
	titled("Spawn of Sebek",
		NewAction("pay 3: wound a character at its story").
			Costing(Pay(3)).
			Choosing(Choose("a character committed to its story", All(Character, AtSameStory)).ToWound()).
			Doing(WoundTarget(0))),
	titled("Speaker for the Black Pharaoh",
		NewConstant("five more skill while an Avatar of Nyarlathotep is in play", Skill(5).On(Self)).
			When(avatarInPlay)),
	titled("St. Toad's Church",
		NewConstant("in your turns, opponents pay 4 more to play cards", CostDelta(4).On(InOpponentsHand)).
			When(YourTurn)),
	titled("Sword of Y'ha-Talla",
		NewConstant("its host gains a terror and a combat icon",
			GainIcon(carddb.Terror, 1).On(HostOfSelf), GainIcon(carddb.Combat, 1).On(HostOfSelf))),
	titled("Underground River",
		NewAction("exhaust it, pay 2: a character gets three more skill and two combat icons this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(3), GainIcon(carddb.Combat, 2)))),
}

// yourStoryPhase holds in the ability's player's story phase.
func yourStoryPhase(c *Ctx) bool { return YourTurn(c) && DuringPhase(PhaseStory)(c) }
