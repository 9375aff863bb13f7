package witd

import (
	. "cthulhu/engine"
)

// hastur: Hastur, WitD 5 to 7.
var hastur = []entry{
	card(5, "Crazed Arsonist",
		NewAction("go insane: destroy a Location support you choose").
			Costing(InsaneSelf()).
			Choosing(Choose("a Location support", All(SupportCard, WithSubtype("Location")))).
			Doing(DestroyTarget(0))),
	// Its terror booster is printed: the card database has it.
	card(6, "Nightstalker"),
	// No "choose": the character that went insane is the one destroyed.
	card(7, "The Sirens of Hell",
		NewResponse("after a character goes insane: destroy it").
			On(GoesInsane(Character)).
			Doing(Custom(destroyMaddened, maddenedInPlay))),
}

// destroyMaddened (The Sirens of Hell) destroys the character whose going
// insane the Response answers, if it is still in play.
func destroyMaddened(c *Ctx) {
	if e := c.Event(); e != nil && e.Card != None && c.InPlay(e.Card) {
		c.Destroy(e.Card)
		return
	}
	c.Fail()
}

// maddenedInPlay (The Sirens of Hell) holds while the character that went
// insane is in play.
func maddenedInPlay(c *Ctx) bool {
	e := c.Event()
	return e != nil && e.Card != None && c.InPlay(e.Card)
}
