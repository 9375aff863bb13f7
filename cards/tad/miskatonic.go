package tad

import (
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TAD 43 and 44.
var miskatonic = []entry{
	// A constant ability of the attachment, for its controller: his
	// opponents need seven success tokens on its story; he needs five.
	// When it leaves play, a story with five of theirs is won at once.
	card(44, "Academic Obfuscation",
		NewConstant("its controller's opponents need 2 more success tokens to win the story it is attached to",
			OpponentsNeedMoreTokens(2).On(HostOfSelf))),
}
