package ttb

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: the Hastur faction's cards, TTB 7 and 8.
var hastur = []entry{
	// The reduction waits for its player's next Hastur character played
	// this phase; a card of cost 0 cannot be reduced (FAQ 2.16, 2.17).
	card(7, "Demented Phrenologist",
		NewAction("drive it insane: the next Hastur character you play this phase costs 1 less, to a minimum of 1").
			Costing(InsaneSelf()).
			Doing(NextPlayCosts(CostDeltaMin1(-1).On(All(CharacterCard, InYourHand, OfFaction(carddb.Hastur)))))),
	// "Alone": no other character of its controller's at the story, as
	// the commitments are made; declared with others it does not commit
	// and stays; characters joining it later leave it there
	// (docs/rulings.md).
	card(8, "Germaphobia",
		NewConstant("its host commits to a story only alone",
			CommitsOnlyAlone().On(HostOfSelf))).
		AttachingTo("attach to a character of printed skill 2 or lower", PrintedSkillAtMost(2)),
}
