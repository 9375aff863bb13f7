package ee

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

var syndicate = []entry{
	titled("Abduction",
		NewAction("an exhausted character without arcane icons goes on top of its owner's deck; then the domain that paid for this is refreshed").
			Choosing(Choose("an exhausted character without arcane icons", All(Character, ExhaustedCard, WithoutIcon(carddb.Arcane)))).
			Doing(ForEachTarget(0, topOfOwnersDeck), refreshPayingDomain.Then())),
	titled("Blind Medium",
		NewConstant("while an Avatar of Nyarlathotep is in play it gains a terror, a combat and an arcane icon",
			GainIcon(carddb.Terror, 1).On(Self), GainIcon(carddb.Combat, 1).On(Self), GainIcon(carddb.Arcane, 1).On(Self)).
			When(avatarInPlay)),
	titled("Blowing the Whistle",
		NewAction("exhaust up to three characters that are not Ancient Ones").
			Choosing(Choose("up to three non-Ancient One characters", All(Character, notAncientOne)).UpTo(3)).
			Doing(ExhaustTarget(0))),
	titled("Brass Knuckles",
		NewConstant("its host has two more skill and Toughness +1", Skill(2).On(HostOfSelf), ToughnessPlus(1).On(HostOfSelf))),
	titled("Cairo Bulletin",
		NewAction("exhaust it: your next Syndicate card this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Syndicate)))))),
	titled("Danny O'Bannion",
		NewForced("on entering play: every support card in play is exhausted").
			On(EntersPlay(Self)).
			Doing(Custom(exhaustAllSupports, anyReadySupport)),
		NewAction("pay 1: back to his owner's hand").
			Costing(Pay(1)).
			Doing(ReturnSelfToHand())),
	titled("Dry Gulch",
		NewAction("a non-Ancient One character with no cards attached goes back to its owner's hand").
			Choosing(Choose("a non-Ancient One character without attachments", All(Character, notAncientOne, WithoutAttachments))).
			Doing(ReturnTargetToHand(0))),
	titled("Expatriate Reporter",
		NewConstant("1 cheaper, never below 1, per non-Syndicate resource type in the domain that pays",
			CostDeltaMin1(-1).Times(ResourceTypesOfPayingDomainBut(carddb.Syndicate)).On(Self)).
			Working(FromHand)),
	titled("Opium Fiend",
		NewAction("exhaust him: your next Syndicate character this phase costs 1 less, to a minimum of 1").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.Syndicate)))))),
	titled("Sedanette",
		NewAction("exhaust it, pay 2: ready a character, which gains a combat and an investigation icon this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(ReadyTarget(0), TargetGains(0, GainIcon(carddb.Combat, 1), GainIcon(carddb.Investigation, 1)))),
	titled("The Bum's Rush",
		NewAction("in your operations phase: a character card of your discard pile back to your hand").
			When(YourOperations).
			Choosing(Choose("a character in your discard pile", All(CharacterCard, InYourDiscard)).InDiscardPiles()).
			Doing(PutTargetInHand(0))),
	titled("Theosophist Meeting",
		NewAction("this phase your Syndicate cards cost 1 less, to a minimum of 1; then, by draining one of your domains, you may take this card back to your hand").
			Doing(UntilEndOfPhase(CostDeltaMin1(-1).On(All(InYourHand, OfFaction(carddb.Syndicate)))),
				Choosing(PickDomainToDrain("a domain to drain to return this card to your hand").Optional(), DrainChosenDomain).Then(),
				ReturnEventToHand().Then())),
}

// notAncientOne selects cards without the Ancient One subtype.
var notAncientOne = Not(WithSubtype("Ancient One"))

// avatarInPlay holds while some Avatar of Nyarlathotep, either player's,
// is in play.
func avatarInPlay(c *Ctx) bool {
	return CountInPlay(WithSubtype("Avatar of Nyarlathotep"))(c) > 0
}

// topOfOwnersDeck (Abduction) puts a card in play on top of its owner's
// deck.
func topOfOwnersDeck(c *Ctx, id CardID) { c.ReturnToTopOfDeck(id) }

// refreshPayingDomain (Abduction, Time of Prophecy) refreshes the domain
// drained to pay for the event: it fails when none was, or when it has
// been refreshed since.
var refreshPayingDomain = Custom(func(c *Ctx) {
	if d := c.DomainDrainedToPay(); d == None || !c.RefreshDomain(d) {
		c.Fail()
	}
}, nil)

// exhaustAllSupports (Danny O'Bannion) exhausts every ready support card
// in play, either player's.
func exhaustAllSupports(c *Ctx) {
	for p := 0; p < 2; p++ {
		for _, id := range c.PlayArea(p) {
			if c.Matches(All(SupportCard, ReadyCard), id) {
				c.Exhaust(id)
			}
		}
	}
}

func anyReadySupport(c *Ctx) bool { return CountInPlay(All(SupportCard, ReadyCard))(c) > 0 }
