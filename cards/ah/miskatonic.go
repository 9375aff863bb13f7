package ah

import (
	"cthulhu/carddb"
	. "cthulhu/engine"
)

// miskatonic: Miskatonic University, AH 4 to 6.
var miskatonic = []entry{
	card(4, "Cafeteria Lady",
		NewAction("exhaust her: exhaust a character with a terror icon you choose").
			Costing(ExhaustSelf()).
			Choosing(Choose("a character with a terror icon", All(Character, IconsAtLeast(carddb.Terror, 1)))).
			Doing(ExhaustTarget(0))),
	card(5, "Norm Grzbowski",
		NewForced("once all have committed: win each story where you have 11 or more characters committed and your opponent has not").
			On(AllCommitted()).
			Doing(Custom(winCrowdedStories, func(c *Ctx) bool { return len(crowdedStories(c)) > 0 }))),
	card(6, "Professor Albert Wilmarth",
		NewConstant("Monster characters add no skill at their stories", DoesNotCountSkill().On(monster))),
}

// crowdedStories are the stories (and conspiracies) where the ability's
// player has eleven or more characters committed and his opponent fewer
// (Norm Grzbowski), in their slots' order.
func crowdedStories(c *Ctx) []CardID {
	var out []CardID
	for _, s := range c.Stories() {
		if committedCount(c, s, c.You()) >= 11 && committedCount(c, s, c.Opp()) < 11 {
			out = append(out, s)
		}
	}
	return out
}

// committedCount is the number of characters player p controls committed
// to a story.
func committedCount(c *Ctx, story CardID, p int) int {
	n := 0
	for _, id := range c.PlayArea(p) {
		if c.IsCharacter(id) && c.CommittedTo(id) == story {
			n++
		}
	}
	return n
}

// winCrowdedStories wins each of crowdedStories at once, the first slot's
// first (docs/rulings.md, Norm Grzbowski).
func winCrowdedStories(c *Ctx) {
	won := crowdedStories(c)
	for k := len(won) - 1; k >= 0; k-- {
		c.WinStory(won[k]) // pushed last, resolved first
	}
}
