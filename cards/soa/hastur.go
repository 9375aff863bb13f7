package soa

import (
	. "cthulhu/engine"
)

// hastur: Hastur, SoA 37 to 42.
var hastur = []entry{
	// FAQ errata: its controller's insane characters are not restored in
	// the refresh phase; other effects may restore them.
	card(37, "Poltergeist",
		NewConstant("it cannot commit to stories",
			CannotCommit().On(Self)),
		NewConstant("your insane characters are not restored in the refresh phase (errata)",
			CannotBeRestored().On(All(Character, Yours, InsaneCard))).When(DuringPhase(PhaseRefresh)),
		NewAction("pay 2: your opponent takes control of it").
			Costing(Pay(2)).
			Doing(Custom(giveToOpponent, nil))),
	// "Choose a player" picks a player, not a card (FAQ 1.9 is about
	// characters, supports and stories); that player then picks how he
	// pays, and must mill if he has no card in hand (FAQ, Basilisk).
	card(38, "Carcosa",
		NewAction("exhaust it, pay 2: a player you pick discards a card of his choice from his hand, or the top five cards of his deck").
			Costing(ExhaustSelf(), Pay(2)).
			Doing(Choosing(PickPlayer("the player who discards"), KeepChosen),
				Choosing(PickValue("what you discard", carcosaOptions, carcosaLabel).By(carcosaPlayer), KeepChosen),
				If(carcosaFromHand, Choosing(PickCard("a card of your hand to discard", nil).FromHand().By(carcosaPlayer), DiscardChosen)),
				Custom(carcosaMill, nil))),
	card(39, "Messenger from Hali",
		NewForced("after it enters play: every Day card in play is destroyed").
			On(EntersPlay(Self)).
			Doing(DestroyAll(dayCard))),
	card(40, "Writhing Wall",
		NewDisrupt("cancel a triggered effect about to resolve; then draw a card").
			On(AbilityAboutToResolve(Action, Disrupt, Response, Forced)).
			Doing(Cancel(), Draw(1).Then())),
	card(41, "Infected by Madness",
		NewAction("per insane character under his control, one card off the top of each player's deck to his discard pile").
			Doing(Custom(infectedByMadness, anyInsane))),
	// A player without a hand is not affected (FAQ 2.21): the "then"
	// that follows does not resolve.
	card(42, "Implant Fear",
		NewAction("in your operations phase: your opponent discards his hand; then he takes up to two cards of his discard pile into his hand").
			When(YourOperations).
			Doing(Custom(discardOpponentsHand, opponentHasHand),
				Choosing(PickCard("up to two cards of your discard pile to take into your hand", nil).FromDiscardPile().UpToCount(2).By(Opponent).Targeting(),
					PutChosenInHand).Then())),
}

// giveToOpponent (Poltergeist) gives the card to its controller's
// opponent.
func giveToOpponent(c *Ctx) {
	if !c.GiveControl(c.Src(), c.Opp()) {
		c.Fail()
	}
}

// carcosaPlayer is the player Carcosa's ability picked.
func carcosaPlayer(c *Ctx) int {
	if g := c.Picked(0); len(g) > 0 {
		return ChosenValue(g[0])
	}
	return c.Opp()
}

// carcosaOptions (Carcosa): 0, a card of his hand, while he has one; 1,
// the top five cards of his deck.
func carcosaOptions(c *Ctx) []int {
	if len(c.Hand(carcosaPlayer(c))) > 0 {
		return []int{0, 1}
	}
	return []int{1}
}

func carcosaLabel(c *Ctx, v int) string {
	if v == 0 {
		return "a card of your choice from your hand"
	}
	return "the top five cards of your deck"
}

// carcosaFromHand holds when the player picked to discard from his hand.
func carcosaFromHand(c *Ctx) bool {
	g := c.Picked(1)
	return len(g) > 0 && ChosenValue(g[0]) == 0
}

// carcosaMill (Carcosa): the player discards the top five cards of his
// deck.
func carcosaMill(c *Ctx) {
	if g := c.Picked(1); len(g) > 0 && ChosenValue(g[0]) == 1 {
		c.DiscardTopOfDeck(carcosaPlayer(c), 5)
	}
}

// infectedByMadness (Infected by Madness): each player, the active player
// first, loses to his discard pile as many cards off the top of his deck
// as he controls insane characters.
func infectedByMadness(c *Ctx) {
	for _, p := range [2]int{c.Active(), 1 - c.Active()} {
		n := 0
		for _, id := range c.PlayArea(p) {
			if c.IsCharacter(id) && c.Insane(id) && c.Controller(id) == p {
				n++
			}
		}
		if n > 0 {
			c.DiscardTopOfDeck(p, n)
		}
	}
}

// anyInsane holds while some character in play is insane.
func anyInsane(c *Ctx) bool {
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.Insane(id) {
				return true
			}
		}
	}
	return false
}

// discardOpponentsHand (Implant Fear): the opponent discards every card of
// his hand; without a hand he is not affected (FAQ 2.21).
func discardOpponentsHand(c *Ctx) {
	hand := append([]CardID(nil), c.Hand(c.Opp())...)
	if len(hand) == 0 {
		c.Fail()
		return
	}
	for _, id := range hand {
		c.Discard(id)
	}
}

// opponentHasHand holds while the opponent has a card in hand.
func opponentHasHand(c *Ctx) bool { return len(c.Hand(c.Opp())) > 0 }
