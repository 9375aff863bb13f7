package jtuk

import (
	. "cthulhu/engine"
)

// youSucceeded matches its player succeeding at a story (placing success
// tokens or not): only the active player succeeds.
func youSucceeded(c *Ctx, e *Event) bool {
	return e.Kind == EvSuccess && int(e.Player) == c.You() && e.N > 0
}

// youSucceededAtSelfStory matches its player succeeding at the story the
// ability's card is committed to.
func youSucceededAtSelfStory(c *Ctx, e *Event) bool {
	return youSucceeded(c, e) && c.CommittedTo(c.Src()) == e.Card
}

// opponentWonStory matches an opponent of its player winning a story
// card.
func opponentWonStory(c *Ctx, e *Event) bool {
	return e.Kind == EvWinStory && int(e.Player) == c.Opp()
}
