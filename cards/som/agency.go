package som

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, SoM 1 and 2.
var agency = []entry{
	card(1, "Shadow Team",
		NewConstant("characters your opponents control have one combat icon fewer",
			GainIcon(carddb.Combat, -1).On(All(Character, Opponents)))),
	// A reprint of Core 18, the same ability.
	card(2, "Torch the Joint!",
		NewAction("in your operations phase: destroy a resource without the Agency icon, or a Location").
			When(YourOperations).
			Choosing(Choose("a resource that is not Agency, or a Location",
				AnyOf(ResourceNotOf(carddb.Agency), All(SupportCard, WithSubtype("Location")))).InPlayOrResources()).
			Doing(DestroyTargetOrResource(0))),
}
