package twb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, TWB 63 to 65.
var cthulhuCards = []entry{
	card(63, "Degenerate Serpent Cultist",
		NewAction("pay 1: one of its terror icons is an arcane icon this phase").
			When(selfHasTerror).
			Costing(Pay(1)).
			Doing(SelfGains(GainIcon(carddb.Terror, -1), GainIcon(carddb.Arcane, 1)))),
	// "Choose" by the opponent as it resolves: a target (FAQ 1.9).
	card(64, "Cthulhu",
		NewAction("pay 3: each opponent sacrifices a character of his choice").
			Costing(Pay(3)).
			Doing(Choosing(PickCard("a character of yours to sacrifice", All(Character, ChooserControls)).
				By(Opponent).Targeting(), SacrificeChosen))),
	// Two different ready Deep One characters of his, the Scout itself
	// among them if he likes. The card is picked as it resolves (no
	// "choose").
	card(65, "Deep One Scout",
		NewAction("exhaust two Deep One characters: a Deep One character of printed cost 3 or less comes into play from your hand").
			Costing(ExhaustN(2, All(Character, WithSubtype("Deep One")))).
			Doing(Choosing(PickCard("a Deep One character of printed cost 3 or less from your hand",
				All(CharacterCard, PrintedSubtype("Deep One"), PrintedCostAtMost(3), CanEnterPlay)).FromHand(),
				PutChosenIntoPlay))),
}

// selfHasTerror (Degenerate Serpent Cultist) holds while the card has a
// terror icon to change.
func selfHasTerror(c *Ctx) bool { return c.Icons(c.Src())[carddb.Terror] > 0 }
