package pt

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, PT 23 and 24.
var cthulhuCards = []entry{
	// Played from the hand only ("play", FAQ 2.24): put into play, it
	// does nothing. "Cost" of a card in play is its printed cost.
	card(23, "Deep One Stowaway",
		NewResponse("after you play it: wound an exhausted character of cost 2 or lower you choose").
			On(PlayedFromHand(Self)).
			Choosing(Choose("an exhausted character of cost 2 or lower", All(Character, ExhaustedCard, PrintedCostAtMost(2))).ToWound()).
			Doing(WoundTarget(0))),
	// Each use turns one more combat icon it has now into a terror icon;
	// with none left, it would change nothing and is not offered.
	card(24, "Disguised Serpent Man",
		NewAction("pay 1: one of its combat icons becomes a terror icon this phase").
			When(selfHasCombat).
			Costing(Pay(1)).
			Doing(SelfGains(GainIcon(carddb.Combat, -1), GainIcon(carddb.Terror, 1)))),
}

// selfHasCombat (Disguised Serpent Man) holds while the card has a combat
// icon.
func selfHasCombat(c *Ctx) bool { return c.Icons(c.Src())[carddb.Combat] > 0 }
