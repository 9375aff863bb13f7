package tgs

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// lodge: the Silver Twilight's cards, TGS 94 to 96.
var lodge = []entry{
	// A Tome support card in play, either player's, an attachment too.
	card(94, "Meticulous Scribe",
		NewConstant("while a Tome support card is in play: Willpower and an investigation icon more",
			Gain(Willpower).On(Self), GainIcon(carddb.Investigation, 1).On(Self)).When(tomeInPlay)),
	// The opponent (the only one of a two-player game) picks which, and
	// the domain or the character: no target; the one he cannot do is not
	// his to choose (FAQ 2.3).
	card(95, "Unscrupulous Acquisitionist",
		NewResponse("after it enters play: your opponent drains one of his domains or returns a character he controls to its owner's hand").
			On(EntersPlay(Self)).
			Doing(Choosing(PickValue("drain one of your domains, or return a character you control to its owner's hand", acqModes, acqLabel).By(Opponent), KeepChosen),
				If(acqChose(acqDrain), Choosing(PickDomainToDrain("a domain of yours to drain").By(Opponent), drainOpponentDomain)),
				If(acqChose(acqReturn), Choosing(PickCard("a character you control to return to its owner's hand", All(Character, Opponents)).By(Opponent), ReturnChosenToHand)))),
	// Each player reveals his top card, which stays there (FAQ 2.4). Only
	// one player's card of the highest printed cost goes to his hand: with
	// a tie none does (docs/rulings.md); a printed X is 0. "Then": with no
	// card revealed, nothing more.
	card(96, "Disturbing Auction",
		NewAction("each player reveals his top card; the one whose card costs most takes it; the decks are shuffled").
			Doing(Custom(auctionReveal, anyDeckHasCards),
				Custom(auctionTake, nil).Then())),
}

// tomeInPlay holds while a Tome support card is in play.
func tomeInPlay(c *Ctx) bool { return CountInPlay(All(SupportCard, WithSubtype("Tome")))(c) > 0 }

// The choices of Unscrupulous Acquisitionist's Response.
const (
	acqDrain = iota
	acqReturn
)

// acqModes are the choices open to the opponent: the drain with an
// undrained domain, the return with a character he controls.
func acqModes(c *Ctx) []int {
	p := c.Opp()
	var out []int
	for d := range c.Domains(p) {
		if id := c.DomainCard(p, d); id != None && UndrainedDomain(c, id) {
			out = append(out, acqDrain)
			break
		}
	}
	for _, id := range c.PlayArea(p) {
		if c.IsCharacter(id) {
			out = append(out, acqReturn)
			break
		}
	}
	return out
}

// acqLabel names a choice of Unscrupulous Acquisitionist.
func acqLabel(c *Ctx, v int) string {
	if v == acqDrain {
		return "Drain one of your domains"
	}
	return "Return a character you control to its owner's hand"
}

// acqChose holds when the opponent's choice was v.
func acqChose(v int) Cond {
	return func(c *Ctx) bool {
		g := c.Picked(0)
		return len(g) > 0 && ChosenValue(g[0]) == v
	}
}

// drainOpponentDomain drains the domain the opponent picked.
func drainOpponentDomain(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 || !c.DrainDomain(c.Opp(), ChosenValue(chosen[0])) {
		c.Fail()
	}
}

// anyDeckHasCards holds while some player's deck has a card.
func anyDeckHasCards(c *Ctx) bool { return c.DeckSize(0) > 0 || c.DeckSize(1) > 0 }

// auctionReveal (Disturbing Auction): each player, the ability's player
// first, reveals the top card of his deck.
func auctionReveal(c *Ctx) {
	for _, p := range []int{c.You(), c.Opp()} {
		c.RevealTopOfDeck(p, 1)
	}
}

// auctionTake (Disturbing Auction): the player whose revealed card has
// the highest printed cost, alone, adds it to his hand; then every deck
// whose top card was revealed is shuffled.
func auctionTake(c *Ctx) {
	best, winner, tie := -1, -1, false
	for _, p := range []int{c.You(), c.Opp()} {
		top := c.DeckTop(p)
		if top == None {
			continue
		}
		cost := int(c.Card(top).Cost)
		switch {
		case cost > best:
			best, winner, tie = cost, p, false
		case cost == best:
			tie = true
		}
	}
	if winner >= 0 && !tie {
		PutChosenInHand(c, []CardID{c.DeckTop(winner)})
	}
	for _, p := range []int{c.You(), c.Opp()} {
		if c.DeckSize(p) > 0 {
			c.ShuffleDeck(p)
		}
	}
}
