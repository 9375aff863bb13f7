package ttb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// lodge: the Silver Twilight's cards, TTB 13 to 16.
var lodge = []entry{
	// A character card of either discard pile that entered it this
	// phase, from anywhere; it goes to its owner's hand.
	card(13, "Dr. Baker",
		NewAction("pay 2, exhaust him: a character card you choose that entered a discard pile this phase goes back to its owner's hand").
			Costing(Pay(2), ExhaustSelf()).
			Choosing(Choose("a character card that entered a discard pile this phase", All(CharacterCard, EnteredDiscardThisPhase)).InDiscardPiles()).
			Doing(PutTargetInHand(0))),
	// Itself too: it is a Lodge character.
	card(14, "Zealous Secretary",
		NewConstant("your Lodge characters have an arcane icon more",
			GainIcon(carddb.Arcane, 1).On(All(Character, Yours, WithSubtype("Lodge"))))),
	// No "choose": the character, either player's, is picked as the
	// Action resolves; the sacrificed Errand Boy is gone by then.
	card(15, "Errand Boy",
		NewAction("sacrifice it: ready a Silver Twilight character").
			Costing(SacrificeSelf()).
			Doing(Choosing(PickCard("an exhausted Silver Twilight character to ready", All(Character, ExhaustedCard, OfFaction(carddb.SilverTwilight))),
				readyChosen))),
	// The other character, either player's, is no target: picked as the
	// event resolves. The icons are those printed on the sacrificed card,
	// read in the discard pile (docs/rulings.md).
	card(16, "Expulsion from the Order",
		NewAction("sacrifice a Silver Twilight character of yours: another Silver Twilight character gains its printed icons until the end of the phase").
			Costing(SacrificeOne(All(Character, OfFaction(carddb.SilverTwilight)))).
			Doing(Choosing(PickCard("another Silver Twilight character to gain the printed icons", All(Character, OfFaction(carddb.SilverTwilight))),
				expulsionGainIcons))),
}

// readyChosen readies the characters picked.
func readyChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Ready(id)
	}
}

// expulsionGainIcons (Expulsion from the Order) gives the character picked
// the icons printed on the sacrificed card until the end of the phase.
func expulsionGainIcons(c *Ctx, chosen []CardID) {
	gone := c.CostCard()
	if len(chosen) == 0 || gone == None {
		c.Fail()
		return
	}
	for ic, n := range c.Card(gone).Icons {
		if n > 0 {
			c.GainsForPhase(chosen[0], GainIcon(carddb.Icon(ic), int(n)))
		}
	}
}
