package itdon

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// yog: Yog-Sothoth, ItDoN 51 and 52.
var yog = []entry{
	// "After he is wounded": a wound that destroys him still answers
	// (as Puj-Dunk's).
	card(51, "Laboring Gug",
		NewResponse("after he is wounded: draw a card").
			On(SelfWounded()).Working(FromPlay|FromDiscard).
			Doing(Draw(1))),
	card(52, "Great Stone Circle",
		NewConstant("while it is Night, combat struggles resolve before terror struggles at a story with a Gug character committed",
			StrugglesFirst(carddb.Combat).On(gugStory)).When(IsNight)),
}

// gugStory (Great Stone Circle) selects a story to which a Gug character,
// either player's, is committed.
func gugStory(c *Ctx, id CardID) bool {
	if !c.Matches(StoryInPlay, id) {
		return false
	}
	for p := range 2 {
		for _, ch := range c.PlayArea(p) {
			if c.CommittedTo(ch) == id && c.IsCharacter(ch) && c.HasSubtype(ch, "Gug") {
				return true
			}
		}
	}
	return false
}
