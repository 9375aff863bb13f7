package soa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, SoA 1 to 6 (Femme Fatale, SoA 6, has no ability but
// its keyword).
var agency = []entry{
	card(1, "Agency Medic",
		NewDisrupt("sacrifice it: cancel a wound to a character").
			On(WoundTo(Character)).
			Costing(SacrificeSelf()).
			Doing(Cancel())),
	// The Action is one it has while it is Day: a condition of its own.
	card(2, "Paranormal Specialist",
		NewAction("while it is Day, exhaust it, pay 1: a Villainous character you choose goes back to its owner's hand").
			When(IsDay).
			Costing(ExhaustSelf(), Pay(1)).
			Choosing(Choose("a Villainous character", All(Character, WithKeyword(Villainous)))).
			Doing(ReturnTargetToHand(0))),
	// Its two combat boosters are printed: they count at the story its
	// host is committed to (the engine's boosters).
	card(3, "Lightning Gun",
		NewConstant("its host has a combat icon more, and adds two combat struggles at the story it is committed to",
			GainIcon(carddb.Combat, 1).On(HostOfSelf))),
	card(4, "Norman Blackwood, Jr.",
		NewConstant("while it is Day: 2 more skill, Fast, two combat and two investigation icons more",
			Skill(2).On(Self), Gain(Fast).On(Self),
			GainIcon(carddb.Combat, 2).On(Self), GainIcon(carddb.Investigation, 2).On(Self)).When(IsDay)),
	card(5, "Beneath the Burning Sun",
		NewForced("after it enters play: every Night card in play is destroyed").
			On(EntersPlay(Self)).
			Doing(DestroyAll(nightCard)),
		NewConstant("Agency characters have a combat icon more",
			GainIcon(carddb.Combat, 1).On(All(Character, OfFaction(carddb.Agency))))),
}

// dayCard and nightCard select the Day and the Night cards in play: those
// with the keyword now (a blank text box has none, FAQ 2.25).
var (
	dayCard   = All(InPlayCard, WithKeyword(Day))
	nightCard = All(InPlayCard, WithKeyword(Night))
)
