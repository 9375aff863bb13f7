package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// returnFromDiscard is the Action of a card that may come back to its
// owner's hand from his discard pile in the phase it went there.
func returnFromDiscard() Ability {
	return NewAction("pay 1: back from your discard pile to your hand, in the phase it went there").
		Working(FromDiscard).When(SelfEnteredDiscardThisPhase).
		Costing(Pay(1)).Doing(ReturnSelfToHand())
}

// agency: The Agency, Core F1-F20 and F23.
var agency = []entry{
	card(1, "Thomas F. Malone",
		NewResponse("after a story he is committed to resolves, destroy an opponent's Villainous or Cultist character committed there").
			On(StoryResolved(StoryOfSelf)).
			Choosing(Choose("an opponent's Villainous or Cultist character at that story",
				All(Character, Opponents, AtSameStory, AnyOf(WithKeyword(Villainous), WithSubtype("Cultist"))))).
			Doing(DestroyTarget(0))),
	card(2, "Kirby O'Donnell",
		NewConstant("while he is at a story, Heroic characters get an extra combat icon and Villainous ones one terror icon fewer",
			GainIcon(carddb.Combat, 1).On(All(Character, WithKeyword(Heroic))),
			GainIcon(carddb.Terror, -1).On(All(Character, WithKeyword(Villainous)))).
			When(SelfCommitted)),
	card(3, "Local Sheriff",
		returnFromDiscard()),
	card(4, "Paul LeMond",
		NewAction("pay 1: he gains the printed icons of a character until the end of the phase").
			Costing(Pay(1)).
			Choosing(Choose("a character", Character)).
			Doing(SelfGainsPrintedIconsOf(0))),
	card(5, "Professor Hermann Mulder",
		NewPassive("six characters or more in play drive him insane").
			On(AtAnyTime(CharactersInPlayAtLeast(6))).
			Doing(GoInsaneItself())),
	card(6, "Monster Hunter",
		NewResponse("pay 2 after winning a struggle by 2+ icons: wound a character of skill 2 or less").
			On(WonStruggle(2)).
			Costing(Pay(2)).
			Choosing(Choose("a character with skill 2 or lower", All(Character, SkillAtMost(2))).ToWound()).
			Doing(WoundTarget(0))),
	card(11, "Peeler",
		NewConstant("Willpower for him whenever some Attachment is in play", Gain(Willpower).On(Self)).
			When(AnyAttachmentInPlay)),
	card(12, "T-Men",
		NewForced("entering play, they wound a character of your choice").
			On(EntersPlay(Self)).
			Choosing(Choose("a character to wound", Character).ToWound()).
			Doing(WoundTarget(0))),
	card(14, "Shotgun",
		NewAction("pay 1: wound a character at the same story").
			GivenToHost().
			When(SelfAttachedTo(CommittedCard)).
			Costing(Pay(1)).
			Choosing(Choose("a character committed to this story", All(Character, AtSameStoryAsHost)).ToWound()).
			Doing(WoundTarget(0))),
	card(15, "Patrol Wagon",
		NewConstant("its character has +1 Toughness", ToughnessPlus(1).On(HostOfSelf)),
		NewDisrupt("pay 2: cancel one wound to its character").
			On(WoundTo(HostOfSelf)).Costing(Pay(2)).Doing(Cancel())),
	card(16, "Shotgun Blast",
		NewAction("wound a character of skill at most X").
			Choosing(Choose("a character with skill X or lower", All(Character, SkillAtMostX)).ToWound()).
			Doing(WoundTarget(0))),
	card(17, "Short Fuse",
		NewAction("in your operations phase: seven wounds to a character").
			When(YourOperations).
			Choosing(Choose("a character", Character).ToWound()).
			Doing(WoundTargetTimes(0, 7))),
	card(18, "Torch the Joint!",
		NewAction("in your operations phase: destroy a resource without the Agency icon, or a Location").
			When(YourOperations).
			Choosing(Choose("a resource that is not Agency, or a Location",
				AnyOf(ResourceNotOf(carddb.Agency), All(SupportCard, WithSubtype("Location")))).InPlayOrResources()).
			Doing(DestroyTargetOrResource(0))),
	card(19, "Small Price to Pay",
		NewAction("pick one of your characters and one of an opponent's: one loses its mind, then the other takes a wound").
			Choosing(Choose("a character you control", All(Character, Yours)),
				Choose("a character an opponent controls", All(Character, Opponents))).
			Doing(Choosing(PickCard("the one of them to go insane", AmongTargets(0, 1)).ToInsane().Targeting(), InsaneChosen),
				WoundTargetsNotChosen(0, 1).Then())),
	card(20, "Working a Hunch",
		NewAction("two combat icons for a character this phase; overpaid, an arcane and an investigation icon as well").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Combat, 2)),
				If(Overpaid, TargetGains(0, GainIcon(carddb.Arcane, 1), GainIcon(carddb.Investigation, 1))))),
	card(23, "Steve Clarney",
		NewConstant("while he is at a story, no character has Toughness", LoseAllToughness().On(Character)).
			When(SelfCommitted)),
}
