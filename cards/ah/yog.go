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
	// The Monster cards its player owns are Spells too in his hand, deck
	// and discard pile (not in play): what reads a Spell there sees them
	// (Yog-Sothoth's cost, Shadow Sorceress).
	card(17, "Opener of the Gate",
		NewConstant("your Monster cards in your hand, deck and discard pile are Spells too",
			GainSubtype("Spell").On(yourMonsterOutOfPlay))),
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

// yourMonsterOutOfPlay (Opener of the Gate) selects the Monster cards the
// ability's controller owns in his hand, deck or discard pile.
func yourMonsterOutOfPlay(c *Ctx, id CardID) bool {
	switch c.Zone(id) {
	case ZoneHand, ZoneDeck, ZoneDiscard:
		return c.Owner(id) == c.You() && c.Card(id).HasSubtype("Monster")
	}
	return false
}
