package twc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, TWC 115 to 117.
var syndicate = []entry{
	// The opponent's characters in play as it resolves (a group effect
	// fixes its group as it resolves: docs/rulings.md, Scotophobia).
	card(115, "Strung Up!",
		NewAction("the opponent's characters get 1 less skill this phase").
			Doing(EachGains(All(Character, Opponents), Skill(-1)))),
	// Loyal is printed. No "choose": the character is picked as the effect
	// resolves, untargeted (FAQ 1.9).
	card(116, "You're Outta Here!",
		NewAction("exhaust one of your Syndicate characters: an opponent's committed non-Ancient One character leaves its story").
			Costing(ExhaustOne(All(Character, OfFaction(carddb.Syndicate)))).
			Doing(Choosing(PickCard("an opponent's committed non-Ancient One character to uncommit",
				All(nonAncient, Opponents, CommittedCard, canUncommit)), uncommitChosen))),
	// "Choose an opponent" names a player: with two players, the
	// opponent. The characters among the revealed cards go under his
	// deck, the first revealed first; the others, back on top in the order
	// the player picks ("then": a deck with no card reveals nothing).
	card(117, "Sleepin' wit' da Fishes",
		NewAction("the opponent's top 4 cards are revealed; then the characters among them go under his deck and the rest back on top in the order you choose").
			Doing(Custom(revealFourSinkCharacters, nil),
				ArrangeTopOfDeckOfCount(Opponent, 4, keptCount).Then())),
}

// canUncommit holds for a committed character an effect may remove from
// its story.
func canUncommit(c *Ctx, id CardID) bool { return c.CanUncommit(id) }

// uncommitChosen removes the chosen characters from their stories.
func uncommitChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Uncommit(id)
	}
}

// revealFourSinkCharacters (Sleepin' wit' da Fishes) reveals the top 4
// cards of the opponent's deck, puts the character cards among them under
// it and keeps the others for the part after.
func revealFourSinkCharacters(c *Ctx) {
	ids := c.RevealTopOfDeck(c.Opp(), 4)
	if len(ids) == 0 {
		c.Fail()
		return
	}
	var rest []CardID
	for _, id := range ids {
		if c.Card(id).Type == carddb.Character {
			c.DeckCardToBottom(id)
		} else {
			rest = append(rest, id)
		}
	}
	c.Keep(rest...)
}

// keptCount is the number of cards revealFourSinkCharacters left on top.
func keptCount(c *Ctx) int { return len(c.Group(0)) }
