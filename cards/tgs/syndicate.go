package tgs

import (
	"fmt"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: TGS 97 and 98.
var syndicate = []entry{
	// The type is named as the ability resolves, among the types a deck
	// holds; "then" (FAQ 1.3): with an empty deck nothing is revealed. The
	// revealed card is added, not drawn (FAQ, Rabbit's Foot question).
	card(97, "Degenerate Gambler",
		NewAction("pay 2: name a card type, reveal your bottom card; take it if it is of that type, else discard it").
			Costing(Pay(2)).
			Doing(Choosing(PickValue("a card type to name", gamblerTypes, gamblerLabel), KeepChosen),
				Custom(gamblerReveal, deckHasCards).Then())),
	// "That story": the one succeeded at. Exactly two tokens, either
	// player's, the player picking how many of each (FAQ 2.6: with fewer
	// than two on it, nothing).
	card(98, "Scandal",
		NewResponse("after you succeed at a story: discard two success tokens from it").
			On(On(youSucceeded, EvSuccess)).When(scandalTwoTokens).
			Doing(Choosing(PickValue("which two success tokens to discard: your opponent's and yours", scandalSplits, scandalLabel), scandalDiscard))),
}

// gamblerTypes are the card types a deck may hold.
func gamblerTypes(c *Ctx) []int {
	return []int{int(carddb.Character), int(carddb.Support), int(carddb.Event)}
}

// gamblerLabel names a card type.
func gamblerLabel(c *Ctx, v int) string { return "Name " + carddb.Type(v).String() }

// gamblerReveal (Degenerate Gambler) reveals the bottom card of its
// player's deck; of the type named, it goes to his hand, else to his
// discard pile.
func gamblerReveal(c *Ctx) {
	deck := c.TopOfDeck(c.You(), c.DeckSize(c.You()))
	if len(deck) == 0 {
		c.Fail()
		return
	}
	bottom := deck[len(deck)-1]
	c.Reveal(bottom)
	g := c.Picked(0)
	if len(g) > 0 && int(c.Card(bottom).Type) == ChosenValue(g[0]) {
		PutChosenInHand(c, []CardID{bottom})
		return
	}
	c.DiscardFromDeck(bottom)
}

// youSucceeded matches its player succeeding at a story.
func youSucceeded(c *Ctx, e *Event) bool {
	return e.Kind == EvSuccess && int(e.Player) == c.You() && e.N > 0
}

// scandalStory is the story the Response answers.
func scandalStory(c *Ctx) CardID {
	if e := c.Event(); e != nil {
		return e.Card
	}
	return None
}

// scandalSplits are the ways to discard exactly two tokens from the
// story: the opponent's count times 16 plus the player's own.
func scandalSplits(c *Ctx) []int {
	s := scandalStory(c)
	if s == None {
		return nil
	}
	yours, theirs := c.SuccessTokens(s, c.You()), c.SuccessTokens(s, c.Opp())
	var out []int
	for t := 0; t <= min(2, theirs); t++ {
		if y := 2 - t; y <= yours {
			out = append(out, t*16+y)
		}
	}
	return out
}

// scandalTwoTokens holds while the story holds two success tokens or
// more.
func scandalTwoTokens(c *Ctx) bool { return len(scandalSplits(c)) > 0 }

// scandalLabel names a split of the two tokens.
func scandalLabel(c *Ctx, v int) string {
	return fmt.Sprintf("%d of your opponent's, %d of yours", v/16, v%16)
}

// scandalDiscard discards the two tokens as picked.
func scandalDiscard(c *Ctx, chosen []CardID) {
	s := scandalStory(c)
	if len(chosen) == 0 || s == None {
		c.Fail()
		return
	}
	v := ChosenValue(chosen[0])
	c.DiscardSuccess(c.Opp(), s, v/16)
	c.DiscardSuccess(c.You(), s, v%16)
}
