package th

import (
	. "cthulhu/engine"
)

// hastur: Hastur, TH 9 and 10.
var hastur = []entry{
	card(9, "Sweet Dreams...",
		NewAction("only while it is Night: this phase, terror icons do not keep characters from going insane").
			When(IsNight).
			Doing(UntilEndOfPhase(TerrorDoesNotProtect().On(Character)))),
	// "If able": a character that cannot go insane now (a terror icon,
	// Willpower, already insane) goes on top of its owner's deck instead.
	card(10, "Nightmares!",
		NewAction("only while it is Night: a character you choose goes insane, or, if it cannot, goes on top of its owner's deck").
			When(IsNight).
			Choosing(Choose("a character", Character)).
			Doing(insaneOrToDeck)),
}

// insaneOrToDeck (Nightmares!) drives the chosen character insane if it
// can go insane now; otherwise it goes on top of its owner's deck. A
// target no longer legal is ignored (FAQ 1.9).
var insaneOrToDeck = Custom(func(c *Ctx) {
	for _, id := range c.LegalTargets(0) {
		if c.CanGoInsane(id) {
			c.DriveInsane(id)
		} else {
			c.ReturnToTopOfDeck(id)
		}
	}
}, nil)
