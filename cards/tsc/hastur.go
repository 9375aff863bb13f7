package tsc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, TSC 46 to 48.
var hastur = []entry{
	card(46, "Hastur",
		NewAction("pay 2: the opponent's characters lose Willpower and every terror icon this phase").
			Costing(Pay(2)).
			Doing(EachGains(All(Character, Opponents), Lose(Willpower), loseAllTerror))),
	card(47, "The Yellow Sign",
		NewAction("a character you choose gains three terror icons and an arcane icon this phase").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, GainIcon(carddb.Terror, 3), GainIcon(carddb.Arcane, 1)))),
	card(48, "Swooping Byakhee",
		NewForced("on entering play: each opponent discards a card of his choice from his hand").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("a card to discard", nil).FromHand().By(Opponent).Targeting(), DiscardChosen))),
}

// loseAllTerror (Hastur) takes away every terror icon of a character,
// printed or gained, this phase's later gains included: "all" is no
// number of icons, and the modifier outweighs any gain (as
// LoseAllToughness does Toughness).
var loseAllTerror = GainIcon(carddb.Terror, -127)
