package som

import (
	. "cthulhu/engine"
)

// hastur: The Hastur faction, SoM 9 and 10.
var hastur = []entry{
	card(9, "Obscene Byakhee",
		NewResponse("after it enters play: your opponent discards a random card of his hand").
			On(EntersPlay(Self)).
			Doing(DiscardAtRandom(Opponent, 1))),
}
