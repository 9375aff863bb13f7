package thbts

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// neutral: the neutral cards, THBtS 37 to 40.
var neutral = []entry{
	card(37, "Tithe Collector",
		NewForced("after a player plays a card: every card that player plays costs him 1 more for the rest of the phase").
			On(On(cardPlayed, EvPlay, EvAttach, EvAbility, EvPlayConspiracy)).
			Doing(If(playedByYou, UntilEndOfPhase(CostDelta(1).On(InYourHand))),
				If(playedByOpponent, UntilEndOfPhase(CostDelta(1).On(InOpponentsHand))))),
	card(39, "With a Fine Toothed Comb",
		NewAction("in your story phase, before commitments: an extra investigation struggle at every story this phase").
			When(YourStoryBeforeCommitments).
			Doing(UntilEndOfPhase(StoryStruggles(carddb.Investigation, 1).On(StoryInPlay)))),
	// A lasting effect on the story chosen, for its player; the story is
	// won as the struggle is, before the struggle's own effect.
	card(38, "Beneath the Surface",
		NewAction("in your story phase, before commitments: choose a story; this phase, winning an investigation struggle there by 3 or more icons wins you that story").
			When(YourStoryBeforeCommitments).
			Choosing(Choose("a story", StoryInPlay).Story()).
			Doing(TargetGains(0, WinsStoryByMargin(carddb.Investigation, 3)))),
	// "If able": the winner's conspiracy slot is empty once he has taken
	// this one; finding none is allowed, and the deck is shuffled anyway.
	conspiracy(40, "The Endless Investigation",
		"Its winner may search his deck for a conspiracy and put it into play in his conspiracy slot, then shuffles his deck.",
		SearchDeckIntoPlay("a conspiracy", ConspiracyCard)),
}

// cardPlayed (Tithe Collector) matches a card played by either player:
// an event is played as its ability is about to resolve (EvAbility, not
// an ability of a card in play).
func cardPlayed(c *Ctx, e *Event) bool {
	switch e.Kind {
	case EvPlay, EvAttach, EvPlayConspiracy:
		return e.Player >= 0
	case EvAbility:
		return e.Player >= 0 && e.Card != None && c.Card(e.Card).Type == carddb.Event && !TriggeredAbilityOfCardInPlay(c, e)
	}
	return false
}

// playedByYou and playedByOpponent (Tithe Collector) tell who played the
// card the ability answers.
func playedByYou(c *Ctx) bool      { e := c.Event(); return e != nil && int(e.Player) == c.You() }
func playedByOpponent(c *Ctx) bool { e := c.Event(); return e != nil && int(e.Player) == c.Opp() }
