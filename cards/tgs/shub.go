package tgs

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: TGS 91 to 93.
var shub = []entry{
	// The search looks at the top five cards only; finding nothing is
	// allowed (FAQ 2.11), and the deck is shuffled anyway.
	card(91, "Shudde M'ell",
		NewAction("pay 2: search your top five cards for a Chthonian character and put it into play; shuffle your deck").
			Costing(Pay(2)).
			Doing(Choosing(PickCard("a Chthonian character among your top five cards", chthonianToPlay).FromDeck().Optional(), PutChosenIntoPlay),
				Custom(shuffleYourDeck, nil))),
	// Any support card destroyed, either player's, attachments too; a
	// resource destroyed (a Transient one as its domain drains) is no
	// support card in play (docs/rulings.md). The opponent is the only one
	// of a two-player game; he picks the character, which is no target.
	card(92, "Telepathic Chthonian",
		NewResponse("after a support card is destroyed: your opponent sacrifices a character, if able").
			On(On(supportDestroyed, EvDestroy)).
			Doing(Choosing(PickCard("a character of yours to sacrifice", All(Character, Opponents)).By(Opponent), SacrificeChosen))),
	// The revealed cards stay where they are (FAQ 2.4); one Chthonian card
	// among them goes to the hand, if there is one (no choice to decline);
	// the deck is shuffled either way.
	card(93, "Ground Tremors",
		NewAction("reveal your top five cards, take a Chthonian card among them into your hand, shuffle your deck").
			Doing(Custom(revealTopFive, deckHasCards),
				Choosing(PickCard("a revealed Chthonian card to take into your hand", All(InTopOfDeck(5), PrintedSubtype("Chthonian"))).FromDeck(), PutChosenInHand),
				Custom(shuffleYourDeck, nil))),
}

// chthonianToPlay selects the Chthonian character cards among the top five
// of the deck that could enter play.
var chthonianToPlay = All(InTopOfDeck(5), CharacterCard, PrintedSubtype("Chthonian"), CanEnterPlay)

// supportDestroyed matches a support card destroyed in play: printed a
// support, not a character as it left, nor a resource (a resource leaves
// with a blank text box; so does a blanked support card, which is missed).
func supportDestroyed(c *Ctx, e *Event) bool {
	return e.Card != None && c.Card(e.Card).Type == carddb.Support && !e.LeftAsCharacter() && !e.LeftBlank()
}

// revealTopFive reveals the top five cards of the ability's player's deck
// (fewer if it has fewer).
func revealTopFive(c *Ctx) { c.RevealTopOfDeck(c.You(), 5) }

// deckHasCards holds while the ability's player's deck has a card.
func deckHasCards(c *Ctx) bool { return c.DeckSize(c.You()) > 0 }

// shuffleYourDeck shuffles the ability's player's deck.
func shuffleYourDeck(c *Ctx) { c.ShuffleDeck(c.You()) }
