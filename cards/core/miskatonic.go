package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// replenish is "draw a card; then each player discards a card of his
// choice".
func replenish(n int) []Effect {
	return []Effect{Draw(n),
		EachPlayerChooses(PickCard("a card to discard", nil).FromHand().Targeting(), DiscardChosen).Then()}
}

// librarian is Strange Librarian's Action on one player's deck: one of the
// top three cards goes to the bottom, the others back on top in the order
// chosen.
func librarian(text string, whose func(c *Ctx) int) Ability {
	return NewAction(text).
		Costing(ExhaustSelf()).
		Doing(Choosing(PickCard("one of the top 3 cards to put on the bottom", OwnedBy(whose)).FromTopOfDecks(3),
			PutChosenOnBottomOfDeck),
			Choosing(PickCard("the card to put back on top", All(OwnedBy(whose), Not(BottomOfDeck))).FromTopOfDecks(2),
				PutChosenOnTopOfDeck))
}

// miskatonic: Miskatonic University, Core F21-F40 (but F23).
var miskatonic = []entry{
	card(21, "Professor Albert Wilmarth",
		NewPassive("name a struggle icon as he commits").
			On(Commits(Self)).
			Doing(Choosing(PickIcon("the struggle icon his story loses while he is there"), NoteChosenIcon)),
		NewConstant("his story lacks the named struggle icon while he is there", StoryLosesNotedIcon()...).
			When(SelfCommitted)),
	card(22, "Dr. Ali Kafour",
		NewResponse("committed by you, he draws you a card").
			On(Commits(Self)).Doing(Draw(1))),
	card(24, "Professor Nathaniel Peaslee",
		NewResponse("gone from play to your discard pile, pay 2: every character that reached a discard pile this phase comes into play").
			On(EntersDiscardFromPlay(Self)).
			Costing(Pay(2)).
			Doing(PutIntoPlayAllFromDiscard(All(CharacterCard, EnteredDiscardThisPhase)))),
	card(25, "Anthropology Advisor",
		NewConstant("your Investigators are 1 cheaper to play",
			CostDelta(-1).On(All(CharacterCard, InYourHand, WithSubtype("Investigator")))),
		NewConstant("your Investigators have an extra investigation icon",
			GainIcon(carddb.Investigation, 1).On(All(Character, Yours, WithSubtype("Investigator"))))),
	card(26, "Visiting Author",
		returnFromDiscard()),
	card(27, "Mad Genius",
		NewResponse("once restored, he adds a success token to a story").
			On(Restored(Self)).
			Choosing(Choose("a story", nil).Story()).
			Doing(AddSuccess(0, 1))),
	card(28, "Strange Librarian",
		librarian("exhaust: of your own deck's top three cards, send one to the bottom and reorder the rest", AbilityController),
		librarian("exhaust: of an opponent's deck's top three cards, send one to the bottom and reorder the rest", Opponent)),
	card(30, "Itinerant Scholar",
		NewAction("sacrifice: shift a drain token from a domain of yours onto any undrained domain").
			Costing(SacrificeSelf()).
			Choosing(Designate("a drained domain of yours", All(Yours, DrainedDomain)).Domains(),
				Designate("an undrained domain", UndrainedDomain).Domains()).
			Doing(MoveDrainToken(0, 1))),
	card(31, "Natural Philosopher",
		NewForced("on entering play: you draw one, then everyone discards one").
			On(EntersPlay(Self)).
			Doing(replenish(1)...)),
	card(32, "Student Archaeologist",
		NewResponse("once restored: you draw one, then everyone discards one").
			On(Restored(Self)).
			Doing(replenish(1)...)),
	card(33, "Celano Fragments",
		NewAction("exhaust, pay X: a committed character costing at most X leaves its story").
			Costing(ExhaustSelf(), PayX()).
			Choosing(Choose("a committed character costing X or less", All(Character, CommittedCard, InPlayCostAtMostX))).
			Doing(UncommitTarget(0))),
	card(35, "Atwood Science Hall",
		NewConstant("your characters: +1 skill per investigation icon",
			Skill(1).TimesEach(IconsOf(carddb.Investigation)).On(All(Character, Yours)))),
	card(36, "Binding",
		NewAction("strip a character of its printed icons for this phase").
			Choosing(Choose("a character", Character)).
			Doing(TargetLosesPrintedIcons(0))),
	card(37, "Feast of Famine",
		NewAction("you draw two, then everyone discards one").
			Doing(replenish(2)...)),
	card(38, "Restless and Wary",
		NewAction("every exhausted character readies").
			Doing(ReadyAll(Character))),
	card(39, "Dr. Carson's Treatment",
		NewAction("up to two insane characters come back sane and ready; overpaid, with two combat icons for the phase").
			Choosing(Choose("up to 2 insane characters that can be restored", InsaneCard).UpTo(2).ToRestore()).
			Doing(ForEachTarget(0, RestoreIt, ReadyIt, IfThen(Overpaid, GainsForPhase(GainIcon(carddb.Combat, 2)))))),
	card(40, "Unearthing the Ancients",
		NewAction("in your operations phase: you draw three").
			When(YourOperations).Doing(Draw(3))),
}
