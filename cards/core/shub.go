package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shubCharacter selects Shub-Niggurath characters.
var shubCharacter = All(CharacterCard, OfFaction(carddb.ShubNiggurath))

// shub: Shub-Niggurath, Core F121-F140.
var shub = []entry{
	card(121, "Shub-Niggurath",
		NewAction("pay 3: a Dark Young character from your deck comes into play; shuffle").
			Costing(Pay(3)).
			Doing(SearchDeckIntoPlay("a Dark Young character", All(CharacterCard, WithSubtype("Dark Young"))))),
	card(122, "Y'Golonac",
		NewAction("pay 1: ready a character; this phase it must join Y'Golonac's story when it can").
			Costing(Pay(1)).
			Choosing(Choose("a character", Character)).
			Doing(ReadyTarget(0), TargetMustCommitWithSelf(0))),
	card(123, "Priestess of Bubastis",
		NewAction("exhaust: your next Shub-Niggurath character this phase costs 1 less (never below 1)").
			Costing(ExhaustSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(shubCharacter, InYourHand))))),
	card(124, "Slavering Gug",
		NewAction("pay 4: wound a character").
			Costing(Pay(4)).
			Choosing(Choose("a character", Character).ToWound()).
			Doing(WoundTarget(0))),
	card(125, "Forest Sister",
		NewDisrupt("pay 1: cancel a wound to her").
			On(WoundTo(Self)).Costing(Pay(1)).Doing(Cancel())),
	card(126, "Ancient Guardian",
		NewAction("pay 1: ready one of your exhausted cards in play (character or support)").
			Costing(Pay(1)).
			Choosing(Choose("an exhausted character or support card you control", All(InPlayCard, Yours, ExhaustedCard))).
			Doing(ReadyTarget(0))),
	card(127, "Small Ghouls",
		NewForced("on entering play, 3 cards of your discard pile go under your deck in an order you pick, if there are 3").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("3 cards of your discard pile, one at a time (each goes under the one before)", nil).FromDiscardPile().Count(3),
				PutChosenOnBottomOfDeck))),
	card(128, "Watcher of the Woods",
		NewConstant("comes into play exhausted while you have no support card in play", EntersPlayExhausted().On(Self)).
			When(ControlsNoSupport)),
	card(129, "Mi-Go Scout",
		NewConstant("Mi-Go characters each gain an investigation icon",
			GainIcon(carddb.Investigation, 1).On(All(Character, WithSubtype("Mi-Go"))))),
	card(130, "Mi-Go Warrior",
		NewDisrupt("exhaust: cancel one wound about to be dealt to any character").
			On(WoundTo(Character)).Costing(ExhaustSelf()).Doing(Cancel())),
	card(131, "Hungry Dark Young",
		NewResponse("on entering play: a character of printed cost 2 or less from your hand or discard pile comes into play").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("a character of printed cost 2 or lower", All(CharacterCard, PrintedCostAtMost(2), CanEnterPlay)).FromHandOrDiscard(),
				PutChosenIntoPlay))),
	card(133, "Shadowed Woods",
		NewResponse("after you play a Shub-Niggurath character from hand, pay X: a character of cost X or less goes from your discard pile to your hand").
			On(PlayedFromHand(All(shubCharacter, Yours))).
			Costing(PayX()).
			Choosing(Choose("a character of cost X or lower in your discard pile", All(CharacterCard, InYourDiscard, CostAtMostX)).InDiscardPiles()).
			Doing(PutTargetInHand(0))),
	card(134, "Ghoul Taint",
		NewConstant("its character may not commit during its controller's own turn", CannotCommit().On(HostOfSelf)).
			When(HostControllersTurn)),
	card(135, "Altar of the Blessed",
		NewConstant("your characters have +1 skill", Skill(1).On(All(Character, Yours)))),
	card(136, "Regeneration",
		NewDisrupt("cancel one wound about to hit a character of yours").
			On(WoundTo(All(Character, Yours))).Doing(Cancel())),
	card(137, "Burrowing Beneath",
		NewAction("destroy one support card").
			Choosing(Choose("a support card", SupportCard)).
			Doing(DestroyTarget(0))),
	card(138, "Horrid Mutation",
		NewAction("this phase, your committed characters each gain a terror icon").
			Doing(EachGains(All(Yours, CommittedCard), GainIcon(carddb.Terror, 1)))),
	card(139, "Bred to Survive",
		NewAction("this phase, your characters have Invulnerability").
			Doing(EachGains(Yours, Gain(Invulnerability)))),
	card(140, "Shocking Transformation",
		NewAction("sacrifice one of your characters: a non-Ancient One character from your deck comes into play; shuffle").
			Costing(SacrificeOne(All(Character, Yours))).
			Doing(SearchDeckIntoPlay("a non-Ancient One character", All(CharacterCard, Not(WithSubtype("Ancient One")))))),
}
