package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// wonStruggleBy2 answers an icon struggle its player won by two icons or
// more.
var wonStruggleBy2 = WonStruggle(2)

// moveToken is one way Moving the Scenery may move a success token: from
// one player's side of a story to a player's side of a story, another side
// than the one it leaves (fromOpp, toOpp: the opponent's side).
func moveToken(text string, fromOpp, toOpp bool) Ability {
	from, to := side(fromOpp), side(toOpp)
	// No "choose": the stories are designated, not targeted (FAQ 1.9).
	dest := Designate("the story to move it to", nil).Story()
	if fromOpp == toOpp {
		dest = Designate("another story to move it to", NotTarget(0)).Story()
	}
	return NewResponse(text).On(wonStruggleBy2).
		Choosing(Designate("a story to take the token from", SuccessTokensOf(from)).Story(), dest).
		Doing(MoveSuccessToken(0, from, 1, to))
}

// side is the ability's controller, or his opponent.
func side(opp bool) func(c *Ctx) int {
	if opp {
		return Opponent
	}
	return AbilityController
}

// neutral: the neutral cards, Core F141-F155.
var neutral = []entry{
	card(141, "Mystic Bounty Hunter",
		NewAction("sacrifice: every discarded Attachment card goes back to its owner's hand").
			Costing(SacrificeSelf()).
			Doing(PutAllInHandFromDiscards(PrintedSubtype("Attachment")))),
	card(142, "Freelance Agent",
		NewConstant("while committed: +2 combat icons per opposing committed character with less skill",
			GainIcon(carddb.Combat, 2).On(Self).Times(CountInPlay(All(Character, Opponents, CommittedCard, SkillBelowSelf)))).
			When(SelfCommitted)),
	card(143, ".45 Pistols",
		NewConstant("the attached character gains a combat icon", GainIcon(carddb.Combat, 1).On(HostOfSelf))),
	card(144, "Political Demonstration",
		NewResponse("after winning an icon struggle by 2 or more: destroy one support card").
			On(wonStruggleBy2).
			Choosing(Choose("a support card", SupportCard)).
			Doing(DestroyTarget(0))),
	card(145, "Overzealous Initiate",
		NewAction("sacrifice: the top card of your deck becomes a new domain").
			Costing(SacrificeSelf()).
			Doing(GainDomain(0))),
	card(146, "Arkham Asylum",
		NewAction("pay 1: an insane character is restored, then readied").
			Costing(Pay(1)).
			Choosing(Choose("an insane character that can be restored", All(Character, InsaneCard)).ToRestore()).
			Doing(ForEachTarget(0, RestoreIt, ReadyIt))),
	card(147, "Moving the Scenery",
		moveToken("after winning an icon struggle by 2 or more: move one of your success tokens to another story", false, false),
		moveToken("after winning an icon struggle by 2 or more: move an opponent's success token to another story", true, true),
		moveToken("after winning an icon struggle by 2 or more: move an opponent's success token to your side of a story", true, false),
		moveToken("after winning an icon struggle by 2 or more: move one of your success tokens to an opponent's side of a story", false, true)),
	card(148, "Military Advisor",
		NewResponse("after taking a wound, pay 2: wound a character whose skill is below his").
			Working(FromPlay|FromDiscard).On(SelfWounded()).
			Costing(Pay(2)).
			Choosing(Choose("a character with lower skill", All(Character, SkillBelowSelf)).ToWound()).
			Doing(WoundTarget(0))),
	card(149, "Serpent from Yoth",
		NewForced("when it reaches your discard pile, each opponent sacrifices a character of his choice").
			Working(FromDiscard).
			On(EntersYourDiscardPile(Self)).
			Doing(Choosing(PickCard("a character to sacrifice", All(Character, ChooserControls)).By(Opponent).Targeting(), SacrificeChosen))),
	card(150, "Tcho-Tcho Talisman",
		NewConstant("its host gains 2 terror icons", GainIcon(carddb.Terror, 2).On(HostOfSelf)),
		NewResponse("after it goes from play to a discard pile, pay 1: back to its owner's hand").
			On(EntersDiscardFromPlay(Self)).
			Costing(Pay(1)).
			Doing(ReturnSelfToHand())),
	card(151, "Inside Information",
		NewAction("a story of your choice loses a struggle icon you name, for the rest of the phase").
			Choosing(Choose("a story", nil).Story()).
			Doing(TargetStoryLosesChosenIcon(0))),
	card(152, "Dabbler in the Unknown",
		NewAction("sacrifice: put your success token on a story bearing none").
			Costing(SacrificeSelf()).
			Choosing(Designate("a story with no success tokens", NoSuccessTokens).Story()).
			Doing(AddSuccess(0, 1))),
	card(153, "Gentleman's Club",
		NewAction("exhaust and pay 2: draw one card").
			Costing(ExhaustSelf(), Pay(2)).
			Doing(Draw(1))),
	card(154, "Eldritch Nexus",
		NewAction("a new domain from the top of your deck, then the next top card as its resource").
			Doing(GainDomain(1))),
	card(155, "The Bootleg Whiskey Cover-Up",
		NewConstant("characters committed here count as blank", Blank().On(CommittedToSelf))),
}
