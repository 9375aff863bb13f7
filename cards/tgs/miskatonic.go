package tgs

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: TGS 88 to 90.
var miskatonic = []entry{
	// Any draw of its player's, the draw phase's too; one drawing of one or
	// more cards is one occurrence. "Choose": a target, either player's
	// character; icons that effects give it stay (docs/rulings.md).
	card(88, "Jamie Winthrop",
		NewResponse("after you draw cards: a character you choose loses its printed icons this phase").
			On(On(youDrew, EvDraw)).
			Choosing(Choose("a character to lose its printed icons", Character)).
			Doing(Custom(losePrintedIcons, nil))),
	// "Choose": the story is a target. The skill each of its player's
	// characters committed there gains is its arcane icons counted as it
	// resolves, fixed until the end of the phase (docs/rulings.md).
	card(89, "Lecturing Historian",
		NewAction("exhaust it: at a story you choose, each of your committed characters has skill more by its arcane icons this phase").
			Costing(ExhaustSelf()).
			Choosing(Choose("a story", nil).Story()).
			Doing(Custom(historianLecture, nil))),
	// Put into play (FAQ 2.24: no cost paid, uniqueness still checked).
	card(90, "Full Ride Scholarship",
		NewAction("put a Student character of your hand into play").
			Doing(Choosing(PickCard("a Student character of your hand", All(CharacterCard, PrintedSubtype("Student"), CanEnterPlay)).FromHand(),
				PutChosenIntoPlay))),
}

// youDrew matches its player drawing one or more cards.
func youDrew(c *Ctx, e *Event) bool { return e.Kind == EvDraw && int(e.Player) == c.You() && e.N > 0 }

// losePrintedIcons (Jamie Winthrop): the first target has, until the end
// of the phase, its printed icons taken away, kind by kind.
func losePrintedIcons(c *Ctx) {
	id := c.Target(0)
	if id == None || !c.InPlay(id) {
		c.Fail()
		return
	}
	var mods []Mod
	for k, n := range c.Card(id).Icons {
		if n > 0 {
			mods = append(mods, GainIcon(carddb.Icon(k), -int(n)))
		}
	}
	c.GainsForPhase(id, mods...)
}

// historianLecture (Lecturing Historian): each character of its player
// committed to the target story gains skill equal to its arcane icons now.
func historianLecture(c *Ctx) {
	s := c.Target(0)
	if s == None {
		c.Fail()
		return
	}
	for _, id := range c.PlayArea(c.You()) {
		if c.IsCharacter(id) && c.CommittedTo(id) == s {
			if n := int(c.Icons(id)[carddb.Arcane]); n > 0 {
				c.GainsForPhase(id, Skill(n))
			}
		}
	}
}
