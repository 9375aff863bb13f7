package tsc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TSC 49 to 51.
var miskatonic = []entry{
	card(49, "Broken Glasses",
		NewConstant("its host has two investigation icons fewer", GainIcon(carddb.Investigation, -2).On(HostOfSelf))),
	card(51, "M.U. Chem Lab",
		NewAction("pay 1: every Student character gains an investigation icon this phase").
			Costing(Pay(1)).
			Doing(EachGains(WithSubtype("Student"), GainIcon(carddb.Investigation, 1)))),
}
