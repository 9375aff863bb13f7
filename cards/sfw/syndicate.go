package sfw

import (
	"strconv"

	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: The Syndicate, SfW 96 to 98.
var syndicate = []entry{
	card(96, "Kidnapping 101",
		NewAction("an opponent's committed non-Ancient One character you choose is removed from its story").
			Choosing(Choose("an opponent's committed non-Ancient One character",
				All(Character, Opponents, CommittedCard, Not(WithSubtype("Ancient One"))))).
			Doing(UncommitTarget(0))),
	// FAQ 2.4: the opponent's hand is shown, and stays in his hand. The
	// characters are those of its player's in play as it resolves.
	card(97, "A Sight for Sore Eyes",
		NewAction("name a card; the opponent reveals his hand; your characters get 2 more skill this phase per copy of it there").
			Doing(Choosing(PickTitle("a card to name"), revealAndCount))),
	// Removing needs a combat struggle at the story; "then" needs the
	// struggle added or removed.
	card(98, "Blind Fighting",
		NewAction("a story you choose gains or loses a combat struggle this phase; then you may exhaust one of your characters to take this card back to your hand").
			Choosing(Choose("a story", StoryInPlay).Story()).
			Doing(Choosing(PickValue("whether to add or remove a combat struggle", addOrRemove, addOrRemoveLabel), changeCombatStruggle),
				Choosing(PickCard("one of your characters to exhaust, to take this card back to your hand", All(Character, Yours, ReadyCard)).Optional(), exhaustChosen).Then(),
				If(exhaustedToReturn, ReturnEventToHand()).Then())),
}

// revealAndCount (A Sight for Sore Eyes) shows the opponent's hand, then
// gives each of its player's characters 2 more skill this phase per copy
// of the named card there.
func revealAndCount(c *Ctx, chosen []CardID) {
	if len(chosen) == 0 {
		c.Fail()
		return
	}
	title := c.ChosenTitle(chosen[0])
	n := 0
	for _, id := range c.Hand(c.Opp()) {
		c.Reveal(id)
		if c.Card(id).Title == title {
			n++
		}
	}
	c.Note(c.Src(), None, title+" named, "+strconv.Itoa(n)+" in "+c.PlayerName(c.Opp())+"'s hand")
	if n == 0 {
		return
	}
	for _, id := range c.PlayArea(c.You()) {
		if c.IsCharacter(id) {
			c.GainsForPhase(id, Skill(2*n))
		}
	}
}

// addOrRemove (Blind Fighting) offers adding a combat struggle to the
// chosen story (0), and removing one (1) when it has one.
func addOrRemove(c *Ctx) []int {
	s := c.Target(0)
	if s == None {
		return nil
	}
	for _, ic := range c.StruggleKinds(s) {
		if ic == carddb.Combat {
			return []int{0, 1}
		}
	}
	return []int{0}
}

func addOrRemoveLabel(_ *Ctx, v int) string {
	if v == 1 {
		return "remove a combat struggle"
	}
	return "add a combat struggle"
}

// changeCombatStruggle (Blind Fighting) adds or removes a combat struggle
// at the chosen story this phase.
func changeCombatStruggle(c *Ctx, chosen []CardID) {
	s := c.Target(0)
	if len(chosen) == 0 || s == None || c.Zone(s) != ZoneStory {
		c.Fail()
		return
	}
	n, word := 1, "gains"
	if ChosenValue(chosen[0]) == 1 {
		n, word = -1, "loses"
	}
	c.GainsForPhase(s, StoryStruggles(carddb.Combat, n))
	c.Note(s, None, word+" a combat struggle this phase")
}

// exhaustChosen exhausts the cards picked.
func exhaustChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Exhaust(id)
	}
}

// exhaustedToReturn (Blind Fighting) holds once its player has exhausted
// a character of his to take the card back: the choice after the story
// and the struggle's.
func exhaustedToReturn(c *Ctx) bool { return len(c.Picked(2)) > 0 }
