package th

import (
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, TH 3 and 4.
var miskatonic = []entry{
	card(4, "Dream Diary",
		NewConstant("its host is a Dreamer", GainSubtype("Dreamer").On(HostOfSelf)),
		NewConstant("a unique host does not exhaust to commit to a story",
			CommitsWithoutExhausting().On(HostOfSelf)).When(hostUnique)),
}

// hostUnique (Dream Diary) holds while the card's host is a unique
// character.
func hostUnique(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && c.Card(h).Unique
}
