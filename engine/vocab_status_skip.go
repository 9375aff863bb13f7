package engine

// skipEveryPlayer, the n of a modSkipStory, makes every player skip his
// story phase, not the effect's player alone.
const skipEveryPlayer = 1

// EachPlayerSkipsStoryPhaseUntilYourNextTurnEnds: until the end of the
// ability's player's next turn, each player skips his story phase (Glimpse
// of the Void): played in his own turn, its player skips this turn's story
// phase and his next one's, and his opponent the one of the turn between.
func EachPlayerSkipsStoryPhaseUntilYourNextTurnEnds() Effect {
	return effect(func(c *Ctx) {
		c.g.addLasting(Mod{kind: modSkipStory, n: skipEveryPlayer}, None, c.src, c.p, PerYourNextTurn)
	})
}
