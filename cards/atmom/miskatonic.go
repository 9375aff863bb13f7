package atmom

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, AtMoM 3 to 5.
var miskatonic = []entry{
	card(5, "Heavy Furs",
		NewConstant("its host loses Fast, gains Toughness +1 and is immune to Polar events",
			Lose(Fast).On(HostOfSelf), ToughnessPlus(1).On(HostOfSelf), ImmuneTo("Polar events").On(HostOfSelf))),
}

var _ = carddb.Neutral
