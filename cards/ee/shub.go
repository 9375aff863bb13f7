package ee

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shubCard selects Shub-Niggurath cards (a card's faction, as it is now).
var shubCard = OfFaction(carddb.ShubNiggurath)

var shub = []entry{
	titled("Ancient Necropolis",
		NewConstant("your characters have +2 skill", Skill(2).On(All(Character, Yours)))),
	// The characters it affects are those in play as it resolves, as
	// with the LCG's "this phase" gains (docs/rulings.md).
	titled("Berserk Fury",
		NewAction("this phase, each of your characters gets +2 skill").
			Doing(EachGains(Yours, Skill(2)))),
	titled("Birthing Pit",
		NewResponse("after you play a character of printed cost 4 or more, pay 1: draw a card").
			On(PlayedFromHand(All(Character, Yours, PrintedCostAtLeast(4)))).
			Costing(Pay(1)).
			Doing(Draw(1))),
	titled("Black Spawn from Below",
		NewConstant("1 cheaper, never below 1, per resource type but Shub-Niggurath's in the paying domain",
			CostDeltaMin1(-1).Times(ResourceTypesOfPayingDomainBut(carddb.ShubNiggurath)).On(Self)).
			Working(FromHand)),
	titled("Charnel Vaults",
		NewAction("exhaust: your next Shub-Niggurath card this phase costs 1 less (never below 1)").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(shubCard, InYourHand))))),
	titled("Child of Earth and Flame",
		NewConstant("the Ancient One Shub-Niggurath costs you 1 less (never below 1)",
			CostDeltaMin1(-1).On(All(InYourHand, TitleIs("Shub-Niggurath"))))),
	titled("Claws of Bubastis",
		NewAction("destroy two support cards").
			Choosing(Choose("two support cards", SupportCard).N(2)).
			Doing(DestroyTarget(0))),
	titled("Ghoul Pilgrim from the East",
		NewConstant("while an Avatar of Nyarlathotep is in play, it gains a terror and an arcane icon and Toughness +1",
			GainIcon(carddb.Terror, 1).On(Self), GainIcon(carddb.Arcane, 1).On(Self), ToughnessPlus(1).On(Self)).
			When(avatarInPlay)),
	titled("Mother's Avenger",
		NewDisrupt("pay 2: cancel a wound to it; then draw a card").
			On(WoundTo(Self)).
			Costing(Pay(2)).
			Doing(Cancel(), Draw(1).Then())),
	titled("Rampaging Cthonian",
		NewAction("pay 2, sacrifice it: destroy every support card in play").
			Costing(Pay(2), SacrificeSelf()).
			Doing(DestroyAll(SupportCard))),
	titled("Temple of Bubastis",
		NewAction("exhaust, pay 2: a character gains three terror icons this phase").
			Costing(ExhaustSelf(), Pay(2)).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Terror, 3)))),
	titled("The Forest Laughs",
		NewAction("a story: this phase, the characters there but Servitors lose their printed icons").
			Choosing(Choose("a story", nil).Story()).
			Doing(forestLaughs...)),
	titled("The Mother's Fury",
		NewAction("in your operations phase: every success token on every story is discarded").
			When(YourOperations).
			Doing(DiscardAllSuccessTokens())),
	titled("Tomb-Herd",
		NewAction("sacrifice it: wound a character without a terror icon").
			Costing(SacrificeSelf()).
			Choosing(Choose("a character without a terror icon", All(Character, WithoutIcon(carddb.Terror))).ToWound()).
			Doing(WoundTarget(0))),
}

// avatarInPlay holds while an Avatar of Nyarlathotep is in play, either
// player's (Ghoul Pilgrim from the East).
func avatarInPlay(c *Ctx) bool {
	for p := 0; p < 2; p++ {
		for _, id := range c.PlayArea(p) {
			if c.IsCharacter(id) && c.HasSubtype(id, "Avatar of Nyarlathotep") {
				return true
			}
		}
	}
	return false
}

// atTargetStoryNotServitor selects the characters committed to target 0's
// story that are not Servitors (The Forest Laughs).
func atTargetStoryNotServitor(c *Ctx, id CardID) bool {
	s := c.Target(0)
	return s != None && c.CommittedTo(id) == s && !c.HasSubtype(id, "Servitor")
}

// forestLaughs: every printed icon of each kind lost (The Forest Laughs).
var forestLaughs = []Effect{
	EachLosesPrintedIcons(atTargetStoryNotServitor, carddb.Terror),
	EachLosesPrintedIcons(atTargetStoryNotServitor, carddb.Combat),
	EachLosesPrintedIcons(atTargetStoryNotServitor, carddb.Arcane),
	EachLosesPrintedIcons(atTargetStoryNotServitor, carddb.Investigation),
}
