package ttfts

import (
	. "cthulhu/engine"
)

// youSucceeded matches its player succeeding at a story (placing success
// tokens or not): only the active player succeeds.
func youSucceeded(c *Ctx, e *Event) bool {
	return e.Kind == EvSuccess && int(e.Player) == c.You() && e.N > 0
}

// opponentSucceeded matches an opponent of its player succeeding at a
// story.
func opponentSucceeded(c *Ctx, e *Event) bool {
	return e.Kind == EvSuccess && int(e.Player) == c.Opp() && e.N > 0
}

// youSucceededAtSelfStory matches its player succeeding at the story the
// ability's card is committed to: it takes part in that story.
func youSucceededAtSelfStory(c *Ctx, e *Event) bool {
	return youSucceeded(c, e) && c.CommittedTo(c.Src()) == e.Card
}
