package ee

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

var cthulhuCards = []entry{
	titled("An Unspoken Agreement",
		NewConstant("the Cthulhu resources of its domain match Syndicate cards too",
			AlsoMatches(carddb.Syndicate).On(ResourceOnHostDomain(carddb.Cthulhu)))),
	titled("Blood in the Water",
		NewAction("sacrifice a character: up to X success tokens are removed from a story, X its skill").
			Costing(SacrificeOneForX(Character, skillOf)).
			Choosing(Designate("a story with success tokens", All(StoryInPlay, Not(NoSuccessTokens))).Story()).
			Doing(DiscardUpToXSuccessTokens(0))),
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
	titled("Collateral Damage",
		NewResponse("after a character or support card is destroyed: each player sacrifices a support card").
			On(On(characterOrSupportDestroyed, EvDestroy)).
			Doing(EachPlayerChooses(PickCard("a support card to sacrifice", All(SupportCard, ChooserControls)), SacrificeChosen))),
	titled("Cthulhu",
		NewConstant("5 cheaper while you control four Cultist characters or more", CostDelta(-5).On(Self)).
			Working(FromHand).When(fourCultists),
		NewResponse("after he enters play: each player discards his hand").
			On(EntersPlay(Self)).
			Doing(Custom(eachPlayerDiscardsHand, anyHand))),
	titled("Dream Summoning",
		NewAction("this phase your Cthulhu cards cost 1 less, to a minimum of 1; then, by draining one of your domains, you may take this card back to your hand").
			Doing(UntilEndOfPhase(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Cthulhu)))),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	titled("Dreams of Madness",
		NewAction("name an icon: this phase the characters with an icon of that kind have two less skill").
			Doing(Choosing(PickIcon("the icon to name"), namedIconCharactersLoseSkill))),
	titled("Feast of Locusts",
		NewPassive("while its host's controller controls five characters or more, he sacrifices the host").
			On(AtAnyTime(hostsControllerHasFive)).
			Doing(Custom(sacrificeHost, nil))),
	titled("Howl of Jackals",
		NewAction("every Day card in play is destroyed; then destroy a Heroic character of printed cost X or less").
			Doing(DestroyAll(TimeCard(Day)),
				Choosing(PickCard("a Heroic character of printed cost X or lower", All(Character, WithKeyword(Heroic), PrintedCostAtMostCount((*Ctx).X))).Targeting(),
					destroyChosen).Then())),
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
	// The draw phase is the active player's: the count is his.
	titled("Private Treatment Center",
		NewConstant("a player who controls an insane character draws one card fewer in his draw phase",
			ExtraDrawPhaseCards(-1).Times(activeControlsInsane).On(Self))),
	titled("Sebek's Chosen One",
		NewResponse("pay 1 after winning a struggle by 2+ icons: the opponent sacrifices a character of skill 3 or less").
			On(WonStruggle(2)).
			Costing(Pay(1)).
			Doing(Choosing(PickCard("a character of skill 3 or lower to sacrifice", All(Character, ControlledBy(Opponent), SkillAtMost(3))).By(Opponent), SacrificeChosen))),
	titled("Shoggoth Slave", benefactor()),
	titled("Silver Twilight Emissary",
		NewAction("exhaust him: your next Cthulhu character this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.Cthulhu)))))),
	titled("Sky Torn Asunder",
		NewAction("in your story phase: every character that is not an Ancient One is destroyed").
			When(yourStoryPhase).
			Doing(DestroyAll(All(Character, notAnAncientOne)))),
	titled("Spawn of Sebek",
		NewAction("pay 3: wound a character at its story").
			Costing(Pay(3)).
			Choosing(Choose("a character committed to its story", All(Character, AtSameStory)).ToWound()).
			Doing(WoundTarget(0))),
	titled("Speaker for the Black Pharaoh",
		NewConstant("five more skill while an Avatar of Nyarlathotep is in play", Skill(5).On(Self)).
			When(avatarOfNyarlathotepInPlay)),
	titled("St. Toad's Church",
		NewConstant("in your turns, opponents pay 4 more to play cards", CostDelta(4).On(InOpponentsHand)).
			When(YourTurn)),
	titled("Sword of Y'ha-Talla",
		NewConstant("its host gains a terror and a combat icon",
			GainIcon(carddb.Terror, 1).On(HostOfSelf), GainIcon(carddb.Combat, 1).On(HostOfSelf))),
	titled("The Beast",
		NewResponse("after you play a Ritual event: destroy an Attachment card").
			On(On(youPlayedRitual, EvAbility)).
			Choosing(Choose("an Attachment card", AttachmentCard)).
			Doing(DestroyTarget(0))),
	titled("Time of Prophecy",
		NewAction("this phase your characters gain a terror and a combat icon; then the domain that paid for this is refreshed").
			Doing(EachGains(All(Character, Yours), GainIcon(carddb.Terror, 1), GainIcon(carddb.Combat, 1)), refreshDomainPaidWith.Then())),
	titled("Underground River",
		NewAction("exhaust it, pay 2: a character gets three more skill and two combat icons this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Skill(3), GainIcon(carddb.Combat, 2)))),
}

// yourStoryPhase holds in the ability's player's story phase.
func yourStoryPhase(c *Ctx) bool { return YourTurn(c) && DuringPhase(PhaseStory)(c) }

// skillOf is a character's skill.
func skillOf(c *Ctx, id CardID) int { return c.Skill(id) }

// characterOrSupportDestroyed (Collateral Damage) matches a character,
// or a support card, destroyed in play: not a resource destroyed on its
// domain (which leaves blank, FAQ 2.25). A support blank as it was
// destroyed is not told from a resource.
func characterOrSupportDestroyed(c *Ctx, e *Event) bool {
	return e.Kind == EvDestroy && (e.LeftAsCharacter() || c.Card(e.Card).Type == carddb.Support && !e.LeftBlank())
}

// fourCultists (Cthulhu, Shub-Niggurath) holds while the ability's player controls four
// Cultist characters or more.
func fourCultists(c *Ctx) bool {
	return CountInPlay(All(Character, Yours, WithSubtype("Cultist")))(c) >= 4
}

// eachPlayerDiscardsHand (Cthulhu): each player discards every card of
// his hand, the active player's first.
func eachPlayerDiscardsHand(c *Ctx) {
	for _, p := range []int{c.You(), c.Opp()} {
		for _, id := range append([]CardID(nil), c.Hand(p)...) {
			c.Discard(id)
		}
	}
}

func anyHand(c *Ctx) bool { return len(c.Hand(0))+len(c.Hand(1)) > 0 }

// namedIconCharactersLoseSkill (Dreams of Madness): this phase, each
// character in play with an icon of the kind named has two less skill;
// the characters are those of the moment (a lasting effect on them).
func namedIconCharactersLoseSkill(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	ic := ChosenIcon(chosen[0])
	for _, p := range []int{c.You(), c.Opp()} {
		for _, id := range c.PlayArea(p) {
			if c.Matches(Character, id) && c.Icons(id)[ic] > 0 {
				c.GainsForPhase(id, Skill(-2))
			}
		}
	}
}

// hostsControllerHasFive (Feast of Locusts) holds while the controller of
// the attachment's host controls five characters or more.
func hostsControllerHasFive(c *Ctx) bool {
	h := c.Host(c.Src())
	if h == None {
		return false
	}
	return CountInPlay(All(Character, ControlledBy(func(*Ctx) int { return c.Controller(h) })))(c) >= 5
}

// sacrificeHost (Feast of Locusts): its host is sacrificed by its
// controller.
func sacrificeHost(c *Ctx) {
	if h := c.Host(c.Src()); h != None {
		c.Sacrifice(h)
	} else {
		c.Fail()
	}
}

// destroyChosen destroys the cards picked.
func destroyChosen(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
	}
	for _, id := range chosen {
		c.Destroy(id)
	}
}

// activeControlsInsane (Private Treatment Center) is 1 while the active
// player controls an insane character, else 0.
func activeControlsInsane(c *Ctx) int {
	for _, id := range c.PlayArea(c.Active()) {
		if c.Controller(id) == c.Active() && c.Card(id).Type == carddb.Character && c.Matches(InsaneCard, id) {
			return 1
		}
	}
	return 0
}
