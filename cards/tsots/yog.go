package tsots

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TSotS 13 and 14.
var yog = []entry{
	card(13, "Bloodthirsty Zealot",
		NewConstant("two more combat icons while any character in play is insane",
			GainIcon(carddb.Combat, 2).On(Self)).
			When(anyInsane)),
}

// anyInsane holds while some character in play, either player's, is
// insane.
func anyInsane(c *Ctx) bool {
	for p := range 2 {
		for _, id := range c.PlayArea(p) {
			if c.Insane(id) {
				return true
			}
		}
	}
	return false
}
