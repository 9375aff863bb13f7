package ttott

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, TTotT 71 and 72.
var yog = []entry{
	// She took part in the struggle if she was committed to its story
	// then (FAQ errata, Erich Zann: "participating"), whether or not she
	// still is when the Response is used (the story may have been won
	// since). With no Spell in the discard pile it is not offered.
	card(71, "Shadow Sorceress",
		NewResponse("after you win an arcane struggle she took part in: the topmost Spell of your discard pile returns to your hand").
			On(On(wonArcaneWithSelf, EvStruggle)).When(spellInYourDiscard).
			Doing(PutAllInHandFromDiscards(topmostSpell))),
	card(72, "Path of Blood",
		NewAction("a neutral character in play you choose returns to its owner's hand").
			Choosing(Choose("a neutral character", All(Character, OfFaction(carddb.Neutral)))).
			Doing(ReturnTargetToHand(0))),
}

// wonArcaneWithSelf (Shadow Sorceress) matches an arcane struggle the
// ability's player won in which its card took part.
func wonArcaneWithSelf(c *Ctx, e *Event) bool {
	return e.Kind == EvStruggle && int(e.Player) == c.You() && carddb.Icon(e.N) == carddb.Arcane &&
		c.TookPartIn(c.Src(), e)
}

// topSpell is the Spell card nearest the top of player p's discard pile,
// or None.
func topSpell(c *Ctx, p int) CardID {
	pile := c.DiscardPile(p)
	for i := len(pile) - 1; i >= 0; i-- {
		if c.HasSubtype(pile[i], "Spell") {
			return pile[i]
		}
	}
	return None
}

// topmostSpell (Shadow Sorceress) selects the Spell card nearest the top
// of the ability's player's discard pile.
func topmostSpell(c *Ctx, id CardID) bool {
	return c.Zone(id) == ZoneDiscard && c.Owner(id) == c.You() && topSpell(c, c.You()) == id
}

// spellInYourDiscard holds while the ability's player has a Spell card
// in his discard pile.
func spellInYourDiscard(c *Ctx) bool { return topSpell(c, c.You()) != None }
