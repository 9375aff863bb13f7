package som

import (
	. "cthulhu/engine"
)

// yog: The Yog-Sothoth faction, SoM 11 and 12.
var yog = []entry{
	card(11, "Elder Thing",
		NewResponse("after it enters play: up to two cards of your discard pile on top of your deck, in the order you pick them").
			On(EntersPlay(Self)).
			Doing(Choosing(PickCard("cards of your discard pile to put on top of your deck, the first on top", anyCard).
				FromDiscardPile().UpToCount(2), discardToTopOfDeck))),
	// "Then" after the character put into play: with none to put into
	// play, the deck is not shuffled (FAQ 1.3), as Recruiter for the
	// Lodge.
	card(12, "Revelation of the Spheres",
		NewAction("reveal your opponent's top five cards and put a character among them into play under your control; then he shuffles his deck").
			Doing(Custom(revealOpponentsTop, opponentsDeckHasCards),
				Choosing(PickCard("a revealed character to put into play under your control",
					All(OwnedBy(Opponent), InTopOfDeck(5), CharacterCard, CanEnterPlay)).FromTopOfDecks(5), putIntoPlayAsYours),
				Custom(shuffleOpponentsDeck, nil).Then())),
}

// revealOpponentsTop (Revelation of the Spheres) reveals the top five
// cards of the opponent's deck (fewer if it has fewer).
func revealOpponentsTop(c *Ctx) { c.RevealTopOfDeck(c.Opp(), 5) }

// opponentsDeckHasCards holds while the opponent's deck has a card.
func opponentsDeckHasCards(c *Ctx) bool { return c.DeckSize(c.Opp()) > 0 }

// putIntoPlayAsYours (Revelation of the Spheres) puts the card picked
// into play under the ability's player's control.
func putIntoPlayAsYours(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
	}
	for _, id := range chosen {
		if !c.PutIntoPlayUnderYourControl(id) {
			c.Fail()
		}
	}
}

// shuffleOpponentsDeck shuffles the opponent's deck.
func shuffleOpponentsDeck(c *Ctx) { c.ShuffleDeck(c.Opp()) }

// discardToTopOfDeck (Elder Thing) puts the cards picked in the discard
// pile on top of their owner's deck, the first picked on top.
func discardToTopOfDeck(c *Ctx, chosen []CardID) {
	for k := len(chosen) - 1; k >= 0; k-- {
		c.PutOnTopOfDeck(chosen[k])
	}
}
