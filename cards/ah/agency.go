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
	// "Take" is no choice of a target (no "choose"): the Weapon and the
	// character are picked as it resolves; the Weapon must fit its own
	// requirement to attach to the character (FAQ 2.33).
	card(2, "Ammunitions Expert",
		NewResponse("after a Monster character enters play: a Weapon from your discard pile attaches to a character you control").
			On(EntersPlay(monster)).
			Doing(Choosing(PickCard("a Weapon card in your discard pile", weaponToArm).FromDiscardPile(), KeepChosen),
				Choosing(PickCard("a character you control to attach it to", All(Character, Yours, HostsFirstPicked)), AttachFirstPickedTo).Then())),
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

// weaponToArm (Ammunitions Expert) selects a Weapon card in the
// controller's discard pile that could attach to a character he controls.
func weaponToArm(c *Ctx, id CardID) bool {
	if c.Zone(id) != ZoneDiscard || c.Owner(id) != c.You() || !c.Card(id).HasSubtype("Weapon") {
		return false
	}
	return AttachableToYourCharacter(c, id)
}
