package atmom

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// cthulhuCards: Cthulhu, AtMoM 8.
var cthulhuCards = []entry{
	// A won story's slot is filled, or not, as the story is won (Rulebook,
	// Winning a Story Card): a slot left empty stays empty, Cave Mouth in
	// play or not; the last story card won is replaced.
	card(8, "Cave Mouth",
		NewConstant("the stories you win are not replaced from the story deck while a story card (not a conspiracy) is in play",
			NotReplaced().On(wonByYou)).
			When(storyCardInPlay)),
}

// wonByYou (Cave Mouth) selects the story cards in its controller's won
// pile.
func wonByYou(c *Ctx, id CardID) bool { return c.Zone(id) == ZoneWon && c.Controller(id) == c.You() }

// storyCardInPlay (Cave Mouth) holds while a story card, not a
// conspiracy, is in play.
func storyCardInPlay(c *Ctx) bool {
	for _, id := range c.Stories() {
		if c.Card(id).Type == carddb.Story {
			return true
		}
	}
	return false
}
