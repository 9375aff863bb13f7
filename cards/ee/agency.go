package ee

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

var agency = []entry{
	// Attached to a domain: its Agency resources make a resource match for
	// a Miskatonic card drained from it, not for Loyal nor Steadfast
	// counts (docs/rulings.md).
	titled("An Intriguing Offer",
		NewConstant("its domain's Agency resources also match Miskatonic University cards",
			ResourcesAlsoMatch(carddb.Agency, carddb.Miskatonic))),
	// The car is sacrificed as the cost: it is not among the Vehicles the
	// effect destroys, which target nothing (FAQ 2.36).
	titled("Armored Car",
		NewAction("sacrifice it: destroy every Item and Vehicle card in play").
			Costing(SacrificeSelf()).
			Doing(DestroyAll(AnyOf(WithSubtype("Item"), WithSubtype("Vehicle"))))),
	// The characters are those its player controls as it resolves
	// (docs/rulings.md).
	titled("Blessed Dawn",
		NewAction("destroy every Night card in play; your characters have +X skill this phase").
			Doing(DestroyAll(TimeCard(Night)), Custom(yourCharactersGainSkillX, nil))),
	titled("Brtish Garrison",
		NewAction("exhaust it: the next Agency card you play this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Agency)))))),
	titled("Carbine",
		NewConstant("its host gains two Combat icons", GainIcon(carddb.Combat, 2).On(HostOfSelf))),
	// The characters are those that have an Attachment as it resolves
	// (docs/rulings.md).
	titled("Dangerous Insights",
		NewAction("each character with an Attachment gains a Combat, an Arcane and an Investigation icon this phase").
			Doing(EachGains(withAttachment, GainIcon(carddb.Combat, 1), GainIcon(carddb.Arcane, 1), GainIcon(carddb.Investigation, 1)))),
	// X, the number of its player's domains, is counted as it is played:
	// exactly X characters, each of skill X or less (FAQ 2.6).
	titled("Erased from History",
		NewAction("in your operations phase: wound as many characters as you have domains, each of skill at most that number").
			When(YourOperations).
			Choosing(Choose("characters of skill at most your number of domains", All(Character, skillAtMostDomains)).NCount(DomainsYouControl).ToWound()).
			Doing(WoundTarget(0))),
	titled("Gunboat",
		NewAction("exhaust it, pay 2: a character you choose gains two Combat icons and Toughness +1 this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Combat, 2), ToughnessPlus(1)))),
	titled("Gunned Down",
		NewAction("in your operations phase: wound a character without a Combat icon").
			When(YourOperations).
			Choosing(Choose("a character without a Combat icon", All(Character, WithoutIcon(carddb.Combat))).ToWound()).
			Doing(WoundTarget(0))),
	titled("Hail of Bullets",
		NewAction("in your operations phase: wound every character of skill 2 or less").
			When(YourOperations).
			Doing(WoundAll(All(Character, SkillAtMost(2))))),
	titled("Informant",
		NewAction("exhaust him: the next Agency character you play this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.Agency)))))),
	titled("Legacy of Khufu",
		NewAction("a character you choose gains a Combat icon this phase; then, by draining one of your domains, you may take this card back to your hand").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Combat, 1)),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	titled("Man on the Inside",
		NewConstant("1 cheaper, never below 1, per non-Agency resource type in the domain that pays",
			CostDeltaMin1(-1).Times(ResourceTypesOfPayingDomainBut(carddb.Agency)).On(Self)).
			Working(FromHand)),
	// A resource is no card in play: the target is among the domains'
	// resources, and it goes to its owner's discard pile.
	titled("Mystery Agent",
		NewAction("exhaust him, pay 4: destroy a resource of any domain you choose").
			Costing(ExhaustSelf(), Pay(4)).
			Choosing(Choose("a resource", resourceCard).InPlayOrResources()).
			Doing(DestroyTargetOrResource(0))),
	titled("Norman Blackwood, Jr.",
		NewConstant("while it is Day, he has +2 skill, Fast, and two Combat, two Arcane and two Investigation icons more",
			Skill(2).On(Self), Gain(Fast).On(Self),
			GainIcon(carddb.Combat, 2).On(Self), GainIcon(carddb.Arcane, 2).On(Self), GainIcon(carddb.Investigation, 2).On(Self)).
			When(IsDay)),
	// "An effect": a triggered ability or an event, either player's, about
	// to resolve (docs/rulings.md). The Sergeant is sacrificed as a cost;
	// the domain he becomes is his player's.
	titled("Police Sergeant",
		NewDisrupt("pay 1 and sacrifice him, before a triggered ability resolves: he becomes a new domain of yours, face down, with the top card of your deck as its resource").
			On(AbilityAboutToResolve(Action, Disrupt, Response, Forced)).
			Costing(Pay(1), SacrificeSelf()).
			Doing(Custom(becomeDomain, nil))),
	titled("Private Skiff",
		NewAction("exhaust it: a character you choose gains Fast this phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, Gain(Fast)))),
	// Up to two: one legal character is enough to play it (FAQ 2.6). The
	// refreshing depends on the wounds ("then", FAQ 1.3).
	titled("Purifying Flame",
		NewAction("in your operations phase: wound up to two characters of skill 2 or less; then refresh the domain that paid for it").
			When(YourOperations).
			Choosing(Choose("up to two characters of skill 2 or less", All(Character, SkillAtMost(2))).UpTo(2).ToWound()).
			Doing(WoundTarget(0), RefreshDomainDrainedToPay().Then())),
	// Cards of the Agency played from the hand while the effect lasts,
	// this card's later plays too once it is back in the hand.
	titled("Rite of Passage",
		NewAction("your Agency cards cost 1 less this phase, to a minimum of 1; then, by draining one of your domains, you may take this card back to your hand").
			Doing(UntilEndOfPhase(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Agency)))),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
	// Exactly X cards, X at least 1 (FAQ 2.6).
	titled("Search and Seizure",
		NewAction("in your operations phase: destroy X Weapon or Item cards you choose").
			When(YourOperations).
			Choosing(Choose("Weapon or Item cards", AnyOf(WithSubtype("Weapon"), WithSubtype("Item"))).NCount((*Ctx).X)).
			Doing(DestroyTarget(0))),
	titled("Street Prophet",
		NewConstant("while an Avatar of Nyarlathotep is in play, he gains two Combat icons and an Arcane icon",
			GainIcon(carddb.Combat, 2).On(Self), GainIcon(carddb.Arcane, 1).On(Self)).
			When(avatarInPlay)),
	titled("The Man",
		NewResponse("after you play a Ritual event: he gains two Terror and two Combat icons this phase").
			On(On(youPlayedRitual, EvAbility)).
			Doing(SelfGains(GainIcon(carddb.Terror, 2), GainIcon(carddb.Combat, 2)))),
	// Any triggered ability or event, either player's, about to resolve.
	titled("Touring Cycle",
		NewDisrupt("pay 1, before a triggered ability resolves: its host has +2 skill, or two more Combat icons, this phase").
			On(AbilityAboutToResolve(Action, Disrupt, Response, Forced)).
			When(SelfAttached).
			Costing(Pay(1)).
			Doing(Choosing(PickValue("what its host gains this phase", skillOrCombat, skillOrCombatLabel), hostGainsSkillOrCombat))),
}

// yourCharactersGainSkillX (Blessed Dawn) gives each character its player
// controls +X skill until the end of the phase.
func yourCharactersGainSkillX(c *Ctx) {
	for _, id := range c.PlayArea(c.You()) {
		if c.IsCharacter(id) {
			c.GainsForPhase(id, Skill(c.X()))
		}
	}
}

// withAttachment selects the characters with at least one Attachment card
// attached.
func withAttachment(c *Ctx, id CardID) bool { return !WithoutAttachments(c, id) }

// skillAtMostDomains (Erased from History) selects the characters of skill
// at most the number of domains the ability's player controls.
func skillAtMostDomains(c *Ctx, id CardID) bool { return c.Skill(id) <= c.Domains(c.You()) }

// resourceCard selects the cards attached to a domain as resources.
func resourceCard(c *Ctx, id CardID) bool { return c.Zone(id) == ZoneResource }

// avatar selects the Avatars of Nyarlathotep.
var avatar = WithSubtype("Avatar of Nyarlathotep")

// avatarInPlay holds while an Avatar of Nyarlathotep is in play, either
// player's.
func avatarInPlay(c *Ctx) bool { return CountInPlay(All(Character, avatar))(c) > 0 }

// youPlayedRitual matches a Ritual event card the ability's player played:
// its action about to resolve, answered once it has.
func youPlayedRitual(c *Ctx, e *Event) bool {
	return e.Kind == EvAbility && e.Card != None && int(e.Player) == c.You() &&
		c.Card(e.Card).Type == carddb.Event && c.Card(e.Card).HasSubtype("Ritual") &&
		!TriggeredAbilityOfCardInPlay(c, e)
}

// skillOrCombat and its labels: Touring Cycle's choice.
func skillOrCombat(*Ctx) []int { return []int{0, 1} }

func skillOrCombatLabel(_ *Ctx, v int) string {
	if v == 0 {
		return "+2 skill"
	}
	return "two Combat icons"
}

// hostGainsSkillOrCombat gives the host of the ability's card what was
// chosen, until the end of the phase.
func hostGainsSkillOrCombat(c *Ctx, chosen []CardID) {
	h := c.Host(c.Src())
	if len(chosen) == 0 || h == None || !c.IsCharacter(h) {
		c.Fail()
		return
	}
	if ChosenValue(chosen[0]) == 0 {
		c.GainsForPhase(h, Skill(2))
	} else {
		c.GainsForPhase(h, GainIcon(carddb.Combat, 2))
	}
}

// becomeDomain (the Benefactors: Police Sergeant, Miskatonic
// Administrator) puts the ability's card, sacrificed, into play face down
// as a new domain of its player's, and attaches the top card of his deck
// to it as a resource.
func becomeDomain(c *Ctx) {
	id := c.Src()
	if !c.PutIntoPlayAsDomain(id) {
		c.Fail()
		return
	}
	if top := c.DeckTop(c.You()); top != None {
		c.AttachAsResource(top, id)
	}
}
