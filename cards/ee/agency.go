package ee

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

var agency = []entry{
	titled("Carbine",
		NewConstant("its host gains two Combat icons", GainIcon(carddb.Combat, 2).On(HostOfSelf))),
}
