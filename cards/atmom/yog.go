package atmom

import (
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, AtMoM 12 and 13.
var yog = []entry{
	card(13, "Reawakened Elder Thing",
		NewForced("after an event is played: it exhausts, if able").
			On(On(eventPlayed, playKinds...)).
			Doing(exhaustItself)),
}

// exhaustItself (Reawakened Elder Thing) exhausts the ability's own card,
// if able: a card exhausted already changes nothing.
var exhaustItself = Custom(func(c *Ctx) { c.Exhaust(c.Src()) },
	func(c *Ctx) bool { return c.InPlay(c.Src()) && !c.Exhausted(c.Src()) && !c.Insane(c.Src()) })
