package atmom

import (
	. "cthulhu/engine"
)

// hastur: Hastur, AtMoM 9 to 11.
var hastur = []entry{
	card(9, "Giant Albino Penguin",
		NewResponse("exhaust it, after a Polar event is played: draw a card").
			On(On(polarEventPlayed, playKinds...)).
			Costing(ExhaustSelf()).
			Doing(Draw(1))),
	// FAQ errata: it counts neither its icons nor its skill.
	card(10, "White Out",
		NewAction("in an opponent's turn: a committed character you choose counts neither its icons nor its skill this phase").
			When(OpponentsTurn).
			Choosing(Choose("a character committed to a story", All(Character, CommittedCard))).
			Doing(TargetGains(0, DoesNotCountIcons(), DoesNotCountSkill()))),
}
