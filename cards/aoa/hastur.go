package aoa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, AoA 67 and 68.
var hastur = []entry{
	// No "choose": the story is designated as the Action starts, not
	// targeted (docs/rulings.md): one where an opponent has a character
	// committed and it does not count yet.
	card(67, "Shadow Eater",
		NewAction("exhaust it: this phase its skill and icons count at a story where your opponent has a committed character").
			Costing(ExhaustSelf()).
			Choosing(Designate("a story where your opponent has committed a character", All(StoryInPlay, opponentCommittedThere, Not(CountsAtStory))).Story()).
			Doing(SelfCountsAtTargetStory(0))),
	// An event played from the hand that stays in play as a 2-skill
	// Monster character with two terror icons and a combat icon (lasting
	// effects of the phase), sacrificed as the phase ends if still in
	// play.
	card(68, "Devoured by Shadow",
		NewAction("this card comes into play as a 2-skill Monster character with two terror icons and a combat icon, sacrificed as the phase ends").
			When(notInPlay).
			Doing(Custom(devouredIntoPlay, nil))),
}

// opponentCommittedThere (Shadow Eater) selects a story where an
// opponent of the ability's player has a character committed.
func opponentCommittedThere(c *Ctx, story CardID) bool {
	for _, id := range c.PlayArea(c.Opp()) {
		if c.IsCharacter(id) && c.CommittedTo(id) == story {
			return true
		}
	}
	return false
}

// notInPlay holds while the ability's card is out of play (an event
// being played).
func notInPlay(c *Ctx) bool { return !c.InPlay(c.Src()) }

// devouredIntoPlay (Devoured by Shadow) puts the event into play as a
// character for the phase.
func devouredIntoPlay(c *Ctx) {
	id := c.Src()
	if !c.PutIntoPlayAsCharacter(id) {
		c.Fail()
		return
	}
	c.GainsForPhase(id, PrintedSkillIs(2), GainIcon(carddb.Terror, 2), GainIcon(carddb.Combat, 1), GainSubtype("Monster"))
	c.SacrificeAtEndOfPhase(id)
}
