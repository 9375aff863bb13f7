package ttott

import (
	"strconv"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TTotT 63 and 64.
var miskatonic = []entry{
	// "Any player's deck" is no target (no "choose"): its player picks a
	// deck with a card in it, looks at its top card (the options name it
	// to him alone), then leaves it on top, puts it at the bottom, or
	// discards it to its owner's discard pile.
	card(63, "Shortsighted Librarian",
		NewResponse("after you win an arcane struggle: look at the top card of a deck; leave it there, put it at the bottom, or discard it").
			On(WonStruggleOf(carddb.Arcane)).When(someDeckHasCards).
			Doing(Choosing(PickValue("the deck whose top card you look at", decksWithCards, deckLabel), KeepChosen),
				Choosing(PickValue("where the card you look at goes", places, placeLabel), KeepChosen).Then(),
				If(placeChosen(placeBottom), Custom(topToBottom, nil)),
				If(placeChosen(placeDiscard), DiscardTopOfDeck(deckChosen, 1)))),
	// The Disrupt answers its player's success tokens about to be placed
	// on a story or conspiracy, from any source (success, an
	// investigation struggle, an effect): one of them goes on the Hall
	// instead. Moved from the Hall, tokens are not placed anew. The story
	// they go to is no target (no "choose").
	card(64, "Pagan Hall",
		NewDisrupt("exhaust it: one success token you are about to place on a story goes on it instead").
			On(On(yourTokenAboutToBePlaced, EvSuccessToken)).
			Costing(ExhaustSelf()).
			Doing(Custom(divertToken, nil)),
		NewAction("exhaust it: move any number of the success tokens on it to a story of your choice").
			When(hallHasTokens).
			Costing(ExhaustSelf()).
			Doing(Choosing(PickValue("how many of its success tokens to move", hallTokenCounts, tokensLabel), KeepChosen),
				Choosing(PickCard("the story to move them to", StoryInPlay).FromStories(), moveHallTokens).Then())),
}

// yourTokenAboutToBePlaced (Pagan Hall) matches success tokens the
// ability's player is about to place on a story.
func yourTokenAboutToBePlaced(c *Ctx, e *Event) bool {
	return e.Kind == EvSuccessToken && int(e.Player) == c.You() && e.N > 0 && c.Zone(e.Card) == ZoneStory
}

// divertToken (Pagan Hall) puts one of the tokens on the Hall.
func divertToken(c *Ctx) {
	if !c.DivertSuccessToken() {
		c.Fail()
	}
}

// hallHasTokens holds while the Hall holds a success token.
func hallHasTokens(c *Ctx) bool { return c.TokensOn(c.Src()) > 0 }

// hallTokenCounts are the numbers of its tokens the Hall may move: one to
// all of them.
func hallTokenCounts(c *Ctx) []int {
	var out []int
	for n := 1; n <= c.TokensOn(c.Src()); n++ {
		out = append(out, n)
	}
	return out
}

// tokensLabel names a number of tokens to move.
func tokensLabel(c *Ctx, n int) string {
	if n == 1 {
		return "Move 1 success token"
	}
	return "Move " + strconv.Itoa(n) + " success tokens"
}

// moveHallTokens (Pagan Hall) moves the number of tokens chosen to the
// story picked.
func moveHallTokens(c *Ctx, chosen []CardID) {
	g := c.Picked(0)
	if len(chosen) == 0 || len(g) == 0 || !c.MoveTokensToStory(c.Src(), chosen[0], ChosenValue(g[0])) {
		c.Fail()
	}
}

// The places Shortsighted Librarian may send the card to.
const (
	placeTop = iota
	placeBottom
	placeDiscard
)

// decksWithCards are the players whose decks hold a card.
func decksWithCards(c *Ctx) []int {
	var out []int
	for _, p := range []int{c.You(), c.Opp()} {
		if c.DeckSize(p) > 0 {
			out = append(out, p)
		}
	}
	return out
}

// someDeckHasCards holds while some player's deck holds a card.
func someDeckHasCards(c *Ctx) bool { return len(decksWithCards(c)) > 0 }

// deckLabel names a player's deck.
func deckLabel(c *Ctx, p int) string { return c.PlayerName(p) + "'s deck" }

// deckChosen is the player whose deck was picked (the ability's first
// choice).
func deckChosen(c *Ctx) int {
	if g := c.Picked(0); len(g) > 0 {
		return ChosenValue(g[0])
	}
	return c.You()
}

// places are the three places the card may go.
func places(c *Ctx) []int { return []int{placeTop, placeBottom, placeDiscard} }

// placeLabel names a place, with the card looked at: the option is shown
// to the player deciding alone.
func placeLabel(c *Ctx, v int) string {
	p := deckChosen(c)
	title := "the card"
	if id := c.DeckTop(p); id != None {
		title = c.Card(id).Title
	}
	switch v {
	case placeBottom:
		return "Put " + title + " at the bottom of " + deckLabel(c, p)
	case placeDiscard:
		return "Discard " + title + " to its owner's discard pile"
	}
	return "Leave " + title + " on top of " + deckLabel(c, p)
}

// placeChosen holds when the second choice was the place v.
func placeChosen(v int) Cond {
	return func(c *Ctx) bool {
		g := c.Picked(1)
		return len(g) > 0 && ChosenValue(g[0]) == v
	}
}

// topToBottom (Shortsighted Librarian) puts the top card of the deck
// picked at its bottom.
func topToBottom(c *Ctx) {
	if id := c.DeckTop(deckChosen(c)); id != None {
		PutChosenOnBottomOfDeck(c, []CardID{id})
		return
	}
	c.Fail()
}
