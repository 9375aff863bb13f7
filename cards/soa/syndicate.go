package soa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, SoA 13 to 18 (Hired Mystic, SoA 14, and
// Anarchist, SoA 17, have no ability but their keywords).
var syndicate = []entry{
	card(13, "Elite Hit Squad",
		NewConstant("it cannot commit to stories in an opponent's turn",
			CannotCommit().On(Self)).When(OpponentsTurn),
		NewAction("pay 1: it has 1 more skill and a combat icon more until the end of the phase").
			Costing(Pay(1)).
			Doing(SelfGains(Skill(1), GainIcon(carddb.Combat, 1)))),
	card(16, "Intimidate",
		NewAction("exhaust a character you choose that is not an Ancient One").
			Choosing(Choose("a character that is not an Ancient One", All(Character, Not(WithSubtype("Ancient One"))))).
			Doing(ExhaustTarget(0))),
	// Its own cost while it is played (FAQ 1.2: a self-referential
	// reduction works from the hand).
	card(18, "Fixer",
		NewConstant("costs 2 less to play while an Attachment is in play, to a minimum of 1",
			CostDeltaMin1(-2).On(Self)).When(AnyAttachmentInPlay).Working(FromHand)),
}
