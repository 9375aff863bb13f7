package itdon

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, ItDoN 45 and 46.
var syndicate = []entry{
	// "As the result of a card effect": a draw an ability or effect of a
	// card makes, not the draw phase's. "If that player has more cards":
	// checked as the Response resolves.
	card(45, "Petty Thief",
		NewResponse("exhaust it, after an opponent draws by a card's effect: if he then has more cards in hand than you, he discards one at random").
			On(On(opponentDrewByEffect, EvDraw)).
			Costing(ExhaustSelf()).
			Doing(If(opponentHasMoreCards, DiscardAtRandom(Opponent, 1)))),
	// "Then, you may pay 1": a domain of its player's able to pay 1
	// drained after the gains, as Endless Interrogation's.
	card(46, "Ritual Initiation",
		NewAction("a unique Syndicate character you choose gains a combat icon, +1 skill and Toughness +1 this phase; then you may pay 1 to take this card back to your hand").
			Choosing(Choose("a unique Syndicate character", All(Character, UniqueCard, OfFaction(carddb.Syndicate)))).
			Doing(TargetGains(0, GainIcon(carddb.Combat, 1), Skill(1), ToughnessPlus(1)),
				Choosing(PickDomainToPayFor("a domain to pay 1 with, to take this card back to your hand", 1).Optional(), DrainChosenDomain).Then(),
				If(paidToReturn, ReturnEventToHand()).Then())),
}

// opponentDrewByEffect (Petty Thief) matches a draw of cards by the
// ability's controller's opponent that an ability or effect of a card
// made.
func opponentDrewByEffect(c *Ctx, e *Event) bool {
	return e.Kind == EvDraw && int(e.Player) != c.You() && e.N > 0 && e.Src != None
}

// opponentHasMoreCards (Petty Thief) holds while the opponent has more
// cards in hand than the ability's controller.
func opponentHasMoreCards(c *Ctx) bool { return len(c.Hand(c.Opp())) > len(c.Hand(c.You())) }

// paidToReturn (Ritual Initiation) holds once its player has picked a
// domain to pay 1 with: the choice after the target.
func paidToReturn(c *Ctx) bool { return len(c.Picked(1)) > 0 }
