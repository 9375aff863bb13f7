package aoa

import (
	. "cthulhu/engine"
)

// twilight: The Order of the Silver Twilight, AoA 73 and 74.
var twilight = []entry{
	// Willpower and Fast are printed. A passive at a moment of its own
	// (FAQ 1.6), as Silver Twilight Enforcer's: whatever turn it is in
	// play at the end of, it goes; blank or insane, it stays.
	card(73, "Master of Blades",
		NewPassive("at the end of the turn: it goes back to its owner's hand").
			On(On(turnEnds, EvTurnEnd)).
			Doing(ReturnSelfToHand())),
	// Both targets are chosen as it starts (FAQ 1.9). Their combat icons
	// are compared as it resolves; with as many on each, or a target
	// gone, none returns (docs/rulings.md).
	card(74, "Reckless Assault",
		NewAction("of a character of yours and one of your opponent's you choose, the one with fewer combat icons goes back to its owner's hand").
			Choosing(Choose("a character you control", All(Character, Yours)),
				Choose("a character your opponent controls", All(Character, Opponents))).
			Doing(Custom(recklessAssault, nil))),
	// "Attach to an exhausted non-Ancient One character" is the card
	// database's. No effect, cost, struggle or refresh readies its host
	// (FAQ 2.2). Any story card won by either player, a conspiracy too
	// (Rulebook, Conspiracy Cards), destroys it.
	card(75, "Elder Binding",
		NewConstant("its host cannot be readied", CannotBeReadied().On(HostOfSelf)),
		NewForced("after a story card is won: destroy it").
			On(On(storyCardWon, EvWinStory)).
			Doing(destroySelf)),
}

// destroySelf (Elder Binding) destroys the ability's own card in play.
var destroySelf = Custom(func(c *Ctx) { c.Destroy(c.Src()) }, func(c *Ctx) bool { return c.InPlay(c.Src()) })

// storyCardWon (Elder Binding) matches a story card won by any player.
func storyCardWon(c *Ctx, e *Event) bool { return e.Card != None }

// turnEnds (Master of Blades) matches the end of a turn.
func turnEnds(c *Ctx, e *Event) bool { return e.Kind == EvTurnEnd }

// recklessAssault returns to its owner's hand the target with fewer
// combat icons, both still legal.
func recklessAssault(c *Ctx) {
	a, b := c.Target(0), c.Target(1)
	if a == None || b == None || !c.InPlay(a) || !c.InPlay(b) {
		c.Fail()
		return
	}
	na, nb := c.Icons(a)[combat], c.Icons(b)[combat]
	switch {
	case na < nb:
		c.ReturnToHand(a)
	case nb < na:
		c.ReturnToHand(b)
	default:
		c.Fail()
	}
}
