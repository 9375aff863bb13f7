package aoa

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, AoA 78 to 80.
var yog = []entry{
	// Villainous and Toughness +3 are printed. Any character, either
	// player's: it loses every icon, printed or gained, this phase's
	// later gains included ("all", as Hastur's terror icons), and must
	// commit to Glaaki's story this phase while it can (as Crazed
	// Shoggoth's requirement binds: docs/rulings.md).
	card(78, "Glaaki",
		NewResponse("after it commits to a story: a character you choose loses every icon this phase and must commit to Glaaki's story, if able").
			On(Commits(Self)).
			Choosing(Choose("a character", Character)).
			Doing(Custom(glaakiBinds, nil))),
	// Every copy in play counts, itself and either player's. To a
	// minimum of 1 (FAQ 2.16).
	card(79, "Servants of Glaaki",
		NewConstant("a terror icon more for each Servants of Glaaki in play",
			GainIcon(carddb.Terror, 1).Times(CountInPlay(TitleIs("Servants of Glaaki"))).On(Self)),
		NewConstant("your Glaaki costs 1 less to play, to a minimum of 1",
			CostDeltaMin1(-1).On(All(InYourHand, TitleIs("Glaaki"))))),
	// "Choose an opponent": in a game of two, the opponent. He picks which
	// of his characters he sacrifices: no "choose", no target. "Then"
	// (FAQ 1.3): with no character sacrificed, nothing comes back.
	card(80, "Initiation of Glaaki",
		NewAction("in your operations phase: your opponent sacrifices a character of his choice, if able; then a Servants of Glaaki of your discard pile may come into play").
			When(YourOperations).
			Doing(Choosing(PickCard("a character to sacrifice", All(Character, ControlledBy(Opponent))).By(Opponent), SacrificeChosen),
				Choosing(PickCard("a Servants of Glaaki from your discard pile", All(TitleIs("Servants of Glaaki"), CanEnterPlay)).FromDiscardPile().Optional(),
					PutChosenIntoPlay).Then())),
}

// glaakiBinds (Glaaki): its target loses every icon this phase and must
// commit to Glaaki's story, if able.
func glaakiBinds(c *Ctx) {
	id, story := c.Target(0), c.CommittedTo(c.Src())
	if id == None || !c.InPlay(id) {
		c.Fail()
		return
	}
	if !c.Insane(id) {
		c.GainsForPhase(id, GainIcon(carddb.Terror, -127), GainIcon(carddb.Combat, -127),
			GainIcon(carddb.Arcane, -127), GainIcon(carddb.Investigation, -127))
	}
	if story != None && c.MustCommitTo(id, story) {
		c.Note(id, story, "must commit to this story this phase, if able")
	}
}
