package tsots

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, TSotS 10 to 12.
var hastur = []entry{
	card(12, "Terrifying Visage",
		NewResponse("after you win a terror struggle, ready its character").
			On(WonStruggleOf(carddb.Terror)).
			Doing(readyHost)).
		AttachingTo("attach to a character with a terror icon", IconsAtLeast(carddb.Terror, 1)),
}

// readyHost (Terrifying Visage) readies the character the card is attached
// to; with no host, or a ready one, nothing changes.
var readyHost = Custom(func(c *Ctx) {
	if h := c.Host(c.Src()); h != None {
		c.Ready(h)
	}
}, func(c *Ctx) bool {
	h := c.Host(c.Src())
	return h != None && c.Exhausted(h) && !c.Insane(h)
})
