package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, Core F101-F120.
var yog = []entry{
	card(101, "1 cheaper (never below 1) per Spell in your discard pile.",
		NewConstant("1 cheaper, never below 1, per Spell in your discard pile",
			CostDeltaMin1(-1).Times(CountInYourDiscard("Spell")).On(Self)).
			Working(FromHand)),
	card(102, "On entering play it eats one of your resources, if you have any.",
		NewForced("on entering play: one of your resources goes to your discard pile, if you have any").
			On(EntersPlay(Self)).
			Choosing(Choose("a resource of one of your domains", nil).InYourDomains()).
			Doing(SacrificeTargetResource(0))),
	card(103, "+1 combat icon per Cultist on your side.",
		NewConstant("+1 combat icon per Cultist character on your side, itself included",
			GainIcon(carddb.Combat, 1).Times(CountInPlay(All(Yours, CharacterWithSubtype("Cultist")))).On(Self))),
	card(104, "Going from play to your discard pile, it deals every character a wound.",
		NewForced("when it goes from play to your discard pile: one wound to every character").
			On(EntersDiscardFromPlay(Self)).
			Doing(WoundAll(Character))),
	card(105, "On entering play, it bounces an exhausted character.",
		NewForced("on entering play: an exhausted character of your choice goes back to its owner's hand").
			On(EntersPlay(Self)).
			Choosing(Choose("an exhausted character", All(Character, ExhaustedCard))).
			Doing(ReturnTargetToHand(0))),
	card(106, "Only commits on the opponent's turn.",
		NewConstant("never commits during its controller's turn", CannotCommit().On(Self)).
			When(YourTurn)),
	card(107, "-1 skill to everyone else.",
		NewConstant("-1 skill to every character but itself", Skill(-1).On(All(Character, Other)))),
	card(109, "Committed, it may pay 2 to hurt everyone at its story.",
		NewAction("committed: pay 2 to deal a wound to each character at its story").
			When(SelfCommitted).
			Costing(Pay(2)).
			Doing(WoundAll(AtSameStory))),
	card(110, "Latches onto a character for -4 skill; pay 1 to let go.",
		NewAction("latch onto another character, becoming an attachment").
			When(SelfUnattached).
			Doing(Choosing(PickCard("a character to attach it to", All(Character, Other)), AttachItselfTo)),
		NewConstant("its host has -4 skill", Skill(-4).On(HostOfSelf)),
		NewAction("pay 1: let go, a character again").
			When(SelfAttached).
			Costing(Pay(1)).
			Doing(DetachItself())),
	card(111, "Skill equals the Yog-Sothoth characters in play.",
		NewConstant("skill equals the count of Yog-Sothoth characters in play",
			SkillX(1).Times(CountInPlay(All(Character, OfFaction(carddb.YogSothoth)))).On(Self))),
	card(113, "+1 skill to each of your committed characters.",
		NewConstant("+1 skill to each of your characters at a story",
			Skill(1).On(All(Character, Yours, CommittedCard)))),
	card(114, "Exhaust, pay X: mill X cards from a deck.",
		NewAction("exhaust, pay X: mill X cards from your own deck").
			Costing(ExhaustSelf(), PayX()).
			Doing(DiscardTopOfDeckX((*Ctx).You)),
		NewAction("exhaust, pay X: mill X cards from an opponent's deck").
			Costing(ExhaustSelf(), PayX()).
			Doing(DiscardTopOfDeckX(Opponent))),
	card(115, "Peek at and reorder your top five cards; overpaid, keep one.",
		NewAction("peek at your top five cards and reorder them; overpaid, one of them may go to your hand").
			Doing(ArrangeTopOfDeck(5), If(Overpaid, TakeFromTopOfDeck(5)))),
	card(116, "In your operations phase: raise one character from each discard pile.",
		NewAction("bring one character back into play from each discard pile").
			When(YourOperations).
			Choosing(Choose("a character in your discard pile", All(CharacterCard, InYourDiscard)).InDiscardPiles(),
				Choose("a character in an opponent's discard pile", All(CharacterCard, InOpponentsDiscard)).InDiscardPiles()).
			Doing(PutTargetIntoPlay(0), PutTargetIntoPlay(1))),
	card(117, "In your operations phase: the opponent loses a character of his choice.",
		NewAction("the opponent picks one of his characters and sacrifices it").
			When(YourOperations).
			Doing(Choosing(PickCard("a character to sacrifice", All(Character, ControlledBy(Opponent))).By(Opponent), SacrificeChosen))),
	card(118, "In your operations phase: take back any card of your discard pile.",
		NewAction("take a card of your choice from your discard pile back to hand").
			When(YourOperations).
			Choosing(Choose("a card in your discard pile", InYourDiscard).InDiscardPiles()).
			Doing(PutTargetInHand(0))),
	card(119, "Revive a character costing X or less from your discard pile.",
		NewAction("revive a character costing X or less from your discard pile").
			Choosing(Choose("a character of cost X or lower in your discard pile", All(CharacterCard, InYourDiscard, CostAtMostX)).InDiscardPiles()).
			Doing(PutTargetIntoPlay(0))),
	card(120, "For the rest of the phase every card costs 1 more to play.",
		NewAction("every card costs 1 more to play for the rest of the phase").
			Doing(UntilEndOfPhase(CostDelta(1).On(BeingPlayedFromHand)))),
}
