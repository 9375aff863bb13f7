package soa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, SoA 31 to 36.
var yog = []entry{
	// FAQ, Things in the Ground question: the characters enter play
	// insane, Willpower and terror icons notwithstanding. One that cannot
	// enter play (uniqueness) is discarded.
	card(31, "Things in the Ground",
		NewAction("exhaust it: the top two cards of each player's deck are discarded, but characters among them come into play insane instead").
			Costing(ExhaustSelf()).
			Doing(Custom(thingsInTheGround, anyDeckCards))),
	// FAQ 2.29: with a tie for the lowest skill, the player picks.
	card(32, "Calling Down the Ancients",
		NewAction("destroy a character you choose with the lowest skill in play").
			Choosing(Choose("a character with the lowest skill", All(Character, lowestSkill))).
			Doing(DestroyTarget(0))),
	// In a two-player game, the opponent chosen is the opponent.
	card(33, "Gatekeeper",
		NewResponse("after you win an icon struggle by two icons or more, pay 2: your opponent discards the top three cards of his deck").
			On(WonStruggle(2)).
			Costing(Pay(2)).
			Doing(DiscardTopOfDeck(Opponent, 3))),
	card(34, "Hermetic Scholar",
		NewForced("after it enters play: each player discards the top four cards of his deck").
			On(EntersPlay(Self)).
			Doing(DiscardTopOfDeck(AbilityController, 4), DiscardTopOfDeck(Opponent, 4))),
	card(35, "Chant of Thoth",
		NewAction("up to 3 Spell or Artifact cards of your discard pile you choose may be played from there this phase as if from your hand; an event among them so played goes under your deck").
			Choosing(Choose("Spell or Artifact cards in your discard pile", All(InYourDiscard, AnyOf(WithSubtype("Spell"), WithSubtype("Artifact")))).UpTo(3).InDiscardPiles()).
			Doing(Custom(chantOfThoth, nil))),
	card(36, "Wizard of Yog-Sothoth",
		NewConstant("while it is Night: a terror and two arcane icons more, and Toughness +1",
			GainIcon(carddb.Terror, 1).On(Self), GainIcon(carddb.Arcane, 2).On(Self), ToughnessPlus(1).On(Self)).When(IsNight)),
}

// thingsInTheGround (Things in the Ground): each player, the active
// player first, has the top two cards of his deck go one at a time: a
// character comes into play insane under its owner's control, any other
// card (or a character uniqueness keeps out) is discarded.
func thingsInTheGround(c *Ctx) {
	for _, p := range [2]int{c.Active(), 1 - c.Active()} {
		for range 2 {
			top := c.DeckTop(p)
			if top == None {
				break
			}
			if c.Card(top).Type == carddb.Character && c.PutIntoPlayInsane(top) {
				continue
			}
			c.DiscardTopOfDeck(p, 1)
		}
	}
}

// anyDeckCards holds while some player's deck has cards.
func anyDeckCards(c *Ctx) bool { return c.DeckSize(0) > 0 || c.DeckSize(1) > 0 }

// lowestSkill selects the characters in play with the lowest skill (an
// insane one's is 0, FAQ 2.34).
func lowestSkill(c *Ctx, id CardID) bool {
	s := c.Skill(id)
	for p := range 2 {
		for _, o := range c.PlayArea(p) {
			if c.IsCharacter(o) && c.Skill(o) < s {
				return false
			}
		}
	}
	return true
}

// chantOfThoth (Chant of Thoth) makes each card chosen, still in its
// owner's discard pile, playable from there until the end of the phase;
// an event chosen goes to the bottom of its owner's deck, not to his
// discard pile, when played (docs/rulings.md).
func chantOfThoth(c *Ctx) {
	for _, id := range c.LegalTargets(0) {
		c.GainsForPhase(id, PlayableFromDiscard())
		if c.Card(id).Type == carddb.Event {
			c.GainsForPhase(id, DiscardToDeckBottom())
		}
	}
}
