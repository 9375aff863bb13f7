package sotd

import (
	. "cthulhu/engine"
)

// agency: The Agency, SotD 81 and 82.
var agency = []entry{
	// "Choose and ready": the Dreamer is a target, ready or not (as
	// Y'Golonac's).
	card(81, "Sleep Therapist",
		NewAction("exhaust him: ready a Dreamer character you choose").
			Costing(ExhaustSelf()).
			Choosing(Choose("a Dreamer character", All(Character, WithSubtype("Dreamer")))).
			Doing(ReadyTarget(0))),
	card(82, "Behind Bars",
		NewAction("a character you choose cannot commit to a story this phase").
			Choosing(Choose("a character", Character)).
			Doing(TargetGains(0, CannotCommit()))),
}
