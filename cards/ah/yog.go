package ah

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, AH 15 to 17.
var yog = []entry{
	card(15, "Cthugha",
		NewConstant("the other characters committed to its story count no combat icons",
			DoesNotCountIconsOf(carddb.Combat).On(All(Character, Other, AtSameStory)))).Unblankable(),
	card(16, "Tcho-Tcho Tribe",
		NewConstant("the only defender at its story: +5 skill, one more terror, two more combat and one more arcane icon",
			Skill(5).On(Self), GainIcon(carddb.Terror, 1).On(Self), GainIcon(carddb.Combat, 2).On(Self),
			GainIcon(carddb.Arcane, 1).On(Self)).When(onlyDefender)),
}

// onlyDefender (Tcho-Tcho Tribe) holds while the ability's card is
// committed on its opponent's turn, and no other character of its
// controller's is committed to the same story.
func onlyDefender(c *Ctx) bool {
	s := c.CommittedTo(c.Src())
	if s == None || c.Active() == c.You() {
		return false
	}
	for _, id := range c.PlayArea(c.You()) {
		if id != c.Src() && c.CommittedTo(id) == s {
			return false
		}
	}
	return true
}
