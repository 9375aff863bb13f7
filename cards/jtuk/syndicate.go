package jtuk

import (
	"strconv"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, JtUK 105 and 106.
var syndicate = []entry{
	// The discard pile is picked as the Action resolves (no "choose"),
	// either player's; with one card there, that card goes back.
	card(105, "Gregory Gry",
		NewAction("exhaust him: the top 2 cards of a discard pile go back into their owner's deck, shuffled").
			When(someDiscardPile).
			Costing(ExhaustSelf()).
			Doing(Choosing(PickPlayer("the player whose discard pile gives back its top 2 cards"), shuffleTopTwo))),
	// The opponent decides: drain one of his undrained domains (any but
	// the one he paid with, drained already), or return the character to
	// his hand. With no domain to drain he must return it; with the
	// character gone from play he must drain (FAQ, Basilisk ruling).
	card(106, "Raking the Pot",
		NewResponse("after an opponent plays a character: he drains another of his domains or returns that character to his hand").
			On(On(opponentPlaysCharacter, EvPlay)).
			Doing(Choosing(PickValue("drain another domain, or return the character to your hand", rakeOptions, rakeLabel).By(EventPlayer), rake))),
}

// opponentPlaysCharacter (Raking the Pot) matches an opponent playing a
// character from his hand.
func opponentPlaysCharacter(c *Ctx, e *Event) bool {
	return e.Kind == EvPlay && int(e.Player) == c.Opp() && c.Card(e.Card).Type == carddb.Character
}

// rakeReturn is the choice to return the character; the others are the
// indexes of the domains to drain.
const rakeReturn = 100

// rakeOptions: each undrained domain of the player who played the
// character, other than the one he paid with, and the return of the
// character while it is in play.
func rakeOptions(c *Ctx) []int {
	e := c.Event()
	if e == nil {
		return nil
	}
	var out []int
	for d, dom := range c.Game().Domains(int(e.Player)) {
		if !dom.Drained && d != int(e.D)-1 {
			out = append(out, d)
		}
	}
	if c.InPlay(e.Card) && c.Controller(e.Card) == int(e.Player) {
		out = append(out, rakeReturn)
	}
	return out
}

func rakeLabel(c *Ctx, v int) string {
	if v == rakeReturn {
		return "Return the character to your hand"
	}
	return "Drain domain " + strconv.Itoa(v+1)
}

// rake (Raking the Pot) applies the decision.
func rake(c *Ctx, chosen []CardID) {
	e := c.Event()
	if len(chosen) == 0 || e == nil {
		c.Fail()
		return
	}
	if v := ChosenValue(chosen[0]); v == rakeReturn {
		c.ReturnToHand(e.Card)
	} else if !c.DrainDomain(int(e.Player), v) {
		c.Fail()
	}
}

// someDiscardPile holds while some player has a card in his discard
// pile.
func someDiscardPile(c *Ctx) bool { return len(c.DiscardPile(0))+len(c.DiscardPile(1)) > 0 }

// shuffleTopTwo (Gregory Gry) shuffles the top 2 cards of the picked
// player's discard pile into his deck.
func shuffleTopTwo(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	pile := c.DiscardPile(ChosenValue(chosen[0]))
	if len(pile) == 0 {
		c.Fail()
		return
	}
	top := append([]CardID(nil), pile[max(0, len(pile)-2):]...)
	c.ShuffleIntoDeck(top...)
}
