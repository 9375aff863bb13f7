package sftsk

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, SftSK 75 to 80.
var neutral = []entry{
	// The extra wounds are a passive (no bold trigger): not cancellable.
	// FAQ errata: the loser takes them one at a time, each on one of his
	// characters committed to the story that can take it, his choice (as
	// a combat struggle's wound). Its own player may be the loser.
	card(75, "Halflings of D'haz",
		NewConstant("commits to stories only on your turn", CannotCommit().On(Self)).When(notYourTurn),
		halflingsWounds()),
	// A Zoog resource: its Response works from the domain (FAQ 2.25).
	// "Unattach it and return it to your hand to look": leaving the
	// domain for the hand is the cost. Its player looks at the top card
	// of each deck and, card by card, discards it or leaves it on top.
	card(76, "Curious Zoog",
		NewResponse("after you drain the domain it is a resource of, return it to your hand: look at the top card of each deck, and discard any of them").
			On(DrainsDomainOfSelf()).Working(FromDomain).
			Costing(ReturnSelfFromDomain()).
			Doing(Choosing(PickCard("the top cards to discard (the others stay on top)", nil).FromTopOfDecks(1).AnyNumber(),
				discardTopCards))),
	// "Its effects": the host's own triggered abilities (Action,
	// Disrupt, Response, Forced Response), which neither its player uses
	// nor resolve by themselves; its constant abilities and passives
	// still work, and so do abilities another attachment gives it to use.
	card(77, "Cryptic Writings",
		NewConstant("its host's own triggered abilities are off", CannotTriggerAbilities().On(HostOfSelf))),
	// A passive of its text box with a cost, no triggered ability: as its
	// player declares his commitments, and only then (FAQ, Guardian
	// Pillar), while he controls more Dreamlands supports than his
	// opponent (the Pillar counts, a support until declared), he may
	// exhaust it to declare it to a story. Declared, it is a character
	// until the end of the phase, no longer a support, of printed skill
	// 4 with a terror and three combat icons and Invulnerability (lasting
	// effects: a blank text box later undoes none, FAQ, Neutral Ground
	// ruling); its name and uniqueness stay. Being exhausted by its own
	// cost, it may go to any story, a Silver Key's too.
	card(78, "Guardian Pillar",
		NewConstant("while you control more Dreamlands supports than your opponent, you may exhaust it to commit it as a 4-skill character with a terror and three combat icons and Invulnerability",
			CommitsAsCharacter(4, "TCCC", Invulnerability).On(Self)).
			When(moreDreamlandsSupports)),
	card(79, "The Book of Black Stones",
		NewAction("exhaust it: the top card of each player's deck is discarded").
			Costing(ExhaustSelf()).
			Doing(DiscardTopOfDeck(AbilityController, 1), DiscardTopOfDeck(Opponent, 1))),
	// Whoever controls the Eclipse, the one player with fewer Dreamlands
	// supports than the other plays with his deck's top card seen by both
	// players (the views, the computer players' samples); on a tie
	// neither does (as The Black Goat's Rage's "the fewest").
	card(80, "Dreamlands Eclipse",
		NewConstant("the player controlling fewer Dreamlands supports than the other has his deck's top card shown to both players",
			TopOfDeckRevealed().On(All(InTopOfDeck(1), OwnedBy(fewestDreamlands))))),
}

// dreamlandsSupports counts the Dreamlands support cards each player
// controls.
func dreamlandsSupports(c *Ctx) (n [2]int) {
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.Matches(dreamlandsSupport, id) {
				n[p]++
			}
		}
	}
	return n
}

// dreamlandsSupport selects the Dreamlands support cards in play.
var dreamlandsSupport = All(SupportCard, WithSubtype("Dreamlands"))

// moreDreamlandsSupports (Guardian Pillar) holds while the ability's
// player controls more Dreamlands support cards than his opponent.
func moreDreamlandsSupports(c *Ctx) bool {
	n := dreamlandsSupports(c)
	return n[c.You()] > n[c.Opp()]
}

// fewestDreamlands (Dreamlands Eclipse) is the player who controls fewer
// Dreamlands support cards than the other, or -1 (no player) on a tie.
func fewestDreamlands(c *Ctx) int {
	switch n := dreamlandsSupports(c); {
	case n[0] < n[1]:
		return 0
	case n[1] < n[0]:
		return 1
	}
	return -1
}

// notYourTurn holds while the ability's player is not the active player.
func notYourTurn(c *Ctx) bool { return !YourTurn(c) }

// halflingsMaxWounds bounds the extra wounds of Halflings of D'haz: no
// combat struggle is lost by more icons in a game of two decks.
const halflingsMaxWounds = 40

// halflingsWounds (Halflings of D'haz) is the passive that gives the
// loser of a combat struggle the card took part in one more wound per
// icon of the margin, one at a time: the k-th wound is given only when
// the margin is at least k.
func halflingsWounds() Ability {
	parts := make([]Effect, 0, halflingsMaxWounds)
	for k := 1; k <= halflingsMaxWounds; k++ {
		parts = append(parts, If(marginAtLeast(k),
			Choosing(PickCard("a character of yours at the story to take a further wound", extraWoundFilter).ToWound().By(struggleLoser),
				WoundChosen)))
	}
	return NewPassive("after a combat struggle it took part in: its loser takes one more wound per icon he lost by, one at a time").
		On(On(combatWithSelf, EvStruggle)).
		Doing(parts...)
}

// combatWithSelf matches a combat struggle won by a player (not a tie)
// in which the ability's card took part.
func combatWithSelf(c *Ctx, e *Event) bool {
	return e.Kind == EvStruggle && e.Player >= 0 && carddb.Icon(e.N) == carddb.Combat && c.TookPartIn(c.Src(), e)
}

// struggleLoser is the player who lost the struggle the ability answers.
func struggleLoser(c *Ctx) int { return 1 - int(c.Event().Player) }

// struggleMargin is the number of icons by which the struggle the
// ability answers was lost.
func struggleMargin(c *Ctx) int {
	e := c.Event()
	d := int(e.Counts[0]) - int(e.Counts[1])
	if d < 0 {
		d = -d
	}
	return d
}

// marginAtLeast holds when the struggle the ability answers was lost by
// k icons or more.
func marginAtLeast(k int) Cond { return func(c *Ctx) bool { return struggleMargin(c) >= k } }

// extraWoundFilter selects the loser's characters committed to the
// story of the struggle the ability answers.
func extraWoundFilter(c *Ctx, id CardID) bool {
	e := c.Event()
	return c.IsCharacter(id) && c.Controller(id) == struggleLoser(c) && c.CommittedTo(id) == e.Card
}

// discardTopCards (Curious Zoog) discards the cards picked, each the top
// card of its owner's deck.
func discardTopCards(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		if c.Zone(id) == ZoneDeck && c.DeckTop(c.Owner(id)) == id {
			c.DiscardTopOfDeck(c.Owner(id), 1)
		}
	}
}
