package itdon

import (
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, ItDoN 53 and 54.
var shub = []entry{
	card(53, "Ghoulish Predator",
		NewConstant("cannot commit to a story while it is Day", CannotCommit().On(Self)).When(IsDay)),
}
