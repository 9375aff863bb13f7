package thbts

import (
	. "cthulhu/engine"
)

// hastur: Hastur, THBtS 32.
var hastur = []entry{
	card(32, "Local Brew",
		NewConstant("its host, and your characters committed to its host's story, gain Fast",
			Gain(Fast).On(HostOfSelf), Gain(Fast).On(All(Character, Yours, AtSameStoryAsHost)))),
}
