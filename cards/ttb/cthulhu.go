package ttb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: the Cthulhu faction's cards, TTB 4 to 6.
var cthulhuCards = []entry{
	// A Disrupt of the combat struggle won at its story (FAQ 3.2, 3.5):
	// the struggle's effect, its wound, is cancelled, and in its place the
	// opponent chooses one of his characters committed there (a target,
	// FAQ 1.9) and destroys it. Offered only while he has one there.
	card(4, "Bloodthirsty Star Spawn",
		NewDisrupt("after you win a combat struggle at its story: instead of the wound, the opponent chooses and destroys one of his characters committed there").
			On(On(wonCombatAtSelfStory, EvStruggle)).When(opponentAtSpawnStory).
			Doing(Cancel(),
				Choosing(PickCard("one of your characters committed to that story to destroy", spawnVictim).Targeting().By(Opponent),
					destroyChosen))),
	// The three Cultists are the cost (FAQ 2.13), any of its player's, no
	// target. Any card titled Cthulhu of its player's hand is put into
	// play, not played: its own cost is not paid.
	card(5, "Underneath the Surface",
		NewAction("sacrifice three Cultist characters of yours: put Cthulhu into play from your hand").
			Costing(SacrificeN(3, All(Character, WithSubtype("Cultist")))).
			Doing(Choosing(PickCard("a Cthulhu card of your hand to put into play", TitleIs("Cthulhu")).FromHand(), PutChosenIntoPlay))),
	// Any refresh phase: the phase's readying and any effect that would
	// ready its host then (docs/rulings.md). Any other phase, it readies.
	card(6, "Gaze of Ghatanothoa",
		NewConstant("its host cannot ready during the refresh phase",
			CannotBeReadied().On(HostOfSelf)).When(DuringPhase(PhaseRefresh))),
}

// wonCombatAtSelfStory (Bloodthirsty Star Spawn) matches a combat
// struggle its player won at the story it is committed to.
func wonCombatAtSelfStory(c *Ctx, e *Event) bool {
	return e.Kind == EvStruggle && int(e.Player) == c.You() && carddb.Icon(e.N) == carddb.Combat &&
		e.Card != None && c.CommittedTo(c.Src()) == e.Card
}

// spawnVictim (Bloodthirsty Star Spawn) selects the opponent's characters
// committed to the story of the struggle answered.
func spawnVictim(c *Ctx, id CardID) bool {
	e := c.Event()
	return e != nil && e.Card != None && c.IsCharacter(id) && c.Controller(id) == c.Opp() && c.CommittedTo(id) == e.Card
}

// opponentAtSpawnStory (Bloodthirsty Star Spawn): the opponent has a
// character committed to its story.
func opponentAtSpawnStory(c *Ctx) bool {
	s := c.CommittedTo(c.Src())
	if s == None {
		return false
	}
	for _, id := range c.PlayArea(c.Opp()) {
		if c.IsCharacter(id) && c.CommittedTo(id) == s {
			return true
		}
	}
	return false
}

// destroyChosen destroys the cards picked.
func destroyChosen(c *Ctx, chosen []CardID) {
	for _, id := range chosen {
		c.Destroy(id)
	}
}
