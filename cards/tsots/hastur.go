package tsots

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, TSotS 10 to 12.
var hastur = []entry{
	// FAQ errata: "in which Erich Zann is participating".
	card(10, "Erich Zann",
		NewConstant("when you win a terror struggle he takes part in, you choose which of the loser's characters there goes insane",
			WinnerChoosesInsane().On(Self))),
	card(11, "Spawn of the Sleeper",
		NewAction("take control of a character a terror struggle drove insane this phase").
			Choosing(Choose("a character that went insane from a terror struggle this phase", All(Character, maddenedThisPhase))).
			Doing(TakeControlOfTarget(0))),
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

// maddenedThisPhase (Spawn of the Sleeper) selects the characters that
// went insane as the result of a terror struggle this phase, whether
// insane still or restored since.
func maddenedThisPhase(c *Ctx, id CardID) bool { return c.InsaneFromTerrorThisPhase(id) }
