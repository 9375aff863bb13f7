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
			Doing(DestroyAll(TimeCard(Night)), Custom(dawnSkillX, nil))),
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
			Doing(EachGains(insightsAttached, GainIcon(carddb.Combat, 1), GainIcon(carddb.Arcane, 1), GainIcon(carddb.Investigation, 1)))),
	// X, the number of its player's domains, is counted as it is played:
	// exactly X characters, each of skill X or less (FAQ 2.6).
	titled("Erased from History",
		NewAction("in your operations phase: wound as many characters as you have domains, each of skill at most that number").
			When(YourOperations).
			Choosing(Choose("characters of skill at most your number of domains", All(Character, erasedSkill)).NCount(DomainsYouControl).ToWound()).
			Doing(WoundTarget(0))),
	// "Any player's deck" is no target: its player picks a deck of two
	// cards or more, sees its top two, and picks the one that goes to the
	// bottom; the other stays on top.
	titled("Evidence Room",
		NewResponse("once a Vehicle or Weapon support enters play: of the two top cards of a deck you see, one goes under it, the other stays on top").
			On(EntersPlay(All(SupportCard, AnyOf(WithSubtype("Vehicle"), WithSubtype("Weapon"))))).
			When(evidenceDeckExists).
			Doing(Choosing(PickValue("the deck whose top two cards you look at", evidenceDecks, evidenceDeckLabel), evidenceKeep),
				Choosing(PickCard("the card to put on the bottom of the deck", OwnedBy(evidenceDeck)).FromTopOfDecks(2), PutChosenOnBottomOfDeck).Then())),
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
			Choosing(Choose("a resource", agentResource).InPlayOrResources()).
			Doing(DestroyTargetOrResource(0))),
	titled("Norman Blackwood, Jr.",
		NewConstant("while it is Day, he has +2 skill, Fast, and two Combat, two Arcane and two Investigation icons more",
			Skill(2).On(Self), Gain(Fast).On(Self),
			GainIcon(carddb.Combat, 2).On(Self), GainIcon(carddb.Arcane, 2).On(Self), GainIcon(carddb.Investigation, 2).On(Self)).
			When(IsDay)),
	// "An effect": a triggered ability or an event, either player's, about
	// to resolve (docs/rulings.md). The Sergeant is sacrificed as a cost;
	// the domain he becomes is his player's.
	titled("Police Sergeant", triggeredBenefactor()),
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
			When(CharacterInPlayWith("Avatar of Nyarlathotep"))),
	titled("The Man",
		NewResponse("after you play a Ritual event: he gains two Terror and two Combat icons this phase").
			On(YouPlayEventWith("Ritual")).
			Doing(SelfGains(GainIcon(carddb.Terror, 2), GainIcon(carddb.Combat, 2)))),
	// Any triggered ability or event, either player's, about to resolve.
	titled("Touring Cycle",
		NewDisrupt("pay 1, before a triggered ability resolves: its host has +2 skill, or two more Combat icons, this phase").
			On(AbilityAboutToResolve(Action, Disrupt, Response, Forced)).
			When(SelfAttached).
			Costing(Pay(1)).
			Doing(hostGainsSkillOrIcons("what its host gains this phase", carddb.Combat, 2, "two Combat icons"))),
}

// dawnSkillX (Blessed Dawn) gives each character its player
// controls +X skill until the end of the phase.
func dawnSkillX(c *Ctx) {
	for _, id := range c.PlayArea(c.You()) {
		if c.IsCharacter(id) {
			c.GainsForPhase(id, Skill(c.X()))
		}
	}
}

// insightsAttached selects the characters with at least one Attachment card
// attached.
func insightsAttached(c *Ctx, id CardID) bool { return !WithoutAttachments(c, id) }

// erasedSkill (Erased from History) selects the characters of skill
// at most the number of domains the ability's player controls.
func erasedSkill(c *Ctx, id CardID) bool { return c.Skill(id) <= c.Domains(c.You()) }

// agentResource selects the cards attached to a domain as resources.
func agentResource(c *Ctx, id CardID) bool { return c.Zone(id) == ZoneResource }

// evidenceDecks (Evidence Room) are the players whose decks hold two cards
// or more.
func evidenceDecks(c *Ctx) []int {
	var out []int
	for _, p := range []int{c.You(), c.Opp()} {
		if c.DeckSize(p) >= 2 {
			out = append(out, p)
		}
	}
	return out
}

// evidenceDeckExists holds while some deck holds two cards or more.
func evidenceDeckExists(c *Ctx) bool { return len(evidenceDecks(c)) > 0 }

func evidenceDeckLabel(c *Ctx, p int) string { return c.PlayerName(p) + "'s deck" }

// evidenceKeep keeps the deck picked for the next part (Ctx.Picked).
func evidenceKeep(*Ctx, []CardID) {}

// evidenceDeck is the player whose deck was picked.
func evidenceDeck(c *Ctx) int {
	if g := c.Picked(0); len(g) > 0 {
		return ChosenValue(g[0])
	}
	return c.You()
}
