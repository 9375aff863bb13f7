package ah

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// hastur: Hastur, AH 12 to 14.
var hastur = []entry{
	// FAQ errata: skill 0, no icons (the card database's), and one card
	// drawn, not two. FAQ 1.13: only when played from the hand.
	card(12, "Aspiring Artist",
		NewResponse("after you play it, with no story in your won pile: draw a card").
			On(PlayedFromHand(Self)).When(noWonStory).
			Doing(Draw(1))),
	card(13, "Atlach-Nacha",
		NewResponse("after it commits: mill the top card of your opponent's deck; a card that is no character puts a success token of yours on its story").
			On(Commits(Self)).
			Doing(Custom(millForSuccess, opponentHasDeck))).Unblankable(),
	// FAQ errata: every copy you control is exhausted, not only the
	// ready ones (docs/rulings.md: all of them must be ready).
	card(14, "Bringer of Fire",
		NewAction("exhaust every Bringer of Fire you control, with two or more: destroy a character of skill 4 or less you choose").
			When(moreThanOneBringer).
			Costing(ExhaustEvery(bringer)).
			Choosing(Choose("a character of skill 4 or less", All(Character, SkillAtMost(4)))).
			Doing(DestroyTarget(0))),
}

// noWonStory (Aspiring Artist) holds while the controller's won pile has
// no story card.
func noWonStory(c *Ctx) bool {
	for _, id := range c.WonPile(c.You()) {
		if c.Card(id).Type == carddb.Story {
			return false
		}
	}
	return true
}

// opponentHasDeck (Atlach-Nacha): the opponent's deck has a card to mill.
func opponentHasDeck(c *Ctx) bool { return c.DeckSize(c.Opp()) > 0 }

// millForSuccess (Atlach-Nacha) discards the opponent's top card; if it
// is not a character card, the controller gets a success token on the
// story the card committed to.
func millForSuccess(c *Ctx) {
	milled := c.DiscardTopOfDeck(c.Opp(), 1)
	if len(milled) == 0 || c.Card(milled[0]).Type == carddb.Character {
		return
	}
	if s := c.Event().Other; s != None && c.Zone(s) == ZoneStory {
		c.AddSuccess(c.You(), s, 1)
	}
}

// bringer (Bringer of Fire) selects the sane cards titled Bringer of
// Fire.
var bringer = All(TitleIs("Bringer of Fire"), SaneCard)

// moreThanOneBringer (Bringer of Fire) holds while its controller controls
// two cards titled Bringer of Fire or more.
func moreThanOneBringer(c *Ctx) bool {
	n := 0
	for _, id := range c.PlayArea(c.You()) {
		if c.Matches(TitleIs("Bringer of Fire"), id) {
			n++
		}
	}
	return n > 1
}
