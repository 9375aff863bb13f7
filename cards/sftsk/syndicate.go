package sftsk

import (
	. "cthulhu/engine"
)

// syndicate: The Syndicate, SftSK 65 and 66.
var syndicate = []entry{
	// "A story at which he was committed": he is committed to it as his
	// player succeeds there (success is determined after the struggles).
	card(65, "King Kuranes",
		NewResponse("after you succeed at his story: take control of an opponent's Dreamlands support card you choose").
			On(On(succeededAtSelfStory, EvSuccess)).
			Choosing(Choose("an opponent's Dreamlands support card", All(SupportCard, Opponents, WithSubtype("Dreamlands")))).
			Doing(TakeControlOfTarget(0))),
	// The standard draw of the draw phase only (the first player's one
	// card on his first turn becomes two); copies add up.
	card(66, "The Back Room",
		NewConstant("each player draws a card more in his draw phase", ExtraDrawPhaseCards(1).On(Self))),
}

// succeededAtSelfStory (King Kuranes) matches the ability's player
// succeeding at the story its card is committed to.
func succeededAtSelfStory(c *Ctx, e *Event) bool {
	return e.Kind == EvSuccess && int(e.Player) == c.You() && e.N > 0 && c.CommittedTo(c.Src()) == e.Card
}
