package ah

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, AH 4 to 6.
var miskatonic = []entry{
	card(4, "Cafeteria Lady",
		NewAction("exhaust her: exhaust a character with a terror icon you choose").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character with a terror icon", All(Character, IconsAtLeast(carddb.Terror, 1)))).
			Doing(ExhaustTarget(0))),
	card(6, "Professor Albert Wilmarth",
		NewConstant("Monster characters add no skill at their stories", DoesNotCountSkill().On(monster))),
}
