package itdon

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, ItDoN 53 and 54.
var shub = []entry{
	card(53, "Ghoulish Predator",
		NewConstant("cannot commit to a story while it is Day", CannotCommit().On(Self)).When(IsDay)),
	// "Then": the event becomes a character only once the Location is
	// destroyed. As a character it is a 3-skill Monster with two terror
	// and two combat icons (lasting effects of the phase), sacrificed as
	// the phase ends, before they expire, if still in play.
	card(54, "Dhole Attack!",
		NewAction("destroy a Location support you choose; then this card comes into play as a 3-skill Monster character with two terror and two combat icons, sacrificed as the phase ends").
			When(notInPlay).
			Choosing(Choose("a Location support", All(SupportCard, WithSubtype("Location")))).
			Doing(DestroyTarget(0), Custom(dholeIntoPlay, nil).Then())),
}

// notInPlay holds while the ability's card is out of play (an event
// being played).
func notInPlay(c *Ctx) bool { return !c.InPlay(c.Src()) }

// dholeIntoPlay (Dhole Attack!) puts the event into play as a character
// for the phase.
func dholeIntoPlay(c *Ctx) {
	id := c.Src()
	if !c.PutIntoPlayAsCharacter(id) {
		c.Fail()
		return
	}
	c.GainsForPhase(id, PrintedSkillIs(3), GainIcon(carddb.Terror, 2), GainIcon(carddb.Combat, 2), GainSubtype("Monster"))
	c.SacrificeAtEndOfPhase(id)
}
