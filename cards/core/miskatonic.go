package core

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, Core F21-F40 (but F23).
var miskatonic = []entry{
	card(39, "Restore and ready up to two insane characters; if overpaid, they also gain two combat icons this phase.",
		NewAction("restore and ready up to 2 insane characters").
			Choosing(Choose("up to 2 insane characters", InsaneCard).UpTo(2)).
			Doing(RestoreTarget(0), ReadyTarget(0), If(Overpaid, TargetGains(0, GainIcon(carddb.Combat, 2))))),
}
