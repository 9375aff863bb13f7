package iotf

import (
	. "cthulhu/engine"
)

// silver: The Order of the Silver Twilight, IotF 52 to 55.
var silver = []entry{
	// "Cost 3 or lower": its cost as printed, any player's character;
	// "this turn": until the end of the turn.
	card(52, "Protector of Secrets",
		NewResponse("after it enters play: a character of cost 3 or lower you choose may not commit to stories this turn").
			On(EntersPlay(Self)).
			Choosing(Choose("a character of cost 3 or lower", All(Character, PrintedCostAtMost(3)))).
			Doing(TargetGainsForTurn(0, CannotCommit()))),
	// As The Groundskeeper (TOotST 32): the reduction waits for its
	// player's next Lodge character played this phase; a card of cost 0
	// or 1 cannot be reduced (FAQ 2.16, 2.17).
	card(53, "Wealthy Sponsor",
		NewAction("discard a card from your hand: the next Lodge character you play this phase costs 1 less, to a minimum of 1").
			Costing(DiscardCards(1)).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, WithSubtype("Lodge")))))),
	// The end of each story phase, either player's; the domains of both
	// players are refreshed (as The Spawn of Madness's errata reads "all
	// domains").
	card(54, "Ritual of Power",
		NewForced("at the end of each story phase: every drained domain is refreshed").
			On(On(storyPhaseEnds, EvPhaseEnd)).
			Doing(RefreshAllDomains())),
	// No "choose" for the cards: they are picked as the Action resolves,
	// exactly X of them (FAQ 2.6: with fewer in the pile, none move).
	card(55, "Satchel of the Void",
		NewAction("pay X, exhaust it: X cards of your discard pile are shuffled into your deck").
			Costing(PayX(), ExhaustSelf()).
			Doing(Choosing(PickCard("X cards of your discard pile", InYourDiscard).FromDiscardPile().CountX(), shuffleChosenIntoDeck))),
}

// shuffleChosenIntoDeck shuffles the cards picked into their owners'
// decks.
func shuffleChosenIntoDeck(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.ShuffleIntoDeck(chosen...) {
		c.Fail()
	}
}

// storyPhaseEnds matches the end of a story phase.
func storyPhaseEnds(c *Ctx, e *Event) bool {
	return e.Kind == EvPhaseEnd && e.Step.Phase() == PhaseStory
}
