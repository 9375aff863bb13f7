package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, Core F101-F120.
var yog = []entry{
	card(101, "Yog-Sothoth",
		NewConstant("1 cheaper, never below 1, per Spell in your discard pile",
			CostDeltaMin1(-1).Times(CountInYourDiscard("Spell")).On(Self)).
			Working(FromHand)),
	card(102, "Servant from Out of Time",
		NewForced("on entering play: one of your resources goes to your discard pile, if you have any").
			On(EntersPlay(Self)).
			Choosing(Designate("a resource of one of your domains", nil).InYourDomains()).
			Doing(SacrificeTargetResource(0))),
	card(103, "Son of Yeb",
		NewConstant("+1 combat icon per Cultist character on your side, itself included",
			GainIcon(carddb.Combat, 1).Times(CountInPlay(All(Yours, CharacterWithSubtype("Cultist")))).On(Self))),
	card(104, "Living Mummy",
		NewForced("when it goes from play to your discard pile: one wound to every character").
			On(EntersDiscardFromPlay(Self)).
			Doing(WoundAll(Character))),
	card(105, "Fishers from Outside",
		NewForced("on entering play: an exhausted character of your choice goes back to its owner's hand").
			On(EntersPlay(Self)).
			Choosing(Choose("an exhausted character", All(Character, ExhaustedCard))).
			Doing(ReturnTargetToHand(0))),
	card(106, "Cannibal Ghast",
		NewConstant("never commits during its controller's turn", CannotCommit().On(Self)).
			When(YourTurn)),
	card(107, "Spell-bound Shoggoth",
		NewConstant("-1 skill to every character but itself", Skill(-1).On(All(Character, Other)))),
	card(109, "Guardian Elder Thing",
		NewAction("committed: pay 2 to deal a wound to each character at its story").
			When(SelfCommitted).
			Costing(Pay(2)).
			Doing(WoundAll(AtSameStory))),
	card(110, "Hound of Tindalos",
		NewAction("latch onto another character, becoming an attachment").
			When(SelfUnattached).
			Doing(Choosing(PickCard("a character to attach it to", All(Character, Other)), AttachItselfTo)),
		NewConstant("its host has -4 skill", Skill(-4).On(HostOfSelf)),
		NewAction("pay 1: let go, a character again").
			When(SelfAttached).
			Costing(Pay(1)).
			Doing(DetachItself())),
	card(111, "Disciple of the Gate",
		NewConstant("skill equals the count of Yog-Sothoth characters in play",
			SkillX(1).Times(CountInPlay(All(Character, OfFaction(carddb.YogSothoth)))).On(Self))),
	card(113, "Forbidden Shrine",
		NewConstant("+1 skill to each of your characters at a story",
			Skill(1).On(All(Character, Yours, CommittedCard)))),
	card(114, "Blackmoor Estate",
		NewAction("exhaust, pay X: mill X cards from your own deck").
			Costing(ExhaustSelf(), PayX()).
			Doing(DiscardTopOfDeckX((*Ctx).You)),
		NewAction("exhaust, pay X: mill X cards from an opponent's deck").
			Costing(ExhaustSelf(), PayX()).
			Doing(DiscardTopOfDeckX(Opponent))),
	card(115, "Journey to the Other Side",
		NewAction("peek at your top five cards and reorder them; overpaid, one of them may go to your hand").
			Doing(ArrangeTopOfDeck(5), If(Overpaid, TakeFromTopOfDeck(5)))),
	card(116, "Opening the Limbo Gate",
		NewAction("in your operations phase: bring one character back into play from each discard pile").
			When(YourOperations).
			Choosing(Choose("a character in your discard pile", All(CharacterCard, InYourDiscard)).InDiscardPiles(),
				Choose("a character in an opponent's discard pile", All(CharacterCard, InOpponentsDiscard)).InDiscardPiles()).
			Doing(PutTargetIntoPlay(0), PutTargetIntoPlay(1))),
	card(117, "A Single Glimpse",
		NewAction("in your operations phase: the opponent picks one of his characters and sacrifices it").
			When(YourOperations).
			Doing(Choosing(PickCard("a character to sacrifice", All(Character, ControlledBy(Opponent))).By(Opponent), SacrificeChosen))),
	card(118, "Gathering at the Stones",
		NewAction("in your operations phase: take a card of your choice from your discard pile back to hand").
			When(YourOperations).
			Choosing(Choose("a card in your discard pile", InYourDiscard).InDiscardPiles()).
			Doing(PutTargetInHand(0))),
	card(119, "Unspeakable Resurrection",
		NewAction("revive a character costing X or less from your discard pile").
			Choosing(Choose("a character of cost X or lower in your discard pile", All(CharacterCard, InYourDiscard, CostAtMostX)).InDiscardPiles()).
			Doing(PutTargetIntoPlay(0))),
	card(120, "Dampen Light",
		NewAction("every card costs 1 more to play for the rest of the phase").
			Doing(UntilEndOfPhase(CostDelta(1).On(BeingPlayedFromHand)))),
}
