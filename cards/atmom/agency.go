package atmom

import (
	. "cthulhu/engine"
)

// agency: The Agency, AtMoM 1 and 2.
var agency = []entry{
	card(1, "Captain George Thorfinnsen",
		NewResponse("exhaust him, after a Polar event is played: wound an exhausted character you choose").
			On(On(polarEventPlayed, EvAbility)).
			Costing(ExhaustSelf()).
			Choosing(Choose("an exhausted character to wound", All(Character, ExhaustedCard)).ToWound()).
			Doing(WoundTarget(0))),
	card(2, "The Barque Miskatonic",
		NewAction("exhaust it: a character you choose commits without exhausting for the rest of the phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, CommitsWithoutExhausting()))),
}
