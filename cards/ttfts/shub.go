package ttfts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, TTftS 93 and 94.
var shub = []entry{
	// Neutral cards of either player, whoever plays them.
	card(93, "Insect Swarm",
		NewConstant("neutral cards cost 1 more to play",
			CostDelta(1).On(All(ToPlay, OfFaction(carddb.Neutral))))),
	// The character found is picked as the effect resolves (no "choose");
	// its skill in the discard pile is its printed skill.
	card(94, "Open Grave",
		NewResponse("after a character you control is destroyed, sacrifice it: a Shub-Niggurath character of printed skill 3 or less comes into play from your discard pile").
			On(On(yourCharacterDestroyed, EvDestroy)).
			Costing(SacrificeSelf()).
			Doing(Choosing(PickCard("a Shub-Niggurath character of skill 3 or less", All(CharacterCard, OfFaction(carddb.ShubNiggurath), PrintedSkillAtMost(3), CanEnterPlay)).FromDiscardPile(),
				PutChosenIntoPlay))),
}

// yourCharacterDestroyed (Open Grave) matches a character its player
// controlled as it was destroyed.
func yourCharacterDestroyed(c *Ctx, e *Event) bool {
	return e.Kind == EvDestroy && int(e.Player) == c.You() && e.LeftAsCharacter()
}
