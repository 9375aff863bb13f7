package engine

// Players: functions that name a player from an ability's point of view
// (the one who drew, the opponent, a target's controller), for picks,
// filters and effects that say whose.

// EventPlayer is the player an occurrence is about ("a player draws").
func EventPlayer(c *Ctx) int {
	if c.ev != nil && c.ev.Player >= 0 {
		return int(c.ev.Player)
	}
	return c.p
}

// Opponent is the controller's opponent, as a chooser.
func Opponent(c *Ctx) int { return 1 - c.p }

// AbilityController is the ability's controller, as a chooser or a side.
func AbilityController(c *Ctx) int { return c.p }

// TargetController is the controller of the ability's first target.
func TargetController(i int) func(c *Ctx) int {
	return func(c *Ctx) int {
		ts := c.Targets(i)
		if len(ts) == 0 {
			return c.p
		}
		return int(c.g.cards[ts[0]].ctrl)
	}
}

// ActivePlayer and NonActivePlayer name the active player and his
// opponent, as choosers: a story's effect on each player goes the active
// player's first.
func ActivePlayer(c *Ctx) int    { return c.Active() }
func NonActivePlayer(c *Ctx) int { return 1 - c.Active() }
