package witd

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// shub: Shub-Niggurath, WitD 13 and 14.
var shub = []entry{
	// No "choose": the copy is picked as it resolves.
	card(13, "Ferocious Dark Young",
		NewResponse("after it enters play: another copy comes into play from your discard pile").
			On(EntersPlay(Self)).When(copyInDiscard).
			Doing(Choosing(PickCard("a Ferocious Dark Young of your discard pile", darkYoungToPlay).FromDiscardPile(),
				PutChosenIntoPlay))),
	card(14, "Empty Sockets",
		NewConstant("its host loses two combat and two investigation icons and gains two terror icons",
			GainIcon(carddb.Combat, -2).On(HostOfSelf), GainIcon(carddb.Investigation, -2).On(HostOfSelf),
			GainIcon(carddb.Terror, 2).On(HostOfSelf))),
}

// darkYoungToPlay (Ferocious Dark Young) selects a copy of the card that
// may enter play.
var darkYoungToPlay = All(TitleIs("Ferocious Dark Young"), CanEnterPlay)

// copyInDiscard (Ferocious Dark Young) holds while its player's discard
// pile holds a copy that may enter play: without one, the Response would
// change nothing.
func copyInDiscard(c *Ctx) bool {
	for _, id := range c.DiscardPile(c.You()) {
		if darkYoungToPlay(c, id) {
			return true
		}
	}
	return false
}
