package ah

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, AH 1 to 3.
var agency = []entry{
	card(1, "Safari Hunter",
		NewConstant("one more combat icon for each Monster character committed to its story",
			GainIcon(carddb.Combat, 1).Times(monstersAtItsStory).On(Self))),
	card(3, "Mr. Ngambe",
		NewConstant("Monster and Ancient One characters committed to his story have no Toughness",
			LoseAllToughness().On(All(AnyOf(monster, ancientOne), AtSameStory)))),
}

// monstersAtItsStory (Safari Hunter) counts the Monster characters,
// either player's, committed to the story the ability's card is
// committed to.
func monstersAtItsStory(c *Ctx) int {
	s := c.CommittedTo(c.Src())
	if s == None {
		return 0
	}
	n := 0
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.CommittedTo(id) == s && monster(c, id) {
				n++
			}
		}
	}
	return n
}
