package tsc

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// agency: The Agency, TSC 42 and 43.
var agency = []entry{
	// As a character it is a 3-skill Investigator with Willpower, two
	// combat icons and an investigation icon (lasting effects of the
	// phase), sacrificed as the phase ends, before they expire, if still
	// in play.
	card(42, "Intervention",
		NewConstant("costs 2 less while the opponent has put a character into play by a card's effect this turn",
			CostDelta(-2).On(Self)).When(opponentPutCharacter).Working(FromHand),
		NewAction("this card comes into play as a 3-skill Investigator character with Willpower, two combat icons and an investigation icon, sacrificed as the phase ends").
			When(notInPlay).
			Doing(Custom(interventionIntoPlay, nil))),
	// He commits with the active player's characters or after them: an
	// opponent's character is at his story only when he commits second.
	card(43, "Priest of Two Faiths",
		NewResponse("after he commits: an opponent's non-Ancient One character you choose at his story adds no icons to the struggles this phase").
			On(Commits(Self)).
			Choosing(Choose("an opponent's non-Ancient One character at his story",
				All(Character, Opponents, Not(WithSubtype("Ancient One")), AtSameStory))).
			Doing(TargetGains(0, DoesNotCountIcons()))),
}

// opponentPutCharacter (Intervention) holds while the opponent has put a
// character into play by a card's effect this turn.
func opponentPutCharacter(c *Ctx) bool { return c.PutCharacterThisTurn(c.Opp()) }

// notInPlay holds while the ability's card is out of play (an event
// being played).
func notInPlay(c *Ctx) bool { return !c.InPlay(c.Src()) }

// interventionIntoPlay (Intervention) puts the event into play as a
// character for the phase.
func interventionIntoPlay(c *Ctx) {
	id := c.Src()
	if !c.PutIntoPlayAsCharacter(id) {
		c.Fail()
		return
	}
	c.GainsForPhase(id, PrintedSkillIs(3), Gain(Willpower), GainIcon(carddb.Combat, 2), GainIcon(carddb.Investigation, 1),
		GainSubtype("Investigator"))
	c.SacrificeAtEndOfPhase(id)
}
