package twb

import (
	. "cthulhu/engine"
)

// hastur: Hastur, TWB 66 and 67.
var hastur = []entry{
	card(67, "Wraith",
		NewForced("gone from play to your discard pile: your opponent discards a card at random").
			On(EntersDiscardFromPlay(Self)).
			Doing(DiscardAtRandom(Opponent, 1))),
}
