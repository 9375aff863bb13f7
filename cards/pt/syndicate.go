package pt

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// syndicate: PT 37 and 38.
var syndicate = []entry{
	// Toughness is printed (the card database has it). A constant while
	// another character with a terror icon, either player's, is committed
	// to his story (his own gained terror icon does not keep it on);
	// docs/rulings.md.
	card(37, "Thomas Bannano",
		NewConstant("while another character with a terror icon is at his story: -2 skill, and a terror and two combat icons more",
			Skill(-2).On(Self), GainIcon(carddb.Terror, 1).On(Self), GainIcon(carddb.Combat, 2).On(Self)).
			When(terrorAtHisStory)),
	// The sacrifice is a cost (any Criminal character its player
	// controls); X is its skill as it is sacrificed. Every character, both
	// players', of skill lower than X is exhausted, not targeted.
	card(38, "Gang Warfare",
		NewAction("in your operations phase, sacrifice a Criminal character: exhaust every character of skill lower than X, X its skill").
			When(YourOperations).
			Costing(SacrificeOneForX(All(Character, WithSubtype("Criminal")), skillOf)).
			Doing(ExhaustAll(All(Character, SkillBelowX)))),
}

// skillOf (Gang Warfare) is a character's skill now.
func skillOf(c *Ctx, id CardID) int { return c.Skill(id) }

// terrorAtHisStory (Thomas Bannano) holds while the card is committed to
// a story where another character with a terror icon is committed.
func terrorAtHisStory(c *Ctx) bool {
	s := c.CommittedTo(c.Src())
	if s == None {
		return false
	}
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if id != c.Src() && c.CommittedTo(id) == s && c.IsCharacter(id) && c.Icons(id)[carddb.Terror] > 0 {
				return true
			}
		}
	}
	return false
}
