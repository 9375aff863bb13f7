package twc

import . "cthulhu/engine"

// silver: The Order of the Silver Twilight, TWC 112 to 114.
var silver = []entry{
	// A replacement of the number drawn, read as its player draws in his
	// own draw phase: the cards in the hands then. Two copies still draw
	// 3, not 4: only the first of its player's copies in play counts.
	card(112, "Crooked Treasurer",
		NewConstant("in your draw phase, while an opponent holds more cards than you, you draw 3 cards instead of 2",
			ExtraDrawPhaseCards(1).On(Self)).
			When(treasurerDraws)),
	card(113, "Ritual of Inferno",
		NewAction("pay 1, sacrifice it: every Location support is destroyed").
			Costing(Pay(1), SacrificeSelf()).
			Doing(DestroyAll(location))),
	// Before commitments: any window of the opponent's turn before his
	// story phase's commitments, the one that opens it included. The
	// story is barred to the opponent's characters until the end of the
	// turn (both players' commitments of his turn).
	card(114, "Rumormill",
		NewAction("in the opponent's turn, before commitments: the opponent's characters cannot commit to a story you choose this turn").
			When(opponentsTurnBeforeCommitments).
			Choosing(Choose("a story", StoryInPlay).Story()).
			Doing(TargetGainsForTurn(0, BarsOpponentsFromStory()))),
}

// treasurerDraws (Crooked Treasurer) holds in its player's turn while an
// opponent has more cards in his hand than he has, for the first of his
// Crooked Treasurers in play.
func treasurerDraws(c *Ctx) bool {
	if c.Active() != c.You() || len(c.Hand(c.Opp())) <= len(c.Hand(c.You())) {
		return false
	}
	for _, id := range c.PlayArea(c.You()) {
		if c.Card(id).Title == "Crooked Treasurer" && !c.Insane(id) {
			return id == c.Src()
		}
	}
	return false
}

// opponentsTurnBeforeCommitments holds in an opponent's turn before his
// story phase's commitments: in its first four phases, or in the action
// window that opens the story phase.
func opponentsTurnBeforeCommitments(c *Ctx) bool {
	if !OpponentsTurn(c) {
		return false
	}
	ph := c.Game().Step().Phase()
	return ph < PhaseStory && ph != PhaseSetup || StoryBeforeCommitments(c)
}
